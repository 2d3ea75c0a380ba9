import type { EventSearchQuery, NearbyBody, NearbyEventList } from '@cordee/shared/event-search.contracts';
import type { Event, EventList } from '@cordee/shared/events.contracts';
import { and, asc, count, eq, gte, type SQL, sql } from 'drizzle-orm';
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
    // Cheap, indexable bounds: an event cannot cover a day outside [start_date, end_date].
    where.push(sql`${events.startDate} <= ${query.date}::date`, sql`${events.endDate} >= ${query.date}::date`);
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

/**
 * POST /api/search-events/{query}: name or address containing the text, case-insensitive.
 *
 * Why no keyword index: trigram (pg_trgm) is not available on PGlite, and people type a part of a place
 * ("squamish" inside "Stawamus Chief, Squamish, BC"), which a btree prefix index cannot answer. So the
 * text test is a filter on rows the indexed predicates already narrowed (not ended, category, date),
 * and the page and its exact total come from one pass over them (measured by `npm run bench:search` at
 * 50,000 events). When trigram is available in production, a GIN trigram
 * index on lower(event_name) and lower(address) would make this predicate indexed without a code change
 * to the predicate shape (`lower(col) LIKE '%q%'`).
 */
export async function searchEventsByKeyword(db: Database, text: string, query: EventSearchQuery): Promise<EventList> {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  const matches = sql`(lower(${events.eventName}) like ${pattern} or lower(${events.address}) like ${pattern})`;
  const where = and(...filtersOf(query), matches);
  // One pass instead of two: the page and the total from the same scan (count(*) over ()).
  const rows = await db
    .select({ event: events, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(events)
    .where(where)
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    // Past the last page the window has no row to carry the total.
    const [counted] = await db.select({ value: count() }).from(events).where(where);
    total = counted?.value ?? 0;
  }
  return {
    events: await presentEvents(
      db,
      rows.map((row) => row.event),
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
