import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { EventSummary } from '@cordee/shared/events.contracts';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrationsFolder, openDatabase } from './db/client.ts';
import { createDependencies } from './dependencies.ts';
import { bookingPayments } from './features/bookings/bookings.tables.ts';
import { DEMO_BOOKING_CLIMBER, DEMO_BOOKING_GUIDE } from './features/demo-seed/demo-bookings.ts';
import { DEMO_PASSWORD, seedDemoData } from './features/demo-seed/demo-seed.ts';
import { eventOccurrences } from './features/events/events.tables.ts';
import { notifications } from './features/notifications/notifications.tables.ts';
import { hashPassword } from './features/users/passwords.ts';
import { users } from './features/users/users.tables.ts';
import { processedWebhookEvents } from './features/webhooks/webhooks.tables.ts';
import { emailOutbox } from './integrations/email/email-outbox.tables.ts';
import { sandboxEvents } from './integrations/payments/sandbox/sandbox.tables.ts';
import { signWebhookPayload, WEBHOOK_PATH } from './integrations/payments/webhook-signature.ts';
import { type LocalS3, startLocalS3 } from './test/fakes/local-s3.ts';
import { adminUrl } from './test/golden-database.ts';
import { killServerProcesses, listening, type ServerProcess, spawnServer, stopServer } from './test/server-process.ts';
import { SseClient } from './test/sse-client.ts';
import { testConfig } from './test/test-app.ts';
import { TWO_INSTANCES_NEED_POSTGRES, twoInstancesAvailable } from './test/two-instances.ts';

/**
 * Two real server processes, as two containers behind a load balancer: one PostgreSQL database, one
 * S3-compatible store (a local s3rver), each process with a data directory of its own (so nothing can
 * pass through a shared disk), both started together on an EMPTY database (the migrations run once,
 * under their lock). Requests alternate between them. What one process did must be seen by the other,
 * and what must happen once happens once: seats, a webhook's fulfilment, background jobs.
 * The same topology as compose.yaml, without a container runtime (none runs on this machine).
 */

const SANDBOX_WEBHOOK_SECRET = `whsec_multi_${randomBytes(12).toString('hex')}`;
const SIGN_IN_FAILURES_PER_EMAIL = 5;

type Instance = { server: ServerProcess; url: string };

/** A real SMTP server on loopback that keeps every message it is handed. */
async function startMailCatcher() {
  const received: Array<{ to: string; raw: string }> = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        received.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Polls `check` until it returns a value (not undefined); the test's timeout is the only bound. */
async function eventually<T>(check: () => Promise<T | undefined>, pauseMs = 100): Promise<T> {
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const withToken = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
});

describe.skipIf(!twoInstancesAvailable)(
  `two server processes, one PostgreSQL, one S3 store (E3; on PGlite skipped: ${TWO_INSTANCES_NEED_POSTGRES})`,
  () => {
    const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? '';
    const databaseName = `cordee_multi_${randomBytes(6).toString('hex')}`;
    // Built in beforeAll: on PGlite the suite is skipped and there is no server URL to build it from.
    let databaseUrl: string;
    let s3: LocalS3;
    let mail: Awaited<ReturnType<typeof startMailCatcher>>;
    let database: DatabaseHandle;
    let a: Instance;
    let b: Instance;
    let env: Record<string, string>;
    /** A then B then A…: the load balancer of this test. */
    const both = () => [a, b] as const;
    const db = () => database.db;

    const signIn = async (instance: Instance, email: string) => {
      const response = await fetch(`${instance.url}/api/sign-in`, json({ email, password: DEMO_PASSWORD }));
      expect(response.status, await response.clone().text()).toBe(200);
      return ((await response.json()) as { token: string }).token;
    };

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${databaseName}`);
      await admin.end();
      databaseUrl = adminUrl(testDatabaseUrl, databaseName);
      s3 = await startLocalS3();
      mail = await startMailCatcher();
      env = {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        PUBLIC_URL: 'http://localhost:3000',
        PAYMENTS_PROVIDER: 'sandbox',
        SANDBOX_WEBHOOK_SECRET,
        DATABASE_URL: databaseUrl,
        SMTP_URL: mail.url,
        OUTBOX_POLL_MS: '200',
        SIGN_IN_FAILURES_PER_EMAIL: String(SIGN_IN_FAILURES_PER_EMAIL),
        ...s3.env,
      };
      // Started together on an empty database: both reach the migrations at about the same moment.
      const servers = [spawnServer(env), spawnServer(env)];
      const [urlA, urlB] = await Promise.all(servers.map(listening));
      a = { server: servers[0] as ServerProcess, url: urlA as string };
      b = { server: servers[1] as ServerProcess, url: urlB as string };
      // The demo data, written the way the demo start writes it, through the same store and provider.
      database = await openDatabase({ databaseUrl });
      const config = testConfig({ ...s3.config, PAYMENTS_PROVIDER: 'sandbox', SANDBOX_WEBHOOK_SECRET });
      const dependencies = await createDependencies(config, database);
      expect(await seedDemoData(database.db, { ...dependencies, config })).toBe(true);
    }, 240_000);

    afterAll(async () => {
      for (const instance of [a, b]) if (instance) expect(await stopServer(instance.server)).toBe(0);
      killServerProcesses();
      await database?.close();
      await mail?.close();
      await s3?.close();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await cleanup.end();
    }, 120_000);

    it('applied each migration once although both processes started together on an empty database', async () => {
      const journal = (await import(`${migrationsFolder}/meta/_journal.json`, { with: { type: 'json' } })).default as {
        entries: unknown[];
      };
      const applied = await db().execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect((applied as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(journal.entries.length);
      for (const instance of both()) {
        expect((await fetch(`${instance.url}/api/ready`)).status).toBe(200);
        expect(instance.server.output()).not.toContain('uploads are kept on this machine');
      }
    });

    it('warns at start when an instance on PostgreSQL keeps its uploads on its own disk', async () => {
      const withoutBucket = Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('S3_')));
      const third = spawnServer(withoutBucket);
      await listening(third);
      await eventually(async () => (third.output().includes('uploads are kept on this machine') ? true : undefined));
      expect(await stopServer(third)).toBe(0);
    });

    it('a session made on one instance works on the other, and a sign-out on the other ends it', async () => {
      const token = await signIn(a, DEMO_BOOKING_CLIMBER);
      const onB = await fetch(`${b.url}/api/user`, withToken(token));
      expect(onB.status).toBe(200);
      expect(((await onB.json()) as { user: { email: string } }).user.email).toBe(DEMO_BOOKING_CLIMBER);
      expect((await fetch(`${b.url}/api/logout`, withToken(token, { method: 'DELETE' }))).status).toBeLessThan(300);
      expect((await fetch(`${a.url}/api/user`, withToken(token))).status).toBe(401);
    });

    it('counts failed sign-ins for one account across both instances (one limit, not one per instance)', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < SIGN_IN_FAILURES_PER_EMAIL + 2; attempt += 1) {
        const instance = both()[attempt % 2] as Instance;
        const response = await fetch(
          `${instance.url}/api/sign-in`,
          json({ email: 'stats@cordee.test', password: 'not-the-password' }),
        );
        statuses.push(response.status);
      }
      expect(statuses.slice(0, SIGN_IN_FAILURES_PER_EMAIL).every((status) => status !== 429)).toBe(true);
      expect(statuses.slice(SIGN_IN_FAILURES_PER_EMAIL)).toEqual([429, 429]);
    });

    it('an image uploaded through one instance is served by the other, from the shared store', async () => {
      const token = await signIn(a, 'super@cordee.test');
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7f62' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'crag.png');
      const uploaded = await fetch(`${a.url}/api/temp-image-upload`, withToken(token, { method: 'POST', body: form }));
      expect(uploaded.status, await uploaded.clone().text()).toBe(201);
      const { key, url, thumbnail_url } = (await uploaded.json()) as {
        key: string;
        url: string;
        thumbnail_url: string;
      };
      for (const path of [url, thumbnail_url]) {
        // Until a record claims it, an upload is served to its uploader only, on either instance.
        expect((await fetch(`${b.url}${path}`)).status).toBe(404);
        const served = await fetch(`${b.url}${path}`, withToken(token));
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toMatch(/^image\//);
        expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
      }
      // Each process has a data directory of its own: B can only have read it from the bucket.
      expect(key).toBeTruthy();
    });

    it('sells a run’s last seats exactly once when the requests alternate between the instances', async () => {
      const listed = await fetch(`${a.url}/api/getevents?per_page=100`);
      const events = ((await listed.json()) as { events: EventSummary[] }).events;
      const trip = events.find((event) =>
        event.next_occurrences.some((run) => !run.closed && run.capacity - run.seats_taken >= 2),
      );
      if (!trip) throw new Error('the demo has no run with two seats left');
      const run = trip.next_occurrences.find((r) => !r.closed && r.capacity - r.seats_taken >= 2);
      if (!run) throw new Error('no run');
      const left = run.capacity - run.seats_taken;
      // More climbers than seats, each asking for one, all at once, half through each instance.
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      const rows = await db()
        .insert(users)
        .values(
          Array.from({ length: left + 4 }, (_, i) => ({
            role: 'climber' as const,
            email: `rush-${i}-${databaseName}@example.test`,
            name: `Rush Climber ${i}`,
            color: 'blue',
            passwordHash,
            // Only a verified address may ask for seats.
            emailVerifiedAt: new Date(),
          })),
        )
        .returning({ email: users.email });
      const tokens = await Promise.all(rows.map(({ email }, i) => signIn(both()[i % 2] as Instance, email)));
      const answers = await Promise.all(
        tokens.map(async (token, index) => {
          const instance = both()[index % 2] as Instance;
          const response = await fetch(
            `${instance.url}/api/prebook-event/${trip.id}`,
            withToken(
              token,
              json({
                occurrence_date: run.starts_on,
                group_size: 1,
                attendees: [{ name: `Rush ${index}`, email: `rush${index}@example.test`, dob: '1990-01-01' }],
              }),
            ),
          );
          return response.status;
        }),
      );
      expect(answers.filter((status) => status === 201)).toHaveLength(left);
      expect(answers.filter((status) => status === 409)).toHaveLength(4);
      const [after] = await db()
        .select()
        .from(eventOccurrences)
        .where(and(eq(eventOccurrences.eventId, trip.id), eq(eventOccurrences.startsOn, run.starts_on)));
      expect(after?.seatsTaken).toBe(after?.capacity);
    });

    it('fulfils a paid checkout once, whichever instance its webhook reaches and however often', async () => {
      const climber = await signIn(a, DEMO_BOOKING_CLIMBER);
      const guide = await signIn(b, DEMO_BOOKING_GUIDE);
      const post = (instance: Instance, path: string, token: string, body: unknown = {}) =>
        fetch(`${instance.url}${path}`, withToken(token, json(body)));
      const guideId = ((await (await fetch(`${a.url}/api/user`, withToken(guide))).json()) as { user: { id: number } })
        .user.id;
      const listed = ((await (await fetch(`${b.url}/api/getevents?per_page=100`)).json()) as { events: EventSummary[] })
        .events;
      const booked = (
        (await (await fetch(`${a.url}/api/bookings`, withToken(climber))).json()) as {
          bookings: Array<{ event_id: number }>;
        }
      ).bookings.map((booking) => booking.event_id);
      const trip = listed.find(
        (event) =>
          event.guide_id === guideId &&
          !booked.includes(event.id) &&
          event.event_type === 'public' &&
          event.next_occurrences.some((run) => !run.closed && run.seats_taken < run.capacity),
      );
      const run = trip?.next_occurrences.find((r) => !r.closed && r.seats_taken < r.capacity);
      if (!trip || !run) throw new Error('the demo guide has no public trip with room');

      const requested = await post(a, `/api/prebook-event/${trip.id}`, climber, {
        occurrence_date: run.starts_on,
        group_size: 1,
        attendees: [{ name: 'Chloe Wong', email: DEMO_BOOKING_CLIMBER, dob: '1994-06-12' }],
      });
      expect(requested.status, await requested.clone().text()).toBe(201);
      const bookingId = ((await requested.json()) as { booking: { id: number } }).booking.id;
      expect((await post(b, `/api/accept-booking/${bookingId}`, guide)).status).toBe(200);
      const attempt = await post(a, `/api/attempt-payment/${bookingId}`, climber, {
        sign: { signature: 'Chloe Wong', name: 'Chloe Wong', date: new Date().toISOString().slice(0, 10) },
        terms_accepted: true,
        guide_waiver_accepted: true,
      });
      expect(attempt.status, await attempt.clone().text()).toBe(200);
      const checkout = new URL(((await attempt.json()) as { url: string }).url);
      const sessionId = checkout.pathname.split('/').pop() ?? '';
      const mailBefore = await outboxCountTo(DEMO_BOOKING_CLIMBER);

      // Pay on B's checkout page; both instances' sandbox delivery jobs then race for the event.
      const paid = await fetch(`${b.url}${checkout.pathname}/pay`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      const event = await eventually(async () => {
        const [row] = await db()
          .select()
          .from(sandboxEvents)
          .where(
            and(
              eq(sandboxEvents.type, 'checkout.session.completed'),
              sql`${sandboxEvents.payload}::jsonb -> 'data' -> 'object' ->> 'id' = ${sessionId}`,
            ),
          );
        return row;
      });
      // And the same event again, five times through each instance at once, as a provider retrying would.
      const deliveries = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          fetch(`${(both()[i % 2] as Instance).url}${WEBHOOK_PATH}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json; charset=utf-8',
              'stripe-signature': signWebhookPayload(event.payload, SANDBOX_WEBHOOK_SECRET),
            },
            body: event.payload,
          }),
        ),
      );
      expect(deliveries.map((response) => response.status).every((status) => status >= 200 && status < 300)).toBe(true);
      const completed = await post(b, '/api/complete-booking', climber, { session_id: sessionId });
      expect(completed.status, await completed.clone().text()).toBe(200);
      expect(((await completed.json()) as { booking: { status: string } }).booking.status).toBe('paid');

      // Every delivery the sandbox queued has been made (by one instance or the other).
      await eventually(async () => {
        const [row] = await db()
          .execute(sql`select count(*)::int as n from sandbox_webhook_deliveries where status = 'pending'`)
          .then((result) => (result as unknown as { rows: Array<{ n: number }> }).rows);
        return row?.n === 0 ? true : undefined;
      });
      const payments = await db().select().from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId));
      expect(payments.filter((payment) => payment.status === 'paid')).toHaveLength(1);
      const [processed] = await db()
        .select({ n: count() })
        .from(processedWebhookEvents)
        .where(eq(processedWebhookEvents.eventId, event.id));
      expect(processed?.n).toBe(1);
      const paidNotices = await db()
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.type, 'booking_paid'),
            sql`${notifications.data} ->> 'booking_id' = ${String(bookingId)}`,
          ),
        );
      // One for the climber, one for the guide.
      expect(paidNotices).toHaveLength(2);
      // One receipt for the climber, not one per delivery or per instance.
      expect((await outboxCountTo(DEMO_BOOKING_CLIMBER)) - mailBefore).toBe(1);
    });

    async function outboxCountTo(address: string): Promise<number> {
      const [row] = await db().select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.toAddress, address));
      return row?.n ?? 0;
    }

    it('a chat message sent through one instance reaches a client connected to the other', async () => {
      const staff = await signIn(a, 'super@cordee.test');
      const climber = await signIn(b, DEMO_BOOKING_CLIMBER);
      const [climberRow] = await db().select().from(users).where(eq(users.email, DEMO_BOOKING_CLIMBER));
      const stream = await SseClient.open(b.url, { token: climber });
      try {
        expect(stream.response.status).toBe(200);
        await stream.next((event) => event.event === 'ready');
        const sent = await fetch(
          `${a.url}/api/send-chat`,
          withToken(staff, json({ message: 'Rope check at 7, two instances apart', recipient_id: climberRow?.id })),
        );
        expect(sent.status, await sent.clone().text()).toBe(200);
        const heard = await stream.next(
          (event) => event.event === 'message' && event.data.includes('Rope check at 7, two instances apart'),
        );
        expect(JSON.parse(heard.data)).toMatchObject({ kind: 'chat_message' });
      } finally {
        stream.close();
      }
    });

    it('runs background jobs once, not once per instance: every queued email is delivered exactly once', async () => {
      // Password resets for every demo account, half asked through each instance.
      const accounts = await db()
        .select({ email: users.email })
        .from(users)
        .where(sql`${users.email} like '%@cordee.test'`);
      const since = new Date();
      await Promise.all(
        accounts.map(({ email }, i) =>
          fetch(`${(both()[i % 2] as Instance).url}/api/forgot-password`, json({ email })).then((response) =>
            expect(response.status).toBe(200),
          ),
        ),
      );
      // Both instances poll the outbox every 200 ms; wait until nothing is left to send.
      await eventually(async () => {
        const [pending] = await db().select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, 'pending'));
        return pending?.n === 0 ? true : undefined;
      });
      const sent = await db()
        .select({ id: emailOutbox.id, to: emailOutbox.toAddress })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'sent'), gte(emailOutbox.createdAt, since)));
      expect(sent.length).toBeGreaterThan(0);
      // Every email the outbox marked sent reached the SMTP server exactly once…
      const allSent = await db().select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, 'sent'));
      expect(mail.received).toHaveLength(allSent[0]?.n ?? -1);
      // …including each reset, to its own address.
      for (const { to } of sent) {
        expect(mail.received.filter((message) => message.to === to).length).toBeGreaterThanOrEqual(1);
      }
    });
  },
);
