import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newestLinkPath } from './support/accounts-mailbox.ts';
import { assertAccessible } from './support/browser.ts';
import { useServerAndBrowser, visible } from './support/journey.ts';

const PHONE = { width: 390, height: 844 };
const DEAD_LINK = 'This verification link is invalid or has expired.';

describe('email verification', () => {
  const journey = useServerAndBrowser();

  it('offers a new link instead of replaying a used one, asked for by email, then waits before another', async () => {
    await journey('accounts-email-verification', PHONE, async ({ page, baseUrl, openPersonPage }) => {
      const email = `vera.${Date.now()}@example.test`;
      const signUp = await fetch(`${baseUrl}/api/register-climber`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email,
          name: 'Vera Verify',
          phone_number: '604 555 0111',
          password: 'verify-me-please',
          password_confirmation: 'verify-me-please',
          newsletter: false,
        }),
      });
      assert.equal(signUp.status, 201);
      const link = await newestLinkPath(baseUrl, email, '/verify-account-email/');

      await page.goto(link);
      await visible(page.getByText('Your email address has been verified.'));

      // The same link a second time, in a browser that is not signed in: it cannot work again.
      const visitor = await openPersonPage(PHONE);
      await visitor.goto(link);
      await visible(visitor.getByText(DEAD_LINK));
      assert.equal(await visitor.getByRole('button', { name: 'Try again' }).count(), 0);
      await visitor.getByRole('button', { name: 'Send me a new link' }).click();
      await visible(visitor.getByText('The email field is required.'));
      await visitor.getByLabel('Email').fill(email);
      await visitor.getByRole('button', { name: 'Send me a new link' }).click();

      // The same answer for any email; the button waits before another link may be asked for.
      await visible(visitor.getByRole('status').filter({ hasText: 'If an unverified account exists for this email' }));
      await visible(visitor.getByText(/You can ask again in \d+ seconds?\./));
      assert.equal(await visitor.getByRole('button', { name: 'Send me a new link' }).isDisabled(), true);
      await assertAccessible(visitor, 'Email verification, new link asked for');
    });
  });
});
