import { encodeEventMarkers } from '@cordee/shared/event-markers.codec';
import type { EventMarkerColumns, EventMarkersQuery } from '@cordee/shared/event-search.contracts';
import { EVENT_MARKERS_MAX, NEARBY_DEFAULT_RADIUS_KM } from '@cordee/shared/event-search-limits';
import { and, asc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { filtersOf, keywordMatchOf, nearbyOf } from './event-search.predicates.ts';
import { events } from './events.tables.ts';

/**
 * The highest per-person price across price and priceh, read from the price JSON of the (at most
 * EVENT_MARKERS_MAX) rows the map gets; `greatest` skips a missing priceh. A row list is never empty
 * (EventWriteSchema), but the lowest price stands in if one ever were.
 */
const maxPriceCents = sql<number>`coalesce(
  (select max(greatest((p ->> 'price')::int, (p ->> 'priceh')::int)) from jsonb_array_elements(${events.price}) p),
  ${events.minPriceCents}
)`;

/**
 * The markers query, exported so the benchmark EXPLAINs it. Same predicates as the lists (a course is on
 * the map exactly when it is in the list), the same order (soonest start first; nearest first for a
 * point), so the cap keeps the list's first courses and is the same on every call.
 *
 * Shaped like the keyword page: the matches are a CTE of (id, start_date, distance) read twice (the
 * capped page and the exact total), so PostgreSQL materializes it and picks the access path of the
 * predicates (trigram indexes, lat/lng box, category) without the LIMIT in view; the capped page is
 * sorted on those narrow rows, and only its rows are then read by primary key for the marker columns
 * and the max price. No occurrences, guide or other JSON: the answer holds only what the map shows.
 */
export function eventMarkersQuery(db: Database, query: EventMarkersQuery, cap: number = EVENT_MARKERS_MAX) {
  const nearby =
    query.lat !== undefined && query.lng !== undefined
      ? nearbyOf({ lat: query.lat, lng: query.lng, rad: query.rad ?? NEARBY_DEFAULT_RADIUS_KM })
      : undefined;
  const where: SQL[] = [
    ...filtersOf(query),
    ...(query.query !== undefined ? [keywordMatchOf(query.query)] : []),
    ...(nearby?.where ?? []),
  ];
  const matched = db.$with('matched').as(
    db
      .select({
        id: events.id,
        startDate: events.startDate,
        distance: (nearby?.distance ?? sql<number>`0::float8`).as('distance'),
      })
      .from(events)
      .where(and(...where)),
  );
  const orderOf = (row: { id: SQLWrapper; startDate: SQLWrapper; distance: SQLWrapper }) =>
    nearby ? [asc(row.distance), asc(row.id)] : [asc(row.startDate), asc(row.id)];
  const page = db.$with('page').as(
    db
      .select()
      .from(matched)
      .orderBy(...orderOf(matched))
      .limit(cap),
  );
  return db
    .with(matched, page)
    .select({
      id: events.id,
      event_name: events.eventName,
      latitude: events.latitude,
      longitude: events.longitude,
      address: events.address,
      min_price: events.minPriceCents,
      max_price: maxPriceCents.mapWith(Number),
      other_location: events.otherLocation,
      total: sql<number>`(select count(*) from ${matched})`.mapWith(Number),
    })
    .from(page)
    .innerJoin(events, eq(events.id, page.id))
    .orderBy(...orderOf(page));
}

/**
 * GET /api/event-markers: every course of the current search for the map, not only the
 * loaded list pages, at most `cap` of them; `truncated` when more match. Sent in columns (thousands of
 * objects would repeat every key thousands of times).
 */
export async function listEventMarkers(
  db: Database,
  query: EventMarkersQuery,
  cap: number = EVENT_MARKERS_MAX,
): Promise<EventMarkerColumns> {
  const rows = await eventMarkersQuery(db, query, cap);
  const total = rows[0]?.total ?? 0;
  return encodeEventMarkers({
    markers: rows.map(({ total: _total, ...marker }) => marker),
    total,
    truncated: total > rows.length,
  });
}
