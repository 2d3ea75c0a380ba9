import { occurrenceDatesOf } from '@cordee/shared/event-schedule';
import { SEARCH_TOTAL_CAP } from '@cordee/shared/event-search-limits';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, daysFromNow, insertEventRow } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { UserRow } from '../users/users.tables.ts';
import { keywordPageQuery } from './event-search.service.ts';
import { eventOccurrences } from './events.tables.ts';

let t: TestApp;
let guide: UserRow;

beforeAll(async () => {
  // The plan test below writes thousands of rows in one go; with PGlite in this process that blocks the
  // event loop, and the overload guard (tested in overload.test.ts) would then refuse the next requests.
  t = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: 0 });
  guide = await createUser(t.database.db, {
    role: 'guide',
    isApproved: true,
    bio: 'Ice and rock in the Rockies.',
    guideAwards: ['ACMG Alpine Guide'],
    customerReviews: 'Great guide.',
  });
});
afterAll(async () => {
  await t.close();
});

type Seed = {
  name: string;
  address?: string;
  lat?: number;
  lng?: number;
  category?: string;
  start: number;
  end: number;
  repeatAt?: 'daily' | 'weekly' | 'weekdays' | 'weekends' | 'monthly' | 'custom';
  guideId?: number;
};

/** An event and its occurrences written straight to the tables (past dates included, unlike the API). */
async function seedEvent(seed: Seed) {
  const startDate = daysFromNow(seed.start);
  const endDate = daysFromNow(seed.end);
  const repeat = seed.repeatAt !== undefined;
  const row = await insertEventRow(t.database.db, {
    guideId: seed.guideId ?? guide.id,
    eventName: seed.name,
    durationType: seed.end > seed.start && !repeat ? 'multi' : 'single',
    startDate,
    endDate,
    repeat,
    repeatAt: seed.repeatAt ?? 'daily',
    category: seed.category ?? 'Rock Climbing',
    address: seed.address ?? 'Somewhere, BC',
    latitude: seed.lat ?? 49.7,
    longitude: seed.lng ?? -123.15,
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

const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, payload });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const names = (body: { events: { event_name: string }[] }) => body.events.map((e) => e.event_name);

describe('keyword search', () => {
  it('matches name or address, case-insensitively, future events only, in the getevents shape', async () => {
    await seedEvent({ name: 'Zqx Chief Multipitch', start: 10, end: 10 });
    await seedEvent({ name: 'Crack school', address: 'Smoke Bluffs, ZQXVILLE, BC', start: 5, end: 6 });
    await seedEvent({ name: 'Old zqx trip', start: -10, end: -8 });
    await seedEvent({ name: 'Unrelated', start: 3, end: 3 });

    const response = await post('/api/search-events/zQx');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(names(body)).toEqual(['Crack school', 'Zqx Chief Multipitch']);
    expect(body).toMatchObject({ page: 1, per_page: 20, total: 2, total_capped: false });
    expect(body.events[0].guide).toEqual({ id: guide.id, name: guide.name, profile_picture: null });
    expect(body.events[0].occurrence_count).toBe(1);
    expect(body.events[0].next_occurrences).toHaveLength(1);
  });

  it('treats % and _ as plain characters and paginates', async () => {
    expect((await post('/api/search-events/%25')).json().total).toBe(0);
    for (let i = 0; i < 3; i += 1) await seedEvent({ name: `Pagey ${i}`, start: 20 + i, end: 20 + i });
    const page2 = (await post('/api/search-events/pagey?per_page=2&page=2')).json();
    expect(names(page2)).toEqual(['Pagey 2']);
    expect(page2.total).toBe(3);
  });

  it('refuses a query over 100 characters and a page size over 100 with 422', async () => {
    const long = await post(`/api/search-events/${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.query).toBeDefined();
    const big = await post('/api/search-events/abc?per_page=101');
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.per_page).toBeDefined();
  });

  it('answers a 10 kB query with 422 and the field message, not the router’s 414', async () => {
    // The router lets params up to 16 kB through (app.ts) so the schema decides; Node bounds the URL.
    const response = await post(`/api/search-events/${'a'.repeat(10_000)}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.query).toEqual(['At most 100 characters.']);
  });
});

describe('nearby search', () => {
  // An empty corner of the map (northern Québec) so other tests' events never fall inside.
  const centre = { lat: 56.0, lng: -70.0 };

  it('returns events inside the radius, nearest first, with distance_km; 100 km by default', async () => {
    await seedEvent({ name: 'Near 10km', lat: 56.09, lng: -70.0, start: 4, end: 4 });
    await seedEvent({ name: 'Near 50km', lat: 56.45, lng: -70.0, start: 2, end: 2 });
    await seedEvent({ name: 'Far 150km', lat: 57.35, lng: -70.0, start: 2, end: 2 });
    await seedEvent({ name: 'Past 5km', lat: 56.045, lng: -70.0, start: -5, end: -4 });

    const byDefault = await post('/api/get-nearby-events', centre);
    expect(byDefault.statusCode, byDefault.body).toBe(200);
    const body = byDefault.json();
    expect(names(body)).toEqual(['Near 10km', 'Near 50km']);
    expect(body.total).toBe(2);
    expect(body.events[0].distance_km).toBeCloseTo(10.0, 0);
    expect(body.events[1].distance_km).toBeCloseTo(50.1, 0);

    expect(names((await post('/api/get-nearby-events', { ...centre, rad: 200 })).json())).toEqual([
      'Near 10km',
      'Near 50km',
      'Far 150km',
    ]);
    expect(names((await post('/api/get-nearby-events', { ...centre, rad: 20 })).json())).toEqual(['Near 10km']);
  });

  it('answers 422 per field for bad coordinates and radius', async () => {
    const bad = await post('/api/get-nearby-events', { lat: 91, lng: -181, rad: 0 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['lat', 'lng', 'rad']);
    const tooFar = await post('/api/get-nearby-events', { lat: 50, lng: -100, rad: 501 });
    expect(tooFar.statusCode).toBe(422);
    expect(tooFar.json().errors.rad).toBeDefined();
    const missing = await post('/api/get-nearby-events', { lat: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['lat', 'lng']);
  });
});

describe('category and date filters', () => {
  it('filters getevents and both searches by category', async () => {
    await seedEvent({ name: 'Fltr ice', category: 'Ice Climbing', lat: 62.0, lng: -110.0, start: 7, end: 7 });
    await seedEvent({ name: 'Fltr hike', category: 'Hiking', lat: 62.01, lng: -110.0, start: 7, end: 7 });

    const list = (await get('/api/getevents?category=Ice%20Climbing&per_page=100')).json();
    expect(names(list)).toContain('Fltr ice');
    expect(names(list)).not.toContain('Fltr hike');
    expect(list.events.every((e: { category: string }) => e.category === 'Ice Climbing')).toBe(true);

    expect(names((await post('/api/search-events/fltr?category=Hiking')).json())).toEqual(['Fltr hike']);
    const nearby = await post('/api/get-nearby-events?category=Hiking', { lat: 62.0, lng: -110.0, rad: 10 });
    expect(names(nearby.json())).toEqual(['Fltr hike']);
  });

  it('matches a repeating event on an occurrence date, not only its start date', async () => {
    // Weekly from day 14 to day 42: occurrences on days 14, 21, 28, 35, 42.
    await seedEvent({ name: 'Dt weekly', repeatAt: 'weekly', start: 14, end: 42 });
    const onOccurrence = (await post(`/api/search-events/dt%20weekly?date=${daysFromNow(28)}`)).json();
    expect(names(onOccurrence)).toEqual(['Dt weekly']);
    const between = (await post(`/api/search-events/dt%20weekly?date=${daysFromNow(29)}`)).json();
    expect(names(between)).toEqual([]);
    const list = (await get(`/api/getevents?date=${daysFromNow(35)}&per_page=100`)).json();
    expect(names(list)).toContain('Dt weekly');
  });

  it('matches a multi-day occurrence on a middle day and combines with the category', async () => {
    await seedEvent({ name: 'Dt traverse', category: 'Mountaineering', start: 50, end: 54 });
    expect(names((await post(`/api/search-events/dt%20traverse?date=${daysFromNow(52)}`)).json())).toEqual([
      'Dt traverse',
    ]);
    expect(
      names((await get(`/api/getevents?date=${daysFromNow(52)}&category=Mountaineering&per_page=100`)).json()),
    ).toEqual(['Dt traverse']);
    expect(names((await get(`/api/getevents?date=${daysFromNow(52)}&category=Hiking`)).json())).toEqual([]);
    expect(names((await post(`/api/search-events/dt%20traverse?date=${daysFromNow(55)}`)).json())).toEqual([]);
  });

  it('never lists past events, even on a date they covered', async () => {
    await seedEvent({ name: 'Dt gone', start: -6, end: -2 });
    expect(names((await get(`/api/getevents?date=${daysFromNow(-4)}&per_page=100`)).json())).not.toContain('Dt gone');
  });

  it('answers 422 for an unknown category or a bad date', async () => {
    const category = await get('/api/getevents?category=Skydiving');
    expect(category.statusCode).toBe(422);
    expect(category.json().errors.category).toBeDefined();
    for (const date of ['2026-02-30', '12-01-2026', 'tomorrow']) {
      const response = await post(`/api/search-events/abc?date=${date}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.date).toBeDefined();
    }
  });
});

describe('GET /api/get-this-guide/{id}', () => {
  it('shows the public profile and upcoming events, never email or phone', async () => {
    const other = await createUser(t.database.db, { role: 'guide', isApproved: true });
    await seedEvent({ name: 'Gd upcoming', guideId: other.id, start: 3, end: 3 });
    await seedEvent({ name: 'Gd past', guideId: other.id, start: -3, end: -3 });
    const response = await get(`/api/get-this-guide/${other.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Object.keys(body.guide).sort()).toEqual(
      [
        'bio',
        'color',
        'customer_reviews',
        'guide_awards',
        'guide_experience',
        'id',
        'is_approved',
        'name',
        'profile_picture',
      ].sort(),
    );
    expect(response.body).not.toContain(other.email);
    expect(response.body).not.toContain('604 555 0199');
    expect(names(body)).toEqual(['Gd upcoming']);

    const mine = (await get(`/api/get-this-guide/${guide.id}`)).json();
    expect(mine.guide).toMatchObject({ bio: 'Ice and rock in the Rockies.', guide_awards: ['ACMG Alpine Guide'] });
  });

  it('answers 404 for a climber, an unapproved guide or no one, and 422 for a bad id', async () => {
    const climber = await createUser(t.database.db, { role: 'climber' });
    const pending = await createUser(t.database.db, { role: 'guide', isApproved: false });
    expect((await get(`/api/get-this-guide/${climber.id}`)).statusCode).toBe(404);
    expect((await get(`/api/get-this-guide/${pending.id}`)).statusCode).toBe(404);
    expect((await get('/api/get-this-guide/999999')).statusCode).toBe(404);
    expect((await get('/api/get-this-guide/abc')).statusCode).toBe(422);
  });
});

describe('totals past the cap', () => {
  // Events near Inuvik named "Cappedword n", starting over the next 50 days: written in one statement
  // (the factories would take minutes for a thousand rows) and deleted afterwards.
  const point = { lat: 68.36, lng: -133.72, rad: 20 };
  const insertCapped = (from: number, to: number) =>
    t.database.db.execute(sql`
      insert into events (guide_id, event_name, duration_type, start_date, end_date, repeat_at, category,
        address, latitude, longitude, event_type, attendance_min, attendance_limit, price, min_price_cents,
        experience_required, terms_type, terms_link, color)
      select ${guide.id}, 'Cappedword ' || n, 'single', current_date + 300 + n % 50, current_date + 300 + n % 50,
        'daily', 'Other', n || ' Delta Road, Inuvik, NT', ${point.lat}, ${point.lng}, 'public', 1, 4,
        '[{"id":1,"price":10000}]', 10000, '["Beginner"]', 'link', 'https://example.test/waiver.pdf', 'blue'
      from generate_series(${from}::int, ${to}::int) as n`);

  afterAll(async () => {
    await t.database.db.execute(sql`delete from events where event_name like 'Cappedword %'`);
  });

  it('counts exactly up to the cap, then answers the cap as a lower bound with total_capped', async () => {
    await insertCapped(1, SEARCH_TOTAL_CAP);
    const exact = (await post('/api/search-events/cappedword')).json();
    expect(exact).toMatchObject({ total: SEARCH_TOTAL_CAP, total_capped: false });
    const exactNearby = (await post('/api/get-nearby-events', point)).json();
    expect(exactNearby).toMatchObject({ total: SEARCH_TOTAL_CAP, total_capped: false });

    await insertCapped(SEARCH_TOTAL_CAP + 1, SEARCH_TOTAL_CAP + 1);
    const keyword = await post('/api/search-events/cappedword?per_page=5');
    expect(keyword.statusCode, keyword.body).toBe(200);
    expect(keyword.json()).toMatchObject({ total: SEARCH_TOTAL_CAP, total_capped: true });
    // The page still comes in start order: day 300 holds n = 50, 100, … (n % 50 = 0), ids ascending.
    expect(names(keyword.json())).toEqual([
      'Cappedword 50',
      'Cappedword 100',
      'Cappedword 150',
      'Cappedword 200',
      'Cappedword 250',
    ]);

    const nearby = (await post('/api/get-nearby-events', point)).json();
    expect(nearby).toMatchObject({ total: SEARCH_TOTAL_CAP, total_capped: true });
    expect(nearby.events).toHaveLength(20);

    // The plain list (no keyword, no point) still counts exactly.
    const everything = (await get('/api/getevents?category=Other')).json();
    expect(everything.total).toBeGreaterThan(SEARCH_TOTAL_CAP);
    expect(everything.total_capped).toBe(false);
  });

  it('answers at least as many as a page past the cap has listed', async () => {
    // 1,001 matches: page 11 of 100 holds the last one, the 1,001st.
    const lastPage = (await post('/api/search-events/cappedword?per_page=100&page=11')).json();
    expect(lastPage.events).toHaveLength(1);
    expect(lastPage).toMatchObject({ total: SEARCH_TOTAL_CAP + 1, total_capped: true });
    const beyond = (await post('/api/search-events/cappedword?per_page=100&page=12')).json();
    expect(beyond).toMatchObject({ events: [], total: SEARCH_TOTAL_CAP, total_capped: true });
  });

  it('remembers a search past the cap for a while, per text and filters, and then skips its count', async () => {
    const first = (await post('/api/search-events/CappedWord?per_page=5')).json();
    expect(first).toMatchObject({ total: SEARCH_TOTAL_CAP, total_capped: true });
    // Two matches fewer than the cap: counted now, the search would be exact (999 of 999).
    await t.database.db.execute(sql`delete from events where event_name in ('Cappedword 1', 'Cappedword 2')`);

    // The same words (in any case) and filters: remembered as past the cap, the same page, no count.
    const remembered = (await post('/api/search-events/cappedword?per_page=5')).json();
    expect(remembered).toEqual(first);
    // Other filters are another search: counted, and exact.
    const filtered = (await post('/api/search-events/cappedword?per_page=5&category=Other')).json();
    expect(filtered).toMatchObject({ total: SEARCH_TOTAL_CAP - 1, total_capped: false });
  });
});

describe('keyword search plan', () => {
  it('is answered by the trigram indexes on name and address once the table is large', async () => {
    // 3,000 upcoming events, analysed, inside a transaction that is rolled back: the other tests never
    // see them. With so many rows the end_date index no longer narrows anything and the planner must
    // pick the trigram indexes for the very query the service runs.
    let plan = '';
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`
          insert into events (guide_id, event_name, duration_type, start_date, end_date, repeat_at, category,
            address, latitude, longitude, event_type, attendance_min, attendance_limit, price, min_price_cents,
            experience_required, terms_type, terms_link, color)
          select ${guide.id}, 'Filler trip ' || n, 'single', current_date + 400, current_date + 400, 'daily', 'Other',
            n || ' Trailhead Road, Faraway, NU', 60, -100, 'public', 1, 4, '[{"id":1,"price":10000}]', 10000,
            '["Beginner"]', 'link', 'https://example.test/waiver.pdf', 'blue'
          from generate_series(1, 3000) as n`);
        await tx.execute(sql`analyze events`);
        const result = await tx.execute(sql`explain ${keywordPageQuery(tx, 'squamish', { page: 1, per_page: 20 })}`);
        plan = (result as unknown as { rows: Record<string, string>[] }).rows
          .map((row) => Object.values(row)[0])
          .join('\n');
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(plan).toContain('events_name_trgm_idx');
    expect(plan).toContain('events_address_trgm_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});
