import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './support/browser.ts';
import { signInThroughForm, useServerAndBrowser, visible } from './support/journey.ts';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Whether the element lies wholly inside the window's width (nothing clipped, nothing off-screen). */
async function withinWidth(locator: ReturnType<Page['locator']>, width: number): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

/** Every flag of the demo admin, in the order of ADMIN_PERMISSIONS. */
const ALL_PERMISSIONS = [
  'Guides',
  'Climbers',
  'All Courses',
  'Statistics',
  'Training Plans',
  'Videos',
  'Training Programs',
  'Chats',
];

async function openSubAdminsFromMenu(page: Page, baseUrl: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Sub Admins' }).click();
  await page.waitForURL(`${baseUrl}/sub-admins`);
  await visible(page.getByRole('heading', { name: 'Sub Admins', level: 1 }));
}

async function logOut(page: Page, baseUrl: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(`${baseUrl}/signin`);
}

describe('Sub Admins', () => {
  const journey = useServerAndBrowser();

  it('lets the super admin add, edit, re-permission, reset and delete a sub admin, who can sign in meanwhile', async () => {
    await journey('sub-admins', DESKTOP, async ({ page, baseUrl }) => {
      const email = `jane.${Date.now()}@example.test`;
      const firstPassword = 'first-rope-passphrase';
      const newPassword = 'second-rope-passphrase';

      await page.goto('/signin');
      await signInThroughForm(page, 'super@cordee.test');
      await page.waitForURL(`${baseUrl}/`);
      await openSubAdminsFromMenu(page, baseUrl);

      // The demo admin is listed with a badge for every flag it holds.
      const table = page.getByRole('table', { name: 'Sub admins' });
      const demoRow = table.getByRole('row').filter({ hasText: 'admin@cordee.test' });
      await visible(demoRow);
      await visible(demoRow.getByRole('rowheader', { name: 'Alex Martin' }));
      assert.deepEqual(
        await demoRow.getByRole('list', { name: 'Permissions of Alex Martin' }).getByRole('listitem').allTextContents(),
        ALL_PERMISSIONS,
      );
      await assertAccessible(page, 'Sub Admins');

      // Add new (add_admin modal) with two permissions.
      const addNew = page.getByRole('button', { name: 'Add new' });
      await addNew.click();
      const addDialog = page.getByRole('dialog', { name: 'Add new admin' });
      await visible(addDialog);
      await addDialog.getByLabel('Name').fill('Jane Doe');
      await addDialog.getByLabel('Email').fill(email);
      await addDialog.getByLabel('Password', { exact: true }).fill(firstPassword);
      await addDialog.getByRole('checkbox', { name: 'Guides' }).check();
      await addDialog.getByRole('checkbox', { name: 'Statistics' }).check();
      await assertAccessible(page, 'Add new admin modal');
      await addDialog.getByRole('button', { name: 'Add admin' }).click();
      await visible(page.getByRole('status').filter({ hasText: 'Admin is created' }));
      await addDialog.waitFor({ state: 'detached' });
      // Focus is back on the button that opened the modal.
      assert.equal(await addNew.evaluate((element) => element === document.activeElement), true);

      const row = table.getByRole('row').filter({ hasText: email });
      await visible(row);
      assert.deepEqual(await row.getByRole('listitem').allTextContents(), ['Guides', 'Statistics']);

      // Edit info: the name.
      await row.getByRole('button', { name: 'Edit info of Jane Doe' }).click();
      const editPanel = page.getByRole('dialog', { name: 'Edit info of Jane Doe' });
      await visible(editPanel);
      await editPanel.getByLabel('Name').fill('Jane Smith');
      await assertAccessible(page, 'Edit info panel');
      await editPanel.getByRole('button', { name: 'Save' }).click();
      await visible(page.getByRole('status').filter({ hasText: 'Admin is updated' }));
      await editPanel.waitFor({ state: 'detached' });
      await visible(row.getByRole('rowheader', { name: 'Jane Smith' }));

      // Switch the permissions: Guides off, Climbers on.
      await row.getByRole('button', { name: 'Update permissions of Jane Smith' }).click();
      const permissionsPanel = page.getByRole('dialog', { name: 'Update permissions of Jane Smith' });
      await visible(permissionsPanel);
      assert.equal(await permissionsPanel.getByRole('checkbox', { name: 'Guides' }).isChecked(), true);
      await permissionsPanel.getByRole('checkbox', { name: 'Guides' }).uncheck();
      await permissionsPanel.getByRole('checkbox', { name: 'Climbers' }).check();
      await assertAccessible(page, 'Permissions panel');
      await permissionsPanel.getByRole('button', { name: 'Save permissions' }).click();
      await visible(page.getByRole('status').filter({ hasText: 'Permissions are updated' }));
      await permissionsPanel.waitFor({ state: 'detached' });
      await row.getByRole('listitem').filter({ hasText: 'Guides' }).waitFor({ state: 'detached' });
      assert.deepEqual(await row.getByRole('listitem').allTextContents(), ['Climbers', 'Statistics']);

      // Reset the password (admin_password modal).
      await row.getByRole('button', { name: 'Reset password of Jane Smith' }).click();
      const passwordDialog = page.getByRole('dialog', { name: 'Reset password' });
      await visible(passwordDialog);
      await passwordDialog.getByLabel('New password').fill(newPassword);
      await passwordDialog.getByLabel('Confirm password').fill(newPassword);
      await assertAccessible(page, 'Reset password modal');
      await passwordDialog.getByRole('button', { name: 'Update password' }).click();
      await visible(page.getByRole('status').filter({ hasText: 'Password is updated' }));
      await passwordDialog.waitFor({ state: 'detached' });

      // The new admin signs in with the new password only, and may not manage sub admins.
      await logOut(page, baseUrl);
      await signInThroughForm(page, email, firstPassword);
      await visible(page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' }));
      await signInThroughForm(page, email, newPassword);
      await page.waitForURL(`${baseUrl}/`);
      await visible(page.getByRole('heading', { name: 'Welcome, Jane' }));
      const adminMenu = page.getByRole('navigation', { name: 'Main menu' });
      await visible(adminMenu.getByRole('link', { name: 'Home' }));
      assert.equal(await adminMenu.getByRole('link', { name: 'Sub Admins' }).count(), 0);
      await page.goto('/sub-admins');
      await visible(page.getByRole('heading', { name: 'Access denied!' }));

      // Back as the super admin: find her with a case-insensitive search, then delete her.
      await logOut(page, baseUrl);
      await signInThroughForm(page, 'super@cordee.test');
      await page.waitForURL(`${baseUrl}/`);
      await openSubAdminsFromMenu(page, baseUrl);
      await visible(row);
      await page.getByLabel('Search sub admins').fill('JANE SMITH');
      await demoRow.waitFor({ state: 'detached' });
      await visible(row);
      await page.getByLabel('Search sub admins').fill('');
      await visible(demoRow);

      await row.getByRole('button', { name: 'Delete Jane Smith' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete admin' });
      await visible(confirm.getByText('Are you sure you want to delete this admin?'));
      await visible(confirm.getByRole('button', { name: 'Cancel' }));
      await assertAccessible(page, 'Delete confirmation');
      await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
      await visible(page.getByRole('status').filter({ hasText: 'Admin is deleted' }));
      await confirm.waitFor({ state: 'detached' });
      await row.waitFor({ state: 'detached' });

      // Gone for good, not only from the page.
      await page.reload();
      await visible(demoRow);
      assert.equal(await row.count(), 0);
    });
  });

  it('shows the super admin a card per sub admin at 390 px, every badge and action in view', async () => {
    await journey('sub-admins-phone', PHONE, async ({ page, baseUrl }) => {
      await page.goto('/signin');
      await signInThroughForm(page, 'super@cordee.test');
      await page.waitForURL(`${baseUrl}/`);
      await page.goto('/sub-admins');
      await visible(page.getByRole('heading', { name: 'Sub Admins', level: 1 }));

      const cards = page.getByRole('list', { name: 'Sub admins' });
      const demoCard = cards.getByRole('listitem').filter({ hasText: 'admin@cordee.test' });
      await visible(demoCard.getByRole('heading', { name: 'Alex Martin' }));
      assert.equal(await page.getByRole('table').count(), 0);

      const badges = demoCard.getByRole('list', { name: 'Permissions of Alex Martin' }).getByRole('listitem');
      assert.deepEqual(await badges.allTextContents(), ALL_PERMISSIONS);
      for (const badge of await badges.all()) assert.ok(await withinWidth(badge, PHONE.width));
      for (const action of [
        'Edit info of Alex Martin',
        'Reset password of Alex Martin',
        'Update permissions of Alex Martin',
        'Delete Alex Martin',
      ]) {
        assert.ok(await withinWidth(demoCard.getByRole('button', { name: action }), PHONE.width), action);
      }
      // Nothing makes the page scroll sideways.
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
      await assertAccessible(page, 'Sub Admins at 390 px');

      // An action opens its panel inside the window.
      await demoCard.getByRole('button', { name: 'Update permissions of Alex Martin' }).click();
      const panel = page.getByRole('dialog', { name: 'Update permissions of Alex Martin' });
      await visible(panel);
      assert.ok(await withinWidth(panel, PHONE.width));
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
    });
  });
});
