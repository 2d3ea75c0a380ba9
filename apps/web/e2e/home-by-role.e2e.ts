import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertAccessible } from './support/browser.ts';
import { signInThroughForm, useServerAndBrowser, visible } from './support/journey.ts';

const TABLET = { width: 1024, height: 768 };

const STAT_LABELS = {
  'super@cordee.test': ['Registered guides', 'Total climbers', 'Total events', 'Current bookings'],
  'admin@cordee.test': ['Registered guides', 'Total climbers', 'Total events', 'Current bookings'],
  'guide@cordee.test': ['Total transactions', 'Payouts', 'Total events', 'Current bookings'],
} as const;

describe('Home for each staff role and guides', () => {
  const journey = useServerAndBrowser();

  for (const [email, labels] of Object.entries(STAT_LABELS)) {
    it(`shows ${email} the stat cards of the role`, async () => {
      await journey(`home-${email}`, TABLET, async ({ page, baseUrl }) => {
        await page.goto('/signin');
        await signInThroughForm(page, email);
        await page.waitForURL(`${baseUrl}/`);
        // The Today panel names its people too ("Registered guides"): the cards are read in their region.
        const cards = page.getByRole('region', { name: 'Your numbers' });
        for (const label of labels) await visible(cards.getByRole('heading', { name: label }));
        if (email === 'guide@cordee.test') {
          // Payouts are exact money: with cents, as the Payout screen shows them, never rounded.
          const payouts = cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Payouts' }) });
          assert.match((await payouts.locator('p').first().textContent()) ?? '', /^CA\$[\d,]+\.\d{2}$/);
        }
        await assertAccessible(page, `Home (${email}, tablet)`);
      });
    });
  }
});
