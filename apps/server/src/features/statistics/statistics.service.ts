import { mayReadStatistics } from '@cordee/shared/access-policy';
import {
  type DayCount,
  STATISTICS_DEFAULT_DAYS,
  STATISTICS_TOP_LOCATIONS,
  type Statistics,
  type StatisticsCard,
  type StatisticsQuerySchema,
} from '@cordee/shared/statistics.contracts';
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import { bookings } from '../bookings/bookings.tables.ts';
import { events } from '../events/events.tables.ts';
import { isListedAccount } from '../staff-accounts/staff-accounts.ts';
import { users } from '../users/users.tables.ts';

const DAY_MS = 86_400_000;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The asked range, or the last STATISTICS_DEFAULT_DAYS UTC days ending today; `end` is exclusive. */
function rangeOf(query: z.output<typeof StatisticsQuerySchema>, now: Date) {
  const to = query.to ?? dayOf(now);
  const from = query.from ?? dayOf(new Date(startOfDay(to).getTime() - (STATISTICS_DEFAULT_DAYS - 1) * DAY_MS));
  return { from, to, start: startOfDay(from), end: new Date(startOfDay(to).getTime() + DAY_MS) };
}

type Range = ReturnType<typeof rangeOf>;

const within = (column: PgColumn, range: Range): SQL => and(gte(column, range.start), lt(column, range.end)) as SQL;
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * Rows per UTC day, counted in SQL (at most one row per day of the range comes back), then every day of
 * the range listed with zeros where nothing happened, so the bars line up with the calendar.
 */
async function perDay(
  db: Database,
  table: typeof users | typeof bookings,
  column: PgColumn,
  range: Range,
  narrowing?: SQL,
): Promise<DayCount[]> {
  const day = sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(table)
    .where(and(within(column, range), narrowing))
    .groupBy(day);
  const counts = new Map(rows.map((row) => [row.day, row.count]));
  const days: DayCount[] = [];
  for (let time = range.start.getTime(); time < range.end.getTime(); time += DAY_MS) {
    const key = dayOf(new Date(time));
    days.push({ day: key, count: counts.get(key) ?? 0 });
  }
  return days;
}

/** Bookings made in the range: how many, how many were paid in it, and what was kept of that money. */
async function bookingFigures(db: Database, range: Range) {
  const [row] = await db
    .select({
      made: countWhere(within(bookings.createdAt, range)),
      paid: countWhere(within(bookings.paidAt, range)),
      // bigint in SQL (a year of sales may outgrow int); read back as a number, far below 2^53 cents.
      grossCents: sql<number>`coalesce(sum(${bookings.paidCents} - ${bookings.refundedCents}) filter (where ${within(
        bookings.paidAt,
        range,
      )}), 0)::bigint`.mapWith(Number),
    })
    .from(bookings)
    .where(sql`${within(bookings.createdAt, range)} or ${within(bookings.paidAt, range)}`);
  return { made: row?.made ?? 0, paid: row?.paid ?? 0, grossCents: row?.grossCents ?? 0 };
}

/** The busiest addresses: bookings (by their course's address) or events, at most STATISTICS_TOP_LOCATIONS. */
async function topAddresses(db: Database, state: 'climbers' | 'guides', range: Range) {
  const source =
    state === 'climbers'
      ? { table: bookings, address: bookings.address, createdAt: bookings.createdAt }
      : { table: events, address: events.address, createdAt: events.createdAt };
  const total = sql<number>`count(*)::int`;
  return db
    .select({ address: source.address, count: total })
    .from(source.table)
    .where(within(source.createdAt, range))
    .groupBy(source.address)
    .orderBy(desc(total), asc(source.address))
    .limit(STATISTICS_TOP_LOCATIONS);
}

const card = (key: StatisticsCard['key'], value: number, kind: StatisticsCard['kind'] = 'count'): StatisticsCard => ({
  key,
  value,
  kind,
});

async function climberCards(db: Database, range: Range): Promise<StatisticsCard[]> {
  const [people] = await db
    .select({ total: sql<number>`count(*)::int`, joined: countWhere(within(users.createdAt, range)) })
    .from(users)
    .where(and(eq(users.role, 'climber'), isListedAccount));
  const booked = await bookingFigures(db, range);
  return [
    card('total_climbers', people?.total ?? 0),
    card('new_signups', people?.joined ?? 0),
    card('bookings', booked.made),
    card('paid_bookings', booked.paid),
    card('gross_cents', booked.grossCents, 'money'),
  ];
}

async function guideCards(db: Database, range: Range): Promise<StatisticsCard[]> {
  const [people] = await db
    .select({
      approved: countWhere(sql`${users.isApproved}`),
      pending: countWhere(sql`not ${users.isApproved}`),
      applied: countWhere(within(users.createdAt, range)),
    })
    .from(users)
    .where(and(eq(users.role, 'guide'), isListedAccount));
  const listed = await db.$count(events, within(events.createdAt, range));
  const received = await db.$count(bookings, within(bookings.createdAt, range));
  return [
    card('total_guides', people?.approved ?? 0),
    card('pending_guides', people?.pending ?? 0),
    card('new_signups', people?.applied ?? 0),
    card('events', listed),
    card('bookings', received),
  ];
}

/**
 * GET /api/statistics: the Climbers or Guides tab over an inclusive range of UTC days. Every figure is
 * aggregated in SQL over a range of at most a year, so the work stays bounded whatever the data size.
 */
export async function getStatistics(
  db: Database,
  actor: AuthenticatedSession,
  query: z.output<typeof StatisticsQuerySchema>,
  now: Date = new Date(),
): Promise<Statistics> {
  if (!mayReadStatistics(actor.user)) throw forbidden();
  const range = rangeOf(query, now);
  const role = query.state === 'climbers' ? 'climber' : 'guide';
  return db.transaction(async (tx) => ({
    state: query.state,
    from: range.from,
    to: range.to,
    cards: query.state === 'climbers' ? await climberCards(tx, range) : await guideCards(tx, range),
    signups: await perDay(tx, users, users.createdAt, range, and(eq(users.role, role), isListedAccount)),
    bookings: await perDay(tx, bookings, bookings.createdAt, range),
    locations: await topAddresses(tx, query.state, range),
  }));
}
