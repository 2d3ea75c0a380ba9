import type { ChatThread, Conversation, ConversationList } from '@cordee/shared/chat.contracts';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_SIZE, CONVERSATION_PAGE_SIZE } from '@cordee/shared/chat-limits';
import { ADMIN_PERMISSIONS } from '@cordee/shared/roles';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBookingRow, insertEventWithRun } from '../../test/booking-rows.ts';
import { bearer, createUser, daysFromNow } from '../../test/factories.ts';
import { freshToken } from '../../test/role-tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bookings } from '../bookings/bookings.tables.ts';
import { events } from '../events/events.tables.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { rateLimitCounters } from '../rate-limit/rate-limit.tables.ts';
import { realtimeEvents } from '../realtime/realtime.tables.ts';
import type { UserRow } from '../users/users.tables.ts';
import { users } from '../users/users.tables.ts';
import { chatInquiryLimitOf, chatSendLimitOf, latestConversationsFor } from './chat.service.ts';
import { chatMessages, chatThreads } from './chat.tables.ts';

let t: TestApp;
type Account = { user: UserRow; token: string };

async function account(values: Parameters<typeof createUser>[1] = {}): Promise<Account> {
  const user = await createUser(t.database.db, values);
  return { user, token: await freshToken(t.app, user.id) };
}
const climber = (name?: string) => account({ role: 'climber', ...(name ? { name } : {}) });
const guide = (name?: string) => account({ role: 'guide', isApproved: true, ...(name ? { name } : {}) });

/** A trip the two made together: a paid booking on a run that has ended (it holds nobody's deletion). */
async function shareABooking(climberAccount: Account, guideAccount: Account) {
  await insertBookingRow(t.database.db, {
    climberId: climberAccount.user.id,
    guideId: guideAccount.user.id,
    status: 'paid',
    startsIn: -20,
  });
}

async function pairWithBooking() {
  const c = await climber();
  const g = await guide();
  await shareABooking(c, g);
  return { c, g };
}

const send = (from: Account, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/send-chat',
    headers: { ...bearer(from.token), ...headers },
    payload: payload as string,
  });

async function sendOk(from: Account, to: Account, message: string, extra: Record<string, unknown> = {}) {
  const response = await send(from, { message, recipient_id: to.user.id, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function fetchChat(reader: Account, counterpartId: number, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/fetch-this-chat/${counterpartId}${query}`,
    headers: bearer(reader.token),
  });
}

async function conversations(reader: Account, query = ''): Promise<ConversationList> {
  const response = await t.app.inject({ method: 'GET', url: `/api/chats${query}`, headers: bearer(reader.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A conversation of one message from `from` to `to`, written straight to the tables at `at`. */
async function storedConversation(from: Account, to: Account, at: Date) {
  const [thread] = await t.database.db
    .insert(chatThreads)
    .values({
      lowUserId: Math.min(from.user.id, to.user.id),
      highUserId: Math.max(from.user.id, to.user.id),
      lastMessageAt: at,
      lastPreview: 'Hi',
    })
    .returning();
  if (!thread) throw new Error('no thread');
  const [message] = await t.database.db
    .insert(chatMessages)
    .values({
      threadId: thread.id,
      senderId: from.user.id,
      recipientId: to.user.id,
      body: 'Hi',
      createdAt: at,
      readAt: at,
    })
    .returning();
  await t.database.db.update(chatThreads).set({ lastMessageId: message?.id }).where(eq(chatThreads.id, thread.id));
}

const counterpartIds = (list: { messages: Conversation[] }) => list.messages.map((m) => m.sender.id);

/** Fills a limit's counter for this window and the next, so the request is refused whenever it lands. */
async function fillLimit(limit: { key: string; max: number; windowSeconds: number }) {
  const windowMs = limit.windowSeconds * 1000;
  const start = Math.floor(Date.now() / windowMs) * windowMs;
  await t.database.db
    .insert(rateLimitCounters)
    .values([
      { key: limit.key, windowStart: new Date(start), hits: limit.max },
      { key: limit.key, windowStart: new Date(start + windowMs), hits: limit.max },
    ])
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: limit.max },
    });
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('who may write to whom', () => {
  it('lets a climber and a guide who share a booking write to each other, either way round', async () => {
    const { c, g } = await pairWithBooking();
    const first = await sendOk(c, g, 'Hello from the crag');
    expect(first.message).toMatchObject({ user_id: c.user.id, message: 'Hello from the crag', read_at: null });
    expect(counterpartIds(first)).toEqual([g.user.id]);
    await sendOk(g, c, 'Hello back');
  });

  it('refuses strangers: a climber to a guide, a guide to a climber, a climber to a climber', async () => {
    const c = await climber();
    const g = await guide();
    const other = await climber();
    for (const [from, to] of [
      [c, g],
      [g, c],
      [c, other],
    ] as const) {
      const response = await send(from, { message: 'Hi', recipient_id: to.user.id });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().code).toBe('chat_not_allowed');
    }
    expect(await t.database.db.$count(chatThreads, inArray(chatThreads.lowUserId, [c.user.id, g.user.id]))).toBe(0);
  });

  it('lets a climber ask a guide about a course still to come, follow it up, and the guide answer', async () => {
    const c = await climber();
    const g = await guide();
    const { event } = await insertEventWithRun(t.database.db, { guideId: g.user.id, startsIn: 10 });
    const without = await send(c, { message: 'Is it for beginners?', recipient_id: g.user.id });
    expect(without.statusCode).toBe(403);
    const asked = await sendOk(c, g, 'Is it for beginners?', { event_id: event.id });
    expect(asked.message.user_id).toBe(c.user.id);
    const [stored] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, asked.message.id));
    expect(stored?.eventId).toBe(event.id);
    await sendOk(c, g, 'And is there parking?');
    await sendOk(g, c, 'Yes to both.');
  });

  it('refuses a question about a course that has ended, or one that is not the guide’s', async () => {
    const c = await climber();
    const g = await guide();
    const otherGuide = await guide();
    const ended = await insertEventWithRun(t.database.db, { guideId: g.user.id, startsIn: 5 });
    await t.database.db
      .update(events)
      .set({ startDate: daysFromNow(-3), endDate: daysFromNow(-2) })
      .where(eq(events.id, ended.event.id));
    const past = await send(c, { message: 'Still on?', recipient_id: g.user.id, event_id: ended.event.id });
    expect(past.statusCode).toBe(403);
    const { event: notHis } = await insertEventWithRun(t.database.db, { guideId: otherGuide.user.id, startsIn: 5 });
    const wrong = await send(c, { message: 'Hi', recipient_id: g.user.id, event_id: notHis.id });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.event_id).toBeDefined();
    const unknown = await send(c, { message: 'Hi', recipient_id: g.user.id, event_id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(422);
  });

  it('lets staff write to anyone, and anyone answer the staff; an admin without the Chats flag is refused', async () => {
    const superAdmin = await account({ role: 'super_admin' });
    const chatsAdmin = await account({ role: 'admin', permissions: ['chats_admin'] });
    const otherAdmin = await account({
      role: 'admin',
      permissions: ADMIN_PERMISSIONS.map((p) => p.id).filter((id) => id !== 'chats_admin'),
    });
    const c = await climber();
    const g = await guide();
    await sendOk(superAdmin, c, 'Welcome to Cordée');
    await sendOk(chatsAdmin, g, 'Your trip looks great');
    await sendOk(c, superAdmin, 'Thank you!');
    await sendOk(g, chatsAdmin, 'Thanks');
    const refused = await send(otherAdmin, { message: 'Hi', recipient_id: c.user.id });
    expect(refused.statusCode).toBe(403);
    // Nobody writes first to staff.
    const first = await send(c, { message: 'Hi', recipient_id: otherAdmin.user.id });
    expect(first.statusCode).toBe(403);
  });

  it('answers 422 for oneself, 404 for an unknown or deleted account, 403 for a disabled one', async () => {
    const superAdmin = await account({ role: 'super_admin' });
    const self = await send(superAdmin, { message: 'Me', recipient_id: superAdmin.user.id });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.recipient_id).toBeDefined();
    const unknown = await send(superAdmin, { message: 'Hi', recipient_id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    const deleted = await climber();
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    expect((await send(superAdmin, { message: 'Hi', recipient_id: deleted.user.id })).statusCode).toBe(404);
    const disabled = await climber();
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.user.id));
    const toDisabled = await send(superAdmin, { message: 'Hi', recipient_id: disabled.user.id });
    expect(toDisabled.statusCode).toBe(403);
    expect(toDisabled.json().code).toBe('recipient_unavailable');
  });

  it('keeps a guide applicant out of chat', async () => {
    const applicant = await account({ role: 'guide', isApproved: false });
    const superAdmin = await account({ role: 'super_admin' });
    await sendOk(superAdmin, applicant, 'About your application');
    expect((await send(applicant, { message: 'Hi', recipient_id: superAdmin.user.id })).statusCode).toBe(403);
    expect((await fetchChat(applicant, superAdmin.user.id)).statusCode).toBe(403);
  });
});

describe('reading a conversation', () => {
  it('shows only the caller’s own conversation: A never reads B’s chat with C (B2)', async () => {
    const { c: b, g: cGuide } = await pairWithBooking();
    await sendOk(b, cGuide, 'Private between B and C');
    const a = await climber();
    // A has nothing with C: the conversation does not open at all.
    const stranger = await fetchChat(a, cGuide.user.id);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.body).not.toContain('Private between B and C');
    // A shares a booking with C: A's own (empty) conversation opens, never B's.
    await shareABooking(a, cGuide);
    const own = await fetchChat(a, cGuide.user.id);
    expect(own.statusCode).toBe(200);
    expect((own.json() as ChatThread).chats).toEqual([]);
    expect(own.body).not.toContain('Private between B and C');
    // Nor does asking C about B show their messages.
    const aboutB = await fetchChat(a, b.user.id);
    expect(aboutB.statusCode).toBe(403);
  });

  it('shows contact details only to parties that share a booking or where staff take part', async () => {
    const c = await climber();
    const g = await guide();
    const { event } = await insertEventWithRun(t.database.db, { guideId: g.user.id, startsIn: 10 });
    const inquiry = await fetchChat(c, g.user.id, `?event_id=${event.id}`);
    expect(inquiry.statusCode, inquiry.body).toBe(200);
    expect(inquiry.json().recipient).toMatchObject({ id: g.user.id, email: null, phone_number: null, role: 'guide' });
    expect(inquiry.json().can_send).toBe(true);
    await shareABooking(c, g);
    const booked = await fetchChat(c, g.user.id);
    expect(booked.json().recipient.email).toBe(g.user.email);
  });

  it('counts unread messages, and reading them clears the count, the notification, and tells the reader’s devices', async () => {
    const { c, g } = await pairWithBooking();
    await sendOk(c, g, 'One');
    await sendOk(c, g, 'Two');
    await sendOk(g, c, 'Reply');
    const before = await conversations(g);
    expect(before.messages.find((m) => m.sender.id === c.user.id)?.unread).toBe(2);
    expect(before.unread_total).toBe(2);
    expect((await conversations(c)).unread_total).toBe(1);

    // One unread "new message" notification per sender, however many messages.
    const unreadFromC = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, g.user.id), eq(notifications.type, 'new_message')));
    const stored = await unreadFromC();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      subject: `You have a new message from ${c.user.name}.`,
      data: { sender_id: c.user.id, sender_name: c.user.name },
      readAt: null,
    });

    const read = await fetchChat(g, c.user.id);
    expect(read.statusCode).toBe(200);
    const thread = read.json() as ChatThread;
    expect(thread.chats.map((m) => m.message)).toEqual(['One', 'Two', 'Reply']);
    expect(thread.chats.filter((m) => m.user_id === c.user.id).every((m) => m.read_at !== null)).toBe(true);
    // The guide's own message stays unread until the climber opens the conversation.
    expect(thread.chats.find((m) => m.message === 'Reply')?.read_at).toBeNull();
    expect((await conversations(g)).unread_total).toBe(0);
    expect((await unreadFromC())[0]?.readAt).not.toBeNull();
    const pushed = await t.database.db
      .select()
      .from(realtimeEvents)
      .where(and(eq(realtimeEvents.userId, g.user.id), eq(realtimeEvents.kind, 'chat_read')));
    expect(pushed.map((row) => row.payload)).toEqual([{ kind: 'chat_read', counterpart_id: c.user.id }]);

    // Reading again changes nothing and pushes nothing.
    await fetchChat(g, c.user.id);
    expect(
      await t.database.db.$count(
        realtimeEvents,
        and(eq(realtimeEvents.userId, g.user.id), eq(realtimeEvents.kind, 'chat_read')),
      ),
    ).toBe(1);

    // A message after the read brings the same notification back to the top, unread: still one row.
    const readAt = (await unreadFromC())[0]?.createdAt;
    await sendOk(c, g, 'Three');
    const after = await unreadFromC();
    expect(after).toHaveLength(1);
    expect(after[0]?.id).toBe(stored[0]?.id);
    expect(after[0]?.readAt).toBeNull();
    expect(after[0]?.createdAt.getTime()).toBeGreaterThanOrEqual(readAt?.getTime() ?? Number.POSITIVE_INFINITY);
  });

  it('keeps the unread count and the one notification exact when messages arrive at once', async () => {
    const { c, g } = await pairWithBooking();
    const sends = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(c, { message: `Burst ${i}`, recipient_id: g.user.id })),
    );
    expect(sends.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const list = await conversations(g);
    expect(list.messages.find((m) => m.sender.id === c.user.id)?.unread).toBe(8);
    const unread = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, g.user.id), eq(notifications.type, 'new_message')));
    expect(unread).toHaveLength(1);
    // Reading while more arrive: whatever the order, the count matches the messages left unread.
    await Promise.all([
      fetchChat(g, c.user.id),
      send(c, { message: 'Late 1', recipient_id: g.user.id }),
      send(c, { message: 'Late 2', recipient_id: g.user.id }),
    ]);
    const left = await t.database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.recipientId, g.user.id), isNull(chatMessages.readAt)));
    const after = await conversations(g);
    expect(after.messages.find((m) => m.sender.id === c.user.id)?.unread).toBe(left.length);
  });

  it('writes the live events for both parties in the send', async () => {
    const { c, g } = await pairWithBooking();
    const { message } = await sendOk(c, g, 'Live!');
    const rows = await t.database.db
      .select()
      .from(realtimeEvents)
      .where(and(inArray(realtimeEvents.userId, [c.user.id, g.user.id]), eq(realtimeEvents.kind, 'chat_message')));
    expect(rows.map((row) => [row.userId, row.payload]).sort()).toEqual(
      [
        [c.user.id, { kind: 'chat_message', counterpart_id: g.user.id, message }],
        [g.user.id, { kind: 'chat_message', counterpart_id: c.user.id, message }],
      ].sort(),
    );
    const notified = () =>
      t.database.db
        .select()
        .from(realtimeEvents)
        .where(and(eq(realtimeEvents.userId, g.user.id), eq(realtimeEvents.kind, 'notification')))
        .orderBy(realtimeEvents.id);
    expect(await notified()).toHaveLength(1);
    // A second message while the first is unread pushes the same notification again, moved to now.
    await sendOk(c, g, 'Still there?');
    const pushes = (await notified()).map((row) => row.payload.notification as { id: number; created_at: string });
    expect(pushes).toHaveLength(2);
    expect(pushes[1]?.id).toBe(pushes[0]?.id);
    expect((pushes[1]?.created_at ?? '') >= (pushes[0]?.created_at ?? '')).toBe(true);
  });

  it('pages older messages with `before`, oldest first', async () => {
    const { c, g } = await pairWithBooking();
    const total = CHAT_PAGE_SIZE + 5;
    const thread = (
      await t.database.db
        .insert(chatThreads)
        .values({ lowUserId: Math.min(c.user.id, g.user.id), highUserId: Math.max(c.user.id, g.user.id) })
        .returning()
    )[0];
    if (!thread) throw new Error('no thread');
    const rows = await t.database.db
      .insert(chatMessages)
      .values(
        Array.from({ length: total }, (_, i) => ({
          threadId: thread.id,
          senderId: c.user.id,
          recipientId: g.user.id,
          body: `Message ${i + 1}`,
          readAt: new Date(),
        })),
      )
      .returning({ id: chatMessages.id });
    await t.database.db
      .update(chatThreads)
      .set({ lastMessageId: rows.at(-1)?.id, lastPreview: `Message ${total}` })
      .where(eq(chatThreads.id, thread.id));
    const newest = (await fetchChat(g, c.user.id)).json() as ChatThread;
    expect(newest.chats).toHaveLength(CHAT_PAGE_SIZE);
    expect(newest.has_older).toBe(true);
    expect(newest.chats[0]?.message).toBe('Message 6');
    expect(newest.chats.at(-1)?.message).toBe(`Message ${total}`);
    const older = (await fetchChat(g, c.user.id, `?before=${newest.chats[0]?.id}`)).json() as ChatThread;
    expect(older.chats.map((m) => m.message)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
    ]);
    expect(older.has_older).toBe(false);
  });
});

describe('blocking', () => {
  it('refuses messages both ways while blocked, until the blocker unblocks', async () => {
    const { c, g } = await pairWithBooking();
    await sendOk(c, g, 'Hi');
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${c.user.id}/block`,
      headers: bearer(g.token),
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toEqual({ blocked_by_me: true, blocked_by_them: false });

    const fromBlocked = await send(c, { message: 'Hello?', recipient_id: g.user.id });
    expect(fromBlocked.statusCode).toBe(403);
    expect(fromBlocked.json().code).toBe('chat_blocked');
    const fromBlocker = await send(g, { message: 'Oops', recipient_id: c.user.id });
    expect(fromBlocker.statusCode).toBe(403);
    expect(fromBlocker.json().code).toBe('chat_blocked_by_you');
    const seenByBlocked = (await fetchChat(c, g.user.id)).json() as ChatThread;
    expect(seenByBlocked).toMatchObject({ can_send: false, blocked_by_them: true, blocked_by_me: false });

    const unblocked = await t.app.inject({
      method: 'DELETE',
      url: `/api/chats/${c.user.id}/block`,
      headers: bearer(g.token),
    });
    expect(unblocked.json()).toEqual({ blocked_by_me: false, blocked_by_them: false });
    await sendOk(c, g, 'Hello again');
    await sendOk(g, c, 'Welcome back');
  });

  it('cannot block staff, nor a stranger one has no conversation with', async () => {
    const c = await climber();
    const superAdmin = await account({ role: 'super_admin' });
    await sendOk(superAdmin, c, 'Hi from the team');
    const staff = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${superAdmin.user.id}/block`,
      headers: bearer(c.token),
    });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().code).toBe('cannot_block_staff');
    const stranger = await guide();
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${stranger.user.id}/block`,
      headers: bearer(c.token),
    });
    expect(none.statusCode).toBe(403);
  });

  it('can block a counterpart before any message; the empty conversation is not listed', async () => {
    const { c, g } = await pairWithBooking();
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${g.user.id}/block`,
      headers: bearer(c.token),
    });
    expect(blocked.statusCode).toBe(200);
    expect((await send(g, { message: 'Hi', recipient_id: c.user.id })).json().code).toBe('chat_blocked');
    expect((await conversations(c)).messages).toEqual([]);
  });
});

describe('the conversation list', () => {
  it('searches names and previews ignoring case, punctuation and accents', async () => {
    const me = await account({ role: 'super_admin' });
    const chloe = await climber('Chloé O’Brien');
    const marc = await guide('Marc-André Lévesque');
    const other = await climber('Sam Smith');
    await sendOk(me, chloe, 'See you at the crag');
    await sendOk(me, marc, 'The ÉCOLE rock session is confirmed!');
    await sendOk(me, other, 'Your rope is ready');
    const search = async (term: string) =>
      counterpartIds(await conversations(me, `?search=${encodeURIComponent(term)}`)).sort();
    expect(await search('CHLOÉ')).toEqual([chloe.user.id]);
    expect(await search('chloe')).toEqual([chloe.user.id]);
    expect(await search("o'brien")).toEqual([chloe.user.id]);
    expect(await search('marcandre')).toEqual([marc.user.id]);
    expect(await search('Lévesque')).toEqual([marc.user.id]);
    expect(await search('ecole rock')).toEqual([marc.user.id]);
    expect(await search('ROPE')).toEqual([other.user.id]);
    expect(await search('zebra')).toEqual([]);
    // Only punctuation searches for nothing: every conversation.
    expect(await search('!!!')).toHaveLength(3);
    // A search never reaches conversations the caller is not part of.
    const outsider = await climber('Chloé Outsider');
    const { c, g } = await pairWithBooking();
    await sendOk(c, g, 'chloé');
    expect(await search('outsider')).toEqual([]);
    expect(outsider).toBeDefined();
  });

  it('opens the Guides and Climbers tabs to staff only', async () => {
    const me = await account({ role: 'admin', permissions: ['chats_admin'] });
    const c = await climber();
    const g = await guide();
    await sendOk(me, c, 'Hi climber');
    await sendOk(me, g, 'Hi guide');
    expect(counterpartIds(await conversations(me, '?tab=guides'))).toEqual([g.user.id]);
    expect(counterpartIds(await conversations(me, '?tab=climbers'))).toEqual([c.user.id]);
    expect(counterpartIds(await conversations(me, '?tab=recent'))).toEqual([g.user.id, c.user.id]);
    for (const user of [c, g]) {
      const refused = await t.app.inject({ method: 'GET', url: '/api/chats?tab=guides', headers: bearer(user.token) });
      expect(refused.statusCode).toBe(403);
    }
    const unknownTab = await t.app.inject({ method: 'GET', url: '/api/chats?tab=all', headers: bearer(me.token) });
    expect(unknownTab.statusCode).toBe(422);
  });

  it('pages conversations newest first, and the Home card reads the newest few', async () => {
    const me = await account({ role: 'super_admin' });
    const people: Account[] = [];
    for (let i = 0; i < CONVERSATION_PAGE_SIZE + 2; i += 1) people.push(await climber());
    // Written straight to the tables, a minute apart: sending would take longer than the send limit allows.
    const start = Date.now() - 60 * 60 * 1000;
    for (const [i, person] of people.entries()) {
      await storedConversation(me, person, new Date(start + i * 60_000));
    }
    const first = await conversations(me);
    expect(first.messages).toHaveLength(CONVERSATION_PAGE_SIZE);
    expect(first.has_more).toBe(true);
    expect(first.messages[0]?.sender.id).toBe(people.at(-1)?.user.id);
    const second = await conversations(me, '?page=2');
    expect(second.messages.map((m) => m.sender.id)).toEqual([people[1]?.user.id, people[0]?.user.id]);
    expect(second.has_more).toBe(false);
    const card = await latestConversationsFor(t.database.db, me.user.id, 4);
    expect(card.map((m) => m.sender.id)).toEqual(first.messages.slice(0, 4).map((m) => m.sender.id));
  });
});

describe('limits', () => {
  it('refuses a sender beyond 30 messages a minute with 429', async () => {
    const { c, g } = await pairWithBooking();
    await fillLimit(chatSendLimitOf(c.user.id));
    const response = await send(c, { message: 'One more', recipient_id: g.user.id });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
    expect(await t.database.db.$count(chatMessages, eq(chatMessages.senderId, c.user.id))).toBe(0);
  });

  it('limits the new conversations a climber opens with guides they have not booked, not the follow-ups', async () => {
    const c = await climber();
    const asked = await guide();
    const { event: askedEvent } = await insertEventWithRun(t.database.db, { guideId: asked.user.id, startsIn: 9 });
    await sendOk(c, asked, 'First question', { event_id: askedEvent.id });
    await fillLimit(chatInquiryLimitOf(c.user.id));
    const g = await guide();
    const { event } = await insertEventWithRun(t.database.db, { guideId: g.user.id, startsIn: 9 });
    const refused = await send(c, { message: 'Question', recipient_id: g.user.id, event_id: event.id });
    expect(refused.statusCode).toBe(429);
    await sendOk(c, asked, 'A follow-up', { event_id: askedEvent.id });
  });
});

describe('a booking that is no longer live (issue 28)', () => {
  /** Asks for a seat on a course of the guide and cancels it at once, through the API. */
  async function requestAndCancel(c: Account, g: Account) {
    const { event, run } = await insertEventWithRun(t.database.db, { guideId: g.user.id, startsIn: 30 });
    const requested = await t.app.inject({
      method: 'POST',
      url: `/api/prebook-event/${event.id}`,
      headers: bearer(c.token),
      payload: {
        occurrence_date: run.startsOn,
        group_size: 1,
        attendees: [{ name: 'Alex', email: 'alex@example.test', dob: '1990-01-01' }],
      },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${requested.json().booking.id}/cancel`,
      headers: bearer(c.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    return event;
  }

  it("a request cancelled at once shows neither the guide's email nor phone, and lifts no inquiry limit", async () => {
    const c = await climber();
    const g = await guide();
    const course = await requestAndCancel(c, g);

    const opened = await fetchChat(c, g.user.id, `?event_id=${course.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    console.log(`after a cancelled request the climber reads: ${JSON.stringify(opened.json().recipient)}`);
    expect(opened.json().recipient).toMatchObject({ id: g.user.id, email: null, phone_number: null });

    // Without a question about a course, nothing allows the climber to write.
    const bare = await send(c, { message: 'Hi', recipient_id: g.user.id });
    expect(bare.statusCode, bare.body).toBe(403);
    expect(bare.json().code).toBe('chat_not_allowed');
    // A question about the course is an inquiry, under its daily limit like anybody's.
    await fillLimit(chatInquiryLimitOf(c.user.id));
    const question = await send(c, { message: 'About the course', recipient_id: g.user.id, event_id: course.id });
    expect(question.statusCode, question.body).toBe(429);
    // The guide sees no more of the climber.
    expect((await fetchChat(g, c.user.id)).statusCode).toBe(403);
  });

  it('a declined or expired booking, or a paid one cancelled, reveals no contact details and opens no chat', async () => {
    for (const status of ['declined', 'expired', 'cancelled'] as const) {
      const c = await climber();
      const g = await guide();
      await insertBookingRow(t.database.db, { climberId: c.user.id, guideId: g.user.id, status });
      const { event } = await insertEventWithRun(t.database.db, { guideId: g.user.id, startsIn: 12 });
      const opened = await fetchChat(c, g.user.id, `?event_id=${event.id}`);
      expect(opened.json().recipient, status).toMatchObject({ email: null, phone_number: null });
      expect((await send(c, { message: 'Hi', recipient_id: g.user.id })).statusCode, status).toBe(403);
      expect((await send(g, { message: 'Hi', recipient_id: c.user.id })).statusCode, status).toBe(403);
    }
  });

  it('a request waiting for an answer lets both write, but shows contact details only once the guide accepts', async () => {
    const c = await climber();
    const g = await guide();
    const pending = await insertBookingRow(t.database.db, { climberId: c.user.id, guideId: g.user.id });
    await fillLimit(chatInquiryLimitOf(c.user.id));
    await sendOk(c, g, 'Do I need my own rope?');
    await sendOk(g, c, 'No, I bring the ropes.');
    const asked = await fetchChat(c, g.user.id);
    expect(asked.json().recipient).toMatchObject({ email: null, phone_number: null });

    await t.database.db
      .update(bookings)
      .set({ status: 'accepted', acceptedAt: new Date() })
      .where(eq(bookings.id, pending.id));
    expect((await fetchChat(c, g.user.id)).json().recipient).toMatchObject({
      email: g.user.email,
      phone_number: g.user.phoneNumber,
    });
    expect((await fetchChat(g, c.user.id)).json().recipient).toMatchObject({ email: c.user.email });
  });

  it('a paid booking keeps the pair in touch, also after the trip', async () => {
    const c = await climber();
    const g = await guide();
    await insertBookingRow(t.database.db, { climberId: c.user.id, guideId: g.user.id, status: 'paid', startsIn: -20 });
    await sendOk(g, c, 'How was the trip?');
    expect((await fetchChat(c, g.user.id)).json().recipient).toMatchObject({ email: g.user.email });
  });
});

describe('bad input', () => {
  it('answers 422, never 500', async () => {
    const { c, g } = await pairWithBooking();
    const bodies: unknown[] = [
      { message: '', recipient_id: g.user.id },
      { message: '   \n ', recipient_id: g.user.id },
      { message: '\u0001\u0002', recipient_id: g.user.id },
      { message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), recipient_id: g.user.id },
      { message: 'Hi', recipient_id: 1e20 },
      { message: 'Hi', recipient_id: 'abc' },
      { message: 'Hi', recipient_id: g.user.id, event_id: -1 },
      { message: 42, recipient_id: g.user.id },
      { recipient_id: g.user.id },
    ];
    for (const body of bodies) {
      const response = await send(c, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors).toBeDefined();
    }
    const json = { 'content-type': 'application/json' };
    for (const raw of [
      'null',
      `{"message":"a\\u0000b","recipient_id":${g.user.id}}`,
      `{"message":"\\ud800","recipient_id":${g.user.id}}`,
    ]) {
      const response = await send(c, raw, json);
      expect(response.statusCode, raw).toBe(422);
    }
    for (const url of [
      '/api/fetch-this-chat/99999999999999999999',
      '/api/fetch-this-chat/abc',
      `/api/fetch-this-chat/${g.user.id}?before=0`,
      '/api/chats?page=0',
      `/api/chats?search=${'a'.repeat(101)}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(c.token) });
      expect(response.statusCode, url).toBe(422);
    }
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/chats/99999999999999999999/block',
        headers: bearer(c.token),
      });
      expect(response.statusCode).toBe(422);
    }
    expect(await t.database.db.$count(chatMessages, eq(chatMessages.senderId, c.user.id))).toBe(0);
  });

  it('stores plain text: control characters and direction overrides dropped, line breaks kept', async () => {
    const { c, g } = await pairWithBooking();
    const { message } = await sendOk(c, g, '  <b>Hi</b>\r\nsecond\u0007 line\u202e\tend  ');
    expect(message.message).toBe('<b>Hi</b>\nsecond line\tend');
  });
});

describe('account deletion', () => {
  it('removes the deleted user’s conversations, messages and the notifications they caused', async () => {
    const { c, g } = await pairWithBooking();
    await sendOk(c, g, 'Personal data');
    await sendOk(g, c, 'Answer');
    const superAdmin = await account({ role: 'super_admin' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/delete-user/${c.user.id}`,
      headers: bearer(superAdmin.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.database.db.$count(chatMessages, eq(chatMessages.senderId, c.user.id))).toBe(0);
    expect(await t.database.db.$count(chatMessages, eq(chatMessages.recipientId, c.user.id))).toBe(0);
    expect(await t.database.db.$count(notifications, eq(notifications.userId, g.user.id))).toBe(0);
    expect(
      await t.database.db.$count(
        realtimeEvents,
        and(eq(realtimeEvents.userId, g.user.id), eq(realtimeEvents.kind, 'chat_message')),
      ),
    ).toBe(0);
    expect((await conversations(g)).messages).toEqual([]);
    expect((await send(g, { message: 'Hello?', recipient_id: c.user.id })).statusCode).toBe(404);
  });
});
