import { MAX_RUN_DAYS } from '@cordee/shared/event-schedule';
import type { EventFilters, NearbyBody } from '@cordee/shared/event-search.contracts';
import { eq, gte, type SQL, sql } from 'drizzle-orm';
import { eventOccurrences, events } from './events.tables.ts';

/**
 * The WHERE parts every search reads (the result lists and the map's markers alike), so a course is on
 * the map exactly when it is in the list.
 */

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LATITUDE = 111.32;

/**
 * Not yet ended (events_end_date_idx), the category (events_category_start_idx) and the preferred date.
 * A date matches when ANY occurrence covers it (decision 0013), not only the start_date: a correlated EXISTS
 * that probes event_occurrences_event_day_unique (event_id, starts_on) per candidate event, so a
 * repeating event matches on its 3rd Saturday and a multi-day run on a middle day.
 */
export function filtersOf(filters: EventFilters): SQL[] {
  const where: SQL[] = [gte(events.endDate, sql`current_date`)];
  if (filters.category) where.push(eq(events.category, filters.category));
  if (filters.date) {
    where.push(
      sql`exists (select 1 from ${eventOccurrences} o where o.event_id = ${events.id} and o.starts_on <= ${filters.date}::date and o.ends_on >= ${filters.date}::date)`,
    );
    // Cheap, indexable bounds: no run starts before start_date, and none starts after end_date and lasts
    // more than MAX_RUN_DAYS (the last run of a repeating multi-day trip may end after end_date).
    where.push(
      sql`${events.startDate} <= ${filters.date}::date`,
      sql`${events.endDate} >= ${filters.date}::date - ${MAX_RUN_DAYS - 1}::int`,
    );
  }
  return where;
}

/** LIKE's own wildcards in the user's text are literal characters, not patterns. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Name or address containing the text, case-insensitive: `lower(col) LIKE '%text%'`, answered by the GIN
 * trigram indexes on lower(event_name) and lower(address) (pg_trgm, migration 0006).
 */
export function keywordMatchOf(text: string): SQL {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  return sql`(lower(${events.eventName}) like ${pattern} or lower(${events.address}) like ${pattern})`;
}

/**
 * Within `rad` km of a point: a latitude/longitude bounding box on events_lat_lng_idx first (the box
 * circumscribes the circle, widened in longitude by 1/cos(lat)), then the exact great-circle (haversine)
 * distance on the few rows inside it. Returns the predicates and the distance expression (to sort by).
 */
export function nearbyOf({ lat, lng, rad }: NearbyBody): { where: SQL[]; distance: SQL<number> } {
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
  return { where: [...box, sql`${distance} <= ${f(rad)}`], distance };
}
