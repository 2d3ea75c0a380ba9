import type { EventSearchQuery, NearbyBody, NearbyEventList } from '@cordee/shared/event-search.contracts';
import type { EventList, EventSummary } from '@cordee/shared/events.contracts';
import { and, asc, count, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { filtersOf, keywordMatchOf, nearbyOf } from './event-search.predicates.ts';
import { presentEventSummaries } from './events.service.ts';
import { events } from './events.tables.ts';

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
    events: await presentEventSummaries(db, rows),
    page: query.page,
    per_page: query.per_page,
    total: total?.value ?? 0,
  };
}

/** GET /api/getevents with the optional category and date filters: soonest start first, stable pages. */
export async function listFilteredEvents(db: Database, query: EventSearchQuery): Promise<EventList> {
  return pageOf(db, and(...filtersOf(query)), query);
}

function keywordWhere(text: string, query: EventSearchQuery): SQL | undefined {
  return and(...filtersOf(query), keywordMatchOf(text));
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
    events: await presentEventSummaries(
      db,
      ids.flatMap((id) => rowById.get(id) ?? []),
    ),
    page: query.page,
    per_page: query.per_page,
    total,
  };
}

/**
 * POST /api/get-nearby-events: within `rad` km (bounding box on events_lat_lng_idx, then the haversine
 * distance, see nearbyOf); nearest first, each with `distance_km`.
 */
export async function searchNearbyEvents(
  db: Database,
  body: NearbyBody,
  query: EventSearchQuery,
): Promise<NearbyEventList> {
  const { where: near, distance } = nearbyOf(body);
  const where = and(...filtersOf(query), ...near);
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
  const presented = await presentEventSummaries(
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
export async function upcomingEventsOfGuide(db: Database, guideId: number, limit: number): Promise<EventSummary[]> {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.guideId, guideId), gte(events.endDate, sql`current_date`)))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(limit);
  return presentEventSummaries(db, rows);
}
