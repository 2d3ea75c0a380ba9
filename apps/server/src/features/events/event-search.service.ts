import type { EventSearchQuery, NearbyBody, NearbyEventList } from '@cordee/shared/event-search.contracts';
import { type Event, type EventList, MAX_RUN_DAYS } from '@cordee/shared/events.contracts';
import { and, asc, count, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { presentEvents } from './events.service.ts';
import { eventOccurrences, events } from './events.tables.ts';

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LATITUDE = 111.32;

/**
 * The shared predicates: not yet ended (events_end_date_idx), the category (events_category_start_idx)
 * and the preferred date. A date matches when ANY occurrence covers it (API-NOTES), not only the
 * start_date: a correlated EXISTS that probes event_occurrences_event_day_unique (event_id, starts_on)
 * per candidate event, so a repeating event matches on its 3rd Saturday and a multi-day run on a middle day.
 */
function filtersOf(query: Pick<EventSearchQuery, 'category' | 'date'>): SQL[] {
  const where: SQL[] = [gte(events.endDate, sql`current_date`)];
  if (query.category) where.push(eq(events.category, query.category));
  if (query.date) {
    where.push(
      sql`exists (select 1 from ${eventOccurrences} o where o.event_id = ${events.id} and o.starts_on <= ${query.date}::date and o.ends_on >= ${query.date}::date)`,
    );
    // Cheap, indexable bounds: no run starts before start_date, and none starts after end_date and lasts
    // more than MAX_RUN_DAYS (the last run of a repeating multi-day trip may end after end_date).
    where.push(
      sql`${events.startDate} <= ${query.date}::date`,
      sql`${events.endDate} >= ${query.date}::date - ${MAX_RUN_DAYS - 1}::int`,
    );
  }
  return where;
}

async function pageOf(db: Database, where: SQL | undefined, query: EventSearchQuery): Promise<EventList> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(events)
      .where(where)
      .orderBy(asc(events.startDate), asc(events.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(events).where(where),
  ]);
  return {
    events: await presentEvents(db, rows),
    page: query.page,
    per_page: query.per_page,
    total: total?.value ?? 0,
  };
}

/** GET /api/getevents with the optional category and date filters: soonest start first, stable pages. */
export async function listFilteredEvents(db: Database, query: EventSearchQuery): Promise<EventList> {
  return pageOf(db, and(...filtersOf(query)), query);
}

/** LIKE's own wildcards in the user's text are literal characters, not patterns. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function keywordWhere(text: string, query: EventSearchQuery): SQL | undefined {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  const matches = sql`(lower(${events.eventName}) like ${pattern} or lower(${events.address}) like ${pattern})`;
  return and(...filtersOf(query), matches);
}

/**
 * The ids of one page of keyword matches and their exact total; exported so the benchmark EXPLAINs it.
 * The matches are a CTE read twice (the page and the count), so PostgreSQL materializes it and picks its
 * access path without the LIMIT in view: the trigram indexes. With a plain `count(*) over ()` under the
 * LIMIT instead, PostgreSQL before 16 (which underestimates what a window over the whole set costs
 * before its first row) walks events_start_date_idx through every row (measured: 50 ms, not a few).
 */
export function keywordPageQuery(db: Database, text: string, query: EventSearchQuery) {
  const matched = db
    .$with('matched')
    .as(db.select({ id: events.id, startDate: events.startDate }).from(events).where(keywordWhere(text, query)));
  return db
    .with(matched)
    .select({ id: matched.id, total: sql<number>`(select count(*) from ${matched})`.mapWith(Number) })
    .from(matched)
    .orderBy(asc(matched.startDate), asc(matched.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
}

/**
 * POST /api/search-events/{query}: name or address containing the text, case-insensitive.
 *
 * The predicate `lower(col) LIKE '%text%'` is answered by the GIN trigram indexes on lower(event_name)
 * and lower(address) (pg_trgm, migration 0006; PGlite loads the extension too, see createPglite): a
 * BitmapOr of the two yields the candidate rows, the heap recheck drops trigram false positives, and the
 * not-ended / category / date filters run on those few rows only. A text under 3 characters has no
 * trigram to look up; the planner then reads the table, which is the right plan for such a broad match.
 *
 * The page and its exact total come from one pass over the matches, kept narrow: the count and the
 * sort carry (id, start_date) only, never whole rows with their JSON; the page's rows (≤ 100) are
 * then read by primary key. Measured by `npm run bench:search` at 50,000 events (README), which also
 * prints the plan on PGlite and PostgreSQL.
 */
export async function searchEventsByKeyword(db: Database, text: string, query: EventSearchQuery): Promise<EventList> {
  const where = keywordWhere(text, query);
  const page = await keywordPageQuery(db, text, query);
  let total = page[0]?.total ?? 0;
  if (page.length === 0 && query.page > 1) {
    // Past the last page no row carries the total.
    const [counted] = await db.select({ value: count() }).from(events).where(where);
    total = counted?.value ?? 0;
  }
  const ids = page.map((row) => row.id);
  const rows = ids.length > 0 ? await db.select().from(events).where(inArray(events.id, ids)) : [];
  const rowById = new Map(rows.map((row) => [row.id, row]));
  return {
    // In the page's order; an event deleted between the two reads is simply left out.
    events: await presentEvents(
      db,
      ids.flatMap((id) => rowById.get(id) ?? []),
    ),
    page: query.page,
    per_page: query.per_page,
    total,
  };
}

/**
 * POST /api/get-nearby-events: a latitude/longitude bounding box on events_lat_lng_idx first (the box
 * circumscribes the circle, widened in longitude by 1/cos(lat)), then the exact great-circle (haversine)
 * distance in SQL on the few rows inside it; nearest first, each with `distance_km`.
 */
export async function searchNearbyEvents(
  db: Database,
  body: NearbyBody,
  query: EventSearchQuery,
): Promise<NearbyEventList> {
  const { lat, lng, rad } = body;
  const dLat = rad / KM_PER_DEGREE_LATITUDE;
  const minLat = Math.max(-90, lat - dLat);
  const maxLat = Math.min(90, lat + dLat);
  const cosLat = Math.cos((Math.max(Math.abs(minLat), Math.abs(maxLat)) * Math.PI) / 180);
  const dLng = cosLat > 1e-6 ? rad / (KM_PER_DEGREE_LATITUDE * cosLat) : 360;
  // Near a pole or across the antimeridian the longitude band is the whole circle (rare; still exact).
  const wholeBand = dLng >= 180 || lng - dLng < -180 || lng + dLng > 180;
  // Parameters are typed float8 explicitly: untyped, PostgreSQL may infer integer from the context.
  const f = (value: number) => sql`${value}::float8`;
  const box = [
    sql`${events.latitude} between ${f(minLat)} and ${f(maxLat)}`,
    ...(wholeBand ? [] : [sql`${events.longitude} between ${f(lng - dLng)} and ${f(lng + dLng)}`]),
  ];
  const distance = sql<number>`(2 * ${sql.raw(String(EARTH_RADIUS_KM))} * asin(least(1, sqrt(
    power(sin(radians(${events.latitude} - ${f(lat)}) / 2), 2) +
    cos(radians(${f(lat)})) * cos(radians(${events.latitude})) * power(sin(radians(${events.longitude} - ${f(lng)}) / 2), 2)
  ))))`;
  const where = and(...filtersOf(query), ...box, sql`${distance} <= ${f(rad)}`);
  const [rows, [total]] = await Promise.all([
    db
      .select({ event: events, distanceKm: distance.mapWith(Number) })
      .from(events)
      .where(where)
      .orderBy(distance, asc(events.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(events).where(where),
  ]);
  const presented = await presentEvents(
    db,
    rows.map((row) => row.event),
  );
  return {
    events: presented.map((event, index) => ({
      ...event,
      distance_km: Math.round((rows[index]?.distanceKm ?? 0) * 100) / 100,
    })),
    page: query.page,
    per_page: query.per_page,
    total: total?.value ?? 0,
  };
}

/** The guide's upcoming events for the public profile: soonest first, at most `limit`. */
export async function upcomingEventsOfGuide(db: Database, guideId: number, limit: number): Promise<Event[]> {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.guideId, guideId), gte(events.endDate, sql`current_date`)))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(limit);
  return presentEvents(db, rows);
}
