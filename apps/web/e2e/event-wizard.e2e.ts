import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './support/browser.ts';
import { signInThroughForm, useServerAndBrowser, visible } from './support/journey.ts';
import { TINY_PDF, TINY_PNG } from './support/tiny-files.ts';

const DESKTOP = { width: 1440, height: 900 };

const EVENT_NAME = 'Bugaboos alpine week';
const EDITED_NAME = 'Bugaboos alpine week (Howser Tower)';

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function daysFromNow(days: number): Date {
  const date = new Date();
  date.setUTCHours(12, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
}

/** The query of the current address, as an object. */
function queryOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

async function stepHeading(page: Page, step: number, title: string) {
  await visible(page.getByRole('heading', { name: `Step ${step} of 4: ${title}` }));
}

describe('Event wizard', () => {
  const journey = useServerAndBrowser();

  it('lets a guide create a repeating multi-day private event in four steps, see it on the Calendar and edit it', async () => {
    await journey('event-wizard-create-edit', DESKTOP, async ({ page, baseUrl }) => {
      await page.goto('/signin');
      await signInThroughForm(page, 'guide@cordee.test');
      await page.waitForURL(`${baseUrl}/`);

      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Calendar' }).click();
      await page.waitForURL(`${baseUrl}/calendar`);
      await visible(page.getByRole('heading', { name: 'Calendar', level: 1 }));
      const calendar = page.getByRole('region', { name: 'Calendar of your events' });
      await visible(calendar.getByRole('button', { name: 'Next month' }));
      await visible(page.getByRole('link', { name: /^Total events: \d+$/ }));
      // Day view is `?status=day`; month view drops it again.
      await calendar.getByRole('button', { name: 'Day', exact: true }).click();
      await page.waitForURL(`${baseUrl}/calendar?status=day`);
      await visible(calendar.getByRole('button', { name: 'Next day' }));
      await calendar.getByRole('button', { name: 'Month', exact: true }).click();
      await page.waitForURL(`${baseUrl}/calendar`);

      // Step 1: name, several days, repeating weekly over three weeks (four dates).
      const start = daysFromNow(40);
      const end = daysFromNow(61);
      await stepHeading(page, 1, 'Details');
      await page.getByLabel('Event name').fill(EVENT_NAME);
      await page.getByText('Multiple days', { exact: true }).click();
      await page.getByLabel('Number of days').fill('3');
      await page.getByLabel('Number of nights').fill('2');
      await page.getByLabel('This event repeats').check();
      // A start date in the past is refused here, not after step 4.
      await page.getByLabel('First date').fill(isoDay(daysFromNow(-3)));
      await page.getByLabel('Last date').fill(isoDay(end));
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await visible(
        page
          .getByRole('alert')
          .filter({ hasText: 'Please check the following:' })
          .getByText('The start date cannot be in the past.'),
      );
      await stepHeading(page, 1, 'Details');
      await page.getByLabel('First date').fill(isoDay(start));
      await page.getByLabel('Last date').fill(isoDay(end));
      await page.getByLabel('Repeats', { exact: true }).selectOption('weekly');
      await visible(page.getByText('This event runs on 4 dates.'));
      await assertAccessible(page, 'Event wizard, step 1');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await stepHeading(page, 2, 'Location');
      assert.equal(queryOf(page).stepper, '2');

      // Step 2: category, one gallery image (with its upload), the meeting point.
      await page.getByText('Mountaineering', { exact: true }).click();
      await page
        .getByLabel('Add images')
        .setInputFiles({ name: 'howser.png', mimeType: 'image/png', buffer: TINY_PNG });
      await visible(page.getByRole('img', { name: 'Gallery image 1' }));
      // Typing the address offers places; choosing one with the keyboard sets the coordinates.
      const address = page.getByRole('combobox', { name: 'Address' });
      await address.fill('radium hot');
      await visible(page.getByRole('option', { name: 'Radium Hot Springs, British Columbia' }));
      await assertAccessible(page, 'Event wizard, step 2 with place suggestions');
      await address.press('ArrowDown');
      await address.press('Enter');
      assert.equal(await address.inputValue(), 'Radium Hot Springs, British Columbia');
      assert.match(await page.getByLabel('Latitude', { exact: true }).inputValue(), /^50\.6/);
      assert.match(await page.getByLabel('Longitude', { exact: true }).inputValue(), /^-116\.0/);
      // The guide then names the exact meeting point.
      await address.fill('Bugaboo Provincial Park, BC');
      await page.getByLabel('Latitude', { exact: true }).fill('50.7372');
      await page.getByLabel('Longitude', { exact: true }).fill('-116.7805');
      await page.getByLabel('Address description').fill('Bugaboo Lodge parking lot.');
      await assertAccessible(page, 'Event wizard, step 2');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await stepHeading(page, 3, 'Pricing');

      // Step 3: private, groups of 2 to 4; a missing price is refused in the spec's words.
      await page.getByText('Private', { exact: true }).click();
      await page.getByLabel('Minimum').focus();
      await page.keyboard.press('ArrowRight');
      assert.equal(await page.getByLabel('Minimum').inputValue(), '2');
      assert.equal(await page.getByLabel('Maximum').inputValue(), '4');
      const prices = page.getByRole('group', { name: 'Prices' });
      await prices.getByLabel('Price per person, group of 2').fill('900');
      await prices.getByLabel('Price per person, group of 3').fill('750');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      const card = page.getByRole('alert').filter({ hasText: 'Please check the following:' });
      await visible(card.getByText('Please specify the price for all persons.'));
      await stepHeading(page, 3, 'Pricing');
      assert.equal(queryOf(page).stepper, '3');
      await assertAccessible(page, 'Event wizard, step 3 with errors');
      await prices.getByLabel('Price per person, group of 4').fill('650');
      await page.getByRole('group', { name: 'Offer add-ons?' }).getByText('Yes', { exact: true }).click();
      await page.getByLabel('Title of add-on 1').fill('Glacier gear rental');
      await page.getByLabel('Price of add-on 1').fill('45');
      await page.getByRole('textbox', { name: 'Event description' }).fill('Three days on Bugaboo granite.');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await stepHeading(page, 4, 'Requirements');
      assert.equal(queryOf(page).stepper, '4');

      // Step 4: Submit with nothing chosen is refused; then experience and an uploaded waiver PDF.
      await page.getByRole('button', { name: 'Submit' }).click();
      const refusal = page.getByRole('alert').filter({ hasText: 'Please check the following:' });
      await visible(refusal.getByText('Select at least one experience required.'));
      await visible(refusal.getByText('Please upload a waiver file'));
      await assertAccessible(page, 'Event wizard, step 4 with errors');
      await page.getByText('Intermediate', { exact: true }).click();
      await page.getByLabel('Choose a PDF').setInputFiles({
        name: 'waiver.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('This is not a PDF.'),
      });
      await visible(page.getByText('Only PDF files are accepted.'));
      await page.getByLabel('Choose a PDF').setInputFiles({
        name: 'bugaboos-waiver.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(TINY_PDF),
      });
      await visible(page.getByRole('link', { name: 'bugaboos-waiver.pdf' }));
      assert.equal(await page.getByText('Only PDF files are accepted.').count(), 0);
      await page.getByLabel('Gear the climbers bring').fill('Harness, Helmet, Crampons');
      await page.getByLabel('Question 1').fill('Is the approach by helicopter?');
      await page.getByLabel('Answer 1').fill('No, we hike in from the lodge.');

      const created = page.waitForResponse(
        (response) => response.url().endsWith('/api/event') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Submit' }).click();
      const answer = await created;
      assert.equal(answer.status(), 201);
      const { event } = (await answer.json()) as { event: { id: number; occurrences: unknown[] } };
      assert.equal(event.occurrences.length, 4);

      // Back on the Calendar at the new event's month, the wizard blank again.
      await visible(page.getByRole('status').filter({ hasText: 'Event is created' }));
      await page.waitForURL(`${baseUrl}/calendar`);
      await stepHeading(page, 1, 'Details');
      assert.equal(await page.getByLabel('Event name').inputValue(), '');
      const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(start);
      await visible(calendar.getByRole('heading', { name: month }));
      const entry = calendar.getByRole('link', { name: new RegExp(EVENT_NAME) }).first();
      await visible(entry);
      await assertAccessible(page, 'Calendar with the new event');

      // A click on the entry opens it in All Courses, where its guide edits it (event_edit modal).
      await entry.click();
      await page.waitForURL(/\/upcoming-events\?/);
      assert.deepEqual(queryOf(page), { current: String(event.id), origin: 'calendar' });
      await page.getByRole('button', { name: 'Edit event' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit event' });
      await visible(dialog.getByRole('heading', { name: 'Step 1 of 4: Details' }));
      assert.equal(await dialog.getByLabel('Event name').inputValue(), EVENT_NAME);
      await assertAccessible(page, 'Edit event modal, step 1');
      await dialog.getByLabel('Event name').fill(EDITED_NAME);
      await dialog.getByRole('button', { name: 'Next', exact: true }).click();
      await visible(dialog.getByRole('heading', { name: 'Step 2 of 4: Location' }));
      await visible(dialog.getByRole('img', { name: 'Gallery image 1' }));
      await dialog.getByRole('button', { name: 'Next', exact: true }).click();
      await visible(dialog.getByRole('heading', { name: 'Step 3 of 4: Pricing' }));
      assert.equal(await dialog.getByLabel('Price per person, group of 4').inputValue(), '650');
      await dialog.getByRole('button', { name: 'Next', exact: true }).click();
      await visible(dialog.getByRole('heading', { name: 'Step 4 of 4: Requirements' }));
      // The saved waiver under the name of the guide's file, not its storage key.
      await visible(dialog.getByRole('link', { name: 'bugaboos-waiver.pdf', exact: true }));
      await assertAccessible(page, 'Edit event modal, step 4');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await visible(page.getByRole('status').filter({ hasText: 'Event is updated' }));
      await dialog.waitFor({ state: 'detached' });
      assert.equal(queryOf(page).current, String(event.id));
      await visible(page.getByRole('heading', { name: EDITED_NAME }).first());

      // The Calendar shows the change.
      await page.goto('/calendar');
      await calendar.getByRole('button', { name: 'Next month' }).waitFor();
      for (let moves = 0; moves < 3; moves += 1) {
        if ((await calendar.getByRole('heading', { name: month }).count()) > 0) break;
        await calendar.getByRole('button', { name: 'Next month' }).click();
      }
      await visible(calendar.getByRole('link', { name: new RegExp(EDITED_NAME.replace(/[()]/g, '\\$&')) }).first());

      // A visitor finds it: by keyword, on the map (its lowest price, CA$650), and by category and a date
      // in the middle of its second run (a date matches any occurrence covering it).
      await page.evaluate(() => localStorage.clear());
      await page.goto('/viewevents');
      const courses = page.getByRole('region', { name: 'Courses', exact: true });
      await page.getByRole('searchbox', { name: 'Search courses' }).fill('howser');
      await page.getByRole('button', { name: "Let's Go" }).click();
      await visible(courses.getByRole('button', { name: EDITED_NAME }));
      const map = page.getByRole('region', { name: 'Map of the courses' });
      await map.getByRole('button', { name: `${EDITED_NAME}: CA$650` }).click();
      await visible(map.locator('.leaflet-popup').getByText(EDITED_NAME, { exact: true }));
      await page.getByRole('link', { name: 'Clear' }).click();
      await page.getByRole('group', { name: 'Course type' }).getByRole('button', { name: 'Mountaineering' }).click();
      await page.getByLabel('Preferred date').fill(isoDay(daysFromNow(40 + 7 + 1)));
      await page.getByRole('button', { name: 'Apply' }).click();
      await visible(page.getByText('Filters:'));
      await visible(courses.getByRole('button', { name: EDITED_NAME }));
    });
  });

  it('keeps the other locations inside the step 2 card at 1366 px and at 390 px', async () => {
    await journey('event-wizard-other-locations-layout', { width: 1366, height: 900 }, async ({ page, baseUrl }) => {
      await page.goto('/signin');
      await signInThroughForm(page, 'guide@cordee.test');
      await page.waitForURL(`${baseUrl}/`);
      await page.goto('/calendar');
      await stepHeading(page, 1, 'Details');
      await page.getByLabel('Event name').fill('Layout check');
      await page.getByLabel('Start date').fill(isoDay(daysFromNow(20)));
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await stepHeading(page, 2, 'Location');
      await page.getByRole('button', { name: 'Add a location' }).click();
      const row = page.getByRole('group', { name: 'Other location 1' });
      await visible(row);
      const card = page.locator('form').filter({ has: row });

      for (const width of [1366, 390]) {
        // The shell picks its layout when the page loads; the draft and the step survive the reload.
        await page.setViewportSize({ width, height: 900 });
        await page.reload();
        await visible(row);
        const cardBox = await card.boundingBox();
        assert.ok(cardBox, 'the wizard card has a box');
        for (const control of await row.locator('input, button').all()) {
          const box = await control.boundingBox();
          assert.ok(box, 'each control of the row has a box');
          assert.ok(
            box.x >= cardBox.x && box.x + box.width <= cardBox.x + cardBox.width,
            `at ${width} px a control of the row spans ${box.x}-${box.x + box.width}, the card ${cardBox.x}-${cardBox.x + cardBox.width}`,
          );
        }
      }
    });
  });

  it('shows a guide without a payout account the prompt to Payout at step 1', async () => {
    await journey('event-wizard-payout-prompt', DESKTOP, async ({ page, baseUrl }) => {
      await page.goto('/signin');
      await signInThroughForm(page, 'newguide@cordee.test');
      await page.waitForURL(`${baseUrl}/`);
      await page.goto('/calendar?stepper=3');

      await visible(page.getByRole('heading', { name: 'Set up your payout account first' }));
      await stepHeading(page, 1, 'Details');
      await page.getByLabel('Event name').fill('Ice week');
      assert.equal(await page.getByRole('button', { name: 'Next', exact: true }).isDisabled(), true);
      await assertAccessible(page, 'Calendar, payout prompt');

      await page.getByRole('link', { name: 'Go to Payout' }).click();
      await page.waitForURL(`${baseUrl}/payout`);
      await visible(page.getByRole('heading', { name: 'Payout', level: 1 }));
    });
  });
});
