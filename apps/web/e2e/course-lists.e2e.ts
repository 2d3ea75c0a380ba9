import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './support/browser.ts';
import { DEMO_PASSWORD, signIn, useServerAndBrowser, visible } from './support/journey.ts';

const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 390, height: 844 };

/** Demo courses of guide@cordee.test (Gabriel Roy, apps/server/src/features/demo-seed/demo-events.ts). */
const OWN_COURSES = [
  'Yamnuska multi-pitch classic',
  'Grotto Canyon sport climbing for beginners',
  'Ha Ling Peak guided hike',
];
/** …and of other demo guides, which guide@cordee.test must never see. */
const OTHER_GUIDES_COURSE = 'Polar Circus in two days';

async function openAllCoursesFromMenu(page: Page, baseUrl: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'All Courses' }).click();
  await page.waitForURL(`${baseUrl}/upcoming-events`);
  await visible(page.getByRole('heading', { name: 'All Courses', level: 1 }));
}

/** The names of the courses on which the guide holds bookings, from the bookings API. */
async function bookedCourseNames(baseUrl: string, email: string): Promise<string[]> {
  const signIn = await fetch(`${baseUrl}/api/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const response = await fetch(`${baseUrl}/api/bookings?type=all&per_page=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  assert.equal(response.status, 200);
  const { bookings } = (await response.json()) as { bookings: Array<{ event_name: string }> };
  return [...new Set(bookings.map((booking) => booking.event_name))];
}

const courseButton = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Courses' }).getByRole('button', { name, exact: true });

describe('All Courses', () => {
  const journey = useServerAndBrowser();

  it('lets a guide switch tabs, search, open a course and delete it', async () => {
    await journey('course-lists-guide', DESKTOP, async ({ page, baseUrl }) => {
      await signIn(page, baseUrl, 'guide@cordee.test');
      await openAllCoursesFromMenu(page, baseUrl);

      for (const name of OWN_COURSES) await visible(courseButton(page, name));
      assert.equal(await courseButton(page, OTHER_GUIDES_COURSE).count(), 0, "another guide's course is listed");
      const tabs = page.getByRole('tablist', { name: 'Courses by status' });
      assert.equal(await tabs.getByRole('tab', { name: 'All' }).getAttribute('aria-selected'), 'true');
      await assertAccessible(page, 'All Courses');

      // The demo has no past course yet.
      await tabs.getByRole('tab', { name: 'Past' }).click();
      await page.waitForURL(`${baseUrl}/upcoming-events?type=past`);
      await visible(page.getByRole('heading', { name: 'No past course found' }));
      await visible(page.getByText('No course was found', { exact: true }));
      await assertAccessible(page, 'All Courses (empty tab)');
      // Registered: exactly the courses holding seats, the two the demo climber asked for (demo-bookings.ts).
      const booked = await bookedCourseNames(baseUrl, 'guide@cordee.test');
      assert.equal(booked.length, 2);
      await tabs.getByRole('tab', { name: 'Registered' }).click();
      await page.waitForURL(`${baseUrl}/upcoming-events?type=registered`);
      for (const name of booked) await visible(courseButton(page, name));
      assert.equal(await page.getByRole('list', { name: 'Courses' }).getByRole('listitem').count(), booked.length);
      await tabs.getByRole('tab', { name: 'All' }).click();
      await page.waitForURL(`${baseUrl}/upcoming-events`);

      // The search runs over the loaded list: case and punctuation do not matter.
      const search = page.getByLabel('Search courses');
      await search.fill('GROTTO canyon!');
      await visible(courseButton(page, 'Grotto Canyon sport climbing for beginners'));
      await visible(courseButton(page, 'Grotto Canyon frozen waterfall walk'));
      assert.equal(await page.getByRole('list', { name: 'Courses' }).getByRole('listitem').count(), 2);
      await search.fill('zermatt');
      await visible(page.getByRole('heading', { name: 'No upcoming course found' }));
      await search.fill('');

      // Opening a card: the Selected Course panel beside the list, its query in the address.
      await courseButton(page, 'Ha Ling Peak guided hike').click();
      await page.waitForURL(/\/upcoming-events\?current=\d+&origin=UpcomingEvents&status=upcoming$/);
      const panel = page.getByRole('region', { name: 'Selected Course' });
      await visible(panel.getByRole('heading', { name: 'Ha Ling Peak guided hike' }));
      const directions = panel.getByRole('link', { name: 'Directions' }).first();
      await visible(directions);
      assert.match(
        (await directions.getAttribute('href')) ?? '',
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d/,
      );
      await visible(panel.getByRole('button', { name: 'Edit event' }));
      await assertAccessible(page, 'All Courses (Selected Course)');

      // Close keeps the list; reopening and deleting removes the course for good.
      await panel.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL(`${baseUrl}/upcoming-events`);
      await panel.waitFor({ state: 'detached' });

      await courseButton(page, 'Ha Ling Peak guided hike').click();
      await panel.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete event' });
      await visible(confirm.getByText('Are you sure you want to delete this event?'));
      await assertAccessible(page, 'Delete event confirmation');
      await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
      await visible(page.getByRole('status').filter({ hasText: 'Event is deleted' }));
      await confirm.waitFor({ state: 'detached' });
      await page.waitForURL(`${baseUrl}/upcoming-events`);
      await panel.waitFor({ state: 'detached' });
      await courseButton(page, 'Ha Ling Peak guided hike').waitFor({ state: 'detached' });
      await visible(courseButton(page, 'Yamnuska multi-pitch classic'));

      await page.reload();
      await visible(courseButton(page, 'Yamnuska multi-pitch classic'));
      assert.equal(await courseButton(page, 'Ha Ling Peak guided hike').count(), 0);
    });
  });

  it("shows a super admin every guide's courses and lets them delete one", async () => {
    await journey('course-lists-super', DESKTOP, async ({ page, baseUrl }) => {
      await signIn(page, baseUrl, 'super@cordee.test');
      await openAllCoursesFromMenu(page, baseUrl);

      const list = page.getByRole('list', { name: 'Courses' });
      await visible(courseButton(page, OTHER_GUIDES_COURSE));
      for (const guide of ['Gabriel Roy', 'Sea to Sky Alpine Guides', 'Icefields Mountain Guides']) {
        await visible(list.getByText(`Guide: ${guide}`).first());
      }
      await assertAccessible(page, 'All Courses (super admin)');

      await page.getByLabel('Search courses').fill('polar circus');
      await courseButton(page, OTHER_GUIDES_COURSE).click();
      const panel = page.getByRole('region', { name: 'Selected Course' });
      await visible(panel.getByRole('heading', { name: OTHER_GUIDES_COURSE }));
      const deletedId = new URL(page.url()).searchParams.get('current');
      assert.ok(deletedId, 'the opened course is in the address');
      // Staff holding All Courses (the super admin always) edit and delete any guide's course.
      await visible(panel.getByRole('button', { name: 'Edit event' }));

      await panel.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete event' });
      await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
      await visible(page.getByRole('status').filter({ hasText: 'Event is deleted' }));
      await panel.waitFor({ state: 'detached' });
      await visible(page.getByRole('heading', { name: 'No upcoming course found' }));

      // A link to the deleted course now says it is gone and closes.
      await page.goto(`/upcoming-events?current=${deletedId}&origin=UpcomingEvents`);
      await visible(
        page
          .getByRole('alert')
          .filter({ hasText: 'Sorry, this event cannot be found. It may have been deleted by the guide.' }),
      );
      await page.waitForURL(`${baseUrl}/upcoming-events`);
    });
  });

  it('opens the course in a drawer on a phone', async () => {
    await journey('course-lists-mobile', MOBILE, async ({ page, baseUrl }) => {
      await signIn(page, baseUrl, 'guide@cordee.test');
      await page.goto('/upcoming-events');
      await courseButton(page, 'Yamnuska multi-pitch classic').click();
      const drawer = page.getByRole('dialog', { name: 'Selected Course' });
      await visible(drawer.getByRole('heading', { name: 'Yamnuska multi-pitch classic' }));
      await assertAccessible(page, 'All Courses (drawer)');
      await drawer.getByRole('button', { name: 'Close' }).click();
      await drawer.waitFor({ state: 'detached' });
      await page.waitForURL(`${baseUrl}/upcoming-events`);
    });
  });

  it('sends a climber who opens /upcoming-events to Access denied', async () => {
    await journey('course-lists-climber', DESKTOP, async ({ page, baseUrl }) => {
      await signIn(page, baseUrl, 'climber@cordee.test');
      assert.equal(
        await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'All Courses' }).count(),
        0,
      );
      await page.goto('/upcoming-events');
      await visible(page.getByRole('heading', { name: 'Access denied!' }));
    });
  });
});
