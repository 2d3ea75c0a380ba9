import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { newestMail } from './support/accounts-mailbox.ts';
import { api, tokenFor } from './support/api.ts';
import { assertAccessible } from './support/browser.ts';
import { signIn, useServerAndBrowser, visible } from './support/journey.ts';

const DESKTOP = { width: 1366, height: 900 };
const MOBILE = { width: 390, height: 844 };

const CLIMBER = { email: 'climber@cordee.test', name: 'Chloe Wong' };
const GUIDE = 'guide@cordee.test';

/**
 * Demo trips of Gabriel Roy (apps/server/src/features/demo-seed/demo-events.ts) that the demo climber
 * has not booked: the seed books his two soonest, and these start later than three of his other trips.
 * Back of the Lake runs weekly in Alberta: CA$185 a person for a full day, a CA$8 shuttle add-on, GST 5 %.
 */
const BACK_OF_THE_LAKE = 'Back of the Lake quartzite cragging';
const PLAIN_OF_SIX_GLACIERS = 'Plain of Six Glaciers hike';

type Quote = { total: number; platform_fee: number; guide_net: number };
type Occurrence = { id: number; capacity: number; seats_taken: number };
type Booking = {
  id: number;
  event_id: number | null;
  occurrence_id: number | null;
  event_name: string;
  status: string;
  quantity: number;
  total_price: number;
  refunded_amount: number;
  receipt_no: string | null;
  quote: Quote;
};

/** The money texts of the screens: CA$ with cents. */
function cad(cents: number): string {
  return new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', currencyDisplay: 'symbol' })
    .format(cents / 100)
    .replace(/^\$/, 'CA$');
}

function isoDayIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The climber's bookings on one course, newest first, as the API reports them. */
async function bookingsOn(baseUrl: string, token: string, eventName: string): Promise<Booking[]> {
  const list = await api<{ bookings: Booking[] }>(baseUrl, '/api/bookings?type=all&per_page=100', { token });
  return list.bookings.filter((booking) => booking.event_name === eventName).sort((a, b) => b.id - a.id);
}

/** Cents from a screen's money text ("CA$1,234.56"). */
function centsOf(text: string): number {
  const match = /^CA\$([\d,]+)\.(\d{2})$/.exec(text.trim());
  assert.ok(match, `an amount in CA$: "${text}"`);
  return Number((match[1] ?? '').replaceAll(',', '')) * 100 + Number(match[2]);
}

/**
 * The guide's balance as the Payout screen shows it: what is available plus what is pending. The screen
 * is loaded afresh, so no figure cached from an earlier visit is read.
 */
async function payoutScreenBalance(page: Page, baseUrl: string): Promise<number> {
  await page.goto('/payout');
  await page.waitForURL(`${baseUrl}/payout`);
  await visible(page.getByRole('heading', { name: 'Payout active' }));
  const balance = page.getByRole('region', { name: 'Balance', exact: true });
  let total = 0;
  for (const label of ['Available', 'Pending']) {
    const figure = balance
      .locator('div')
      .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
      .getByRole('definition');
    total += centsOf((await figure.textContent()) ?? '');
  }
  return total;
}

/** Opens a course's booking request from its card on the climber's Courses screen. */
async function openBookingRequest(page: Page, baseUrl: string, courseName: string, menu: 'menu' | 'address') {
  if (menu === 'menu') {
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Courses', exact: true })
      .click();
  } else {
    await page.goto('/explore-events');
  }
  await page.waitForURL(`${baseUrl}/explore-events`);
  await page.getByRole('searchbox', { name: 'Search courses' }).fill(courseName);
  await page.getByRole('button', { name: "Let's Go" }).click();
  const card = courseCard(page, courseName);
  await visible(card);
  await card.getByRole('button', { name: 'Book event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book this course' });
  await visible(dialog.getByText(courseName, { exact: true }));
  return dialog;
}

function courseCard(page: Page, courseName: string) {
  return page
    .getByRole('region', { name: 'Courses', exact: true })
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: courseName, exact: true }) });
}

/** A card of My Courses, by its course name (the climber holds one booking on each course here). */
function myCourseCard(page: Page, courseName: string) {
  return page
    .getByRole('list', { name: 'My bookings' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: courseName, exact: true }) });
}

async function openMyCourses(page: Page, baseUrl: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My Courses' }).click();
  await page.waitForURL(`${baseUrl}/my-events`);
}

async function openGuideCourse(page: Page, baseUrl: string, courseName: string) {
  await page.goto('/upcoming-events');
  await page.waitForURL(`${baseUrl}/upcoming-events`);
  await page.getByRole('list', { name: 'Courses' }).getByRole('button', { name: courseName, exact: true }).click();
  // Beside the list on a wide screen, a drawer on a phone.
  const panel = page
    .getByRole('region', { name: 'Selected Course' })
    .or(page.getByRole('dialog', { name: 'Selected Course' }));
  await visible(panel.getByRole('heading', { name: courseName }));
  return panel;
}

/** Fills attendee rows from the second on (the first is the signed-in climber, filled by the form). */
async function fillFriends(dialog: ReturnType<Page['getByRole']>, friends: Array<{ name: string; email: string }>) {
  for (const [offset, friend] of friends.entries()) {
    const index = offset + 1;
    await dialog.getByLabel('Full name').nth(index).fill(friend.name);
    await dialog.getByLabel('Email', { exact: true }).nth(index).fill(friend.email);
    await dialog.getByLabel('Date of birth').nth(index).fill('1993-04-21');
  }
}

/** The number of seats the request form says a run has left, from its option's text. */
function seatsLeftIn(optionText: string): number {
  const match = /· (\d+) seats? left$/.exec(optionText.trim());
  assert.ok(match, `a run with seats left: "${optionText}"`);
  return Number(match[1]);
}

describe('Bookings', () => {
  const journey = useServerAndBrowser();

  it('lets a climber request two seats, the guide accept, the climber pay, and credits the guide the net', async () => {
    await journey('bookings-request-accept-pay', DESKTOP, async ({ page, baseUrl, openPersonPage }) => {
      const climberToken = await tokenFor(baseUrl, CLIMBER.email);
      assert.deepEqual(await bookingsOn(baseUrl, climberToken, BACK_OF_THE_LAKE), [], 'a course not booked yet');

      // The climber picks the second run of a weekly course, two persons, the shuttle add-on.
      await signIn(page, baseUrl, CLIMBER.email);
      const request = await openBookingRequest(page, baseUrl, BACK_OF_THE_LAKE, 'menu');
      const date = request.getByLabel('Date', { exact: true });
      const secondRun = (await date.locator('option').nth(1).textContent()) ?? '';
      await date.selectOption({ index: 1 });
      await request.getByLabel('Group size').selectOption({ label: '2 persons' });
      await request.getByLabel('Lake Louise shuttle ticket (CA$8)').check();
      assert.equal(await request.getByLabel('Full name').first().inputValue(), CLIMBER.name);
      await request.getByLabel('Date of birth').first().fill('1994-06-12');
      await fillFriends(request, [{ name: 'Maya Wong', email: 'maya.wong@example.com' }]);

      // The summary is the server's quote: 2 × CA$185 + CA$8, GST 5 % on both, the total with tax.
      const summary = request.getByRole('region', { name: 'Price summary' });
      await visible(summary.getByText('2 persons × CA$185.00'));
      await visible(summary.getByText('Add-on: Lake Louise shuttle ticket'));
      await visible(summary.getByText('GST (5%)'));
      await visible(summary.getByText('CA$18.90'));
      await visible(summary.getByText('CA$396.90'));
      await assertAccessible(page, 'Booking request form');
      await request.getByRole('button', { name: 'Send booking request' }).click();
      await visible(page.getByRole('status').filter({ hasText: 'Your booking request has been sent to the guide.' }));
      await request.waitFor({ state: 'detached' });
      await visible(courseCard(page, BACK_OF_THE_LAKE).getByText('Pending approval', { exact: true }));

      const [requested] = await bookingsOn(baseUrl, climberToken, BACK_OF_THE_LAKE);
      assert.ok(requested, 'the request is stored');
      assert.equal(requested.status, 'requested');
      assert.equal(requested.quantity, 2);
      assert.equal(requested.quote.total, 39_690);

      // The guide, in another browser, opens the new request from the notifications and accepts it.
      const guidePage = await openPersonPage();
      await signIn(guidePage, baseUrl, GUIDE);
      await guidePage.getByRole('button', { name: /^Notifications, \d+ new$/ }).click();
      await guidePage
        .getByRole('button', { name: /^You have a new booking request\./ })
        .first()
        .click();
      const climberView = guidePage.getByRole('dialog', { name: 'Climber' });
      await visible(climberView.getByRole('heading', { name: BACK_OF_THE_LAKE }));
      await visible(climberView.getByText(CLIMBER.name, { exact: true }).first());
      await visible(climberView.getByText('Pending approval', { exact: true }));
      await visible(climberView.getByText('Maya Wong'));
      await assertAccessible(guidePage, 'Climber view (request)');
      await climberView.getByRole('button', { name: 'Accept' }).click();
      await visible(guidePage.getByRole('status').filter({ hasText: 'Booking accepted.' }));
      await climberView.waitFor({ state: 'detached' });

      const balanceBefore = await payoutScreenBalance(guidePage, baseUrl);

      // The climber: My Courses says "Waiting payment"; Complete booking walks the booking modal.
      await openMyCourses(page, baseUrl);
      const card = myCourseCard(page, BACK_OF_THE_LAKE);
      await visible(card.getByText('Waiting payment', { exact: true }));
      await assertAccessible(page, 'My Courses (waiting payment)');
      await card.getByRole('button', { name: 'Complete booking' }).click();
      const checkout = page.getByRole('dialog', { name: 'Complete booking' });
      const waiver = checkout.getByRole('region', { name: 'Waiver' });
      await visible(waiver);
      const continueButton = checkout.getByRole('button', { name: 'Continue' });
      assert.equal(await continueButton.isDisabled(), true, 'Continue waits for the signature and the terms');
      await waiver.getByLabel('Signature').fill(CLIMBER.name);
      assert.equal(await waiver.getByLabel('Name', { exact: true }).inputValue(), CLIMBER.name);
      assert.match(await waiver.getByLabel('Date', { exact: true }).inputValue(), /^\d{4}-\d{2}-\d{2}$/);
      await waiver
        .getByLabel("I have read and accept Cordée's Terms & Conditions, including the cancellation terms.")
        .check();
      await assertAccessible(page, 'Booking modal (waiver)');
      await continueButton.click();

      const guideWaiver = checkout.getByRole('region', { name: "Guide's waiver" });
      await visible(guideWaiver.getByRole('link', { name: "Open the guide's waiver" }));
      await guideWaiver.getByLabel("I have read and accept the guide's waiver.").check();
      await assertAccessible(page, "Booking modal (guide's waiver)");
      await continueButton.click();

      const summaryPage = checkout.getByRole('region', { name: 'Summary' });
      await visible(summaryPage.getByText(BACK_OF_THE_LAKE, { exact: true }));
      await visible(summaryPage.getByText('2 persons', { exact: true }));
      await visible(summaryPage.getByText('GST (5%)'));
      await visible(summaryPage.getByText('CA$396.90'));
      await assertAccessible(page, 'Booking modal (summary)');
      await checkout.getByRole('button', { name: 'Proceed to payment' }).click();

      // The sandbox's hosted checkout page stands in for the provider's (axe runs on the app's pages).
      await page.waitForURL(/\/sandbox\/checkout\//);
      await page.getByRole('button', { name: 'Pay CA$396.90' }).click();
      await page.waitForURL(/\/booking\/success\//);
      await visible(page.getByRole('heading', { name: 'Successful!' }));
      await visible(page.getByText(`Thank you for booking ${BACK_OF_THE_LAKE}`, { exact: false }));
      await assertAccessible(page, 'Booking success');
      await page.getByRole('link', { name: 'See my courses' }).click();
      await page.waitForURL(`${baseUrl}/my-events?type=registered`);
      await visible(myCourseCard(page, BACK_OF_THE_LAKE).getByText('Booked', { exact: true }));
      await assertAccessible(page, 'My Courses (booked)');

      const { booking: paid } = await api<{ booking: Booking }>(baseUrl, `/api/bookings/${requested.id}`, {
        token: climberToken,
      });
      assert.equal(paid.status, 'paid');
      assert.equal(paid.quote.guide_net, paid.quote.total - paid.quote.platform_fee);
      // The receipt: its number, the lines, the tax and the total paid.
      assert.ok(paid.receipt_no, 'a paid booking has a receipt number');
      const receipt = await newestMail(baseUrl, CLIMBER.email, `Your Cordée receipt ${paid.receipt_no}`);
      for (const line of ['GST (5%): CA$18.90', 'Total paid: CA$396.90 (CAD, taxes included).']) {
        assert.ok(receipt.text.includes(line), `the receipt says "${line}":\n${receipt.text}`);
      }

      // The guide sees "Paid" among the registered climbers, and the balance grew by the net exactly.
      const panel = await openGuideCourse(guidePage, baseUrl, BACK_OF_THE_LAKE);
      const registered = panel.getByRole('region', { name: 'Registered climbers' });
      const row = registered.getByRole('listitem').filter({ hasText: CLIMBER.name });
      await visible(row.getByText('Paid', { exact: true }));
      await visible(row.getByText(secondRun.split(' · ')[0] ?? '', { exact: true }));
      await assertAccessible(guidePage, 'Registered climbers (paid)');
      // The sandbox credits the guide's account when Pay is pressed: the total less the platform's 10 %.
      assert.equal((await payoutScreenBalance(guidePage, baseUrl)) - balanceBefore, paid.quote.guide_net);
      assert.equal(paid.quote.guide_net, 35_721);
    });
  });

  it('gives the seats back when the guide declines a request, and tells the climber', async () => {
    await journey('bookings-decline', MOBILE, async ({ page, baseUrl, openPersonPage }) => {
      await signIn(page, baseUrl, CLIMBER.email);
      let request = await openBookingRequest(page, baseUrl, PLAIN_OF_SIX_GLACIERS, 'address');
      const firstRun = request.getByLabel('Date', { exact: true }).locator('option').first();
      const seatsBefore = seatsLeftIn((await firstRun.textContent()) ?? '');
      await request.getByLabel('Group size').selectOption({ label: '2 persons' });
      await request.getByLabel('Date of birth').first().fill('1994-06-12');
      await fillFriends(request, [{ name: 'Sam Wong', email: 'sam.wong@example.com' }]);
      await assertAccessible(page, 'Booking request form (phone)');
      await request.getByRole('button', { name: 'Send booking request' }).click();
      await request.waitFor({ state: 'detached' });
      await visible(courseCard(page, PLAIN_OF_SIX_GLACIERS).getByText('Pending approval', { exact: true }));
      // The request holds its two seats while the guide thinks about it.
      const climberToken = await tokenFor(baseUrl, CLIMBER.email);
      const [pending] = await bookingsOn(baseUrl, climberToken, PLAIN_OF_SIX_GLACIERS);
      assert.ok(pending?.event_id, 'the request is stored with its course');
      const seatsLeftOnRun = async () => {
        const { event } = await api<{ event: { occurrences: Occurrence[] } }>(
          baseUrl,
          `/api/event/${pending.event_id}`,
        );
        const run = event.occurrences.find((occurrence) => occurrence.id === pending.occurrence_id);
        assert.ok(run, 'the run of the request');
        return run.capacity - run.seats_taken;
      };
      assert.equal(await seatsLeftOnRun(), seatsBefore - 2);

      // The guide declines it from the course's registered climbers, on a phone too.
      const guidePage = await openPersonPage();
      await signIn(guidePage, baseUrl, GUIDE);
      const panel = await openGuideCourse(guidePage, baseUrl, PLAIN_OF_SIX_GLACIERS);
      const registered = panel.getByRole('region', { name: 'Registered climbers' });
      await visible(registered.getByText('Pending approval', { exact: true }));
      await registered.getByRole('button', { name: `Decline the booking of ${CLIMBER.name}` }).click();
      await visible(guidePage.getByRole('status').filter({ hasText: 'The booking request is declined.' }));
      await visible(registered.getByText('Booking canceled', { exact: true }));

      // The climber is told (the phone's menu holds the notifications), and My Courses says so.
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('button', { name: /^Notifications/ }).click();
      await menu.getByRole('button', { name: /^Your booking request was declined\./ }).click();
      await page.waitForURL(/\/my-events\?/);
      const drawer = page.getByRole('dialog', { name: 'Selected Course' });
      const details = drawer.getByRole('region', { name: 'Booking details' });
      await visible(details.getByRole('heading', { name: PLAIN_OF_SIX_GLACIERS }));
      await visible(details.getByText('Booking canceled', { exact: true }));
      await assertAccessible(page, 'My Courses (declined booking, phone)');
      // Closing it goes back to where the notification was opened: the course's card says it too.
      await drawer.getByRole('button', { name: 'Close' }).first().click();
      await drawer.waitFor({ state: 'detached' });
      await page.waitForURL(/\/explore-events(\?|$)/);
      const card = courseCard(page, PLAIN_OF_SIX_GLACIERS);
      await visible(card.getByText('Booking canceled', { exact: true }));

      // The run has its seats back, and the climber may ask for them again.
      await card.getByRole('button', { name: 'Book event' }).click();
      request = page.getByRole('dialog', { name: 'Book this course' });
      const runAgain = request.getByLabel('Date', { exact: true }).locator('option').first();
      assert.equal(seatsLeftIn((await runAgain.textContent()) ?? ''), seatsBefore);
      assert.equal(await seatsLeftOnRun(), seatsBefore);
    });
  });

  it('refunds half of what was paid when the climber cancels 10 days before the start, and shows it to both', async () => {
    await journey('bookings-cancel-ten-days-out', DESKTOP, async ({ page, baseUrl, openPersonPage }) => {
      const guideToken = await tokenFor(baseUrl, GUIDE);
      const climberToken = await tokenFor(baseUrl, CLIMBER.email);
      const start = isoDayIn(10);
      const name = 'Cascade Falls ice in ten days';
      const { event } = await api<{ event: { id: number } }>(baseUrl, '/api/event', {
        method: 'POST',
        token: guideToken,
        body: JSON.stringify({
          event_name: name,
          duration_type: 'single',
          event_duration: ['Full day'],
          start_date: start,
          end_date: start,
          category: 'Ice Climbing',
          address: 'Cascade Falls, Banff National Park, AB',
          latitude: 51.2145,
          longitude: -115.5454,
          event_type: 'public',
          attendance_min: 1,
          attendance_limit: 4,
          price: [{ id: 1, price: 30_000 }],
          event_description: '<p>A short approach to a long ice line above Banff.</p>',
          experience_required: ['Intermediate'],
          terms_type: 'link',
          terms_link: 'https://cordee.ca/waivers/bow-valley-ice',
        }),
      });

      // The climber requests one seat and the guide accepts, through the API the screens use.
      const { booking: requested } = await api<{ booking: Booking }>(baseUrl, `/api/prebook-event/${event.id}`, {
        method: 'POST',
        token: climberToken,
        body: JSON.stringify({
          occurrence_date: start,
          group_size: 1,
          attendees: [{ name: CLIMBER.name, email: CLIMBER.email, dob: '1994-06-12' }],
        }),
      });
      await api(baseUrl, `/api/accept-booking/${requested.id}`, { method: 'POST', token: guideToken });

      // The climber pays through the booking modal and the sandbox checkout.
      await signIn(page, baseUrl, CLIMBER.email);
      await openMyCourses(page, baseUrl);
      const card = myCourseCard(page, name);
      await card.getByRole('button', { name: 'Complete booking' }).click();
      const checkout = page.getByRole('dialog', { name: 'Complete booking' });
      await checkout.getByLabel('Signature').fill(CLIMBER.name);
      await checkout
        .getByLabel("I have read and accept Cordée's Terms & Conditions, including the cancellation terms.")
        .check();
      await checkout.getByRole('button', { name: 'Continue' }).click();
      await checkout.getByLabel("I have read and accept the guide's waiver.").check();
      await checkout.getByRole('button', { name: 'Continue' }).click();
      await checkout.getByRole('button', { name: 'Proceed to payment' }).click();
      await page.waitForURL(/\/sandbox\/checkout\//);
      await page.getByRole('button', { name: /^Pay CA\$/ }).click();
      await visible(page.getByRole('heading', { name: 'Successful!' }));

      const { booking: paid } = await api<{ booking: Booking }>(baseUrl, `/api/bookings/${requested.id}`, {
        token: climberToken,
      });
      assert.equal(paid.status, 'paid');
      // CA$300 and Alberta's GST 5 %; half of it comes back 7 to 13 days before the start.
      assert.equal(paid.total_price, 31_500);
      const half = 15_750;

      // Cancel booking shows the refund the terms give before anything is done: half of what was paid.
      await openMyCourses(page, baseUrl);
      await visible(card.getByText('Booked', { exact: true }));
      await card.getByRole('button', { name: 'Cancel booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
      await visible(
        dialog.getByText(
          `You will be refunded ${cad(half)} (50% of ${cad(paid.total_price)}) under the cancellation terms.`,
        ),
      );
      await assertAccessible(page, 'Cancel booking (climber, 50 %)');
      await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
      await visible(page.getByRole('status').filter({ hasText: `A refund of ${cad(half)} is on its way.` }));
      await dialog.waitFor({ state: 'detached' });
      await visible(card.getByText('Booking canceled', { exact: true }));

      // Selected Course shows the refund made.
      await card.getByRole('button', { name, exact: true }).click();
      const selected = page.getByRole('region', { name: 'Selected Course' });
      const details = selected.getByRole('region', { name: 'Booking details' });
      await visible(details.getByText('Booking canceled', { exact: true }));
      await visible(details.getByRole('row', { name: `Refund made ${cad(half)}` }));
      await assertAccessible(page, 'My Courses (Selected Course, cancelled)');

      const { booking: cancelled } = await api<{ booking: Booking }>(baseUrl, `/api/bookings/${requested.id}`, {
        token: climberToken,
      });
      assert.equal(cancelled.status, 'cancelled');
      assert.equal(cancelled.refunded_amount, half);
      const refundLine = `A refund of ${cad(half)} goes back to the card that paid ${cad(paid.total_price)}.`;
      const cancellationMail = await newestMail(baseUrl, CLIMBER.email, `Your booking of ${name} was cancelled`);
      assert.ok(
        cancellationMail.text.includes(refundLine),
        `the email says "${refundLine}":\n${cancellationMail.text}`,
      );

      // The guide: the notification, the climber view with the refund, the badge among the registered.
      const guidePage = await openPersonPage();
      await signIn(guidePage, baseUrl, GUIDE);
      await guidePage.getByRole('button', { name: /^Notifications, \d+ new$/ }).click();
      await guidePage
        .getByRole('button', { name: /^A climber cancelled a booking\./ })
        .first()
        .click();
      const climberView = guidePage.getByRole('dialog', { name: 'Climber' });
      await visible(climberView.getByRole('heading', { name }));
      await visible(climberView.getByText('Booking canceled', { exact: true }));
      await visible(climberView.getByRole('row', { name: `Refund made ${cad(half)}` }));
      await guidePage.keyboard.press('Escape');
      await climberView.waitFor({ state: 'detached' });
      const panel = await openGuideCourse(guidePage, baseUrl, name);
      const registered = panel.getByRole('region', { name: 'Registered climbers' });
      await visible(
        registered
          .getByRole('listitem')
          .filter({ hasText: CLIMBER.name })
          .getByText('Booking canceled', { exact: true }),
      );
    });
  });
});
