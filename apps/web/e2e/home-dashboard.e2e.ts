import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertAccessible } from './support/browser.ts';
import { signInThroughForm, useServerAndBrowser, visible } from './support/journey.ts';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

/**
 * Home of each role on the demo data, on a phone and a laptop: the role's panels are there, the
 * merchandise link only on the wide screen, a guide's booked run opens the course as the Calendar does,
 * and every page passes the accessibility check.
 */
describe('Home by role', () => {
  const journey = useServerAndBrowser();

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['laptop', LAPTOP],
  ] as const) {
    it(`shows the climber, the guide and the super admin their Home on a ${name}`, async () => {
      await journey(`home-dashboard-${name}`, viewport, async ({ page, baseUrl }) => {
        await page.goto('/signin');
        await signInThroughForm(page, 'climber@cordee.test');
        await page.waitForURL(`${baseUrl}/`);
        await visible(page.getByRole('heading', { name: 'Confirmed Events' }));
        await visible(page.getByRole('heading', { name: 'Top events around you' }));
        await visible(page.getByRole('list', { name: 'Registered guides' }));
        // The demo data was all made today: no previous week to compare with, so no trend is shown.
        assert.equal(await page.getByText(/vs previous 7 days|increase from last week/).count(), 0);
        assert.equal(await page.getByRole('link', { name: 'Shop merchandise' }).count(), name === 'phone' ? 0 : 1);
        await assertAccessible(page, `Home, climber, ${name}`);
        await page.evaluate(() => localStorage.clear());

        await page.goto('/signin');
        await signInThroughForm(page, 'guide@cordee.test');
        await page.waitForURL(`${baseUrl}/`);
        await visible(page.getByRole('heading', { name: 'All booked trips coming up this week' }));
        const calendar = page.getByRole('region', { name: 'Bookings calendar' });
        await visible(calendar);
        await assertAccessible(page, `Home, guide, ${name}`);
        // The demo bookings are in January: the month moves forward until a booked run shows.
        // Each month is asked for on arrival; its answer is in once "Loading bookings…" has gone.
        const settled = () => calendar.getByText('Loading bookings…').waitFor({ state: 'detached' });
        const booked = calendar.getByRole('link', { name: /Haffner Creek/ });
        await settled();
        for (let step = 0; step < 4 && (await booked.count()) === 0; step += 1) {
          await Promise.all([
            page.waitForResponse((response) => response.url().includes('/api/my-events')),
            calendar.getByRole('button', { name: 'Next month' }).click(),
          ]);
          await settled();
        }
        await booked.first().click();
        await page.waitForURL(/\/upcoming-events\?current=\d+&origin=calendar/);
        await page.evaluate(() => localStorage.clear());

        await page.goto('/signin');
        await signInThroughForm(page, 'super@cordee.test');
        await page.waitForURL(`${baseUrl}/`);
        await visible(page.getByRole('heading', { name: 'Top events across the country' }));
        await visible(page.getByRole('heading', { name: 'All locations' }));
        await visible(page.getByRole('link', { name: 'Show all' }));
        await assertAccessible(page, `Home, super admin, ${name}`);
      });
    });
  }
});
