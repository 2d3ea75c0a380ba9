import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './support/browser.ts';
import { DEMO_PASSWORD, signInThroughForm, useServerAndBrowser, visible } from './support/journey.ts';

const DESKTOP = { width: 1366, height: 900 };

async function apiSignIn(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl}/api/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  assert.equal(response.status, 200, `sign-in of ${email}`);
  return ((await response.json()) as { token: string }).token;
}

async function api(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function menuLinks(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await visible(menu.getByRole('link', { name: 'Home' }));
  return (await menu.getByRole('link').allTextContents()).map((text) => text.trim());
}

describe('A sub admin holding only the Statistics flag', () => {
  const journey = useServerAndBrowser();

  it('opens Statistics and nothing else, in the browser and through the API; the super admin reads it in the Audit Log', async () => {
    await journey('sub-admin-statistics', DESKTOP, async ({ page, baseUrl }) => {
      const email = `stats.${Date.now()}@example.test`;
      const password = 'summit-stats-passphrase';
      const superToken = await apiSignIn(baseUrl, 'super@cordee.test');
      const created = await api(baseUrl, superToken, 'POST', '/api/admins', {
        name: 'Stella Stats',
        email,
        password,
        permissions: ['statistics'],
      });
      assert.equal(created.status, 201, await created.clone().text());
      const adminId = ((await created.json()) as { admin: { id: number } }).admin.id;

      // The API refuses the screens the flag does not open, before reading anything.
      const adminToken = await apiSignIn(baseUrl, email, password);
      assert.equal((await api(baseUrl, adminToken, 'GET', '/api/guides')).status, 403);
      assert.equal((await api(baseUrl, adminToken, 'GET', '/api/audit-log')).status, 403);
      assert.equal((await api(baseUrl, adminToken, 'GET', '/api/statistics')).status, 200);

      await page.goto('/signin');
      await signInThroughForm(page, email, password);
      await page.waitForURL(`${baseUrl}/`);
      // Home and Statistics, besides Chats, which every admin has whatever its flags. Manage Training
      // Programs needs its own flag (decision 0041).
      assert.deepEqual(
        (await menuLinks(page)).filter((label) => label !== 'Chats'),
        ['Home', 'Statistics'],
      );
      assert.equal((await api(baseUrl, adminToken, 'GET', '/api/training-pages')).status, 403);

      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Statistics' }).click();
      await page.waitForURL(`${baseUrl}/statistics`);
      await visible(page.getByRole('heading', { name: 'Statistics', level: 1 }));
      await visible(page.getByRole('list', { name: 'Key figures' }));
      // The demo's accounts signed up today: the charts are drawn (Chartist's bars), not an empty state.
      for (const title of ['Sign-ups', 'Bookings', 'Locations']) {
        const figure = page.getByRole('figure', { name: title });
        await visible(figure);
        await figure.locator('.ct-bar').first().waitFor({ state: 'attached', timeout: 10_000 });
      }
      await assertAccessible(page, 'Statistics, Climbers');

      await page.getByRole('tab', { name: 'Guides' }).click();
      await page.waitForURL(`${baseUrl}/statistics?state=guides`);
      // The address changes first; the tab is marked selected when the screen draws it.
      await visible(page.getByRole('tab', { name: 'Guides', selected: true }));
      await visible(page.getByRole('list', { name: 'Key figures' }).getByText('Total guides'));

      await page.getByRole('button', { name: 'Last 7 days' }).click();
      await page.waitForURL(/\/statistics\?state=guides&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
      await visible(page.getByRole('list', { name: 'Key figures' }));

      for (const path of ['/guides', '/climbers', '/sub-admins', '/audit-log']) {
        await page.goto(path);
        await visible(page.getByRole('heading', { name: 'Access denied!' }));
      }

      // The super admin gives the sub admin Guides as well; the Audit Log shows who did it, and how.
      const changed = await api(baseUrl, superToken, 'PUT', `/api/admins/${adminId}/permissions`, {
        permissions: ['statistics', 'guides'],
      });
      assert.equal(changed.status, 200, await changed.clone().text());

      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL(`${baseUrl}/signin`);
      await signInThroughForm(page, 'super@cordee.test');
      await page.waitForURL(`${baseUrl}/`);
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit Log' }).click();
      await page.waitForURL(`${baseUrl}/audit-log`);
      const table = page.getByRole('table', { name: 'Staff actions, newest first' });
      const permissionRow = table
        .getByRole('row')
        .filter({ hasText: 'Permissions changed' })
        .filter({ hasText: 'Stella Stats' });
      await visible(permissionRow.first());
      await visible(permissionRow.first().getByText('Permissions: +Guides'));
      await visible(
        table.getByRole('row').filter({ hasText: 'Sub admin added' }).filter({ hasText: 'Stella Stats' }).first(),
      );
      await assertAccessible(page, 'Audit Log');

      await page.getByLabel('Action').selectOption({ label: 'Permissions changed' });
      await page.waitForURL(`${baseUrl}/audit-log?action=admin.permissions_changed`);
      // The rows of the other actions go once the filtered page has arrived.
      await table.getByRole('row').filter({ hasText: 'Sub admin added' }).first().waitFor({ state: 'detached' });
      await visible(permissionRow.first());
    });
  });
});
