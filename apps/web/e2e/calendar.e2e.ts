import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { assertAccessible } from './support/browser.ts';
import { signInThroughForm, useServerAndBrowser, visible } from './support/journey.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** A demo trip of the Squamish guide: Saturday and Sunday, about two months from now. */
const WEEKEND_TRIP = 'Skaha Bluffs sport climbing weekend';
/** Far enough for the demo trip two months out, with room for a month boundary. */
const MONTHS_TO_SEARCH = 5;

/** Runs the step, then waits for the events of the dates it shows to have come and been drawn. */
async function withDatesLoaded(page: Page, calendar: Locator, step: () => Promise<unknown>): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/my-events?') && response.url().includes('from='),
  );
  await step();
  await answered;
  await calendar.getByText('Loading events...').waitFor({ state: 'hidden' });
}

async function openCalendar(page: Page, baseUrl: string, email: string, path = '/calendar'): Promise<Locator> {
  await page.goto('/signin');
  await signInThroughForm(page, email);
  await page.waitForURL(`${baseUrl}/`);
  const calendar = page.getByRole('region', { name: 'Calendar of your events' });
  await withDatesLoaded(page, calendar, () => page.goto(path));
  return calendar;
}

/** Whether the element's text runs past its box sideways (cut at the chip's edge). */
function cutSideways(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollWidth > element.clientWidth);
}

describe('Calendar', () => {
  const journey = useServerAndBrowser();

  it('names its previous and next buttons, as plain buttons, in the month and the day view', async () => {
    await journey('calendar-buttons', DESKTOP, async ({ page, baseUrl }) => {
      const calendar = await openCalendar(page, baseUrl, 'guide@cordee.test');

      // The names are the buttons' own labels, not only a tooltip, and they are not toggles.
      for (const [name, label] of [
        ['Previous month', 'Previous month'],
        ['Next month', 'Next month'],
      ]) {
        const button = calendar.getByRole('button', { name, exact: true });
        assert.equal(await button.getAttribute('aria-label'), label);
        assert.equal(await button.getAttribute('aria-pressed'), null);
      }
      assert.equal(await calendar.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed'), null);

      await calendar.getByRole('button', { name: 'Day', exact: true }).click();
      await page.waitForURL(`${baseUrl}/calendar?status=day`);
      for (const name of ['Previous day', 'Next day']) {
        const button = calendar.getByRole('button', { name, exact: true });
        await visible(button);
        assert.equal(await button.getAttribute('aria-label'), name);
      }
      await assertAccessible(page, 'Calendar, day view');
    });
  });

  it('says so on a day without events, in the day view', async () => {
    await journey('calendar-empty-day', PHONE, async ({ page, baseUrl }) => {
      const calendar = await openCalendar(page, baseUrl, 'guide@cordee.test', '/calendar?status=day');
      const grid = calendar.getByRole('grid');
      const nextDay = calendar.getByRole('button', { name: 'Next day' });
      // The first day of the coming three weeks on which this guide has nothing.
      for (let day = 0; day < 21 && (await grid.getByRole('link').count()) > 0; day += 1) {
        await withDatesLoaded(page, calendar, () => nextDay.click());
      }
      assert.equal(await grid.getByRole('link').count(), 0);
      await visible(grid.getByRole('gridcell', { name: 'No events on this day.' }));
      await assertAccessible(page, 'Calendar, empty day');

      // A day with events shows them, not the message; the month view never shows it.
      await calendar.getByRole('button', { name: 'Month', exact: true }).click();
      await page.waitForURL(`${baseUrl}/calendar`);
      assert.equal(await calendar.getByText('No events on this day.').count(), 0);
    });
  });

  it('keeps the title of a weekend trip readable on both sides of the Sunday row break at 390 px', async () => {
    await journey('calendar-weekend-chips', PHONE, async ({ page, baseUrl }) => {
      const calendar = await openCalendar(page, baseUrl, 'seatosky@cordee.test');
      const pieces = calendar.getByRole('link', { name: WEEKEND_TRIP });
      const nextMonth = calendar.getByRole('button', { name: 'Next month' });
      // Saturday ends one week row and Sunday starts the next: the trip is drawn as two pieces.
      for (let moves = 0; moves < MONTHS_TO_SEARCH && (await pieces.count()) < 2; moves += 1) {
        await withDatesLoaded(page, calendar, () => nextMonth.click());
      }
      assert.equal(await pieces.count(), 2);
      for (const piece of await pieces.all()) {
        await visible(piece);
        assert.equal(await cutSideways(piece.locator('.fc-event-title')), false);
      }
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
      await assertAccessible(page, 'Calendar at 390 px');
    });
  });
});
