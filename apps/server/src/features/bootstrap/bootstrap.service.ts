import { mayManageAccountsOf } from '@cordee/shared/access-policy';
import { BOOTSTRAP_PAGE_SIZE, type Bootstrap } from '@cordee/shared/bootstrap.contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { PaymentProvider as Payments } from '../../integrations/payments/payment-provider.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import { latestBookingsFor } from '../bookings/booking-queries.service.ts';
import { latestConversationsFor } from '../chat/chat.service.ts';
import { payoutSummaryFor, statsFor } from '../home/home-stats.service.ts';
import { latestDiariesFor } from '../journal/journal.service.ts';
import { latestNotificationsFor } from '../notifications/notifications.service.ts';
import { listPlans } from '../plans/plans.service.ts';
import { newestRealtimePosition } from '../realtime/realtime.service.ts';
import { subscriptionSummaryOf } from '../subscriptions/subscriptions.service.ts';
import { firstTrainingsPage } from '../trainings/trainings.service.ts';
import type { MediaSigner } from '../uploads/media-signing.ts';
import { presentAuthUser, presentUserSummary } from '../users/user-presenter.ts';
import { type UserRow, users } from '../users/users.tables.ts';

async function latestUsersWithRole(db: Database, role: UserRow['role']) {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.role, role), isNull(users.deletedAt)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(BOOTSTRAP_PAGE_SIZE);
  return rows.map(presentUserSummary);
}

/** GET /api/user: every key of BootstrapSchema, shaped by role, each list bounded to one page. */
export async function loadBootstrap(
  db: Database,
  payments: Payments,
  actor: AuthenticatedSession,
  log: FastifyBaseLogger,
  media: MediaSigner,
  now: Date = new Date(),
): Promise<Bootstrap> {
  const { user } = actor;
  // Read first: every event committed after this (even one whose row was written before) has a greater
  // position and is replayed to the page's first stream, even one reflected in the lists below (the
  // screens ignore an event they already show).
  const realtimeCursor = await newestRealtimePosition(db);
  const payouts = await payoutSummaryFor(payments, user, log);
  const subscription = await subscriptionSummaryOf(db, user.id, now);
  return {
    user: { ...presentAuthUser(user), userPlan: subscription.plan_name },
    notifications: await latestNotificationsFor(db, user.id, BOOTSTRAP_PAGE_SIZE),
    guides: mayManageAccountsOf(user, 'guide') ? await latestUsersWithRole(db, 'guide') : [],
    climbers: mayManageAccountsOf(user, 'climber') ? await latestUsersWithRole(db, 'climber') : [],
    events: [],
    bookings: await latestBookingsFor(db, user, BOOTSTRAP_PAGE_SIZE),
    admins: user.role === 'super_admin' ? await latestUsersWithRole(db, 'admin') : [],
    payouts: payouts?.payouts ?? [],
    balance: payouts?.balance ?? [],
    account: payouts?.account ?? {},
    messages: await latestConversationsFor(db, user.id, BOOTSTRAP_PAGE_SIZE),
    dairies: await latestDiariesFor(db, user, BOOTSTRAP_PAGE_SIZE),
    plans: await listPlans(db),
    trainings: await firstTrainingsPage(db, media, actor, BOOTSTRAP_PAGE_SIZE),
    subscription,
    stats: await statsFor(db, user, payouts, now),
    realtime_cursor: realtimeCursor,
  };
}
