import { LISTED_NEXT_OCCURRENCES } from '@cordee/shared/events.contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBookingRow } from '../../test/booking-rows.ts';
import { bearer, createUser, daysFromNow, insertEventRow, signInAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { eventOccurrences } from './events.tables.ts';

/**
 * Finding 11: a page of 100 events repeating daily for a year embedded 36,600 occurrences (1.1 MB), and
 * ten clients asking for it in a loop made the server shed every request. Listings now carry the count
 * and the next few runs; only one event's own page carries them all.
 */
const EVENTS = 100;
const DAYS = 366;
/** A page of 100 listed events, their text included, stays well under this (it was 1.1 MB). */
const MAX_PAGE_BYTES = 250_000;

let t: TestApp;
let guideId: number;
let guideToken: string;
let firstEventId: number;

beforeAll(async () => {
  t = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: 0 });
  const guide = await createUser(t.database.db, { role: 'guide', isApproved: true });
  guideId = guide.id;
  guideToken = await signInAs(t.app, guide.email);
  const description = `<p>${'Steep ice, long days and good company on the classic lines. '.repeat(2)}</p>`;
  for (let i = 0; i < EVENTS; i += 1) {
    const row = await insertEventRow(t.database.db, {
      guideId,
      eventName: `Daily lap ${String(i).padStart(3, '0')}`,
      repeat: true,
      repeatAt: 'daily',
      // Runs from yesterday on: the one already over is counted but not among the next ones.
      startDate: daysFromNow(-1),
      endDate: daysFromNow(DAYS - 2),
      eventDescription: description,
      itinerary: description,
    });
    firstEventId ??= row.id;
    const runs = await t.database.db
      .insert(eventOccurrences)
      .values(
        Array.from({ length: DAYS }, (_, day) => ({
          eventId: row.id,
          startsOn: daysFromNow(day - 1),
          endsOn: daysFromNow(day - 1),
          capacity: 4,
        })),
      )
      .returning();
    // Two seats of one late run are taken by a booking, as in the app.
    const booked = runs[200];
    if (i === 0 && booked)
      await insertBookingRow(t.database.db, { run: { event: row, run: booked }, quantity: 2, status: 'paid' });
  }
}, 300_000);
afterAll(async () => {
  await t.close();
});

type Listed = {
  id: number;
  occurrence_count: number;
  next_occurrences: Array<{ starts_on: string; ends_on: string }>;
  has_bookings: boolean;
};

function expectBounded(name: string, response: { statusCode: number; body: string }, expectedEvents: number) {
  expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBe(200);
  const listed = (JSON.parse(response.body) as { events: Listed[] }).events;
  expect(listed, name).toHaveLength(expectedEvents);
  for (const event of listed) {
    expect(event, name).not.toHaveProperty('occurrences');
    expect(event, name).not.toHaveProperty('repeat_dates');
    expect(event.occurrence_count, name).toBe(DAYS);
    expect(event.next_occurrences.length, name).toBeLessThanOrEqual(LISTED_NEXT_OCCURRENCES);
    expect(
      event.next_occurrences.map((run) => run.starts_on),
      name,
    ).toEqual(Array.from({ length: LISTED_NEXT_OCCURRENCES }, (_, day) => daysFromNow(day)));
  }
  expect(Buffer.byteLength(response.body), name).toBeLessThan(MAX_PAGE_BYTES);
  return listed;
}

describe('listings of events with a year of dates (finding 11)', () => {
  it('GET /api/getevents?per_page=100 carries the count and the next runs only, in a bounded answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/getevents?per_page=100' });
    const listed = expectBounded('getevents', response, EVENTS);
    expect(listed.find((event) => event.id === firstEventId)?.has_bookings).toBe(true);
    expect(listed.filter((event) => event.has_bookings)).toHaveLength(1);
  });

  it('keeps the keyword, nearby and filtered searches, My Courses and the guide page bounded too', async () => {
    expectBounded(
      'search-events',
      await t.app.inject({ method: 'POST', url: '/api/search-events/daily%20lap?per_page=100' }),
      EVENTS,
    );
    expectBounded(
      'get-nearby-events',
      await t.app.inject({
        method: 'POST',
        url: '/api/get-nearby-events?per_page=100',
        payload: { lat: 49.7, lng: -123.15 },
      }),
      EVENTS,
    );
    expectBounded(
      'getevents with a category and a date',
      await t.app.inject({
        method: 'GET',
        url: `/api/getevents?per_page=100&category=Rock%20Climbing&date=${daysFromNow(30)}`,
      }),
      EVENTS,
    );
    expectBounded(
      'my-events',
      await t.app.inject({ method: 'GET', url: '/api/my-events?per_page=100', headers: bearer(guideToken) }),
      EVENTS,
    );
    const guidePage = await t.app.inject({ method: 'GET', url: `/api/get-this-guide/${guideId}` });
    expectBounded('get-this-guide', guidePage, 50);
  });

  it('leaves every run to the event’s own answer (the course panel and the edit wizard)', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/event/${firstEventId}` });
    expect(response.statusCode).toBe(200);
    const { event } = response.json();
    expect(event.occurrences).toHaveLength(DAYS);
    expect(event).toMatchObject({ occurrence_count: DAYS, has_bookings: true, repeat_dates: [] });
    expect(event.next_occurrences).toHaveLength(LISTED_NEXT_OCCURRENCES);
  });
});
