import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { api, tokenFor } from './support/api.ts';
import { assertAccessible } from './support/browser.ts';
import { signIn, useServerAndBrowser, visible } from './support/journey.ts';

const DESKTOP = { width: 1366, height: 900 };
const MOBILE = { width: 390, height: 844 };

const CLIMBER = { email: 'climber@cordee.test', name: 'Chloe Wong' };
const GUIDE = 'guide@cordee.test';

const unreadOf = async (baseUrl: string, token: string) =>
  (await api<{ unread: number }>(baseUrl, '/api/notifications?per_page=1', { token })).unread;

const bellLabel = (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} new`);

function isoDayIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A public one-day trip of the demo guide, `days` days away, through the API the wizard uses. */
async function newTrip(baseUrl: string, guideToken: string, name: string, days: number) {
  const start = isoDayIn(days);
  const { event } = await api<{ event: { id: number } }>(baseUrl, '/api/event', {
    method: 'POST',
    token: guideToken,
    body: JSON.stringify({
      event_name: name,
      duration_type: 'single',
      event_duration: ['Full day'],
      start_date: start,
      end_date: start,
      category: 'Rock Climbing',
      address: 'Grassi Lakes, Canmore, AB',
      latitude: 51.0806,
      longitude: -115.3985,
      event_type: 'public',
      attendance_min: 1,
      attendance_limit: 4,
      price: [{ id: 1, price: 15_000 }],
      event_description: '<p>Bolted limestone above the lakes.</p>',
      experience_required: ['Beginner'],
      terms_type: 'link',
      terms_link: 'https://cordee.ca/waivers/grassi',
    }),
  });
  return { eventId: event.id, start };
}

describe('Notifications', () => {
  const journey = useServerAndBrowser();

  it("a climber's booking request rings the guide's bell without a reload; opening it shows the climber", async () => {
    await journey('notifications-live-bell', DESKTOP, async ({ page, baseUrl }) => {
      const guideToken = await tokenFor(baseUrl, GUIDE);
      const climberToken = await tokenFor(baseUrl, CLIMBER.email);
      const { eventId, start } = await newTrip(baseUrl, guideToken, 'Grassi Lakes sport day', 12);

      // The page's live stream is held back until the climber has asked, so the notification is made
      // before the stream opens: its first connection resumes from the page's bootstrap cursor and still
      // brings it (without the cursor it showed only after a reload).
      let releaseStream = () => {};
      const streamHeld = new Promise<void>((resolve) => {
        releaseStream = resolve;
      });
      await page.route('**/api/realtime', async (route) => {
        await streamHeld;
        await route.continue();
      });
      await signIn(page, baseUrl, GUIDE);
      const before = await unreadOf(baseUrl, guideToken);
      await visible(page.getByRole('button', { name: bellLabel(before), exact: true }));
      // Marks this document: a reload would lose it.
      await page.evaluate(() => {
        (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
      });

      // The climber asks for a seat (the API the booking modal calls).
      await api(baseUrl, `/api/prebook-event/${eventId}`, {
        method: 'POST',
        token: climberToken,
        body: JSON.stringify({
          occurrence_date: start,
          group_size: 1,
          attendees: [{ name: CLIMBER.name, email: CLIMBER.email, dob: '1994-06-12' }],
        }),
      });
      releaseStream();

      const bell = page.getByRole('button', { name: bellLabel(before + 1), exact: true });
      await visible(bell);
      assert.equal(
        await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
        true,
        'the bell changed without a reload',
      );

      await bell.click();
      const dropdown = page.getByRole('dialog', { name: 'Notifications' });
      const newest = dropdown.getByRole('listitem').first();
      await visible(newest.getByText('You have a new booking request.'));
      await assertAccessible(page, 'the bell dropdown');
      await newest.getByRole('button').click();

      // The guide's click opens the climber view of the booking, and reading it drops the badge.
      await visible(page.getByRole('dialog').getByText(CLIMBER.name).first());
      assert.equal(await unreadOf(baseUrl, guideToken), before);
    });
  });

  it('the full list at 390 px: unread marks and Mark all as read', async () => {
    await journey('notifications-page-mobile', MOBILE, async ({ page, baseUrl }) => {
      const guideToken = await tokenFor(baseUrl, GUIDE);
      await signIn(page, baseUrl, GUIDE);
      await page.goto('/notifications');
      await visible(page.getByRole('heading', { name: 'Notifications', level: 1 }));
      await assertAccessible(page, 'Notifications at 390 px');

      const markAll = page.getByRole('button', { name: 'Mark all as read' });
      if ((await unreadOf(baseUrl, guideToken)) > 0) {
        await markAll.click();
        await visible(page.getByRole('heading', { name: 'All read' }));
      }
      assert.equal(await unreadOf(baseUrl, guideToken), 0);
      assert.equal(await page.getByText('(unread)').count(), 0);
      assert.equal(await markAll.isDisabled(), true);
    });
  });
});
