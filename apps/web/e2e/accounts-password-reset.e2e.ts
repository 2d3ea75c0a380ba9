import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countMailsTo, newestLinkPath } from './support/accounts-mailbox.ts';
import { assertAccessible } from './support/browser.ts';
import { DEMO_PASSWORD, signInThroughForm, useServerAndBrowser, visible } from './support/journey.ts';

const DESKTOP = { width: 1440, height: 900 };
const CLIMBER = 'climber@cordee.test';

describe('a forgotten password', () => {
  const journey = useServerAndBrowser();

  it('is reset with the emailed link, which then works no more', async () => {
    await journey('accounts-password-reset', DESKTOP, async ({ page, baseUrl }) => {
      const newPassword = 'a-fresh-rope-passphrase';

      await page.goto('/signin');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.waitForURL(`${baseUrl}/forgot-password`);
      await visible(page.getByRole('heading', { name: 'Reset your password', level: 1 }));
      await assertAccessible(page, 'ForgotPassword');

      const mailsBefore = await countMailsTo(baseUrl, CLIMBER);
      await page.getByLabel('Email').fill(CLIMBER);
      await page.getByRole('button', { name: 'Continue' }).click();
      await visible(page.getByRole('heading', { name: 'Check your email' }));
      await visible(page.getByText(CLIMBER));
      await assertAccessible(page, 'ForgotPassword, email sent');

      // "Resend it" returns to the form with the address kept, and sends a second link.
      await page.getByRole('button', { name: 'Resend it' }).click();
      assert.equal(await page.getByLabel('Email').inputValue(), CLIMBER);
      await page.getByRole('button', { name: 'Continue' }).click();
      await visible(page.getByRole('heading', { name: 'Check your email' }));
      assert.equal(await countMailsTo(baseUrl, CLIMBER), mailsBefore + 2);

      const resetPath = await newestLinkPath(baseUrl, CLIMBER, '/reset-password/');
      await page.goto(resetPath);
      await visible(page.getByRole('heading', { name: 'Choose a new password', level: 1 }));
      await assertAccessible(page, 'ResetPassword');

      await page.getByLabel('New password').fill(newPassword);
      await page.getByLabel('Confirm password').fill('not-the-same-passphrase');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await visible(page.getByText('The password confirmation does not match.'));
      await assertAccessible(page, 'ResetPassword with errors');

      await page.getByLabel('Confirm password').fill(newPassword);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await visible(page.getByRole('heading', { name: 'Successful!' }));
      await assertAccessible(page, 'ResetPassword, successful');
      await page.getByRole('link', { name: 'Sign in now' }).click();
      await page.waitForURL(`${baseUrl}/signin`);

      // The old password no longer opens the account; the new one does.
      await signInThroughForm(page, CLIMBER, DEMO_PASSWORD);
      await visible(page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' }));
      await signInThroughForm(page, CLIMBER, newPassword);
      await page.waitForURL(`${baseUrl}/`);
      await visible(page.getByRole('heading', { name: 'Welcome, Chloe' }));

      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL(`${baseUrl}/signin`);

      // The link is single use: a second reset with it is refused in the red box.
      await page.goto(resetPath);
      await page.getByLabel('New password').fill('yet-another-passphrase');
      await page.getByLabel('Confirm password').fill('yet-another-passphrase');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await visible(
        page
          .getByRole('alert')
          .filter({ hasText: 'This password reset link is invalid or has expired. Please ask for a new one.' }),
      );
      assert.equal(await page.getByRole('heading', { name: 'Successful!' }).count(), 0);
      await assertAccessible(page, 'ResetPassword with a used link');

      await page.getByRole('link', { name: 'Back to login page' }).click();
      await page.waitForURL(`${baseUrl}/signin`);
    });
  });
});
