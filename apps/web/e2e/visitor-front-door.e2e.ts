import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './support/browser.ts';
import { DEMO_PASSWORD, signInThroughForm, useServerAndBrowser, visible } from './support/journey.ts';

const DESKTOP = { width: 1366, height: 900 };
const MOBILE = { width: 390, height: 844 };
const CLIMBER = 'climber@cordee.test';

type ListedEvent = { id: number; event_name: string };

async function firstUpcomingCourse(baseUrl: string): Promise<ListedEvent> {
  const response = await fetch(`${baseUrl}/api/getevents?per_page=1`, { headers: { Accept: 'application/json' } });
  assert.equal(response.status, 200);
  const [first] = ((await response.json()) as { events: ListedEvent[] }).events;
  assert.ok(first, 'the demo data has a course to come');
  return first;
}

/** Nothing sticks out sideways at this width: the page scrolls only down. */
async function assertNoSidewaysScroll(page: Page, screenName: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${screenName} is ${overflow}px wider than the window`);
}

describe("The visitor's front door", () => {
  const journey = useServerAndBrowser();

  it('takes a visitor from / to a course, through the booking prompt and SignIn, back to the same course', async () => {
    await journey('visitor-front-door-course', DESKTOP, async ({ page, baseUrl }) => {
      const course = await firstUpcomingCourse(baseUrl);

      // The root of the site is the catalogue for a visitor.
      await page.goto('/');
      await page.waitForURL(`${baseUrl}/viewevents`);
      await visible(page.getByRole('heading', { name: 'Find a guided climbing course', level: 1 }));
      const results = page.getByRole('region', { name: 'Courses', exact: true });

      // Opening a course names it in the address.
      await results.getByRole('button', { name: course.event_name }).first().click();
      const detail = page.getByRole('dialog', { name: 'Selected Course' });
      await visible(detail.getByRole('heading', { name: course.event_name }));
      await page.waitForURL((url) => url.searchParams.get('event') === String(course.id));

      await detail.getByRole('button', { name: 'Book event' }).click();
      const prompt = page.getByRole('dialog', { name: 'Log in to book' });
      await visible(prompt.getByText('To book this course you have to be logged in or sign up'));
      await prompt.getByRole('link', { name: 'Log in' }).click();
      await page.waitForURL(
        (url) => url.pathname === '/signin' && url.searchParams.get('next') === `/viewevents?event=${course.id}`,
      );
      await visible(page.getByRole('heading', { name: 'Log in to Cordée' }));
      await signInThroughForm(page, CLIMBER, DEMO_PASSWORD);

      // A climber browses inside the app (ExploreEvents), and the course is open again.
      await page.waitForURL(
        (url) => url.pathname === '/explore-events' && url.searchParams.get('event') === String(course.id),
      );
      const reopened = page.getByRole('dialog', { name: 'Selected Course' });
      await visible(reopened.getByRole('heading', { name: course.event_name }));
      await assertAccessible(page, 'The course, back after signing in');

      // Closing the course takes it out of the address.
      await reopened.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL((url) => url.pathname === '/explore-events' && !url.searchParams.has('event'));
    });
  });

  it('offers the courses, the Terms & Conditions and the Privacy Policy from the visitor screens', async () => {
    await journey('visitor-front-door-legal', MOBILE, async ({ page, baseUrl }) => {
      await page.goto('/signup');
      await visible(page.getByRole('heading', { name: 'Create your Cordée account' }));

      // The sign-up notice links both pages, in a new tab so the form is not lost.
      const noticeTerms = page.getByRole('link', { name: 'Terms & Conditions (opens in a new tab)' });
      assert.equal(await noticeTerms.getAttribute('href'), '/terms');
      assert.equal(await noticeTerms.getAttribute('target'), '_blank');
      const noticePrivacy = page.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
      assert.equal(await noticePrivacy.getAttribute('href'), '/privacy');
      await assertAccessible(page, 'SignUp with its legal links');

      // The footer of every public screen holds the app's own legal pages.
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Terms & Conditions' }).click();
      await page.waitForURL(`${baseUrl}/terms`);
      await visible(page.getByRole('heading', { name: 'Terms & Conditions', level: 1 }));
      await visible(page.getByText('Last updated March 2024'));
      await visible(page.getByText('14 days or more before the start: a full refund.'));
      await visible(page.getByText('7 to 13 days before the start: a 50% refund.'));
      await visible(page.getByText('6 days or fewer before the start: no refund.'));
      await visible(page.getByText('Once the trip has started: no refund.'));
      await assertNoSidewaysScroll(page, 'Terms & Conditions');
      await assertAccessible(page, 'Terms & Conditions');

      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL(`${baseUrl}/privacy`);
      await visible(page.getByRole('heading', { name: 'Privacy Policy', level: 1 }));
      await visible(page.getByText(/Personal Information Protection and Electronic Documents Act/));
      await visible(page.getByRole('link', { name: 'Office of the Privacy Commissioner of Canada' }));
      await visible(page.getByRole('link', { name: 'support@cordee.ca' }));
      await assertNoSidewaysScroll(page, 'Privacy Policy');
      await assertAccessible(page, 'Privacy Policy');

      // Every visitor screen is one click from the catalogue.
      await page.getByRole('link', { name: 'Browse courses' }).click();
      await page.waitForURL(`${baseUrl}/viewevents`);
      await visible(page.getByRole('heading', { name: 'Find a guided climbing course', level: 1 }));
      for (const path of ['/signin', '/apply-as-guide']) {
        await page.goto(path);
        await visible(page.getByRole('link', { name: 'Browse courses' }));
        await assertNoSidewaysScroll(page, path);
      }
    });
  });

  it('says a revoked session has ended and brings the person back to where they were', async () => {
    await journey('visitor-front-door-session-ended', DESKTOP, async ({ page, baseUrl }) => {
      await page.goto('/signin');
      await signInThroughForm(page, CLIMBER, DEMO_PASSWORD);
      await page.waitForURL(`${baseUrl}/`);
      await page.goto('/my-events');
      await visible(page.getByRole('heading', { level: 1 }));

      // The session is revoked elsewhere (a log out from another device uses the same call).
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const logout = await fetch(`${baseUrl}/api/logout`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      });
      assert.equal(logout.status, 200);

      // The next call the page makes is refused: SignIn says why and keeps the page.
      await page.reload();
      await page.waitForURL((url) => url.pathname === '/signin' && url.searchParams.get('reason') === 'session-ended');
      assert.match(new URL(page.url()).searchParams.get('next') ?? '', /^\/my-events/);
      await visible(page.getByRole('status').filter({ hasText: 'Your session has ended. Please log in again.' }));
      await assertAccessible(page, 'SignIn after the session ended');

      await signInThroughForm(page, CLIMBER, DEMO_PASSWORD);
      await page.waitForURL((url) => url.pathname === '/my-events');
    });
  });
});
