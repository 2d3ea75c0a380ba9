import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { newestLinkPath } from './support/accounts-mailbox.ts';
import { assertAccessible } from './support/browser.ts';
import { signInThroughForm, useServerAndBrowser, visible } from './support/journey.ts';
import { TINY_PNG } from './support/tiny-files.ts';

const DESKTOP = { width: 1440, height: 900 };

/** Signs in as the super admin and opens the profile panel's own editor (no modal for this role). */
async function openInlineProfileEditorAsSuperAdmin(page: Page, baseUrl: string): Promise<Locator> {
  await page.goto('/signin');
  await signInThroughForm(page, 'super@cordee.test');
  await page.waitForURL(`${baseUrl}/`);

  await page.getByRole('button', { name: 'Profile' }).click();
  const panel = page.getByRole('dialog', { name: 'Profile', exact: true });
  await panel.getByRole('button', { name: 'Edit profile' }).click();
  await visible(panel.getByRole('heading', { name: 'Edit profile' }));
  return panel;
}

describe('the profile', () => {
  const journey = useServerAndBrowser();

  it('is edited by a climber in the profile_edit modal', async () => {
    await journey('accounts-profile-climber', DESKTOP, async ({ page, baseUrl }) => {
      const newEmail = `chloe.${Date.now()}@example.test`;

      await page.goto('/signin');
      await signInThroughForm(page, 'climber@cordee.test');
      await page.waitForURL(`${baseUrl}/`);

      const profileButton = page.getByRole('button', { name: 'Profile' });
      await profileButton.click();
      const panel = page.getByRole('dialog', { name: 'Profile', exact: true });
      await visible(panel.getByRole('heading', { name: 'Chloe Wong' }));
      await panel.getByRole('button', { name: 'Edit profile' }).click();

      const modal = page.getByRole('dialog', { name: 'Edit profile' });
      await visible(modal);
      await panel.waitFor({ state: 'detached' });
      assert.equal(await modal.getByLabel('Name').inputValue(), 'Chloe Wong');
      await assertAccessible(page, 'Edit profile modal');

      // A new email takes the current password: its field shows once the email differs.
      assert.equal(await modal.getByLabel('Current password').count(), 0);
      await modal.getByLabel('Email').fill('super@cordee.test');
      await modal.getByRole('button', { name: 'Save changes' }).click();
      await visible(modal.getByText('The current password field is required.').first());
      await modal.getByLabel('Current password').fill('not-my-password');
      await modal.getByRole('button', { name: 'Save changes' }).click();
      await visible(modal.getByText('The current password is incorrect.').first());

      // With it, an email that belongs to someone else is refused under its field.
      await modal.getByLabel('Current password').fill('cordee-demo');
      await modal.getByRole('button', { name: 'Save changes' }).click();
      await visible(modal.getByText('The email has already been taken.').first());
      await assertAccessible(page, 'Edit profile modal with errors');

      await modal.getByLabel('Photo file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
      // Until the profile is saved the upload is its uploader's alone: the preview is the picked file.
      await visible(modal.locator('img[src^="blob:"]'));
      await modal.getByLabel('Name').fill('Chloe Wong-Lee');
      await modal.getByLabel('Email').fill(newEmail);
      await modal.getByLabel('Phone number').fill('');
      await modal.getByLabel('Phone number').pressSequentially('2505550199');
      assert.equal(await modal.getByLabel('Phone number').inputValue(), '250 555 0199');
      await modal.getByRole('button', { name: 'Save changes' }).click();

      await visible(page.getByRole('status').filter({ hasText: 'Your profile has been updated.' }));
      await modal.waitFor({ state: 'detached' });
      // Focus is back on the button that opened the profile.
      assert.equal(await profileButton.evaluate((element) => element === document.activeElement), true);
      await visible(page.getByRole('banner').locator('img[src^="/uploads/"]'));

      // The new email is unverified until its own link is opened. Its link went out a moment ago, so
      // asking for another right away is refused: one link a minute per account.
      await profileButton.click();
      await visible(panel.getByRole('heading', { name: 'Chloe Wong-Lee' }));
      await visible(panel.getByText(newEmail));
      await visible(panel.getByText('+1 250 555 0199'));
      await panel.getByRole('button', { name: 'Resend verification email' }).click();
      await visible(page.getByRole('alert').filter({ hasText: 'less than a minute ago' }));
      await page.keyboard.press('Escape');

      // The old address is told of the change.
      const mailbox = (await (await fetch(`${baseUrl}/dev/mailbox.json`)).json()) as Array<{
        to: string;
        subject: string;
      }>;
      assert.ok(
        mailbox.some(
          (mail) =>
            mail.to === 'climber@cordee.test' &&
            mail.subject === 'The email address of your Cordée account was changed',
        ),
      );

      await page.goto(await newestLinkPath(baseUrl, newEmail, '/verify-account-email/'));
      await visible(page.getByText('Your email address has been verified.'));
      await page.getByRole('link', { name: 'Proceed to dashboard' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await profileButton.click();
      await visible(panel.getByText(newEmail));
      assert.equal(await panel.getByRole('button', { name: 'Resend verification email' }).count(), 0);
    });
  });

  it('is edited inline by the super admin on a phone too, never in the modal', async () => {
    await journey('accounts-profile-super-admin-phone', { width: 390, height: 844 }, async ({ page, baseUrl }) => {
      const panel = await openInlineProfileEditorAsSuperAdmin(page, baseUrl);
      assert.equal(await panel.getByLabel('Photo file').count(), 1);
      assert.equal(await page.getByRole('dialog', { name: 'Edit profile' }).count(), 0);
      await assertAccessible(page, 'Inline profile editor on a phone');
    });
  });

  it('is edited inline by the super admin', async () => {
    await journey('accounts-profile-super-admin', DESKTOP, async ({ page, baseUrl }) => {
      const panel = await openInlineProfileEditorAsSuperAdmin(page, baseUrl);
      assert.equal(await page.getByRole('dialog', { name: 'Edit profile' }).count(), 0);
      await assertAccessible(page, 'Inline profile editor');

      await panel.getByLabel('Name').fill('');
      await panel.getByRole('button', { name: 'Save changes' }).click();
      await visible(panel.getByText('The name field is required.'));

      await panel.getByLabel('Name').fill('Sophie Tremblay-Roy');
      await panel.getByLabel('Phone number').fill('');
      await panel.getByLabel('Phone number').pressSequentially('4185550123');
      await panel.getByLabel('Photo file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
      // Until the profile is saved the upload is its uploader's alone: the preview is the picked file.
      await visible(panel.locator('img[src^="blob:"]'));
      await panel.getByRole('button', { name: 'Save changes' }).click();

      await visible(page.getByRole('status').filter({ hasText: 'Your profile has been updated.' }));
      await visible(panel.getByRole('heading', { name: 'Sophie Tremblay-Roy' }));
      await visible(panel.getByText('+1 418 555 0123'));
      await visible(page.getByText('Hello, Sophie'));
      await assertAccessible(page, 'Profile after the inline edit');

      // A reload shows what the server kept.
      await page.reload();
      await page.getByRole('button', { name: 'Profile' }).click();
      await visible(
        page
          .getByRole('dialog', { name: 'Profile', exact: true })
          .getByRole('heading', { name: 'Sophie Tremblay-Roy' }),
      );
    });
  });
});
