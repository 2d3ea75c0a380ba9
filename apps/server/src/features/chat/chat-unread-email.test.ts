import { CHAT_UNREAD_EMAIL_AFTER_MS } from '@cordee/shared/chat-limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../integrations/email/email-outbox.tables.ts';
import { insertBookingRow } from '../../test/booking-rows.ts';
import { bearer, createUser } from '../../test/factories.ts';
import { freshToken } from '../../test/role-tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type UserRow, users } from '../users/users.tables.ts';
import { chatMessages } from './chat.tables.ts';
import { emailUnreadChats } from './chat-unread-email.job.ts';

let t: TestApp;
type Account = { user: UserRow; token: string };

async function account(values: Parameters<typeof createUser>[1]): Promise<Account> {
  const user = await createUser(t.database.db, values);
  return { user, token: await freshToken(t.app, user.id) };
}

/** A climber and a guide who share a booking, so they may write to each other. */
async function pair() {
  const c = await account({ role: 'climber', name: 'Chloé Wong' });
  const g = await account({ role: 'guide', isApproved: true, name: 'Gabriel Roy' });
  await insertBookingRow(t.database.db, { climberId: c.user.id, guideId: g.user.id, status: 'paid', startsIn: -20 });
  return { c, g };
}

async function send(from: Account, to: Account, message: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/send-chat',
    headers: bearer(from.token),
    payload: { message, recipient_id: to.user.id },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const mailsTo = (user: UserRow) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));

/** The job's clock: far enough after every message sent in this test that all are due. */
const dueNow = () => new Date(Date.now() + CHAT_UNREAD_EMAIL_AFTER_MS + 1000);
/** Runs passes until nothing is due at `now`, so one test's messages never spill into another's counts. */
async function runUntilIdle(now: Date) {
  while ((await emailUnreadChats(t.database.db, t.app.config, now)) > 0) {}
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the unread chat email', () => {
  it('emails the recipient once per conversation, with a link to it and only a short preview', async () => {
    const { c, g } = await pair();
    const long = `Meet at the Chief parking lot at 7:30. ${'Bring a warm jacket and plenty of water. '.repeat(5)}`;
    await send(g, c, 'First message');
    await send(g, c, long);
    // Not yet due: nothing is sent before the wait is over.
    await emailUnreadChats(t.database.db, t.app.config, new Date());
    expect(await mailsTo(c.user)).toHaveLength(0);

    await runUntilIdle(dueNow());
    const mails = await mailsTo(c.user);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('You have a new message from Gabriel Roy');
    expect(mail?.textBody).toContain(`http://localhost:3000/chats/${g.user.id}/Gabriel%20Roy`);
    expect(mail?.textBody).toContain('2 messages');
    expect(mail?.textBody).toContain('Meet at the Chief parking lot');
    expect(mail?.textBody).not.toContain(long.trim());
    expect(mail?.htmlBody).not.toContain(long.trim());

    // A later pass sends nothing more about the same messages.
    await runUntilIdle(new Date(dueNow().getTime() + 60 * 60 * 1000));
    expect(await mailsTo(c.user)).toHaveLength(1);
    expect(await mailsTo(g.user)).toHaveLength(0);
  });

  it('sends nothing about messages read in time', async () => {
    const { c, g } = await pair();
    await send(c, g, 'Can we start earlier?');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/fetch-this-chat/${c.user.id}`,
      headers: bearer(g.token),
    });
    expect(read.statusCode).toBe(200);
    await runUntilIdle(dueNow());
    expect(await mailsTo(g.user)).toHaveLength(0);
  });

  it('never emails a deleted or disabled recipient, and does not look at their messages again', async () => {
    const { c, g } = await pair();
    const other = await pair();
    await send(g, c, 'Hello?');
    await send(other.g, other.c, 'Hello?');
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, c.user.id));
    await t.database.db
      .update(users)
      .set({ disabledAt: new Date(), deletedAt: new Date() })
      .where(eq(users.id, other.c.user.id));
    await runUntilIdle(dueNow());
    expect(await mailsTo(c.user)).toHaveLength(0);
    expect(await mailsTo(other.c.user)).toHaveLength(0);
    const [message] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.recipientId, c.user.id));
    expect(message?.emailedAt).not.toBeNull();
  });

  it('writes one email per conversation when several senders wait', async () => {
    const c = await account({ role: 'climber' });
    const senders = [];
    for (let i = 0; i < 3; i += 1) {
      const g = await account({ role: 'guide', isApproved: true });
      await insertBookingRow(t.database.db, {
        climberId: c.user.id,
        guideId: g.user.id,
        status: 'paid',
        startsIn: -20,
      });
      senders.push(g);
      await send(g, c, `Hello from guide ${i}`);
      await send(g, c, `Again from guide ${i}`);
    }
    await runUntilIdle(dueNow());
    const mails = await mailsTo(c.user);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      senders.map((g) => `You have a new message from ${g.user.name}`).sort(),
    );
  });
});
