import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { clockRunsAhead, ONE_CLOCK_ON_PGLITE } from '../../test/clock-skew.ts';
import { type SlowSmtp, startSlowSmtp } from '../../test/fakes/slow-smtp-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTwoInstances, type TwoInstances, twoInstancesAvailable } from '../../test/two-instances.ts';
import { composeEmail } from './email-message.ts';
import { runEmailOutbox } from './email-outbox.job.ts';
import { deliverDueEmails, enqueueEmail } from './email-outbox.service.ts';
import { emailOutbox } from './email-outbox.tables.ts';

/**
 * Issue 28, fault 5: with a slow mail server, two instances sent the same emails (24 queued, 30
 * delivered) because a claim outlived neither a long send nor a clock that runs ahead. Two outbox
 * workers share one database: on PostgreSQL two app instances (each with its own pool and transport),
 * on PGlite two passes of one app at once (what two instances' timers do). The SMTP fake counts what
 * it took per recipient and per Message-ID.
 */

type Workers = {
  db: Database;
  a: FastifyInstance;
  b: FastifyInstance;
  close: () => Promise<void>;
};

let smtp: SlowSmtp;
let workers: Workers;
const run = randomBytes(3).toString('hex');

async function startWorkers(smtpUrl: string): Promise<Workers> {
  if (twoInstancesAvailable) {
    const two: TwoInstances = await startTwoInstances({ SMTP_URL: smtpUrl });
    return { db: two.a.database.db, a: two.a.app, b: two.b.app, close: two.close };
  }
  const t: TestApp = await createTestApp({ SMTP_URL: smtpUrl });
  return { db: t.database.db, a: t.app, b: t.app, close: t.close };
}

beforeAll(async () => {
  smtp = await startSlowSmtp();
  workers = await startWorkers(smtp.url({ socketTimeoutMs: 5_000 }));
});
afterAll(async () => {
  vi.useRealTimers();
  await workers?.close();
  await smtp?.close();
});
afterEach(() => {
  vi.useRealTimers();
  smtp.mode = 'accept';
  smtp.delayMs = 0;
});

async function queue(db: Database, label: string, n: number): Promise<string[]> {
  const addresses = Array.from({ length: n }, (_, i) => `${label}-${i}-${run}@example.test`);
  for (const to of addresses) {
    await enqueueEmail(
      db,
      composeEmail({ to, subject: `Rope check ${label}`, greeting: 'Hello,', paragraphs: ['See you at the crag.'] }),
    );
  }
  return addresses;
}

async function rowsTo(db: Database, addresses: string[]) {
  return db.select().from(emailOutbox).where(inArray(emailOutbox.toAddress, addresses));
}

/** Passes of one worker until it finds nothing left to send (a timer's next ticks). */
async function drain(app: FastifyInstance) {
  for (let pass = 0; pass < 20; pass += 1) if ((await runEmailOutbox(app)) === 0) return;
}

function deliveredFigures(addresses: string[]) {
  const byRecipient = smtp.countsByRecipient();
  const counts = addresses.map((to) => byRecipient.get(to) ?? 0);
  return {
    queued: addresses.length,
    delivered: counts.reduce((sum, n) => sum + n, 0),
    twice: counts.filter((n) => n > 1).length,
    never: counts.filter((n) => n === 0).length,
  };
}

describe(`the outbox on two workers with a slow mail server (${twoInstancesAvailable ? 'two instances on PostgreSQL' : 'two passes on one PGlite'})`, () => {
  it.skipIf(!twoInstancesAvailable)(
    `delivers every email exactly once when the second instance’s clock runs 10 minutes ahead (on PGlite skipped: ${ONE_CLOCK_ON_PGLITE})`,
    async () => {
      const addresses = await queue(workers.db, 'skew', 6);
      smtp.delayMs = 400;
      const started = performance.now();
      // Instance A claims and starts sending on the true clock…
      const passA = runEmailOutbox(workers.a);
      await smtp.dataStarted(smtp.received.length + 1);
      // …then instance B, whose clock is 10 minutes ahead (the old code leased on the caller's clock).
      clockRunsAhead(10 * 60_000);
      const passB = runEmailOutbox(workers.b);
      await Promise.all([passA, passB]);
      vi.useRealTimers();
      await drain(workers.a);

      const figures = deliveredFigures(addresses);
      const rows = await rowsTo(workers.db, addresses);
      console.log(
        `fault 5, clock skew: ${JSON.stringify(figures)}, statuses ${JSON.stringify(rows.map((row) => row.status))} in ${Math.round(performance.now() - started)} ms`,
      );
      expect(figures).toEqual({ queued: 6, delivered: 6, twice: 0, never: 0 });
      expect(rows.map((row) => row.status)).toEqual(Array(6).fill('sent'));
      expect(rows.map((row) => row.attempts)).toEqual(Array(6).fill(1));
    },
  );

  it('keeps its claim on a message whose send outlasts the lease: the claim is renewed while sending', async () => {
    const addresses = await queue(workers.db, 'long-send', 3);
    smtp.delayMs = 2_500;
    const leaseMs = 900;
    const started = performance.now();
    const passA = deliverDueEmails({ db: workers.db, transport: workers.a.emailTransport }, { leaseMs });
    await smtp.dataStarted(smtp.received.length + 1);
    // By now A's first lease would have run out twice over, had it not been renewed.
    await new Promise((resolve) => setTimeout(resolve, 2 * leaseMs));
    const passB = deliverDueEmails({ db: workers.db, transport: workers.b.emailTransport }, { leaseMs });
    const [sentByA, sentByB] = await Promise.all([passA, passB]);

    const figures = deliveredFigures(addresses);
    const rows = await rowsTo(workers.db, addresses);
    console.log(
      `fault 5, sends of 2.5 s under a 0.9 s lease: ${JSON.stringify(figures)}, A sent ${sentByA}, B sent ${sentByB}, in ${Math.round(performance.now() - started)} ms`,
    );
    expect(figures).toEqual({ queued: 3, delivered: 3, twice: 0, never: 0 });
    expect(sentByA + sentByB).toBe(3);
    expect(rows.map((row) => row.status)).toEqual(Array(3).fill('sent'));
  });

  it('resends a message whose outcome is unknown only after the back-off, under the same Message-ID', async () => {
    const [address] = await queue(workers.db, 'unknown', 1);
    if (!address) throw new Error('nothing queued');
    // The server reads the whole message and never confirms it: the client gives up after its socket timeout.
    smtp.mode = 'hang-after-data';
    const before = smtp.received.length;
    expect(await runEmailOutbox(workers.a)).toBe(0);
    const [failed] = await rowsTo(workers.db, [address]);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.lastError).toMatch(/^outcome unknown \(possibly delivered\)/);
    // Not resent at once, by either instance: the back-off holds.
    smtp.mode = 'accept';
    expect(await runEmailOutbox(workers.b)).toBe(0);
    expect(await runEmailOutbox(workers.a)).toBe(0);
    const [{ waitSeconds } = { waitSeconds: 0 }] = (
      (await workers.db.execute(
        sql`select extract(epoch from next_attempt_at - now())::float as "waitSeconds" from email_outbox where to_address = ${address}`,
      )) as unknown as { rows: Array<{ waitSeconds: number }> }
    ).rows;
    expect(waitSeconds).toBeGreaterThan(20);

    // Once due, it is sent again, and the recipient's provider can tell it is the same message.
    await workers.db.execute(sql`update email_outbox set next_attempt_at = now() where to_address = ${address}`);
    expect(await runEmailOutbox(workers.b)).toBe(1);
    const copies = smtp.received.slice(before).filter((mail) => mail.to === address);
    console.log(
      `fault 5, unknown outcome: ${JSON.stringify(copies.map((mail) => mail.messageId))}, retry after ${Math.round(waitSeconds)} s`,
    );
    expect(copies).toHaveLength(2);
    expect(copies[0]?.messageId).toBeTruthy();
    expect(copies[1]?.messageId).toBe(copies[0]?.messageId);
    expect((await rowsTo(workers.db, [address]))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
