import { isStaffRole, mayChatAsStaff } from '@cordee/shared/access-policy';
import type {
  ChatBlockState,
  ChatMessage,
  ChatThread,
  Conversation,
  ConversationList,
  SendChatResult,
} from '@cordee/shared/chat.contracts';
import { CHAT_PAGE_SIZE, type ChatTab, CONVERSATION_PAGE_SIZE } from '@cordee/shared/chat-limits';
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import { createNotifications } from '../notifications/notifications.service.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { consume, type Limit } from '../rate-limit/rate-limit.service.ts';
import { realtimeEvents } from '../realtime/realtime.tables.ts';
import { publishRealtime } from '../realtime/realtime-publish.ts';
import { type UserRow, users } from '../users/users.tables.ts';
import { chatMessages, chatThreads } from './chat.tables.ts';
import {
  chatRefusals,
  courseOfPair,
  findCounterpart,
  findThread,
  lockThread,
  mayShowContactDetails,
  pairOf,
  sideOf,
  type ThreadRow,
  writeGroundOf,
} from './chat-access.ts';
import { containsTerm, foldedSearchTerm } from './chat-search.ts';
import { plainMessageOf, previewOf } from './chat-text.ts';

/** Every message counts here, whoever it goes to: a runaway client or script stops within a minute. */
export const chatSendLimitOf = (userId: number): Limit => ({
  key: `chat-send:user:${userId}`,
  max: 30,
  windowSeconds: 60,
});

/** Conversations a climber opens with guides they have not booked with ("Message the guide"), per day. */
export const chatInquiryLimitOf = (userId: number): Limit => ({
  key: `chat-inquiry:user:${userId}`,
  max: 10,
  windowSeconds: 24 * 60 * 60,
});

/** The notification type of "You have a new message from …": one unread per sender and recipient. */
export const NEW_MESSAGE_NOTIFICATION = 'new_message';
export const newMessageSubject = (senderName: string) => `You have a new message from ${senderName}.`;

function presentMessage(row: typeof chatMessages.$inferSelect): ChatMessage {
  return {
    id: row.id,
    user_id: row.senderId,
    message: row.body,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

// ---- The conversation list ------------------------------------------------------------------------

/** The signed-in user's side of each conversation, read with one of the two pair indexes. */
const mineOf = (userId: number) => or(eq(chatThreads.lowUserId, userId), eq(chatThreads.highUserId, userId));
const myUnreadOf = (userId: number) =>
  sql<number>`case when ${chatThreads.lowUserId} = ${userId} then ${chatThreads.unreadForLow} else ${chatThreads.unreadForHigh} end`;

type ConversationQuery = { tab: ChatTab; search?: string | undefined; page: number };

/**
 * A page of the user's conversations, newest first. The user is the low side of some conversations and
 * the high side of others: each side is read in order from its own index (chat_threads_low_recent_idx,
 * chat_threads_high_recent_idx) and cut to the rows the page can need, then the two short lists are
 * merged, so a page costs the same for a staff member who talks to everyone as for anybody else.
 */
async function conversationRows(tx: Database, userId: number, query: ConversationQuery, limit: number) {
  const offset = (query.page - 1) * CONVERSATION_PAGE_SIZE;
  const filters: SQL[] = [isNotNull(chatThreads.lastMessageId)];
  if (query.tab === 'guides') filters.push(eq(users.role, 'guide'));
  if (query.tab === 'climbers') filters.push(eq(users.role, 'climber'));
  const term = query.search ? foldedSearchTerm(query.search) : '';
  // A term of only punctuation searches for nothing, so it lists every conversation.
  if (term) filters.push(containsTerm(term, [users.name, chatThreads.lastPreview]));
  const side = (mine: 'low' | 'high') => {
    const low = mine === 'low';
    return tx
      .select({
        // Named apart from users.id: the merged list is ordered by this name.
        threadId: sql<number>`${chatThreads.id}`.as('thread_id'),
        lastMessageId: chatThreads.lastMessageId,
        lastPreview: chatThreads.lastPreview,
        lastMessageAt: chatThreads.lastMessageAt,
        unread: low ? chatThreads.unreadForLow : chatThreads.unreadForHigh,
        counterpartId: users.id,
        name: users.name,
        profilePicture: users.profilePicture,
        color: users.color,
        role: users.role,
      })
      .from(chatThreads)
      .innerJoin(users, eq(users.id, low ? chatThreads.highUserId : chatThreads.lowUserId))
      .where(and(eq(low ? chatThreads.lowUserId : chatThreads.highUserId, userId), ...filters))
      .orderBy(desc(chatThreads.lastMessageAt), desc(chatThreads.id))
      .limit(offset + limit);
  };
  const rows = await unionAll(side('low'), side('high'))
    .orderBy(sql`last_message_at desc`, sql`thread_id desc`)
    .limit(limit)
    .offset(offset);
  return rows.map(
    (row): Conversation => ({
      sender: {
        id: row.counterpartId,
        name: row.name,
        profile_picture: row.profilePicture,
        color: row.color,
        role: row.role,
      },
      message: {
        id: row.lastMessageId ?? 0,
        preview: row.lastPreview,
        updated_at: new Date(row.lastMessageAt).toISOString(),
      },
      unread: Number(row.unread),
    }),
  );
}

async function unreadTotalOf(tx: Database, userId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${myUnreadOf(userId)}), 0)::int` })
    .from(chatThreads)
    .where(mineOf(userId));
  return Number(row?.total ?? 0);
}

async function conversationPage(tx: Database, userId: number, query: ConversationQuery): Promise<ConversationList> {
  const rows = await conversationRows(tx, userId, query, CONVERSATION_PAGE_SIZE + 1);
  return {
    messages: rows.slice(0, CONVERSATION_PAGE_SIZE),
    page: query.page,
    has_more: rows.length > CONVERSATION_PAGE_SIZE,
    unread_total: await unreadTotalOf(tx, userId),
  };
}

/**
 * GET /api/chats: the caller's conversations, newest first, a page at a time. The Guides and Climbers
 * tabs are the staff's (the super admin, an admin holding the Chats flag).
 */
export async function listConversations(
  db: Database,
  actor: AuthenticatedSession,
  query: ConversationQuery,
): Promise<ConversationList> {
  if (query.tab !== 'recent' && !mayChatAsStaff(actor.user)) {
    throw forbidden('chat_staff_sort');
  }
  return db.transaction((tx) => conversationPage(tx, actor.user.id, query));
}

/** The newest conversations of a user, for the Home messages card and GET /api/user's `messages`. */
export async function latestConversationsFor(db: Database, userId: number, limit: number): Promise<Conversation[]> {
  return conversationRows(db, userId, { tab: 'recent', page: 1 }, Math.min(limit, CONVERSATION_PAGE_SIZE));
}

// ---- Sending --------------------------------------------------------------------------------------

export type SendChatInput = { message: string; recipient_id: number; event_id?: number | undefined };

/**
 * POST /api/send-chat. In one transaction: the message, the conversation's last message and the
 * recipient's unread count, a live event to both parties, and the recipient's one unread "new message"
 * notification for this sender (created, or moved to now). The conversation row is locked first, so two
 * sends (or a send and a read) on one conversation take turns and the unread count stays exact.
 */
export async function sendChat(
  db: Database,
  actor: AuthenticatedSession,
  input: SendChatInput,
  now: Date = new Date(),
): Promise<SendChatResult> {
  const sender = actor.user;
  const text = plainMessageOf(input.message);
  return db.transaction(async (tx) => {
    const recipient = await findCounterpart(tx, sender.id, input.recipient_id);
    const thread = await lockThread(tx, sender.id, recipient.id);
    const course = input.event_id ? await courseOfPair(tx, input.event_id, sender.id, recipient.id) : null;
    const side = sideOf(thread, sender.id);
    if (side.blockedByMe) throw chatRefusals.blockedByYou();
    if (side.blockedByThem) throw chatRefusals.blockedByThem();
    if (recipient.disabledAt) throw chatRefusals.recipientUnavailable();
    const ground = await writeGroundOf(tx, sender, recipient, thread, course, now);
    if (!ground) throw chatRefusals.notAllowed();

    await consume(tx, chatSendLimitOf(sender.id), now);
    if (ground === 'inquiry' && !thread?.lastMessageId) await consume(tx, chatInquiryLimitOf(sender.id), now);

    const stored = await storeMessage(tx, sender, recipient, text, course?.id ?? null, now);
    const message = presentMessage(stored);
    await publishRealtime(tx, [sender.id], { kind: 'chat_message', counterpart_id: recipient.id, message });
    await publishRealtime(tx, [recipient.id], { kind: 'chat_message', counterpart_id: sender.id, message });
    await notifyNewMessage(tx, sender, recipient.id, now);
    const page = await conversationPage(tx, sender.id, { tab: 'recent', page: 1 });
    return { messages: page.messages, message };
  });
}

async function storeMessage(
  tx: Database,
  sender: UserRow,
  recipient: UserRow,
  text: string,
  eventId: number | null,
  now: Date,
) {
  const { low, high } = pairOf(sender.id, recipient.id);
  const recipientIsLow = recipient.id === low;
  const preview = previewOf(text);
  const [thread] = await tx
    .insert(chatThreads)
    .values({
      lowUserId: low,
      highUserId: high,
      lastMessageAt: now,
      lastPreview: preview,
      unreadForLow: recipientIsLow ? 1 : 0,
      unreadForHigh: recipientIsLow ? 0 : 1,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [chatThreads.lowUserId, chatThreads.highUserId],
      set: {
        lastMessageAt: now,
        lastPreview: preview,
        ...(recipientIsLow
          ? { unreadForLow: sql`${chatThreads.unreadForLow} + 1` }
          : { unreadForHigh: sql`${chatThreads.unreadForHigh} + 1` }),
      },
    })
    .returning({ id: chatThreads.id });
  if (!thread) throw new Error('the conversation was not written');
  const [stored] = await tx
    .insert(chatMessages)
    .values({
      threadId: thread.id,
      senderId: sender.id,
      recipientId: recipient.id,
      body: text,
      eventId,
      createdAt: now,
    })
    .returning();
  if (!stored) throw new Error('the message was not written');
  await tx.update(chatThreads).set({ lastMessageId: stored.id }).where(eq(chatThreads.id, thread.id));
  return stored;
}

/** The recipient's notification about messages from this sender (one per sender, read or not). */
const newMessageNotificationFrom = (recipientId: number, senderId: number) =>
  and(
    eq(notifications.userId, recipientId),
    eq(notifications.type, NEW_MESSAGE_NOTIFICATION),
    sql`${notifications.data} ->> 'sender_id' = ${String(senderId)}`,
  );

/**
 * One "new message" notification per sender: a later message moves the existing one to the top, unread
 * again, and pushes it again, instead of filling the bell with copies of the same line.
 */
async function notifyNewMessage(tx: Database, sender: UserRow, recipientId: number, now: Date): Promise<void> {
  const data = { sender_id: sender.id, sender_name: sender.name };
  const [refreshed] = await tx
    .update(notifications)
    .set({ createdAt: now, readAt: null, subject: newMessageSubject(sender.name), data })
    .where(newMessageNotificationFrom(recipientId, sender.id))
    .returning();
  if (!refreshed) {
    await createNotifications(tx, [
      { userId: recipientId, type: NEW_MESSAGE_NOTIFICATION, subject: newMessageSubject(sender.name), data },
    ]);
    return;
  }
  await publishRealtime(tx, [recipientId], {
    kind: 'notification',
    notification: {
      id: refreshed.id,
      type: refreshed.type,
      subject: refreshed.subject,
      data: refreshed.data,
      read_at: null,
      created_at: refreshed.createdAt.toISOString(),
    },
  });
}

// ---- Reading --------------------------------------------------------------------------------------

export type FetchChatInput = { before?: number | undefined; event_id?: number | undefined };

/**
 * GET /api/fetch-this-chat/{recipient_id}: the caller's own conversation with the recipient (never
 * anybody else's), newest page or the page before `before`, oldest first. Opening it reads it: the
 * recipient's messages to the caller are marked read, the caller's unread count and their "new message"
 * notification from the recipient are cleared, and the caller's other tabs and devices are told.
 * A conversation that does not exist yet opens only when the caller may start it.
 */
export async function fetchThisChat(
  db: Database,
  actor: AuthenticatedSession,
  recipientId: number,
  input: FetchChatInput,
  now: Date = new Date(),
): Promise<ChatThread> {
  const reader = actor.user;
  return db.transaction(async (tx) => {
    const recipient = await findCounterpart(tx, reader.id, recipientId);
    const thread = await findThread(tx, reader.id, recipient.id, 'for update');
    const course = input.event_id ? await courseOfPair(tx, input.event_id, reader.id, recipient.id) : null;
    const ground = await writeGroundOf(tx, reader, recipient, thread, course, now);
    if (!ground && !thread?.lastMessageId) throw chatRefusals.notAllowed();

    if (thread) await markRead(tx, thread, reader.id, recipient.id, now);
    const page = thread ? await messagePage(tx, thread.id, input.before) : { chats: [], hasOlder: false };
    const side = sideOf(thread, reader.id);
    const showContact = await mayShowContactDetails(tx, reader, recipient);
    return {
      chats: page.chats,
      has_older: page.hasOlder,
      recipient: {
        id: recipient.id,
        name: recipient.name,
        email: showContact ? recipient.email : null,
        phone_number: showContact ? recipient.phoneNumber : null,
        role: recipient.role,
        profile_picture: recipient.profilePicture,
        color: recipient.color,
      },
      can_send: ground !== null && !side.blockedByMe && !side.blockedByThem && !recipient.disabledAt,
      blocked_by_me: side.blockedByMe,
      blocked_by_them: side.blockedByThem,
    };
  });
}

async function messagePage(tx: Database, threadId: number, before: number | undefined) {
  const rows = await tx
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.threadId, threadId), before ? lt(chatMessages.id, before) : undefined))
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_PAGE_SIZE + 1);
  return {
    chats: rows.slice(0, CHAT_PAGE_SIZE).reverse().map(presentMessage),
    hasOlder: rows.length > CHAT_PAGE_SIZE,
  };
}

/**
 * Marks the counterpart's unread messages read. They are always the counterpart's newest `unread`
 * messages (reading marks all of them at once), so only those are looked at, however long the
 * conversation. Nothing is written, nor pushed, when there is nothing unread.
 */
async function markRead(tx: Database, thread: ThreadRow, readerId: number, counterpartId: number, now: Date) {
  const { unread } = sideOf(thread, readerId);
  if (unread === 0) return;
  const newest = await tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.threadId, thread.id), eq(chatMessages.recipientId, readerId)))
    .orderBy(desc(chatMessages.id))
    .limit(unread);
  if (newest.length > 0) {
    await tx
      .update(chatMessages)
      .set({ readAt: now })
      .where(
        and(
          inArray(
            chatMessages.id,
            newest.map((row) => row.id),
          ),
          isNull(chatMessages.readAt),
        ),
      );
  }
  await tx
    .update(chatThreads)
    .set(thread.lowUserId === readerId ? { unreadForLow: 0 } : { unreadForHigh: 0 })
    .where(eq(chatThreads.id, thread.id));
  const read = await tx
    .update(notifications)
    .set({ readAt: now })
    .where(and(newMessageNotificationFrom(readerId, counterpartId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  await publishRealtime(tx, [readerId], { kind: 'chat_read', counterpart_id: counterpartId });
  if (read.length > 0) await publishRealtime(tx, [readerId], { kind: 'notifications_read' });
}

// ---- Blocking -------------------------------------------------------------------------------------

/**
 * POST / DELETE /api/chats/{recipient_id}/block. A blocked conversation takes no message from either
 * side until the blocker unblocks it. Nobody blocks staff (the team must be able to reach every user);
 * one blocks only a conversation one has, or could start.
 */
export async function setConversationBlock(
  db: Database,
  actor: AuthenticatedSession,
  recipientId: number,
  blocked: boolean,
  now: Date = new Date(),
): Promise<ChatBlockState> {
  const user = actor.user;
  return db.transaction(async (tx) => {
    const recipient = await findCounterpart(tx, user.id, recipientId);
    const thread = await findThread(tx, user.id, recipient.id, 'for update');
    if (blocked) {
      if (isStaffRole(recipient.role)) throw chatRefusals.cannotBlockStaff();
      const related = thread?.lastMessageId || (await writeGroundOf(tx, user, recipient, thread, null, now));
      if (!related) throw chatRefusals.notAllowed();
    }
    if (!thread && !blocked) return { blocked_by_me: false, blocked_by_them: false };
    const { low } = pairOf(user.id, recipient.id);
    const mySide = user.id === low ? { blockedByLow: blocked } : { blockedByHigh: blocked };
    const [saved] = thread
      ? await tx.update(chatThreads).set(mySide).where(eq(chatThreads.id, thread.id)).returning()
      : await tx
          .insert(chatThreads)
          .values({ ...pairColumns(user.id, recipient.id), ...mySide, lastMessageAt: now, createdAt: now })
          .returning();
    const side = sideOf(saved, user.id);
    return { blocked_by_me: side.blockedByMe, blocked_by_them: side.blockedByThem };
  });
}

function pairColumns(a: number, b: number) {
  const { low, high } = pairOf(a, b);
  return { lowUserId: low, highUserId: high };
}

// ---- Personal data ----------------------------------------------------------------------------------

/**
 * A deleted account's conversations are personal data of both parties: every conversation it took part
 * in goes (its messages with it), with the "new message" notifications it caused and the live events
 * that still carry its messages (kept a day for reconnecting clients). Call it in the deletion's
 * transaction. Each delete reads one user's rows through that user's index.
 */
export async function removeChatsOf(tx: Database, userId: number): Promise<void> {
  const removed = await tx
    .delete(chatThreads)
    .where(mineOf(userId))
    .returning({ low: chatThreads.lowUserId, high: chatThreads.highUserId });
  const counterparts = removed.map((thread) => (thread.low === userId ? thread.high : thread.low));
  await tx.delete(realtimeEvents).where(eq(realtimeEvents.userId, userId));
  if (counterparts.length === 0) return;
  await tx
    .delete(notifications)
    .where(
      and(
        inArray(notifications.userId, counterparts),
        eq(notifications.type, NEW_MESSAGE_NOTIFICATION),
        sql`${notifications.data} ->> 'sender_id' = ${String(userId)}`,
      ),
    );
  await tx
    .delete(realtimeEvents)
    .where(
      and(
        inArray(realtimeEvents.userId, counterparts),
        or(
          and(
            eq(realtimeEvents.kind, 'chat_message'),
            sql`${realtimeEvents.payload} ->> 'counterpart_id' = ${String(userId)}`,
          ),
          and(
            eq(realtimeEvents.kind, 'notification'),
            sql`${realtimeEvents.payload} -> 'notification' -> 'data' ->> 'sender_id' = ${String(userId)}`,
          ),
        ),
      ),
    );
}
