import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertAccessible } from './support/browser.ts';
import { signIn, useServerAndBrowser, visible } from './support/journey.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

describe('Subscriptions', () => {
  const journey = useServerAndBrowser();

  it('lets a free climber subscribe yearly through the sandbox checkout, then cancel at period end', async () => {
    await journey('subscriptions', DESKTOP, async ({ page, baseUrl }) => {
      await signIn(page, baseUrl, 'climber@cordee.test');
      await page.goto('/subscription');
      await visible(page.getByRole('heading', { name: 'Subscription Plans', level: 1 }));
      await visible(page.getByText('You are on the free plan.'));
      const freeCard = page.getByRole('listitem', { name: 'Free' });
      await visible(freeCard.getByText('Current plan'));
      await assertAccessible(page, 'Subscription');

      // A first checkout left without paying: the cancelled screen, whose Try Again opens the modal.
      await page.getByRole('listitem', { name: 'Crag' }).getByRole('button', { name: 'Subscribe' }).click();
      await page.waitForURL(/\/sandbox\/checkout\//);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL(/\/subscription\/cancelled\//);
      await visible(page.getByRole('heading', { name: 'Subscription Cancelled' }));
      await page.getByRole('button', { name: 'Try Again' }).click();
      const modal = page.getByRole('dialog', { name: 'Subscription Plans' });
      await visible(modal);
      await modal.getByText('Yearly', { exact: true }).click();
      const alpine = modal.getByRole('listitem', { name: 'Alpine' });
      await visible(alpine.getByText('CA$250'));
      await assertAccessible(page, 'subscription_modal');
      await alpine.getByRole('button', { name: 'Subscribe' }).click();

      await page.waitForURL(/\/sandbox\/checkout\//);
      await visible(page.getByText('Sandbox — no real money'));
      await page.getByRole('button', { name: /^Pay/ }).click();
      await page.waitForURL(/\/subscription\/success\//);
      await visible(page.getByRole('heading', { name: 'Subscription Successful!' }));
      await visible(page.getByRole('link', { name: 'View Training Content' }));
      await page.getByRole('link', { name: 'Go to Dashboard' }).click();
      await page.waitForURL(`${baseUrl}/`);

      await page.goto('/subscription');
      await visible(page.getByText('Alpine plan'));
      await visible(page.getByText('Billed yearly'));
      await visible(page.getByText(/^Renews on /));
      await visible(page.getByRole('listitem', { name: 'Alpine' }).getByText('Current plan'));
      await page.getByRole('button', { name: 'Cancel at period end' }).click();
      await visible(page.getByRole('status').filter({ hasText: 'Subscription will end at the end of the period' }));
      const ends = page.getByText(/^Ends on /);
      await visible(ends);
      const year = new Date().getUTCFullYear() + 1;
      assert.match((await ends.textContent()) ?? '', new RegExp(String(year)));
      await visible(page.getByRole('button', { name: 'Resume subscription' }));
    });
  });

  it('fits the plan picker on a phone', async () => {
    await journey('subscriptions-phone', PHONE, async ({ page, baseUrl }) => {
      await signIn(page, baseUrl, 'guide@cordee.test');
      await page.goto('/subscription');
      const card = page.getByRole('listitem', { name: 'Crag' });
      await visible(card);
      const box = await card.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width);
    });
  });
});
