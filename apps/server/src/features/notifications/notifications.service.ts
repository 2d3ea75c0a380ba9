import type { NotificationList, NotificationListQuerySchema } from '@cordee/shared/notifications.contracts';
import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import { publishRealtime } from '../realtime/realtime-publish.ts';
import { users } from '../users/users.tables.ts';
import { notifications } from './notifications.tables.ts';

export type NotificationView = {
  id: number;
  type: string;
  subject: string;
  data: Record<string, unknown>;
  read_at: string | null;
  created_at: string;
};

/** A notification a use case stores; `data` says what a click opens. */
export type NewNotification = { userId: number; type: string; subject: string; data?: Record<string, unknown> };

function presentNotification(row: typeof notifications.$inferSelect): NotificationView {
  return {
    id: row.id,
    type: row.type,
    subject: row.subject,
    data: row.data,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Stores notifications and pushes each to its user's live streams. Call it with the use case's
 * transaction handle, so the rows and the pushes exist exactly when the change that caused them commits.
 */
export async function createNotifications(tx: Database, rows: readonly NewNotification[]): Promise<NotificationView[]> {
  if (rows.length === 0) return [];
  const stored = await tx
    .insert(notifications)
    .values(rows.map((row) => ({ userId: row.userId, type: row.type, subject: row.subject, data: row.data ?? {} })))
    .returning();
  const views = stored.map(presentNotification);
  for (const [index, view] of views.entries()) {
    const userId = stored[index]?.userId;
    if (userId !== undefined) await publishRealtime(tx, [userId], { kind: 'notification', notification: view });
  }
  return views;
}

/** Spec 3 "Notifications": the super admin's text for a new application. */
export const NEW_GUIDE_SIGNUP_SUBJECT = 'There is a new guide sign up';

/** Everyone who reviews guide applications: super admins and admins holding the Guides flag. */
export async function notifyGuideReviewers(db: Database, guideId: number): Promise<number[]> {
  const reviewers = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.role, 'super_admin'), and(eq(users.role, 'admin'), sql`${users.permissions} ? 'guides'`)));
  await createNotifications(
    db,
    reviewers.map((reviewer) => ({
      userId: reviewer.id,
      type: 'new_guide_signup',
      subject: NEW_GUIDE_SIGNUP_SUBJECT,
      data: { guide_id: guideId },
    })),
  );
  return reviewers.map((r) => r.id);
}

/**
 * Accepting or declining an application clears its notification for every reviewer. Each
 * reviewer's open screens hear of it and refetch, so no bell keeps offering an application already
 * decided.
 */
export async function removeGuideSignupNotifications(db: Database, guideId: number): Promise<void> {
  const removed = await db
    .delete(notifications)
    .where(
      and(eq(notifications.type, 'new_guide_signup'), sql`(${notifications.data} ->> 'guide_id')::int = ${guideId}`),
    )
    .returning({ userId: notifications.userId });
  await publishRealtime(
    db,
    removed.map((row) => row.userId),
    { kind: 'notifications_read' },
  );
}

export async function latestNotificationsFor(db: Database, userId: number, limit: number): Promise<NotificationView[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map(presentNotification);
}

type NotificationListQuery = z.output<typeof NotificationListQuerySchema>;

/** The badge: how many of the user's notifications are unread (reads the partial unread index only). */
async function unreadCountOf(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/**
 * GET /api/notifications: a page of the signed-in user's notifications, newest first, with the total
 * of the list asked for and the unread count of the badge. `unread=1` lists the unread ones only;
 * `unread=0` (or nothing) lists them all.
 */
export async function listNotifications(
  db: Database,
  actor: AuthenticatedSession,
  query: NotificationListQuery,
): Promise<NotificationList> {
  const userId = actor.user.id;
  const where: SQL | undefined = and(
    eq(notifications.userId, userId),
    query.unread === '1' ? isNull(notifications.readAt) : undefined,
  );
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(notifications).where(where),
    unreadCountOf(db, userId),
  ]);
  return {
    data: rows.map(presentNotification),
    page: query.page,
    per_page: query.per_page,
    total: total?.value ?? 0,
    unread,
  };
}

/**
 * POST /api/notifications/{id}/read: marks one of the user's own notifications read. Someone else's id
 * answers 404 exactly like a missing one, and changes nothing. Marking a read one again changes nothing
 * and tells no one; a real change tells the user's other tabs and devices, whose badges then refetch.
 */
export async function markNotificationRead(
  db: Database,
  actor: AuthenticatedSession,
  notificationId: number,
): Promise<{ unread: number }> {
  const userId = actor.user.id;
  return db.transaction(async (tx) => {
    const own = and(eq(notifications.id, notificationId), eq(notifications.userId, userId));
    const changed = await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(own, isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (changed.length === 0) {
      const [existing] = await tx.select({ id: notifications.id }).from(notifications).where(own);
      if (!existing) throw notFound('notification');
    } else {
      await publishRealtime(tx, [userId], { kind: 'notifications_read' });
    }
    return { unread: await unreadCountOf(tx, userId) };
  });
}

/**
 * POST /api/notifications/read-all: marks every unread notification of the user read (Mark all as
 * read). With nothing unread it changes nothing and tells no one.
 */
export async function markAllNotificationsRead(db: Database, actor: AuthenticatedSession): Promise<{ unread: number }> {
  const userId = actor.user.id;
  return db.transaction(async (tx) => {
    if ((await unreadCountOf(tx, userId)) === 0) return { unread: 0 };
    await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    await publishRealtime(tx, [userId], { kind: 'notifications_read' });
    return { unread: await unreadCountOf(tx, userId) };
  });
}
