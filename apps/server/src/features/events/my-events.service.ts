import { canUseGuideFeatures, maySeeEveryEvent } from '@cordee/shared/access-policy';
import { MAX_RUN_DAYS } from '@cordee/shared/event-schedule';
import type { Occurrence } from '@cordee/shared/events.contracts';
import type { MyEventList, MyEventsQuery } from '@cordee/shared/my-events.contracts';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import { presentEventSummaries, presentOccurrence } from './events.service.ts';
import { eventOccurrences, events } from './events.tables.ts';

/**
 * GET /api/my-events: a guide's own events, or every event for All Courses. Climbers are refused: their
 * My Courses lists bookings. Each shape walks an index in list order, so a page stops early:
 * - all / registered: end_date >= today, soonest start first (events_guide_start_idx, events_start_date_idx);
 *   registered also needs an occurrence with a seat taken (event_occurrences_booked_idx, partial);
 * - past: end_date < today, most recently ended first (events_guide_end_idx, events_end_date_idx backwards);
 * - a from/to range: events with a run overlapping it, by start, whatever their end date (the Calendar).
 * "Today" is the database's current_date, as for GET /api/getevents.
 */
export async function listMyEvents(
  db: Database,
  actor: AuthenticatedSession,
  query: MyEventsQuery,
): Promise<MyEventList> {
  const { user } = actor;
  const everyEvent = maySeeEveryEvent(user);
  if (!everyEvent && !canUseGuideFeatures(user)) throw forbidden('my_events');

  const where: SQL[] = everyEvent ? [] : [eq(events.guideId, user.id)];
  let order: SQL[];
  if (query.from !== undefined && query.to !== undefined) {
    // The last run of a repeating multi-day trip may end up to MAX_RUN_DAYS - 1 days after end_date.
    where.push(
      lte(events.startDate, query.to),
      gte(events.endDate, sql`${query.from}::date - ${MAX_RUN_DAYS - 1}::int`),
    );
    order = [asc(events.startDate), asc(events.id)];
  } else if (query.type === 'past') {
    where.push(lt(events.endDate, sql`current_date`));
    order = [desc(events.endDate), desc(events.id)];
  } else {
    where.push(gte(events.endDate, sql`current_date`));
    if (query.type === 'registered') {
      where.push(
        sql`exists (select 1 from ${eventOccurrences} o where o.event_id = ${events.id} and o.seats_taken > 0)`,
      );
    }
    order = [asc(events.startDate), asc(events.id)];
  }

  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(events)
      .where(condition)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(events).where(condition),
  ]);
  const listed = await presentEventSummaries(db, rows);
  const range = query.from !== undefined && query.to !== undefined ? { from: query.from, to: query.to } : undefined;
  return {
    events: range ? await withRunsInRange(db, listed, range) : listed,
    page: query.page,
    per_page: query.per_page,
    total: total?.value ?? 0,
  };
}

/**
 * The Calendar draws every run in its visible dates: each listed event gets its runs overlapping the
 * range (bounded by the range's length, MY_EVENTS_MAX_RANGE_DAYS), in one query for the page.
 */
async function withRunsInRange<T extends { id: number }>(
  db: Database,
  listed: T[],
  range: { from: string; to: string },
): Promise<Array<T & { occurrences_in_range: Occurrence[] }>> {
  const ids = listed.map((event) => event.id);
  const runs =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(eventOccurrences)
          .where(
            and(
              inArray(eventOccurrences.eventId, ids),
              lte(eventOccurrences.startsOn, range.to),
              gte(eventOccurrences.endsOn, range.from),
            ),
          )
          .orderBy(asc(eventOccurrences.eventId), asc(eventOccurrences.startsOn));
  const byEvent = new Map<number, Occurrence[]>();
  for (const run of runs) {
    const list = byEvent.get(run.eventId) ?? [];
    list.push(presentOccurrence(run));
    byEvent.set(run.eventId, list);
  }
  return listed.map((event) => ({ ...event, occurrences_in_range: byEvent.get(event.id) ?? [] }));
}
