import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './support/browser.ts';
import { chunkAddressOf } from './support/build-manifest.ts';
import { DEMO_PASSWORD, signInThroughForm, useServerAndBrowser, visible } from './support/journey.ts';

const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 390, height: 844 };

type Occurrence = { starts_on: string; ends_on: string };
type ApiEvent = {
  id: number;
  event_name: string;
  category: string;
  address: string;
  state: string | null;
  province: string | null;
  latitude: number;
  longitude: number;
  min_price: number;
  price: Array<{ price: number; priceh?: number | null }>;
  /** A listing carries the next runs only (GET /api/event/{id} has them all). */
  next_occurrences: Occurrence[];
};

/** The markers answer's columns this journey counts (EventMarkerColumnsSchema). */
type MarkerList = {
  id: number[];
  other_location: { course: number[] };
  total: number;
  truncated: boolean;
};

async function api<T>(baseUrl: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...init.headers },
  });
  const body = (await response.json()) as T;
  assert.ok(response.ok, `${init.method ?? 'GET'} ${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

async function upcomingEvents(baseUrl: string): Promise<ApiEvent[]> {
  return (await api<{ events: ApiEvent[] }>(baseUrl, '/api/getevents?per_page=100')).events;
}

/** The marker's label as the screen writes it: the lowest price, whole dollars ("CA$425"). */
function dollars(cents: number): string {
  return `CA$${new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(cents / 100)}`;
}

function priceRange(event: ApiEvent): string {
  const amounts = event.price.flatMap((row) => (row.priceh != null ? [row.price, row.priceh] : [row.price]));
  const [min, max] = [Math.min(...amounts), Math.max(...amounts)];
  return min === max ? dollars(min) : `${dollars(min)} - ${dollars(max)}`;
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** An event name no other demo event contains, so a keyword search finds it alone (one marker, no cluster). */
function uniqueByName(events: ApiEvent[]): ApiEvent {
  const unique = events.find((event) => {
    const word = event.event_name.split(/[^A-Za-z]+/).find((part) => part.length >= 7);
    if (!word) return false;
    const matches = events.filter(
      (other) =>
        other.event_name.toLowerCase().includes(word.toLowerCase()) ||
        other.address.toLowerCase().includes(word.toLowerCase()),
    );
    return matches.length === 1;
  });
  assert.ok(unique, 'a demo event with a word of its own in its name');
  return unique;
}

function distinctiveWordOf(event: ApiEvent, events: ApiEvent[]): string {
  const word = event.event_name
    .split(/[^A-Za-z]+/)
    .find(
      (part) =>
        part.length >= 7 &&
        events.filter(
          (other) =>
            other.event_name.toLowerCase().includes(part.toLowerCase()) ||
            other.address.toLowerCase().includes(part.toLowerCase()),
        ).length === 1,
    );
  assert.ok(word);
  return word;
}

async function searchFor(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search courses' }).fill(text);
  await page.getByRole('button', { name: "Let's Go" }).click();
}

/** Leaflet fades a popup in; axe would measure the colours half-way. */
async function popupShown(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const popup = document.querySelector('.leaflet-popup');
    return popup !== null && getComputedStyle(popup).opacity === '1';
  });
}

/** The web app's page of results (SEARCH_PAGE_SIZE in src/api/events.api.ts). */
const SEARCH_PAGE_SIZE = 24;

const results = (page: Page) => page.getByRole('region', { name: 'Courses', exact: true });

/**
 * What the page asks for of the map from now on: the scripts of Leaflet's chunk (react-leaflet's TileLayer
 * names it), the search screen's largest download, and the markers answer, the largest thing to decode.
 * Both come only when the map is looked at.
 */
function watchMapScripts(page: Page): { scripts: string[]; markers: string[] } {
  const requested = { scripts: [] as string[], markers: [] as string[] };
  const leafletChunk = chunkAddressOf('TileLayer');
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === leafletChunk) requested.scripts.push(request.url());
    if (pathname === '/api/event-markers') requested.markers.push(request.url());
  });
  return requested;
}

describe('Search and explore courses', () => {
  const journey = useServerAndBrowser();

  it('lets a visitor find a course by keyword, see it on the map, open it, and meet the login prompt', async () => {
    await journey('event-search-visitor-keyword', DESKTOP, async ({ page, baseUrl }) => {
      const events = await upcomingEvents(baseUrl);
      const target = uniqueByName(events);
      const word = distinctiveWordOf(target, events);

      const idleMarkers = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/event-markers' && response.ok(),
      );
      await page.goto('/viewevents');
      await visible(page.getByRole('heading', { name: 'Find a guided climbing course', level: 1 }));
      await visible(results(page).getByRole('heading', { name: 'Courses' }));
      await visible(
        results(page).getByText(`${Math.min(events.length, SEARCH_PAGE_SIZE)} of ${events.length} courses`),
      );

      // The idle map holds every upcoming course, whatever the list has loaded: the markers answer counts
      // what getevents counts, and the clusters and single markers on the map add up to its places.
      const answer = (await (await idleMarkers).json()) as MarkerList;
      const listed = await api<{ total: number }>(baseUrl, '/api/getevents?per_page=1');
      assert.equal(answer.total, listed.total);
      assert.equal(answer.id.length, listed.total);
      assert.equal(answer.truncated, false);
      const places = answer.id.length + answer.other_location.course.length;
      await page.waitForFunction((expected) => {
        const map = document.querySelector('section[aria-label="Map of the courses"]');
        if (!map) return false;
        const clustered = Array.from(map.querySelectorAll('.marker-cluster')).reduce(
          (sum, cluster) => sum + Number(cluster.textContent),
          0,
        );
        return clustered + map.querySelectorAll('.cordee-price-marker').length === expected;
      }, places);
      await visible(page.getByRole('link', { name: 'Log in' }));
      await assertAccessible(page, 'ViewEvents (idle)');

      // An empty box says so and searches nothing.
      await page.getByRole('button', { name: "Let's Go" }).click();
      await visible(page.getByText('Please input a search parameter'));
      assert.equal(new URL(page.url()).search, '');

      await searchFor(page, word);
      await page.waitForURL((url) => url.searchParams.get('status') === 'search');
      assert.equal(new URL(page.url()).searchParams.get('query'), word);
      await visible(page.getByText('Search results for:'));
      await visible(results(page).getByRole('button', { name: target.event_name }));
      await visible(results(page).getByText('1 of 1 course'));
      await assertAccessible(page, 'ViewEvents (search results)');

      // The map: one price marker, its popup with the name and the range, and the way into the course.
      const map = page.getByRole('region', { name: 'Map of the courses' });
      const marker = map.getByRole('button', { name: `${target.event_name}: ${dollars(target.min_price)}` });
      await visible(marker);
      await marker.click();
      const popup = map.locator('.leaflet-popup');
      await visible(popup.getByText(target.event_name, { exact: true }));
      await visible(popup.getByText(priceRange(target), { exact: true }));
      await popupShown(page);
      await assertAccessible(page, 'ViewEvents (map popup)');
      await popup.getByRole('button', { name: 'View course' }).click();

      const detail = page.getByRole('dialog', { name: 'Selected Course' });
      await visible(detail.getByRole('heading', { name: target.event_name }));
      const directions = detail.getByRole('link', { name: 'Directions' }).first();
      assert.equal(
        await directions.getAttribute('href'),
        `https://www.google.com/maps/dir/?api=1&destination=${target.latitude},${target.longitude}`,
      );
      assert.equal(await directions.getAttribute('rel'), 'noopener noreferrer');
      assert.equal(await directions.getAttribute('target'), '_blank');
      await assertAccessible(page, 'Selected Course (visitor)');

      // A visitor who wants to book is asked to log in or sign up.
      await detail.getByRole('button', { name: 'Book event' }).click();
      const prompt = page.getByRole('dialog', { name: 'Log in to book' });
      await visible(prompt.getByText('To book this course you have to be logged in or sign up'));
      await visible(prompt.getByRole('link', { name: 'Sign up' }));
      await assertAccessible(page, 'Login prompt');
      await prompt.getByRole('link', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/signin');
      await prompt.waitFor({ state: 'detached' });

      // Back restores the search from the route query.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/viewevents' && url.searchParams.get('query') === word);
      await visible(results(page).getByRole('button', { name: target.event_name }));

      // Clear returns to the idle list; a search that finds nothing says so in the ViewEvents wording.
      await page.getByRole('link', { name: 'Clear' }).click();
      await page.waitForURL(`${baseUrl}/viewevents`);
      await page.getByText('Search results for:').waitFor({ state: 'detached' });
      await searchFor(page, 'no-such-course-anywhere');
      await visible(page.getByRole('heading', { name: 'Not found' }));
      await visible(page.getByText('Sorry, no courses were found for the specified search'));
    });
  });

  it('filters by course type and a preferred date, and a reload keeps the filters', async () => {
    await journey('event-search-visitor-filters', DESKTOP, async ({ page, baseUrl }) => {
      const events = await upcomingEvents(baseUrl);
      // A date one of the demo courses runs on: one of its dated occurrences still to come.
      const today = todayIso();
      const target = events.find(
        (event) => event.category !== 'Other' && event.next_occurrences.some((o) => o.starts_on >= today),
      );
      assert.ok(target, 'a demo course with a date to come');
      const date = target.next_occurrences.find((o) => o.starts_on >= today)?.starts_on ?? '';

      await page.goto('/viewevents');
      await visible(results(page).getByRole('list'));
      const types = page.getByRole('group', { name: 'Course type' });
      assert.deepEqual(await types.getByRole('button').allTextContents(), [
        'Ice Climbing',
        'Rock Climbing',
        'Mixed Climbing',
        'Mountaineering',
        'Hiking',
      ]);
      // Clicking the chosen type again clears it.
      const chip = types.getByRole('button', { name: target.category });
      await chip.click();
      assert.equal(await chip.getAttribute('aria-pressed'), 'true');
      await chip.click();
      assert.equal(await chip.getAttribute('aria-pressed'), 'false');
      await chip.click();
      await page.getByLabel('Preferred date').fill(date);
      await page.getByRole('button', { name: 'Apply' }).click();

      await page.waitForURL((url) => url.searchParams.get('filter_date') === date);
      const query = new URL(page.url()).searchParams;
      assert.equal(query.get('status'), 'filter');
      assert.equal(query.get('filter_category'), target.category);
      await visible(page.getByText('Filters:'));
      await visible(results(page).getByRole('button', { name: target.event_name }));

      await page.reload();
      await visible(results(page).getByRole('button', { name: target.event_name }));
      assert.equal(await types.getByRole('button', { name: target.category }).getAttribute('aria-pressed'), 'true');
      assert.equal(await page.getByLabel('Preferred date').inputValue(), date);
    });
  });

  it('sends a question from the Ask a Question modal', async () => {
    await journey('event-search-contact', DESKTOP, async ({ page, baseUrl }) => {
      const message = `Do you rent crampons? (${Date.now()})`;
      await page.goto('/viewevents');
      // No scheduling page is configured here, so only Ask a Question is offered.
      await visible(page.getByRole('button', { name: 'Ask a Question' }));
      assert.equal(await page.getByRole('button', { name: 'Schedule Meeting' }).count(), 0);

      await page.getByRole('button', { name: 'Ask a Question' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ask a Question' });
      await dialog.getByRole('button', { name: 'Submit request' }).click();
      await visible(dialog.getByText('Please type in a valid email.'));
      await visible(dialog.getByText('Please type in a message.'));
      await assertAccessible(page, 'Ask a Question');

      await dialog.getByLabel('Email').fill('visitor@example.test');
      await dialog.getByLabel('Message').fill(message);
      await dialog.getByRole('button', { name: 'Submit request' }).click();
      await visible(page.getByRole('status').filter({ hasText: 'Your message has been sent successfully.' }));
      await dialog.waitFor({ state: 'detached' });

      const mails = await api<Array<{ text: string }>>(baseUrl, '/dev/mailbox.json');
      const mail = mails.find((entry) => entry.text.includes(message));
      assert.ok(mail, 'the question reached the support mailbox');
      assert.match(mail.text, /visitor@example\.test/);
      assert.match(mail.text, /not signed in/);
    });
  });

  it('finds courses near the current location', async () => {
    await journey('event-search-nearby', DESKTOP, async ({ page, baseUrl }) => {
      const events = await upcomingEvents(baseUrl);
      const [first] = events;
      assert.ok(first);
      const nearby = await api<{ events: ApiEvent[] }>(baseUrl, '/api/get-nearby-events', {
        method: 'POST',
        body: JSON.stringify({ lat: first.latitude, lng: first.longitude, rad: 100 }),
      });
      const nearest = nearby.events[0];
      assert.ok(nearest);
      // The status line names the position by the server's reverse lookup.
      const found = await api<{ city: string; state: string; found: boolean }>(
        baseUrl,
        `/api/reverse-geocode?lat=${first.latitude}&lng=${first.longitude}`,
      );
      const place = found.found ? `${found.city}, ${found.state}` : '';

      await page.context().grantPermissions(['geolocation']);
      await page.context().setGeolocation({ latitude: first.latitude, longitude: first.longitude });
      await page.goto('/viewevents');
      await page.getByRole('button', { name: 'Near me' }).click();

      await page.waitForURL((url) => url.searchParams.get('status') === 'location' && url.searchParams.has('addr'));
      await visible(page.getByText('Courses near your current location:'));
      if (place) await visible(page.getByText(place, { exact: true }));
      await visible(results(page).getByRole('button', { name: nearest.event_name }));
    });
  });

  it('sends a signed-in climber to ExploreEvents with the search kept, in its own wording', async () => {
    await journey('event-search-climber', DESKTOP, async ({ page, baseUrl }) => {
      const events = await upcomingEvents(baseUrl);
      const target = uniqueByName(events);
      const word = distinctiveWordOf(target, events);

      await page.goto('/signin');
      await signInThroughForm(page, 'climber@cordee.test');
      await page.waitForURL(`${baseUrl}/`);

      await page.goto(`/viewevents?status=search&query=${encodeURIComponent(word)}`);
      await page.waitForURL((url) => url.pathname === '/explore-events' && url.searchParams.get('query') === word);
      await visible(page.getByRole('heading', { name: 'Courses', level: 1 }));
      const card = results(page).getByRole('listitem').filter({ hasText: target.event_name });
      await visible(card);
      // Climbers see the event type on the card.
      await visible(card.getByText(/^(Public|Private)$/));
      await assertAccessible(page, 'ExploreEvents');

      // A climber's email is filled in and locked in Ask a Question.
      await page.getByRole('button', { name: 'Ask a Question' }).click();
      const contact = page.getByRole('dialog', { name: 'Ask a Question' });
      assert.equal(await contact.getByLabel('Email').inputValue(), 'climber@cordee.test');
      assert.equal(await contact.getByLabel('Email').getAttribute('readonly'), '');
      await contact.getByRole('button', { name: 'Cancel' }).click();
      await contact.waitFor({ state: 'detached' });

      // A climber books from the course panel (e2e/bookings.e2e.ts walks through it); the demo climber may
      // already hold a booking on this course, which then reads "Complete booking" or a disabled "Book event".
      await card.getByRole('button', { name: target.event_name }).click();
      const detail = page.getByRole('dialog', { name: 'Selected Course' });
      await visible(detail.getByRole('heading', { name: target.event_name }));
      await visible(detail.getByRole('button', { name: /^(Book event|Complete booking)$/ }));
      await page.keyboard.press('Escape');

      await searchFor(page, 'no-such-course-anywhere');
      await visible(page.getByText('Sorry, no course was found for the specified parameter'));
    });
  });

  it('shows a card at the bottom of the map on a phone instead of a popup', async () => {
    await journey('event-search-mobile', MOBILE, async ({ page, baseUrl }) => {
      const events = await upcomingEvents(baseUrl);
      const target = uniqueByName(events);
      const word = distinctiveWordOf(target, events);
      const mapScripts = watchMapScripts(page);

      await page.goto(`/viewevents?status=search&query=${encodeURIComponent(word)}`);
      await visible(results(page).getByRole('button', { name: target.event_name }));
      assert.equal(await page.getByRole('button', { name: 'Ask a Question' }).count(), 0);

      // A phone shows the list first, and downloads no map until "Map" is pressed.
      const views = page.getByRole('group', { name: 'Show the courses as' });
      const list = views.getByRole('button', { name: 'List' });
      const mapButton = views.getByRole('button', { name: 'Map' });
      assert.equal(await list.getAttribute('aria-pressed'), 'true');
      const switchBox = await mapButton.boundingBox();
      assert.ok(switchBox && switchBox.height >= 44, `the Map button is a 44 px touch target (${switchBox?.height})`);
      await page.waitForLoadState('networkidle');
      assert.deepEqual(mapScripts.scripts, [], 'no map code before "Map" is pressed');
      assert.deepEqual(mapScripts.markers, [], 'no markers before "Map" is pressed');
      await assertAccessible(page, 'ViewEvents (phone list)');

      const markers = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/event-markers');
      await mapButton.click();
      await markers;
      assert.equal(await mapButton.getAttribute('aria-pressed'), 'true');
      assert.equal(await results(page).count(), 0, 'the map shows in place of the list');
      const map = page.getByRole('region', { name: 'Map of the courses' });
      await visible(map);
      assert.equal(mapScripts.scripts.length, 1, 'the map code arrives once "Map" is pressed');
      assert.equal(mapScripts.markers.length, 1, 'the markers arrive with it');
      const mapBox = await map.boundingBox();
      assert.ok(mapBox && mapBox.height >= 320, `the map is tall enough to use (${mapBox?.height})`);
      await map.getByRole('button', { name: `${target.event_name}: ${dollars(target.min_price)}` }).click();
      const card = map.getByRole('article', { name: target.event_name });
      await visible(card);
      const shortAddress = target.address.length > 20 ? `${target.address.slice(0, 17).trimEnd()}...` : target.address;
      await visible(card.getByText(shortAddress, { exact: true }));
      await visible(card.getByText(priceRange(target), { exact: true }));
      assert.equal(await map.locator('.leaflet-popup').count(), 0);
      await assertAccessible(page, 'ViewEvents (mobile map card)');

      await card.getByRole('button', { name: 'View course' }).click();
      const detail = page.getByRole('dialog', { name: 'Selected Course' });
      await visible(detail.getByRole('heading', { name: target.event_name }));
      await detail.getByRole('button', { name: 'Close' }).click();
      await detail.waitFor({ state: 'detached' });

      await list.click();
      await visible(results(page).getByRole('button', { name: target.event_name }));
      assert.equal(await map.count(), 0);
    });
  });

  it('downloads no map under a course opened by a link until the course is closed', async () => {
    await journey('event-search-deep-link', DESKTOP, async ({ page, baseUrl }) => {
      const [target] = await upcomingEvents(baseUrl);
      assert.ok(target);
      const mapScripts = watchMapScripts(page);

      await page.goto(`/viewevents?event=${target.id}`);
      const detail = page.getByRole('dialog', { name: 'Selected Course' });
      await visible(detail.getByRole('heading', { name: target.event_name }));
      await page.waitForLoadState('networkidle');
      assert.deepEqual(mapScripts.scripts, [], 'no map code under the course');
      assert.deepEqual(mapScripts.markers, [], 'no markers under the course');

      await detail.getByRole('button', { name: 'Close' }).click();
      await detail.waitFor({ state: 'detached' });
      await visible(page.getByRole('region', { name: 'Map of the courses' }));
      assert.equal(mapScripts.scripts.length, 1, 'the map code arrives once the course is closed');
      assert.equal(mapScripts.markers.length, 1, 'the markers arrive with it');
    });
  });

  it('C6: shows stored XSS in an event as text on the list, the map and the detail panel', async () => {
    await journey('event-search-xss', DESKTOP, async ({ page, baseUrl }) => {
      const signIn = await api<{ token: string }>(baseUrl, '/api/sign-in', {
        method: 'POST',
        body: JSON.stringify({ email: 'guide@cordee.test', password: DEMO_PASSWORD }),
      });
      const img = '<img src=x onerror="window.__xss=1">';
      const svg = '<svg onload=window.__xss=1>';
      const script = '<script>window.__xss=1</script>';
      const link = '<a href="javascript:window.__xss=1">click me</a>';
      const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const name = `Xssprobe ${img}${svg}`;
      await api(baseUrl, '/api/event', {
        method: 'POST',
        headers: { Authorization: `Bearer ${signIn.token}` },
        body: JSON.stringify({
          event_name: name,
          start_date: start,
          end_date: start,
          category: 'Rock Climbing',
          address: `${script}${img} Squamish, BC`,
          latitude: 49.7,
          longitude: -123.1,
          // Far enough from the main place that the two markers do not cluster at zoom 4, near enough that
          // both stay well inside the map.
          other_location: [{ address: `${svg} Regina`, lat: 50.45, lng: -104.6 }],
          attendance_min: 1,
          attendance_limit: 4,
          price: [{ id: 1, price: 12_000 }],
          event_description: `<p>Safe words</p>${script}${img}${link}`,
          itinerary: `<ol><li>Meet</li></ol>${svg}${img}${link}`,
          experience_required: ['Beginner'],
          terms_type: 'link',
          terms_link: 'https://cordee.ca/waivers/xss',
          faqs: [{ question: `${img} Is it safe?`, answer: `${script}${link}` }],
          climber_gears: [`${img} helmet`],
        }),
      });

      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const noXss = async (where: string) => {
        const state = await page.evaluate(() => ({
          xss: (window as unknown as { __xss?: unknown }).__xss,
          images: document.querySelectorAll('img[src="x"]').length,
          svgs: document.querySelectorAll('svg[onload]').length,
          scripts: Array.from(document.querySelectorAll('script')).filter((s) => s.textContent?.includes('__xss'))
            .length,
          links: document.querySelectorAll('a[href^="javascript:"]').length,
        }));
        assert.deepEqual(state, { xss: undefined, images: 0, svgs: 0, scripts: 0, links: 0 }, where);
        assert.deepEqual(dialogs, [], where);
      };

      await page.goto('/viewevents?status=search&query=Xssprobe');
      const card = results(page).getByRole('listitem').filter({ hasText: 'Xssprobe' });
      await visible(card);
      await visible(card.getByText(name, { exact: true }));
      await noXss('the result list');

      const map = page.getByRole('region', { name: 'Map of the courses' });
      await map.getByRole('button', { name: `${name}: CA$120` }).click();
      const popup = map.locator('.leaflet-popup');
      await visible(popup.getByText(name, { exact: true }));
      await noXss('the map popup');
      await map.locator('.leaflet-popup-close-button').click();
      await popup.waitFor({ state: 'detached' });
      await map.getByRole('button', { name: `${name} (Another location of this course): CA$120` }).click();
      await visible(popup.getByText('Another location of this course'));
      await noXss('the popup of the other location');

      await popup.getByRole('button', { name: 'View course' }).click();
      const detail = page.getByRole('dialog', { name: 'Selected Course' });
      await visible(detail.getByRole('heading', { name }));
      await visible(detail.getByText(`${img} Is it safe?`, { exact: true }));
      await visible(detail.getByText('Safe words'));
      await noXss('the detail panel');
    });
  });
});
