import type { EventSearchQuery, NearbyBody, NearbyEventList } from '@cordee/shared/event-search.contracts';
import { SEARCH_TOTAL_CAP } from '@cordee/shared/event-search-limits';
import type { EventList, EventSummary } from '@cordee/shared/events.contracts';
import { and, asc, count, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { filtersOf, keywordMatchOf, nearbyOf } from './event-search.predicates.ts';
import { presentEventSummaries } from './events.service.ts';
import { events } from './events.tables.ts';

type CountedTotal = { total: number; total_capped: boolean };

const offsetOf = (query: EventSearchQuery) => (query.page - 1) * query.per_page;

/**
 * The total a result list shows: exact up to the cap, else a lower bound flagged as such. A page read
 * past the cap still shows at least as many as have been listed.
 */
function totalOf(counted: number, cap: number, query: EventSearchQuery, pageLength: number): CountedTotal {
  if (counted <= cap) return { total: counted, total_capped: false };
  const listedSoFar = pageLength > 0 ? offsetOf(query) + pageLength : 0;
  return { total: Math.max(cap, listedSoFar), total_capped: true };
}

/**
 * How many rows match, counting no further than cap + 1: the database stops reading candidates there
 * instead of rechecking every one of a common word's thousands of matches.
 */
async function cappedCountOf(db: Database, where: SQL | undefined, cap: number): Promise<number> {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(events)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [counted] = await db.select({ value: count() }).from(matches);
  return counted?.value ?? 0;
}

/**
 * The plain list counts exactly: its date filter's few matches are counted fastest by the plan that reads
 * them all, which a LIMIT on the count turns away from (measured: 3 ms exact, 5–10 ms capped).
 */
async function pageOf(db: Database, where: SQL | undefined, query: EventSearchQuery): Promise<EventList> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(events)
      .where(where)
      .orderBy(asc(events.startDate), asc(events.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(events).where(where),
  ]);
  return {
    events: await presentEventSummaries(db, rows),
    page: query.page,
    per_page: query.per_page,
    total: counted?.value ?? 0,
    total_capped: false,
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
 * One page of keyword matches and how many match, counted up to `cap` + 1; exported so the benchmark
 * EXPLAINs it. The matches (id, start_date only) are a CTE read twice (the page and the count), so
 * PostgreSQL materializes it and reaches them through the trigram indexes, the right path for a rare
 * word; its LIMIT stops the heap recheck after cap + 1 rows. When no more than `cap` match, the CTE holds
 * every match and the page from it is exact. (With a plain ORDER BY … LIMIT instead, the planner may walk
 * events_start_date_idx through the whole table for a rare word: measured 100 ms, not 0.4.)
 */
export function keywordPageQuery(db: Database, text: string, query: EventSearchQuery, cap = SEARCH_TOTAL_CAP) {
  const matched = db.$with('matched').as(
    db
      .select({ id: events.id, startDate: events.startDate })
      .from(events)
      .where(keywordWhere(text, query))
      .limit(cap + 1),
  );
  return db
    .with(matched)
    .select({ id: matched.id, total: sql<number>`(select count(*) from ${matched})`.mapWith(Number) })
    .from(matched)
    .orderBy(asc(matched.startDate), asc(matched.id))
    .limit(query.per_page)
    .offset(offsetOf(query));
}

/**
 * The ids of one page of a common word's matches (more than the cap): in start order along
 * events_start_date_idx, which meets a page of them after a few hundred rows.
 */
async function commonKeywordPageIds(db: Database, where: SQL | undefined, query: EventSearchQuery) {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(where)
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(query.per_page)
    .offset(offsetOf(query));
  return rows.map((row) => row.id);
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
 * The page and its total come from one pass over at most cap + 1 matches, kept narrow: the count and
 * the sort carry (id, start_date) only, never whole rows with their JSON; a common word (more matches
 * than the cap) takes its page from the start-date order instead. The page's rows (≤ 100) are then read
 * by primary key. Measured by `npm run bench:search` at 50,000 events (README), which also prints the
 * plan on PGlite and PostgreSQL.
 */
export async function searchEventsByKeyword(
  db: Database,
  text: string,
  query: EventSearchQuery,
  cap = SEARCH_TOTAL_CAP,
): Promise<EventList> {
  const where = keywordWhere(text, query);
  const page = await keywordPageQuery(db, text, query, cap);
  let counted = page[0]?.total ?? 0;
  if (page.length === 0 && query.page > 1) {
    // Past the last page of the capped matches no row carries the count.
    counted = await cappedCountOf(db, where, cap);
  }
  const ids = counted > cap ? await commonKeywordPageIds(db, where, query) : page.map((row) => row.id);
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
    ...totalOf(counted, cap, query, ids.length),
  };
}

/**
 * POST /api/get-nearby-events: within `rad` km (bounding box on events_lat_lng_idx, then the haversine
 * distance, see nearbyOf); nearest first, each with `distance_km`. The count stops at cap + 1, so a wide
 * circle in a busy region computes the distance of its thousands of rows once (for the order), not twice.
 */
export async function searchNearbyEvents(
  db: Database,
  body: NearbyBody,
  query: EventSearchQuery,
  cap = SEARCH_TOTAL_CAP,
): Promise<NearbyEventList> {
  const { where: near, distance } = nearbyOf(body);
  const where = and(...filtersOf(query), ...near);
  const [rows, counted] = await Promise.all([
    db
      .select({ event: events, distanceKm: distance.mapWith(Number) })
      .from(events)
      .where(where)
      .orderBy(distance, asc(events.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    cappedCountOf(db, where, cap),
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
    ...totalOf(counted, cap, query, rows.length),
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
