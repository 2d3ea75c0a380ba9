import { isStaffRole, mayChatAsStaff } from '@cordee/shared/access-policy';
import { type BookingStatus, SEAT_HOLDING_STATUSES } from '@cordee/shared/booking-status';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { DomainError, FieldValidationError, notFound } from '../../http/errors.ts';
import { bookings } from '../bookings/bookings.tables.ts';
import { type EventRow, events } from '../events/events.tables.ts';
import type { UserRow } from '../users/users.tables.ts';
import { users } from '../users/users.tables.ts';
import { chatMessages, chatThreads } from './chat.tables.ts';

/**
 * Who may write to whom. A conversation is stored once per pair of users, the lower id first; these
 * helpers find it, and decide whether one side may write to the other.
 */

export type ThreadRow = typeof chatThreads.$inferSelect;

/** The pair's stored order: the lower id is the "low" side. */
export function pairOf(a: number, b: number): { low: number; high: number } {
  return a < b ? { low: a, high: b } : { low: b, high: a };
}

export const pairCondition = (a: number, b: number) => {
  const { low, high } = pairOf(a, b);
  return and(eq(chatThreads.lowUserId, low), eq(chatThreads.highUserId, high));
};

/** The conversation of two users, if any; locked when the use case is about to change it. */
export async function findThread(
  tx: Database,
  a: number,
  b: number,
  lock: 'for update' | 'read' = 'read',
): Promise<ThreadRow | undefined> {
  const query = tx.select().from(chatThreads).where(pairCondition(a, b));
  const [thread] = lock === 'for update' ? await query.for('update') : await query;
  return thread;
}

/**
 * The conversation of a pair, created empty when it does not exist yet, and locked for the rest of the
 * transaction. Creating it first gives the very first messages of a pair a row to wait on too: without
 * it, sends racing to open a conversation ran side by side, and on PostgreSQL one could fail. An empty
 * conversation is never listed, and a refused send rolls it back.
 */
export async function lockThread(tx: Database, a: number, b: number): Promise<ThreadRow> {
  const { low, high } = pairOf(a, b);
  await tx.insert(chatThreads).values({ lowUserId: low, highUserId: high }).onConflictDoNothing();
  const thread = await findThread(tx, a, b, 'for update');
  if (!thread) throw new Error('the conversation was not written');
  return thread;
}

/** What one side of a conversation sees of it: its own unread count and block flag, and the other's. */
export function sideOf(thread: ThreadRow | undefined, userId: number) {
  if (!thread) return { unread: 0, blockedByMe: false, blockedByThem: false };
  const low = thread.lowUserId === userId;
  return {
    unread: low ? thread.unreadForLow : thread.unreadForHigh,
    blockedByMe: low ? thread.blockedByLow : thread.blockedByHigh,
    blockedByThem: low ? thread.blockedByHigh : thread.blockedByLow,
  };
}

/** The other party of a chat: 404 for an unknown or deleted account (a deleted one is anonymized). */
export async function findCounterpart(tx: Database, actorId: number, recipientId: number): Promise<UserRow> {
  if (recipientId === actorId) {
    throw new FieldValidationError({ recipient_id: ['chat_to_self'] });
  }
  const [recipient] = await tx.select().from(users).where(eq(users.id, recipientId));
  if (!recipient || recipient.deletedAt) throw notFound('user');
  return recipient;
}

/**
 * A booking lets a climber and a guide write to each other while it is live: a request waiting for the
 * guide's answer (both may need to ask something first), an accepted one waiting for payment, a paid
 * trip (also after it, for the follow-up). A declined, expired or cancelled booking allows nothing by
 * itself any more: a request made and cancelled at once must not open what the daily inquiry limit
 * bounds (decision 0040). A conversation already started can still be answered (`reply`).
 */
const WRITING_BOOKING_STATUSES: readonly BookingStatus[] = SEAT_HOLDING_STATUSES;
/** Email and phone are shared once the guide has taken the climber on: accepted or paid, not cancelled. */
const CONTACT_BOOKING_STATUSES: readonly BookingStatus[] = ['accepted', 'paid'];

/** A booking between the two in one of these statuses, whoever is the climber (a guide may book too). */
async function shareABookingIn(
  tx: Database,
  a: number,
  b: number,
  statuses: readonly BookingStatus[],
): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        or(
          and(eq(bookings.climberId, a), eq(bookings.guideId, b)),
          and(eq(bookings.climberId, b), eq(bookings.guideId, a)),
        ),
        inArray(bookings.status, [...statuses]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether `senderId` wrote in the conversation: at all (so the other side may answer), or about a
 * course (so a climber may follow up on their question before the guide answers).
 */
async function hasWrittenIn(
  tx: Database,
  thread: ThreadRow | undefined,
  senderId: number,
  about: 'anything' | 'a course',
): Promise<boolean> {
  if (!thread?.lastMessageId) return false;
  const [row] = await tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.threadId, thread.id),
        eq(chatMessages.senderId, senderId),
        about === 'a course' ? isNotNull(chatMessages.eventId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The course a message names: it must exist and be the guide's of one of the two parties (422
 * otherwise, since the client sent an id that cannot be right).
 */
export async function courseOfPair(tx: Database, eventId: number, a: number, b: number): Promise<EventRow> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId));
  if (!event) throw new FieldValidationError({ event_id: ['course_unknown'] });
  if (event.guideId !== a && event.guideId !== b) {
    throw new FieldValidationError({ event_id: ['course_not_of_guide'] });
  }
  return event;
}

/** How a sender came to be allowed to write: it decides which limits apply. */
export type WriteGround = 'staff' | 'booking' | 'reply' | 'inquiry';

/**
 * Why the sender may write to the recipient, or null when nothing allows it. Staff (the super admin, an
 * admin holding the Chats flag) write to anyone; a climber and a guide who share a live booking write to
 * each other; anybody answers a conversation the other side started; a climber asks a guide about one of
 * the guide's courses still to come before booking, and may follow that question up. Blocks and
 * disabled accounts are checked apart.
 */
export async function writeGroundOf(
  tx: Database,
  sender: UserRow,
  recipient: UserRow,
  thread: ThreadRow | undefined,
  course: EventRow | null,
  now: Date,
): Promise<WriteGround | null> {
  if (mayChatAsStaff(sender)) return 'staff';
  if (await shareABookingIn(tx, sender.id, recipient.id, WRITING_BOOKING_STATUSES)) return 'booking';
  if (await hasWrittenIn(tx, thread, recipient.id, 'anything')) return 'reply';
  if (sender.role !== 'climber' || recipient.role !== 'guide') return null;
  if (course && course.guideId === recipient.id && isCourseToCome(course, now)) return 'inquiry';
  // A question already asked: the climber may add to it before the guide answers.
  if (await hasWrittenIn(tx, thread, sender.id, 'a course')) return 'inquiry';
  return null;
}

/** A course still to come: its last day (a UTC calendar day) is today or later, as the search lists them. */
function isCourseToCome(course: EventRow, now: Date): boolean {
  return course.endDate >= now.toISOString().slice(0, 10);
}

/** Email and phone are shown between parties of an accepted or paid booking, or when one of them is staff. */
export async function mayShowContactDetails(tx: Database, viewer: UserRow, other: UserRow): Promise<boolean> {
  if (isStaffRole(viewer.role) || isStaffRole(other.role)) return true;
  return shareABookingIn(tx, viewer.id, other.id, CONTACT_BOOKING_STATUSES);
}

export const chatRefusals = {
  notAllowed: () => new DomainError('chat_not_allowed'),
  blockedByYou: () => new DomainError('chat_blocked_by_you'),
  blockedByThem: () => new DomainError('chat_blocked'),
  recipientUnavailable: () => new DomainError('recipient_unavailable'),
  cannotBlockStaff: () => new DomainError('cannot_block_staff'),
};
