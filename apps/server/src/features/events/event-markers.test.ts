import { decodeEventMarkers } from '@cordee/shared/event-markers.codec';
import { occurrenceDatesOf } from '@cordee/shared/event-schedule';
import { EventMarkerColumnsSchema } from '@cordee/shared/event-search.contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, daysFromNow, insertEventRow } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { UserRow } from '../users/users.tables.ts';
import { listEventMarkers } from './event-markers.service.ts';
import { eventOccurrences, type OtherLocation } from './events.tables.ts';

let t: TestApp;
let guide: UserRow;

beforeAll(async () => {
  // The cap test writes thousands of rows in one go; with PGlite in this process that blocks the event
  // loop, and the overload guard would then refuse the next requests.
  t = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: 0 });
  guide = await createUser(t.database.db, { role: 'guide', isApproved: true });
});
afterAll(async () => {
  await t.close();
});

type Seed = {
  name: string;
  start: number;
  end?: number;
  weekly?: boolean;
  address?: string;
  lat?: number;
  lng?: number;
  category?: string;
  price?: Array<{ id: number; price: number; priceh?: number | null }>;
  otherLocation?: OtherLocation[];
};

/** An event and its occurrences written straight to the tables (past dates included). */
async function seedEvent(seed: Seed) {
  const startDate = daysFromNow(seed.start);
  const endDate = daysFromNow(seed.end ?? seed.start);
  const repeat = seed.weekly === true;
  const price = seed.price ?? [{ id: 1, price: 10_000 }];
  const row = await insertEventRow(t.database.db, {
    guideId: guide.id,
    eventName: seed.name,
    durationType: endDate > startDate && !repeat ? 'multi' : 'single',
    startDate,
    endDate,
    repeat,
    repeatAt: repeat ? 'weekly' : 'daily',
    category: seed.category ?? 'Rock Climbing',
    address: seed.address ?? 'Somewhere, BC',
    latitude: seed.lat ?? 49.7,
    longitude: seed.lng ?? -123.15,
    price,
    minPriceCents: Math.min(...price.flatMap((p) => [p.price, p.priceh ?? p.price])),
    otherLocation: seed.otherLocation ?? [],
  });
  const days = occurrenceDatesOf({
    start_date: startDate,
    end_date: endDate,
    repeat,
    repeat_at: row.repeatAt,
    repeat_dates: [],
  });
  await t.database.db
    .insert(eventOccurrences)
    .values(days.map((day) => ({ eventId: row.id, startsOn: day, endsOn: repeat ? day : endDate, capacity: 4 })));
  return row;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, payload });

/** The answer's columns, checked against the contract, back into one object per course. */
const markersOf = (response: { json: () => unknown }) =>
  decodeEventMarkers(EventMarkerColumnsSchema.parse(response.json()));
const getMarkers = async (url: string) => markersOf(await get(url));

type Marker = { id: number; event_name: string };
const markerNames = (body: { markers: Marker[] }) => body.markers.map((marker) => marker.event_name);
const ids = (list: Array<{ id: number }>) => list.map((item) => item.id);

describe('GET /api/event-markers', () => {
  it('answers every upcoming course with the marker columns only, prices in cents, in list order', async () => {
    const ranged = await seedEvent({
      name: 'Mk ranged',
      start: 3,
      address: 'Stawamus Chief Provincial Park, Squamish, BC',
      price: [
        { id: 1, price: 30_000, priceh: 18_000 },
        { id: 2, price: 25_000, priceh: 15_000 },
      ],
      otherLocation: [{ id: 'a', address: 'Smoke Bluffs, Squamish, BC', lat: 49.71, lng: -123.13 }],
    });
    await seedEvent({ name: 'Mk later', start: 9 });
    await seedEvent({ name: 'Mk gone', start: -9, end: -7 });

    const response = await get('/api/event-markers');
    expect(response.statusCode, response.body).toBe(200);
    // One array per field, coordinates in whole 1e-5 degrees: no key repeated per course.
    expect(response.json()).toMatchObject({
      id: [ranged.id, expect.any(Number)],
      lat: [4970000, 4970000],
      lng: [-12315000, -12315000],
      price_spread: [15_000, 0],
      other_location: { course: [0], lat: [4971000], lng: [-12313000] },
    });
    const body = markersOf(response);
    expect(markerNames(body)).toEqual(['Mk ranged', 'Mk later']);
    expect(body).toMatchObject({ total: 2, truncated: false });
    expect(body.markers[0]).toEqual({
      id: ranged.id,
      event_name: 'Mk ranged',
      latitude: 49.7,
      longitude: -123.15,
      address: 'Stawamus Chief Provincial Park, Squamish, BC',
      min_price: 15_000,
      max_price: 30_000,
      other_location: [{ address: 'Smoke Bluffs, Squamish, BC', lat: 49.71, lng: -123.13 }],
    });
    expect(body.markers[1]).toMatchObject({ min_price: 10_000, max_price: 10_000, other_location: [] });

    const list = (await get('/api/getevents?per_page=100')).json();
    expect(ids(body.markers)).toEqual(ids(list.events));
    expect(body.total).toBe(list.total);
  });

  it('finds the keyword courses the keyword search finds, with its filters', async () => {
    await seedEvent({ name: 'Kwmk Chief multipitch', start: 12 });
    await seedEvent({ name: 'Crack school', address: 'Smoke Bluffs, KWMKVILLE, BC', start: 6, category: 'Hiking' });
    await seedEvent({ name: 'Old kwmk trip', start: -10, end: -8 });
    await seedEvent({ name: 'kwmk 100%', start: 14 });

    const response = await get('/api/event-markers?query=KwMk');
    expect(response.statusCode, response.body).toBe(200);
    const markers = markersOf(response);
    expect(markerNames(markers)).toEqual(['Crack school', 'Kwmk Chief multipitch', 'kwmk 100%']);
    const listed = (await post('/api/search-events/KwMk?per_page=100')).json();
    expect(ids(markers.markers)).toEqual(ids(listed.events));

    // LIKE's wildcards are plain characters, as in the list.
    expect(markerNames(await getMarkers('/api/event-markers?query=%25'))).toEqual(['kwmk 100%']);
    expect(markerNames(await getMarkers('/api/event-markers?query=kwmk&category=Hiking'))).toEqual(['Crack school']);
  });

  it('finds the courses within the radius of a point, nearest first; 100 km by default', async () => {
    // An empty corner of the map (northern Québec) so other tests' events never fall inside.
    await seedEvent({ name: 'Nr 50km', lat: 56.45, lng: -70.0, start: 2 });
    await seedEvent({ name: 'Nr 10km', lat: 56.09, lng: -70.0, start: 4 });
    await seedEvent({ name: 'Nr far 150km', lat: 57.35, lng: -70.0, start: 2 });
    await seedEvent({ name: 'Nr past 5km', lat: 56.045, lng: -70.0, start: -5, end: -4 });
    await seedEvent({
      name: 'Nr ice 30km',
      lat: 56.27,
      lng: -70.0,
      start: 8,
      category: 'Ice Climbing',
    });

    const byDefault = await getMarkers('/api/event-markers?lat=56&lng=-70');
    expect(markerNames(byDefault)).toEqual(['Nr 10km', 'Nr ice 30km', 'Nr 50km']);
    const listed = (await post('/api/get-nearby-events?per_page=100', { lat: 56, lng: -70 })).json();
    expect(ids(byDefault.markers)).toEqual(ids(listed.events));

    expect(markerNames(await getMarkers('/api/event-markers?lat=56&lng=-70&rad=200'))).toContain('Nr far 150km');
    expect(markerNames(await getMarkers('/api/event-markers?lat=56&lng=-70&rad=20'))).toEqual(['Nr 10km']);
    expect(markerNames(await getMarkers('/api/event-markers?lat=56&lng=-70&category=Ice%20Climbing'))).toEqual([
      'Nr ice 30km',
    ]);
  });

  it('applies the category and date filters as the list does (a date matches any occurrence)', async () => {
    // Weekly from day 70 to day 98: occurrences on days 70, 77, 84, 91, 98.
    await seedEvent({ name: 'Dtmk weekly', weekly: true, start: 70, end: 98, category: 'Mountaineering' });
    await seedEvent({ name: 'Dtmk traverse', start: 80, end: 85, category: 'Mixed Climbing' });

    const onOccurrence = await getMarkers(`/api/event-markers?date=${daysFromNow(84)}`);
    expect(markerNames(onOccurrence)).toEqual(['Dtmk weekly', 'Dtmk traverse']);
    const listed = (await get(`/api/getevents?date=${daysFromNow(84)}&per_page=100`)).json();
    expect(ids(onOccurrence.markers)).toEqual(ids(listed.events));

    expect(markerNames(await getMarkers(`/api/event-markers?date=${daysFromNow(85)}`))).toEqual(['Dtmk traverse']);
    expect(markerNames(await getMarkers(`/api/event-markers?date=${daysFromNow(84)}&category=Mountaineering`))).toEqual(
      ['Dtmk weekly'],
    );
    expect(markerNames(await getMarkers(`/api/event-markers?query=dtmk&date=${daysFromNow(86)}`))).toEqual([]);
  });

  it('holds at most 5,000 courses, the list’s first ones, and says when more match', async () => {
    // 5,003 upcoming courses on 40 start days, written in one statement.
    await t.database.db.execute(sql`
      insert into events (guide_id, event_name, duration_type, start_date, end_date, repeat_at, category,
        address, latitude, longitude, event_type, attendance_min, attendance_limit, price, min_price_cents,
        experience_required, terms_type, terms_link, color)
      select ${guide.id}, 'Capmk trip ' || n, 'single', current_date + 200 + (n * 7) % 40, current_date + 200 + (n * 7) % 40,
        'daily', 'Other', n || ' Trailhead Road, Faraway, NU', 66, -90, 'public', 1, 4,
        '[{"id":1,"price":12000,"priceh":9000}]', 9000, '["Beginner"]', 'link', 'https://example.test/waiver.pdf', 'blue'
      from generate_series(1, 5003) as n`);

    const response = await get('/api/event-markers?query=capmk');
    expect(response.statusCode).toBe(200);
    const body = markersOf(response);
    expect(body.total).toBe(5003);
    expect(body.truncated).toBe(true);
    expect(body.markers).toHaveLength(5000);
    expect(body.markers[0]).toMatchObject({ min_price: 9000, max_price: 12_000 });
    // The cap keeps the list's order (soonest start, then id), so it is the same on every call.
    const firstPage = (await post('/api/search-events/capmk?per_page=100')).json();
    expect(ids(body.markers.slice(0, 100))).toEqual(ids(firstPage.events));
    const lastPage = (await post('/api/search-events/capmk?per_page=100&page=50')).json();
    expect(ids(body.markers.slice(4900))).toEqual(ids(lastPage.events));
    expect(ids((await getMarkers('/api/event-markers?query=capmk')).markers)).toEqual(ids(body.markers));

    // Any cap: the service takes it as an argument.
    const capped = await listEventMarkers(t.database.db, { query: 'capmk' }, 3);
    expect(capped).toMatchObject({ total: 5003, truncated: true });
    expect(capped.id).toEqual(ids(body.markers.slice(0, 3)));
    const exact = await listEventMarkers(t.database.db, { query: 'Capmk trip 4999' }, 1);
    expect(exact).toMatchObject({ total: 1, truncated: false });

    await t.database.db.execute(sql`delete from events where event_name like 'Capmk trip %'`);
  });

  it('answers 422 with a message per field for bad input', async () => {
    const cases: Array<[string, Record<string, string[]>]> = [
      ['lat=50', { lng: ['The longitude is needed with the latitude.'] }],
      ['lng=-120', { lat: ['The latitude is needed with the longitude.'] }],
      ['rad=20', { rad: ['The radius needs a latitude and a longitude.'] }],
      ['query=chief&lat=50&lng=-120', { query: ['Search by keyword or by location, not both.'] }],
      ['lat=50&lng=-120&rad=501', { rad: ['The radius can be at most 500 km.'] }],
      ['lat=50&lng=-120&rad=0', { rad: ['The radius must be more than 0 km.'] }],
      [
        'lat=91&lng=-181',
        { lat: ['The latitude must be between -90 and 90.'], lng: ['The longitude must be between -180 and 180.'] },
      ],
      ['lat=&lng=abc', { lat: ['The latitude must be a number.'], lng: ['The longitude must be a number.'] }],
      ['date=2026-02-30', { date: ['The date must be a date (YYYY-MM-DD).'] }],
      ['query=%20%20', { query: ['Type a name or a location to search for.'] }],
      [`query=${'a'.repeat(101)}`, { query: ['At most 100 characters.'] }],
    ];
    for (const [search, errors] of cases) {
      const response = await get(`/api/event-markers?${search}`);
      expect(response.statusCode, search).toBe(422);
      expect(response.json().errors, search).toEqual(errors);
    }
    const category = await get('/api/event-markers?category=Skydiving');
    expect(category.statusCode).toBe(422);
    expect(Object.keys(category.json().errors)).toEqual(['category']);
  });
});
