import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertAccessible } from './support/browser.ts';
import { signInThroughForm, useServerAndBrowser, visible } from './support/journey.ts';

const DESKTOP = { width: 1440, height: 900 };

describe('a climber account', () => {
  const journey = useServerAndBrowser();

  it('signs up, leaves the wizard for the app, logs out, logs in, stays signed in across a reload, and is refused a staff page', async () => {
    await journey('climber-account', DESKTOP, async ({ page, baseUrl }) => {
      const email = `ada.${Date.now()}@example.test`;
      const password = 'analytical-engine-1843';

      // An unknown address answers with the page-not-found screen, not a blank page.
      await page.goto('/no-such-page');
      await visible(page.getByRole('heading', { name: 'Page not found' }));
      await assertAccessible(page, 'Page not found');

      // A guest opening the root lands on the course search (e2e/visitor-front-door.e2e.ts); SignIn is a
      // click away.
      await page.goto('/');
      await page.waitForURL(`${baseUrl}/viewevents`);
      await page.getByRole('link', { name: 'Log in' }).click();
      await page.waitForURL(`${baseUrl}/signin`);
      await visible(page.getByRole('heading', { name: 'Log in to Cordée' }));
      await visible(page.getByText('On Belay!'));
      // From 990 px the welcome banner stands beside the form.
      await visible(page.locator('img[src="/welcome-banner.svg"]'));
      await assertAccessible(page, 'SignIn');

      await page.getByRole('link', { name: 'Sign up' }).click();
      await page.waitForURL(`${baseUrl}/signup`);
      await visible(page.getByRole('heading', { name: 'Create your Cordée account' }));
      await assertAccessible(page, 'SignUp');

      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Full name').fill('Ada Lovelace');
      await page.getByLabel('Phone number').pressSequentially('6045550101');
      assert.equal(await page.getByLabel('Phone number').inputValue(), '604 555 0101');
      assert.equal(
        await page.getByLabel('Password', { exact: true }).getAttribute('placeholder'),
        '8 characters minimum',
      );
      assert.equal(await page.getByRole('checkbox', { name: /news from Cordée/ }).isChecked(), true);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign up' }).click();

      // The sign-up goes on with the climber wizard; its whole journey is in accounts-sign-up-wizard.
      // "Back To Dashboard" leaves it for Home, signed in.
      await page.waitForURL(`${baseUrl}/signup-personal-info`);
      await visible(page.getByRole('heading', { name: 'Personal information', level: 1 }));
      await assertAccessible(page, 'Climber wizard');
      await page.getByRole('button', { name: 'Back To Dashboard' }).click();

      // Home: the greeting uses the first name, and the climber's stat cards show real zeros.
      await page.waitForURL(`${baseUrl}/`);
      await visible(page.getByRole('heading', { name: 'Welcome, Ada' }));
      await visible(page.getByText('Hello, Ada'));
      for (const label of ['All bookings', 'Pending approval', 'Awaiting payment', 'Amount spent']) {
        await visible(page.getByRole('heading', { name: label }));
      }
      await visible(page.getByText('CA$0'));
      // A new account has no previous week to compare with: no trend line at all.
      assert.equal(await page.getByText(/vs previous 7 days|increase from last week/).count(), 0);
      await assertAccessible(page, 'Home');
      assert.ok(await page.evaluate(() => localStorage.getItem('token')));

      // Log out clears the session and returns to SignIn.
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL(`${baseUrl}/signin`);
      assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);

      // Log in again with the new account.
      await visible(page.getByRole('heading', { name: 'Log in to Cordée' }));
      await signInThroughForm(page, email, password);
      await page.waitForURL(`${baseUrl}/`);
      await visible(page.getByRole('heading', { name: 'Welcome, Ada' }));

      // A reload keeps the session.
      await page.reload();
      await visible(page.getByRole('heading', { name: 'Welcome, Ada' }));

      // A signed-in user is sent away from the visitor-only screens.
      await page.goto('/signin');
      await page.waitForURL(`${baseUrl}/`);
      await visible(page.getByRole('heading', { name: 'Welcome, Ada' }));

      // A staff page a climber may not open: Sub Admins is for the super admin only. It is not in the
      // climber's menu, and opening its address shows Access denied.
      assert.equal(
        await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Sub Admins' }).count(),
        0,
      );
      await page.goto('/sub-admins');
      await page.waitForURL(`${baseUrl}/access-denied`);
      await visible(page.getByRole('heading', { name: 'Access denied!' }));
      await visible(page.getByText('It looks like you cannot access this page. Contact your administrator.'));
      await assertAccessible(page, 'AccessDenied');
      await page.getByRole('button', { name: 'Go back' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await visible(page.getByRole('heading', { name: 'Welcome, Ada' }));
    });
  });

  it('shows the server messages: a wrong password, and a taken email under its field', async () => {
    await journey('sign-in-and-sign-up-errors', DESKTOP, async ({ page, baseUrl }) => {
      await page.goto('/signin');
      await signInThroughForm(page, 'climber@cordee.test', 'not-the-password');
      await visible(page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' }));
      await assertAccessible(page, 'SignIn with an error');

      await page.goto('/signup');
      await page.getByLabel('Email').fill('climber@cordee.test');
      await page.getByLabel('Full name').fill('Someone Else');
      await page.getByLabel('Phone number').pressSequentially('6045550199');
      await page.getByLabel('Password', { exact: true }).fill('a-long-enough-passphrase');
      await page.getByRole('button', { name: 'Sign up' }).click();
      // A field's message shows under its field only, not again in the banner above the form.
      await visible(page.getByText('The email has already been taken.'));
      assert.equal(await page.getByText('The email has already been taken.').count(), 1);
      assert.equal(await page.getByRole('alert').count(), 0);
      const emailError = await page.getByLabel('Email').getAttribute('aria-describedby');
      assert.ok(emailError, 'the email input is described by its error');
      const message = await page.locator(`[id="${emailError}"]`).textContent();
      assert.ok(message && message.length > 0, 'the first server message shows under the email');
      assert.equal(page.url(), `${baseUrl}/signup`);
      await assertAccessible(page, 'SignUp with errors');
    });
  });

  it('changes the password from the settings dropdown', async () => {
    await journey('settings-password', DESKTOP, async ({ page, baseUrl }) => {
      await page.goto('/signin');
      await signInThroughForm(page, 'guide@cordee.test');
      await page.waitForURL(`${baseUrl}/`);

      await page.getByRole('button', { name: 'Settings' }).click();
      const settings = page.getByRole('dialog', { name: 'Settings' });
      await settings.getByRole('button', { name: 'Reset password' }).click();
      await settings.getByLabel('Current password').fill('wrong-password');
      await settings.getByLabel('New password').fill('a-brand-new-passphrase');
      await assertAccessible(page, 'Settings dropdown');
      await settings.getByRole('button', { name: 'Update password' }).click();
      // Shown once, under its field; the next attempt's different problem replaces it.
      await visible(settings.getByText('The current password is incorrect.'));
      assert.equal(await settings.getByText('The current password is incorrect.').count(), 1);
      await settings.getByLabel('New password').fill('short');
      await settings.getByRole('button', { name: 'Update password' }).click();
      await visible(settings.getByText('The password must be at least 8 characters.'));
      assert.equal(await settings.getByText('The current password is incorrect.').count(), 0);

      await settings.getByLabel('New password').fill('a-brand-new-passphrase');
      await settings.getByLabel('Current password').fill('cordee-demo');
      await settings.getByRole('button', { name: 'Update password' }).click();
      await visible(page.getByRole('status').first());
      await settings.waitFor({ state: 'detached' });

      // The notification and profile dropdowns of the same top bar.
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await visible(page.getByRole('dialog', { name: 'Notifications' }));
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Profile' }).click();
      const profile = page.getByRole('dialog', { name: 'Profile' });
      await visible(profile.getByText('guide@cordee.test'));
      await visible(profile.getByText('guide', { exact: true }));
      await assertAccessible(page, 'Profile dropdown');
    });
  });
});
