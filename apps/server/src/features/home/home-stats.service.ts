import { mayReadHomeStat } from '@cordee/shared/access-policy';
import type { StatCard } from '@cordee/shared/bootstrap.contracts';
import type { HomeStat } from '@cordee/shared/home.contracts';
import { TREND_PERIOD_DAYS } from '@cordee/shared/home-limits';
import { and, count, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { PaymentProvider as Payments } from '../../integrations/payments/payment-provider.ts';
import { auditLog } from '../audit-log/audit-log.tables.ts';
import { isLiveOnRunNotEnded } from '../bookings/booking-queries.service.ts';
import { bookings } from '../bookings/bookings.tables.ts';
import { countEvents } from '../events/events.service.ts';
import { events } from '../events/events.tables.ts';
import { guidePayoutSummary } from '../payouts/payouts.service.ts';
import { type UserRow, users } from '../users/users.tables.ts';

/*
 * The Home stat cards of each role: the figures themselves (also carried by GET /api/user) and, for Home,
 * how the activity behind each figure moved over the last 7 days against the 7 days before.
 */

export type GuidePayoutSummary = Awaited<ReturnType<typeof guidePayoutSummary>>;

/** How long a caller waits for the payment provider before answering without payout data. */
const PAYOUT_SUMMARY_TIMEOUT_MS = 3000;

/**
 * A guide's payout keys, or null. The provider being slow or down must never fail or stall the call:
 * the spec's client drops its token on some errors of GET /api/user, so the keys stay empty instead.
 */
export async function payoutSummaryFor(payments: Payments, user: UserRow, log: FastifyBaseLogger) {
  if (user.role !== 'guide' || !user.stripeAccountId) return null;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), PAYOUT_SUMMARY_TIMEOUT_MS);
    timer.unref();
  });
  try {
    const summary = await Promise.race([guidePayoutSummary(payments, user.stripeAccountId), timeout]);
    if (!summary) log.warn('payout summary timed out; answered without it');
    return summary;
  } catch (error) {
    log.warn({ err: error }, 'payout summary unavailable; answered without it');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

async function countUsersWithRole(db: Database, role: UserRow['role']): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.role, role), isNull(users.deletedAt)));
  return row?.value ?? 0;
}

/**
 * Guides the super admin has approved. An applicant waiting for approval holds a guide account too,
 * but is not a registered guide until accepted (declining removes the account).
 */
async function countApprovedGuides(db: Database): Promise<number> {
  return db.$count(users, and(eq(users.role, 'guide'), eq(users.isApproved, true), isNull(users.deletedAt)));
}

/**
 * A climber's booking cards in one read: every booking ever made, those waiting for the guide, those
 * waiting for payment, and what was spent (paid less refunded, in cents).
 */
async function climberBookingStats(db: Database, climberId: number) {
  const [row] = await db
    .select({
      all: count(),
      requested: sql<number>`count(*) filter (where ${bookings.status} = 'requested')`.mapWith(Number),
      accepted: sql<number>`count(*) filter (where ${bookings.status} = 'accepted')`.mapWith(Number),
      spent: sql<number>`coalesce(sum(${bookings.paidCents} - ${bookings.refundedCents}), 0)`.mapWith(Number),
    })
    .from(bookings)
    .where(eq(bookings.climberId, climberId));
  return row ?? { all: 0, requested: 0, accepted: 0, spent: 0 };
}

/** Bookings holding seats on runs not yet ended: a guide's (on their events) or, without a guide, everyone's. */
async function countCurrentBookings(db: Database, now: Date, guideId?: number): Promise<number> {
  return db.$count(
    bookings,
    and(isLiveOnRunNotEnded(now), guideId === undefined ? undefined : eq(bookings.guideId, guideId)),
  );
}

/** A staff figure: counted only when the caller's flags open it (mayReadHomeStat), otherwise never read. */
async function staffCard(user: UserRow, key: string, count: () => Promise<number>): Promise<StatCard[]> {
  return mayReadHomeStat(user, key) ? [{ key, value: await count(), kind: 'count' }] : [];
}

/**
 * The role's home stat cards, counted from real rows. A guide's transactions (charges to
 * the payout account) and payouts cover the last 7 days. Staff get the platform's figures their flags open.
 */
export async function statsFor(
  db: Database,
  user: UserRow,
  payouts: GuidePayoutSummary | null,
  now: Date,
): Promise<StatCard[]> {
  switch (user.role) {
    case 'climber': {
      const booked = await climberBookingStats(db, user.id);
      return [
        { key: 'all_bookings', value: booked.all, kind: 'count' },
        { key: 'pending_approval', value: booked.requested, kind: 'count' },
        { key: 'awaiting_payment', value: booked.accepted, kind: 'count' },
        { key: 'amount_spent', value: booked.spent, kind: 'money' },
      ];
    }
    case 'guide':
      return [
        { key: 'total_transactions', value: payouts?.totalTransactions ?? 0, kind: 'count' },
        { key: 'payouts', value: payouts?.payoutsTotal ?? 0, kind: 'money' },
        { key: 'total_events', value: await countEvents(db, user.id), kind: 'count' },
        { key: 'current_bookings', value: await countCurrentBookings(db, now, user.id), kind: 'count' },
      ];
    default:
      return [
        ...(await staffCard(user, 'registered_guides', () => countApprovedGuides(db))),
        ...(await staffCard(user, 'total_climbers', () => countUsersWithRole(db, 'climber'))),
        ...(await staffCard(user, 'total_events', () => countEvents(db))),
        ...(await staffCard(user, 'current_bookings', () => countCurrentBookings(db, now))),
      ];
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The two windows a trend compares: [previousFrom, currentFrom) and [currentFrom, now). */
type TrendWindows = { previousFrom: string; currentFrom: string; now: string };

function trendWindowsAt(now: Date): TrendWindows {
  const period = TREND_PERIOD_DAYS * DAY_MS;
  return {
    previousFrom: new Date(now.getTime() - 2 * period).toISOString(),
    currentFrom: new Date(now.getTime() - period).toISOString(),
    now: now.toISOString(),
  };
}

/** The activity of each window: a count of rows, or a sum of `amount`, whose `at` falls in the window. */
function inWindow(at: PgColumn, from: string, to: string): SQL {
  return sql`${at} >= ${from}::timestamptz and ${at} < ${to}::timestamptz`;
}

function countIn(at: PgColumn, w: TrendWindows) {
  return {
    current: sql<number>`count(*) filter (where ${inWindow(at, w.currentFrom, w.now)})`.mapWith(Number),
    previous: sql<number>`count(*) filter (where ${inWindow(at, w.previousFrom, w.currentFrom)})`.mapWith(Number),
  };
}

type Movement = { current: number; previous: number };

/** Whole percent change; null when the previous period had nothing to compare with. */
export function changePercent({ current, previous }: Movement): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) * 100) / previous);
}

const NO_MOVEMENT: Movement = { current: 0, previous: 0 };

/** Bookings a climber made, and money they paid less what was refunded of it, per window. */
async function climberMovements(db: Database, climberId: number, w: TrendWindows) {
  const [row] = await db
    .select({
      made: countIn(bookings.createdAt, w),
      spentCurrent:
        sql<number>`coalesce(sum(${bookings.paidCents} - ${bookings.refundedCents}) filter (where ${inWindow(bookings.paidAt, w.currentFrom, w.now)}), 0)`.mapWith(
          Number,
        ),
      spentPrevious:
        sql<number>`coalesce(sum(${bookings.paidCents} - ${bookings.refundedCents}) filter (where ${inWindow(bookings.paidAt, w.previousFrom, w.currentFrom)}), 0)`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .where(eq(bookings.climberId, climberId));
  if (!row) return { made: NO_MOVEMENT, spent: NO_MOVEMENT };
  return { made: row.made, spent: { current: row.spentCurrent, previous: row.spentPrevious } };
}

/** Events created (a guide's, or everyone's) per window; events_created_idx bounds the read. */
async function eventsCreated(db: Database, w: TrendWindows, guideId?: number): Promise<Movement> {
  const [row] = await db
    .select(countIn(events.createdAt, w))
    .from(events)
    .where(
      and(
        gte(events.createdAt, sql`${w.previousFrom}::timestamptz`),
        guideId === undefined ? undefined : eq(events.guideId, guideId),
      ),
    );
  return row ?? NO_MOVEMENT;
}

/** Climber accounts registered per window (users_role_created_idx), deleted ones left out as in the total. */
async function climbersRegistered(db: Database, w: TrendWindows): Promise<Movement> {
  const [row] = await db
    .select(countIn(users.createdAt, w))
    .from(users)
    .where(
      and(
        eq(users.role, 'climber'),
        isNull(users.deletedAt),
        gte(users.createdAt, sql`${w.previousFrom}::timestamptz`),
      ),
    );
  return row ?? NO_MOVEMENT;
}

/**
 * Guide applications approved per window. The users table keeps no approval date; the audit log records
 * every approval ('guide.approved', audit_log_action_created_idx), so that is where the dates are read.
 */
async function guidesApproved(db: Database, w: TrendWindows): Promise<Movement> {
  const [row] = await db
    .select(countIn(auditLog.createdAt, w))
    .from(auditLog)
    .where(and(eq(auditLog.action, 'guide.approved'), gte(auditLog.createdAt, sql`${w.previousFrom}::timestamptz`)));
  return row ?? NO_MOVEMENT;
}

/**
 * The Home cards: the figures, their period, and their trend. States (pending approval, awaiting payment,
 * current bookings) have no history to compare and the guide's 7-day provider figures have no previous
 * week from the provider: those trends are null, and the screen shows none.
 */
export async function homeStatsFor(
  db: Database,
  user: UserRow,
  payouts: GuidePayoutSummary | null,
  now: Date,
): Promise<HomeStat[]> {
  const cards = await statsFor(db, user, payouts, now);
  const w = trendWindowsAt(now);
  const movements = new Map<string, Movement>();
  switch (user.role) {
    case 'climber': {
      const { made, spent } = await climberMovements(db, user.id, w);
      movements.set('all_bookings', made).set('amount_spent', spent);
      break;
    }
    case 'guide':
      movements.set('total_events', await eventsCreated(db, w, user.id));
      break;
    default: {
      const shown = new Set(cards.map((card) => card.key));
      if (shown.has('registered_guides')) movements.set('registered_guides', await guidesApproved(db, w));
      if (shown.has('total_climbers')) movements.set('total_climbers', await climbersRegistered(db, w));
      if (shown.has('total_events')) movements.set('total_events', await eventsCreated(db, w));
    }
  }
  const lastSevenDays = new Set(user.role === 'guide' ? ['total_transactions', 'payouts'] : []);
  return cards.map((card) => {
    const movement = movements.get(card.key);
    return {
      ...card,
      period: lastSevenDays.has(card.key) ? 'last_7_days' : 'all_time',
      change_percent: movement ? changePercent(movement) : null,
    };
  });
}
