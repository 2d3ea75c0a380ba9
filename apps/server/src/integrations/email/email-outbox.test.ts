import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deliverDueEmails, MAX_EMAIL_ATTEMPTS, outboxBacklog } from './email-outbox.service.ts';
import { emailOutbox } from './email-outbox.tables.ts';
import { createEmailTransport } from './email-transport.ts';

type Mode = 'accept' | 'refuse' | 'temporary-failure' | 'black-hole';

/** A real SMTP server on loopback whose behaviour each test switches. */
let mode: Mode = 'accept';
const received: Array<{ to: string; subject: string; text: string }> = [];
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onConnect(_session, callback) {
    if (mode === 'refuse') return callback(new Error('Connection refused by test'));
    if (mode === 'black-hole') return; // never answers
    callback();
  },
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', async () => {
      if (mode === 'temporary-failure') {
        const error = new Error('Mailbox busy, try later') as Error & { responseCode: number };
        error.responseCode = 451;
        return callback(error);
      }
      const parsed = await simpleParser(Buffer.concat(chunks));
      received.push({
        to: parsed.to ? String((parsed.to as { text: string }).text) : '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
      });
      callback();
    });
  },
});

let t: TestApp;
let smtpUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  smtpUrl = `smtp://127.0.0.1:${port}?connectionTimeout=800&greetingTimeout=800&socketTimeout=1500&ignoreTLS=true`;
  t = await createTestApp({ SMTP_URL: smtpUrl });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function signUp(email: string) {
  const started = performance.now();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/register-climber',
    payload: {
      email,
      name: 'Mail Test',
      phone_number: '604 555 0100',
      password: 'mail-test-pass',
      password_confirmation: 'mail-test-pass',
    },
  });
  return { status: response.statusCode, ms: performance.now() - started };
}

async function outboxRowFor(email: string) {
  const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  return row;
}

/** As if the back-off of every waiting message were over (it is timed on the database's clock). */
async function makeRetriesDue() {
  await t.database.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.status, 'pending'));
}

/** Seconds until the message is tried again, on the database's clock. */
async function secondsUntilRetry(email: string): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select extract(epoch from next_attempt_at - now())::float as seconds from email_outbox where to_address = ${email}`,
  )) as unknown as { rows: Array<{ seconds: number }> };
  return result.rows[0]?.seconds ?? Number.NaN;
}

describe('outbox with a failing SMTP server (F3)', () => {
  for (const failure of ['refuse', 'temporary-failure', 'black-hole'] as const) {
    it(`${failure}: the sign-up answers at once, the mail is retried with back-off and sent exactly once`, async () => {
      const transport = createEmailTransport(t.app.config);
      const deps = { db: t.database.db, transport };
      const email = `${failure}-${Date.now()}@example.test`;
      mode = failure;
      const signup = await signUp(email);
      expect(signup.status).toBe(201);
      expect(signup.ms).toBeLessThan(2000);

      expect(await deliverDueEmails(deps)).toBe(0);
      const failed = await outboxRowFor(email);
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, claimToken: null, lockedUntil: null });
      expect(await secondsUntilRetry(email)).toBeGreaterThan(20);
      expect(failed?.lastError).toBeTruthy();
      expect(await outboxBacklog(t.database.db)).toMatchObject({ due: 0, waiting: 1 });
      // Not due yet: nothing is tried again.
      expect(await deliverDueEmails(deps)).toBe(0);
      expect((await outboxRowFor(email))?.attempts).toBe(1);

      mode = 'accept';
      await makeRetriesDue();
      expect(await deliverDueEmails(deps)).toBe(1);
      await makeRetriesDue();
      expect(await deliverDueEmails(deps)).toBe(0);
      expect(received.filter((m) => m.to.includes(email))).toHaveLength(1);
      expect(received.find((m) => m.to.includes(email))?.subject).toBe('Verify your email address');
      expect(await outboxRowFor(email)).toMatchObject({ status: 'sent', attempts: 2, claimToken: null });
      transport.close();
    });
  }

  it('names the failure: refused by the server, never reached, or an outcome that is not known', async () => {
    const transport = createEmailTransport(t.app.config);
    const deps = { db: t.database.db, transport };
    const expectations = {
      'temporary-failure': /451 Mailbox busy/,
      refuse: /Connection refused by test/,
      'black-hole': /Greeting never received/,
    } as const;
    for (const [failure, expected] of Object.entries(expectations)) {
      const email = `named-${failure}-${Date.now()}@example.test`;
      mode = failure as Mode;
      await signUp(email);
      await deliverDueEmails(deps);
      const { lastError } = (await outboxRowFor(email)) ?? {};
      expect(lastError).toMatch(expected);
      // None of these can have been delivered; a silence after the message is the unknown case.
      expect(lastError).not.toMatch(/outcome unknown/);
    }
    mode = 'accept';
    transport.close();
  });

  it('gives up after the last attempt and marks the mail failed', async () => {
    const transport = createEmailTransport(t.app.config);
    const email = `gives-up-${Date.now()}@example.test`;
    mode = 'refuse';
    await signUp(email);
    for (let attempt = 0; attempt < MAX_EMAIL_ATTEMPTS + 2; attempt += 1) {
      await makeRetriesDue();
      await deliverDueEmails({ db: t.database.db, transport });
    }
    expect(await outboxRowFor(email)).toMatchObject({ status: 'failed', attempts: MAX_EMAIL_ATTEMPTS });
    // What an operator's metrics read: the messages given up on (this one and those the loop failed too).
    const backlog = await outboxBacklog(t.database.db);
    expect(backlog.failed).toBeGreaterThanOrEqual(1);
    expect(backlog.due).toBe(0);
    mode = 'accept';
    transport.close();
  });
});
