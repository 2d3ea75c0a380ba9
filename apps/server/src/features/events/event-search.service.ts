import type { EventSearchQuery, NearbyBody, NearbyEventList } from '@cordee/shared/event-search.contracts';
import { SEARCH_TOTAL_CAP } from '@cordee/shared/event-search-limits';
import type { EventList, EventSummary } from '@cordee/shared/events.contracts';
import { and, asc, count, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { CappedSearchMemory } from './capped-search-memory.ts';
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
 * instead of rechecking every one of a common word's thousands of matches. A scalar subquery, so that a
 * page's own statement carries it (see countedOf).
 */
function cappedCountSql(db: Database, where: SQL | undefined, cap: number): SQL<number> {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(events)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  return sql<number>`(${db.select({ value: count() }).from(matches)})`.mapWith(Number);
}

/** The exact count of matches as a scalar subquery (the plain list's total). */
function exactCountSql(db: Database, where: SQL | undefined): SQL<number> {
  return sql<number>`(${db.select({ value: count() }).from(events).where(where)})`.mapWith(Number);
}

/**
 * The total from a page whose every row carries it: a page's rows and their count are one statement
 * (one round trip to the database instead of two; the count is an uncorrelated subquery, evaluated
 * once). Past the last page no row carries it, and the count runs alone; on page 1 no rows means none
 * match.
 */
async function countedOf(
  db: Database,
  rows: { total: number }[],
  query: EventSearchQuery,
  countAlone: SQL<number> | (() => SQL<number>),
): Promise<number> {
  if (rows.length > 0) return rows[0]?.total ?? 0;
  if (query.page === 1) return 0;
  const value = typeof countAlone === 'function' ? countAlone() : countAlone;
  const [counted] = await db.select({ value }).from(sql`(select 1) as one_row`);
  return counted?.value ?? 0;
}

/**
 * The plain list counts exactly: its date filter's few matches are counted fastest by the plan that reads
 * them all, which a LIMIT on the count turns away from (measured: 3 ms exact, 5–10 ms capped).
 */
async function pageOf(db: Database, where: SQL | undefined, query: EventSearchQuery): Promise<EventList> {
  const total = exactCountSql(db, where);
  const rows = await db
    .select({ event: events, total })
    .from(events)
    .where(where)
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(query.per_page)
    .offset(offsetOf(query));
  return {
    events: await presentEventSummaries(
      db,
      rows.map((row) => row.event),
    ),
    page: query.page,
    per_page: query.per_page,
    total: await countedOf(db, rows, query, total),
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
 * One page of keyword matches, whole rows, each carrying how many match (counted up to `cap` + 1), in
 * one statement; exported so the benchmark EXPLAINs it.
 *
 * The matches (id, start_date only) are a CTE read more than once, so PostgreSQL materializes it and
 * reaches them through the trigram indexes, the right path for a rare word; its LIMIT stops the heap
 * recheck after cap + 1 rows. The page's (id, start_date) come from one of two branches, and a one-time
 * filter on the count runs only one of them: when no more than `cap` match, the CTE holds every match
 * and the page is sorted from it; when more match (a common word), the page is read in start order
 * along events_start_date_idx, which meets a page of them after a few hundred rows. (With a plain
 * ORDER BY … LIMIT for every word, the planner may walk events_start_date_idx through the whole table
 * for a rare word: measured 100 ms, not 0.4.) The page's rows (≤ 100) are then joined by primary key.
 *
 * One statement, not three (count and page, the common word's page, the rows): each round trip to
 * PostgreSQL costs both processes a socket write and a wake-up, which under load on a small machine
 * was a good part of a search's cost (bench:search profile, README).
 */
export function keywordPageQuery(db: Database, text: string, query: EventSearchQuery, cap = SEARCH_TOTAL_CAP) {
  const where = keywordWhere(text, query);
  const matched = db.$with('matched').as(
    db
      .select({ id: events.id, startDate: events.startDate })
      .from(events)
      .where(where)
      .limit(cap + 1),
  );
  const matchCount = sql`(select count(*) from ${matched})`;
  const sortedMatches = db
    .select({ id: matched.id, startDate: matched.startDate })
    .from(matched)
    .where(sql`${matchCount} <= ${cap}`)
    .orderBy(asc(matched.startDate), asc(matched.id))
    .limit(query.per_page)
    .offset(offsetOf(query));
  const inStartOrder = db
    .select({ id: events.id, startDate: events.startDate })
    .from(events)
    .where(and(where, sql`${matchCount} > ${cap}`))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(query.per_page)
    .offset(offsetOf(query));
  const page = db.$with('page').as(sortedMatches.unionAll(inStartOrder));
  return db
    .with(matched, page)
    .select({ event: events, total: sql<number>`${matchCount}`.mapWith(Number) })
    .from(page)
    .innerJoin(events, eq(events.id, page.id))
    .orderBy(asc(page.startDate), asc(page.id));
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
 * The page, its rows and its total come from one statement (keywordPageQuery); the count and the sort
 * carry (id, start_date) only, never whole rows with their JSON. Measured by `npm run bench:search` at
 * 50,000 events (README), which also prints the plan on PGlite and PostgreSQL.
 */
export async function searchEventsByKeyword(
  db: Database,
  text: string,
  query: EventSearchQuery,
  { cap = SEARCH_TOTAL_CAP, cappedSearches }: { cap?: number; cappedSearches?: CappedSearchMemory } = {},
): Promise<EventList> {
  const memoryKey = JSON.stringify([text.toLowerCase(), query.category ?? null, query.date ?? null, cap]);
  if (cappedSearches?.isCapped(memoryKey)) return knownCappedKeywordPage(db, text, query, cap);
  const rows = await keywordPageQuery(db, text, query, cap);
  // Built only when needed: the keyword statement carries its own count.
  const counted = await countedOf(db, rows, query, () => cappedCountSql(db, keywordWhere(text, query), cap));
  if (counted > cap) cappedSearches?.rememberCapped(memoryKey);
  return {
    events: await presentEventSummaries(
      db,
      rows.map((row) => row.event),
    ),
    page: query.page,
    per_page: query.per_page,
    ...totalOf(counted, cap, query, rows.length),
  };
}

/**
 * A keyword search that was past the cap a moment ago (capped-search-memory.ts): its page in start order
 * along events_start_date_idx, which meets a page of a common word's matches after a few hundred rows,
 * and no count. The total is the cap as a lower bound, as when counted.
 */
async function knownCappedKeywordPage(
  db: Database,
  text: string,
  query: EventSearchQuery,
  cap: number,
): Promise<EventList> {
  const rows = await db
    .select()
    .from(events)
    .where(keywordWhere(text, query))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(query.per_page)
    .offset(offsetOf(query));
  return {
    events: await presentEventSummaries(db, rows),
    page: query.page,
    per_page: query.per_page,
    ...totalOf(cap + 1, cap, query, rows.length),
  };
}

/**
 * POST /api/get-nearby-events: within `rad` km (bounding box on events_lat_lng_idx, then the haversine
 * distance, see nearbyOf); nearest first, each with `distance_km`. The count stops at cap + 1, so a wide
 * circle in a busy region computes the distance of its thousands of rows once (for the order), not twice;
 * it travels with the page's rows (one statement).
 */
export async function searchNearbyEvents(
  db: Database,
  body: NearbyBody,
  query: EventSearchQuery,
  cap = SEARCH_TOTAL_CAP,
): Promise<NearbyEventList> {
  const { where: near, distance } = nearbyOf(body);
  const where = and(...filtersOf(query), ...near);
  const total = cappedCountSql(db, where, cap);
  const rows = await db
    .select({ event: events, distanceKm: distance.mapWith(Number), total })
    .from(events)
    .where(where)
    .orderBy(distance, asc(events.id))
    .limit(query.per_page)
    .offset(offsetOf(query));
  const counted = await countedOf(db, rows, query, total);
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
