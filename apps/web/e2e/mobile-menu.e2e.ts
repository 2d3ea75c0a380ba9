import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertAccessible } from './support/browser.ts';
import { signInThroughForm, useServerAndBrowser, visible } from './support/journey.ts';

const PHONE = { width: 375, height: 812 };

describe('the menu on a phone', () => {
  const journey = useServerAndBrowser();

  it('opens from the hamburger, offers settings and notifications, and logs out', async () => {
    await journey('mobile-menu', PHONE, async ({ page, baseUrl }) => {
      await page.goto('/signin');
      // No banner below 990 px.
      assert.equal(await page.locator('img[src="/welcome-banner.svg"]').count(), 0);
      await signInThroughForm(page, 'climber@cordee.test');
      await page.waitForURL(`${baseUrl}/`);
      await visible(page.getByRole('heading', { name: /^Welcome, / }));
      // Under 600 px the side menu is not on the page until the hamburger opens it.
      assert.equal(await page.getByRole('navigation', { name: 'Main menu' }).count(), 0);
      await assertAccessible(page, 'Home on a phone');

      // Escape closes the drawer and gives focus back to the hamburger.
      const hamburger = page.getByRole('button', { name: 'Open menu' });
      await hamburger.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await visible(menu);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      assert.equal(await hamburger.evaluate((element) => element === document.activeElement), true);

      await hamburger.click();
      await visible(menu);
      await visible(menu.getByRole('link', { name: 'Home' }));
      await assertAccessible(page, 'Mobile menu');

      // The demo guide accepted one of the demo climber's requests (demo-bookings.ts).
      await menu.getByRole('button', { name: /^Notifications/ }).click();
      await visible(menu.getByRole('button', { name: /^Your booking request is accepted\./ }));
      await menu.getByRole('button', { name: 'Back to menu' }).click();

      await menu.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL(`${baseUrl}/signin`);
      assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    });
  });
});
