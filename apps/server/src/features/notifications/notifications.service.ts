import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
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

/** Accepting or declining an application clears its notification for every reviewer (spec 3 §4). */
export async function removeGuideSignupNotifications(db: Database, guideId: number): Promise<void> {
  await db
    .delete(notifications)
    .where(
      and(eq(notifications.type, 'new_guide_signup'), sql`(${notifications.data} ->> 'guide_id')::int = ${guideId}`),
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
