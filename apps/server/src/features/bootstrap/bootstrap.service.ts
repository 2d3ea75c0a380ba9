import { mayManageAccountsOf } from '@cordee/shared/access-policy';
import { BOOTSTRAP_PAGE_SIZE, type Bootstrap, type StatCard } from '@cordee/shared/bootstrap.contracts';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Payments } from '../../integrations/payments/payment-reports.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import { isLiveOnRunNotEnded, latestBookingsFor } from '../bookings/booking-queries.service.ts';
import { bookings } from '../bookings/bookings.tables.ts';
import { countEvents } from '../events/events.service.ts';
import { latestNotificationsFor } from '../notifications/notifications.service.ts';
import { guidePayoutSummary } from '../payouts/payouts.service.ts';
import { presentAuthUser, presentUserSummary } from '../users/user-presenter.ts';
import { type UserRow, users } from '../users/users.tables.ts';

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

async function latestUsersWithRole(db: Database, role: UserRow['role']) {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.role, role), isNull(users.deletedAt)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(BOOTSTRAP_PAGE_SIZE);
  return rows.map(presentUserSummary);
}

type GuidePayoutSummary = Awaited<ReturnType<typeof guidePayoutSummary>>;

/** How long GET /api/user waits for the payment provider before answering without payout data. */
const PAYOUT_SUMMARY_TIMEOUT_MS = 3000;

/**
 * A guide's payout keys, or null. The provider being slow or down must never fail or stall this call:
 * the spec's client drops its token on some errors of GET /api/user (F5), so the keys stay empty instead.
 */
async function payoutSummaryFor(payments: Payments, user: UserRow, log: FastifyBaseLogger) {
  if (user.role !== 'guide' || !user.stripeAccountId) return null;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), PAYOUT_SUMMARY_TIMEOUT_MS);
    timer.unref();
  });
  try {
    const summary = await Promise.race([guidePayoutSummary(payments, user.stripeAccountId), timeout]);
    if (!summary) log.warn('payout summary timed out; GET /api/user answered without it');
    return summary;
  } catch (error) {
    log.warn({ err: error }, 'payout summary unavailable; GET /api/user answered without it');
    return null;
  } finally {
    clearTimeout(timer);
  }
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

/**
 * The role's home stat cards (spec 3 §9), counted from real rows. A guide's transactions (charges to
 * the payout account) and payouts cover the last 7 days.
 */
async function statsFor(
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
        { key: 'registered_guides', value: await countApprovedGuides(db), kind: 'count' },
        { key: 'total_climbers', value: await countUsersWithRole(db, 'climber'), kind: 'count' },
        { key: 'total_events', value: await countEvents(db), kind: 'count' },
        { key: 'current_bookings', value: await countCurrentBookings(db, now), kind: 'count' },
      ];
  }
}

/** GET /api/user: every key of spec 3 §7, shaped by role, each list bounded to one page. */
export async function loadBootstrap(
  db: Database,
  payments: Payments,
  actor: AuthenticatedSession,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<Bootstrap> {
  const { user } = actor;
  const payouts = await payoutSummaryFor(payments, user, log);
  return {
    user: presentAuthUser(user),
    notifications: await latestNotificationsFor(db, user.id, BOOTSTRAP_PAGE_SIZE),
    guides: mayManageAccountsOf(user, 'guide') ? await latestUsersWithRole(db, 'guide') : [],
    climbers: mayManageAccountsOf(user, 'climber') ? await latestUsersWithRole(db, 'climber') : [],
    events: [],
    bookings: await latestBookingsFor(db, user, BOOTSTRAP_PAGE_SIZE),
    admins: user.role === 'super_admin' ? await latestUsersWithRole(db, 'admin') : [],
    payouts: payouts?.payouts ?? [],
    balance: payouts?.balance ?? [],
    account: payouts?.account ?? {},
    messages: [],
    dairies: [],
    plans: [],
    trainings: [],
    subscription: {},
    stats: await statsFor(db, user, payouts, now),
  };
}
