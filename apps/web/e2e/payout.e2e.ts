import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './support/browser.ts';
import { signInThroughForm, useServerAndBrowser, visible } from './support/journey.ts';

const DESKTOP = { width: 1440, height: 900 };
/** Just back from onboarding the screen asks for up to 30 s; the journey waits a little longer. */
const ACTIVE_TIMEOUT_MS = 35_000;

/** The answer of POST /api/payouts/withdraw for this amount, made with the signed-in guide's token. */
async function serverRefusalOf(page: Page, amountCents: number): Promise<{ status: number; message?: string }> {
  return page.evaluate(async (amount) => {
    const response = await fetch('/api/payouts/withdraw', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${localStorage.getItem('token')}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify({ amount, request_id: crypto.randomUUID() }),
    });
    const body = (await response.json()) as { errors?: Record<string, string[]> };
    return { status: response.status, message: body.errors?.amount?.[0] };
  }, amountCents);
}

describe('Payout', () => {
  const journey = useServerAndBrowser();

  it('lets a guide set up the payout account in the sandbox, add a bank account and withdraw a balance', async () => {
    await journey('payout', DESKTOP, async ({ page, baseUrl }) => {
      await page.goto('/signin');
      await signInThroughForm(page, 'newguide@cordee.test');
      await page.waitForURL(`${baseUrl}/`);

      // The Payout entry of the guide's side menu.
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Payout' }).click();
      await page.waitForURL(`${baseUrl}/payout`);
      await visible(page.getByRole('heading', { name: 'Payout', level: 1 }));
      await visible(page.getByText('Sandbox — no real money moves'));
      await visible(page.getByRole('heading', { name: 'Setup Payout Account' }));
      await assertAccessible(page, 'Payout (setup)');

      // Get started → the sandbox's onboarding page → Cancel → back on /payout. The sandbox pages stand in
      // for the provider's hosted pages (served by apps/server); axe runs on the app's own.
      await page.getByRole('button', { name: 'Get started' }).click();
      await page.waitForURL(/\/sandbox\/onboarding\//);
      await visible(page.getByRole('heading', { name: 'Set up your payout account' }));
      await page.getByRole('link', { name: 'Cancel' }).click();
      // An onboarding left unfinished is shown as it is at once, with the way to finish it, and nothing
      // claims to be checking an account the provider has no details for.
      await visible(page.getByRole('heading', { name: 'Finish payout setup' }));
      await page.waitForURL(`${baseUrl}/payout`);
      assert.equal(await page.getByText('Checking your payout account...').count(), 0);

      // Finish setup → the onboarding page again → Complete onboarding → back on /payout.
      await page.getByRole('button', { name: 'Finish setup' }).click();
      await page.waitForURL(/\/sandbox\/onboarding\//);
      await page.getByRole('button', { name: 'Complete onboarding' }).click();
      await page.waitForURL(/\/payout(\?|$)/);

      // The webhook may still be on its way: the screen asks again until the account is active.
      await page.getByRole('heading', { name: 'Payout active' }).waitFor({ timeout: ACTIVE_TIMEOUT_MS });
      await visible(page.getByText(/^Payouts are sent on a .+ schedule$/));
      const figures = page.getByRole('region', { name: 'Payout figures' });
      for (const label of ['Gross balance', 'Net balance', 'Total events', 'Total bookings']) {
        await visible(figures.getByRole('heading', { name: label }));
      }
      await visible(page.getByText('No payouts yet'));
      await assertAccessible(page, 'Payout (active)');

      // Add a bank account (new_payment modal); the first one is the default.
      const addBank = page.getByRole('button', { name: 'Add bank account' });
      await addBank.click();
      const addDialog = page.getByRole('dialog', { name: 'Add bank account' });
      await visible(addDialog);
      await addDialog.getByLabel('Account holder name').fill('Noah Bergeron');
      await addDialog.getByLabel('Transit number').fill('12345');
      await addDialog.getByLabel('Institution number').fill('003');
      await addDialog.getByLabel('Account number').fill('123456789');
      await assertAccessible(page, 'Add bank account modal');
      await addDialog.getByRole('button', { name: 'Add bank account' }).click();
      await visible(page.getByRole('status').filter({ hasText: 'Bank account added' }));
      await addDialog.waitFor({ state: 'detached' });
      assert.equal(await addBank.evaluate((element) => element === document.activeElement), true);

      const methods = page.getByRole('list', { name: 'Payout methods' });
      const bank = methods.getByRole('listitem').filter({ hasText: '6789' });
      await visible(bank);
      await visible(bank.getByText('Default', { exact: true }));
      await visible(bank.getByText('Noah Bergeron'));
      assert.equal(await bank.getByRole('button', { name: /^Make default/ }).count(), 0);

      // Bank accounts (banks modal) lists it too.
      await page.getByRole('button', { name: 'Bank accounts' }).click();
      const banksDialog = page.getByRole('dialog', { name: 'Bank accounts' });
      await visible(
        banksDialog.getByRole('listitem').filter({ hasText: '6789' }).getByText('Default', { exact: true }),
      );
      await assertAccessible(page, 'Bank accounts modal');
      await page.keyboard.press('Escape');
      await banksDialog.waitFor({ state: 'detached' });

      // Withdraw: a fresh account has no balance, so any amount is above the available CA$0.00.
      await page.getByRole('button', { name: 'Withdraw funds' }).click();
      const withdrawDialog = page.getByRole('dialog', { name: 'Withdraw funds' });
      await visible(withdrawDialog.getByText('Available balance: CA$0.00'));
      await withdrawDialog.getByLabel('Amount (CA$)').fill('5.00');
      await withdrawDialog.getByRole('button', { name: 'Withdraw' }).click();
      const server = await serverRefusalOf(page, 500);
      assert.equal(server.status, 422);
      assert.ok(server.message, 'the server names the amount field');
      // The form refuses it with the very words the server uses for the same amount.
      await visible(withdrawDialog.getByText(server.message, { exact: true }));
      assert.equal(await withdrawDialog.getByLabel('Amount (CA$)').getAttribute('aria-invalid'), 'true');
      await assertAccessible(page, 'Withdraw funds modal');
      await page.keyboard.press('Escape');
      await withdrawDialog.waitFor({ state: 'detached' });
      await visible(page.getByText('No payouts yet'));

      // Open payout dashboard: the sandbox's dashboard, in a new tab.
      const [dashboard] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('button', { name: /^Open payout dashboard/ }).click(),
      ]);
      await dashboard.waitForURL(/\/sandbox\/dashboard\//);
      await visible(dashboard.getByRole('heading', { name: 'Payout account' }));
      await visible(dashboard.getByText('Noah Bergeron'));
      assert.equal(await dashboard.evaluate(() => window.opener), null);

      // The sandbox dashboard adds a CA$250 test payment (a paid checkout, 10% platform fee): CA$225 to withdraw.
      await dashboard.getByLabel('Add a test payment (CA$)').fill('250');
      await dashboard.getByRole('button', { name: 'Add test payment' }).click();
      await dashboard.waitForURL(/\/sandbox\/dashboard\//);
      await visible(dashboard.getByText('CA$225.00'));
      await dashboard.close();

      // The state holds across a reload, and the balance and the 7-day figures show the test payment.
      await page.reload();
      await visible(page.getByRole('heading', { name: 'Payout active' }));
      await visible(figures.getByText('CA$250.00'));
      await visible(figures.getByText('CA$225.00'));

      await page.getByRole('button', { name: 'Withdraw funds' }).click();
      const secondWithdraw = page.getByRole('dialog', { name: 'Withdraw funds' });
      await visible(secondWithdraw.getByText('Available balance: CA$225.00'));
      await secondWithdraw.getByLabel('Amount (CA$)').fill('100.50');
      await secondWithdraw.getByRole('button', { name: 'Withdraw' }).click();
      await secondWithdraw.waitFor({ state: 'detached' });
      const payoutsTable = page.getByRole('table').filter({ hasText: 'CA$100.50' });
      await visible(payoutsTable);
    });
  });

  it('sends a climber who opens /payout to Access denied, and shows no Payout entry', async () => {
    await journey('payout-climber', DESKTOP, async ({ page, baseUrl }) => {
      await page.goto('/signin');
      await signInThroughForm(page, 'climber@cordee.test');
      await page.waitForURL(`${baseUrl}/`);
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await visible(menu.getByRole('link', { name: 'Home' }));
      assert.equal(await menu.getByRole('link', { name: 'Payout' }).count(), 0);
      await page.goto('/payout');
      await visible(page.getByRole('heading', { name: 'Access denied!' }));
    });
  });
});
