import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import type { Booking } from '@cordee/shared/bookings.contracts';
import { groupSizesOf } from '@cordee/shared/event-pricing';
import type { EventSummary } from '@cordee/shared/events.contracts';
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { DEMO_BOOKING_CLIMBER, DEMO_BOOKING_GUIDE } from '../features/demo-seed/demo-bookings.ts';
import { DEMO_PASSWORD, seedDemoData } from '../features/demo-seed/demo-seed.ts';
import { expectSameContent, type Fingerprint, fingerprintOf, totalRows } from '../test/database-fingerprint.ts';
import { bearer, signInAs } from '../test/factories.ts';
import { adminStatement, adminUrl } from '../test/golden-database.ts';
import { deliverWebhooks, TEST_WEBHOOK_SECRET } from '../test/payments.ts';
import { testConfig } from '../test/test-app.ts';
import { createPglite, type DatabaseHandle, openDatabase } from './client.ts';

/**
 * The backup → restore drill: a database filled through the app (the demo seed, then one booking taken
 * along the whole money path) is backed up and restored the way an operator would, and the copy must
 * hold the same rows, byte for byte, and serve the app. On PGlite: its data directory dump, and a
 * pg_dump SQL script; on PostgreSQL (TEST_DATABASE_URL): pg_dump -Fc and pg_restore.
 * PGlite's data directory dumps can only be loaded by a PGlite of the same version: a backup to keep
 * across upgrades is the SQL dump.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const runTool = promisify(execFile);

/** The app logs to nowhere here: the drill's one line per backup is the output worth reading. */
const discard = () =>
  new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });

/** The server's start on a database: migrations first (nothing left to apply on a restored copy), then the app. */
async function bootApp(database: DatabaseHandle): Promise<FastifyInstance> {
  await database.migrate();
  const app = await buildApp({
    config: testConfig({ SANDBOX_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET }),
    database,
    logStream: discard(),
  });
  await app.ready();
  return app;
}

function report(drill: string, fingerprint: Fingerprint, dumpBytes: number, durationMs: number) {
  console.log(
    `G2 ${drill}: ${Object.keys(fingerprint.tables).length} tables, ${totalRows(fingerprint)} rows, ` +
      `dump ${(dumpBytes / 1024).toFixed(0)} KiB, backup + restore ${(durationMs / 1000).toFixed(2)} s`,
  );
}

// ---- The content: the demo, and a booking paid through the sandbox ------------------------------------

type Filled = { paidBookingId: number; paidTotal: number };

/**
 * The demo seed, then the demo climber books one more of the demo guide's public trips through the
 * routes a browser calls: request, the guide's accept, the booking modal's attempt-payment, Pay on the
 * sandbox's checkout page, the webhook's fulfilment and the success screen's complete-booking.
 */
async function fillThroughTheApp(app: FastifyInstance): Promise<Filled> {
  const seeded = await seedDemoData(app.db, {
    storage: app.storage,
    payments: app.payments,
    geocoder: app.geocoder,
    config: app.config,
  });
  expect(seeded).toBe(true);
  const climber = await signInAs(app, DEMO_BOOKING_CLIMBER, DEMO_PASSWORD);
  const guide = await signInAs(app, DEMO_BOOKING_GUIDE, DEMO_PASSWORD);
  const guideId = (await app.inject({ method: 'GET', url: '/api/user', headers: bearer(guide) })).json().user.id;
  const booked = (await app.inject({ method: 'GET', url: '/api/bookings', headers: bearer(climber) }))
    .json()
    .bookings.map((booking: Booking) => booking.event_id);
  const listed: EventSummary[] = (await app.inject({ method: 'GET', url: '/api/getevents?per_page=100' })).json()
    .events;
  const trip = listed.find(
    (event) =>
      event.guide_id === guideId &&
      event.event_type === 'public' &&
      !booked.includes(event.id) &&
      event.next_occurrences.some((run) => !run.closed && run.seats_taken < run.capacity),
  );
  if (!trip) throw new Error('the demo guide has no other public trip with room');
  const run = trip.next_occurrences.find(
    (occurrence) => !occurrence.closed && occurrence.seats_taken < occurrence.capacity,
  );
  expect(groupSizesOf(trip)).toContain(1);

  const post = (url: string, token: string, payload?: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const requested = await post(`/api/prebook-event/${trip.id}`, climber, {
    occurrence_date: run?.starts_on,
    group_size: 1,
    attendees: [{ name: 'Chloe Wong', email: DEMO_BOOKING_CLIMBER, dob: '1994-06-12' }],
  });
  expect(requested.statusCode, requested.body).toBe(201);
  const bookingId: number = requested.json().booking.id;
  const accepted = await post(`/api/accept-booking/${bookingId}`, guide);
  expect(accepted.statusCode, accepted.body).toBe(200);
  const attempt = await post(`/api/attempt-payment/${bookingId}`, climber, {
    sign: { signature: 'Chloe Wong', name: 'Chloe Wong', date: new Date().toISOString().slice(0, 10) },
    terms_accepted: true,
    guide_waiver_accepted: true,
  });
  expect(attempt.statusCode, attempt.body).toBe(200);
  const checkoutUrl = new URL(attempt.json().url);
  const sessionId = checkoutUrl.pathname.split('/').pop() ?? '';
  const paid = await app.inject({ method: 'POST', url: `${checkoutUrl.pathname}/pay` });
  expect(paid.statusCode, paid.body).toBe(303);
  await deliverWebhooks(app);
  const completed = await post('/api/complete-booking', climber, { session_id: sessionId });
  expect(completed.statusCode, completed.body).toBe(200);
  expect(completed.json().booking.status).toBe('paid');
  return { paidBookingId: bookingId, paidTotal: completed.json().booking.total_price };
}

/** What the smoke test compares: the screens the demo climber and guide open first. */
type Screens = {
  climberStats: unknown;
  climberNotices: string[];
  bookings: Array<Pick<Booking, 'id' | 'status' | 'total_price' | 'quantity' | 'event_id'>>;
  eventIds: number[];
  eventsTotal: number;
  guidePayouts: unknown;
};

async function screensOf(app: FastifyInstance): Promise<Screens> {
  // A fresh sign-in on every app: the password hashes came through, and a session can be written.
  const climber = await signInAs(app, DEMO_BOOKING_CLIMBER, DEMO_PASSWORD);
  const guide = await signInAs(app, DEMO_BOOKING_GUIDE, DEMO_PASSWORD);
  const home = await app.inject({ method: 'GET', url: '/api/user', headers: bearer(climber) });
  expect(home.statusCode, home.body).toBe(200);
  const list = await app.inject({ method: 'GET', url: '/api/bookings', headers: bearer(climber) });
  expect(list.statusCode, list.body).toBe(200);
  const events = await app.inject({ method: 'GET', url: '/api/getevents?per_page=100' });
  expect(events.statusCode, events.body).toBe(200);
  const payouts = await app.inject({ method: 'GET', url: '/api/payouts/overview', headers: bearer(guide) });
  expect(payouts.statusCode, payouts.body).toBe(200);
  return {
    climberStats: home.json().stats,
    climberNotices: home.json().notifications.map((notice: { subject: string }) => notice.subject),
    bookings: list.json().bookings.map(({ id, status, total_price, quantity, event_id }: Booking) => ({
      id,
      status,
      total_price,
      quantity,
      event_id,
    })),
    eventIds: events.json().events.map((event: EventSummary) => event.id),
    eventsTotal: events.json().total,
    guidePayouts: payouts.json(),
  };
}

/**
 * The restored app answers what the source answered, serves a gallery image the uploads rows name, and
 * takes a write that touches bookings, notifications and the outbox (the guide accepts the demo's
 * pending request): the sequences were restored past the ids in use.
 */
async function smoke(app: FastifyInstance, source: Screens, filled: Filled, galleryUrl: string) {
  const screens = await screensOf(app);
  expect(screens).toEqual(source);
  expect(screens.climberStats).toEqual(
    expect.arrayContaining([
      { key: 'all_bookings', value: 3, kind: 'count' },
      { key: 'amount_spent', value: filled.paidTotal, kind: 'money' },
    ]),
  );
  expect(screens.bookings.find((booking) => booking.id === filled.paidBookingId)?.status).toBe('paid');
  expect(screens.climberNotices).toContain('Your booking is confirmed.');
  expect((await app.inject({ method: 'GET', url: galleryUrl })).statusCode).toBe(200);

  const guide = await signInAs(app, DEMO_BOOKING_GUIDE, DEMO_PASSWORD);
  const pending = screens.bookings.find((booking) => booking.status === 'requested');
  if (!pending) throw new Error('the demo has no pending request');
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/accept-booking/${pending.id}`,
    headers: bearer(guide),
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
}

/** The source must hold the money path's rows, or the drill would compare empty tables. */
function expectRealContent(fingerprint: Fingerprint) {
  for (const table of [
    'public.users',
    'public.events',
    'public.event_occurrences',
    'public.uploads',
    'public.bookings',
    'public.booking_payments',
    'public.notifications',
    'public.email_outbox',
    'public.sandbox_accounts',
    'public.sandbox_checkout_sessions',
    'public.sandbox_balance_transactions',
    'public.processed_webhook_events',
    'drizzle.__drizzle_migrations',
  ]) {
    expect(fingerprint.tables[table]?.rows ?? 0, table).toBeGreaterThan(0);
  }
}

async function firstGalleryUrl(app: FastifyInstance): Promise<string> {
  const events: EventSummary[] = (await app.inject({ method: 'GET', url: '/api/getevents?per_page=1' })).json().events;
  const url = events[0]?.gallery[0]?.url;
  if (!url) throw new Error('the demo events have no gallery');
  return url;
}

// ---- PGlite --------------------------------------------------------------------------------------------

describe.skipIf(onPostgres)('backup and restore on PGlite (G2)', () => {
  let sourcePglite: PGlite;
  let sourceApp: FastifyInstance;
  let filled: Filled;
  let sourceScreens: Screens;
  let sourceFingerprint: Fingerprint;
  let galleryUrl: string;

  beforeAll(async () => {
    sourcePglite = await createPglite({ loadDataDir: new Blob([fs.readFileSync(inject('goldenDatabase'))]) });
    sourceApp = await bootApp(await openDatabase({ dataDir: undefined, pglite: sourcePglite }));
    filled = await fillThroughTheApp(sourceApp);
    sourceScreens = await screensOf(sourceApp);
    galleryUrl = await firstGalleryUrl(sourceApp);
    sourceFingerprint = await fingerprintOf(sourceApp.database);
    expectRealContent(sourceFingerprint);
  }, 90_000);
  afterAll(async () => {
    await sourceApp?.close();
  });

  it('restores a data directory dump (dumpDataDir → loadDataDir) with every row, and the app runs on it', async () => {
    const started = performance.now();
    const dump = await sourcePglite.dumpDataDir('gzip');
    const restored = await createPglite({ loadDataDir: dump });
    const database = await openDatabase({ dataDir: undefined, pglite: restored });
    const duration = performance.now() - started;
    const app = await bootApp(database);
    try {
      const fingerprint = await fingerprintOf(database);
      expectSameContent(fingerprint, sourceFingerprint, 'not behind');
      report('PGlite dumpDataDir → loadDataDir', fingerprint, dump.size, duration);
      await smoke(app, sourceScreens, filled, galleryUrl);
    } finally {
      await app.close();
    }
  });

  it('restores a pg_dump SQL script into a fresh PGlite with every row, and the app runs on it', async () => {
    const [searchPath] = (await sourcePglite.query<{ search_path: string }>('show search_path')).rows;
    const started = performance.now();
    const script = await (await pgDump({ pg: sourcePglite })).text();
    // The script's extension (pg_trgm) must be loadable: createPglite brings it.
    const restored = await createPglite();
    await restored.exec(script);
    // The script empties search_path for its own statements; the app's session needs the usual one back.
    await restored.exec(`set search_path to ${searchPath?.search_path ?? '"$user", public'}`);
    const database = await openDatabase({ dataDir: undefined, pglite: restored });
    const duration = performance.now() - started;
    const app = await bootApp(database);
    try {
      const fingerprint = await fingerprintOf(database);
      expectSameContent(fingerprint, sourceFingerprint, 'exact');
      report('PGlite pgDump SQL → exec', fingerprint, Buffer.byteLength(script), duration);
      await smoke(app, sourceScreens, filled, galleryUrl);
    } finally {
      await app.close();
    }
  });
});

// ---- PostgreSQL ----------------------------------------------------------------------------------------

describe.skipIf(!onPostgres)('backup and restore on PostgreSQL (G2)', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const suffix = randomBytes(6).toString('hex');
  const sourceName = `cordee_backup_source_${suffix}`;
  const restoredName = `cordee_backup_restored_${suffix}`;
  const dumpFile = path.join(os.tmpdir(), `cordee-backup-${suffix}.dump`);
  let sourceApp: FastifyInstance | undefined;

  const admin = (statement: string) => adminStatement(serverUrl, statement);

  afterAll(async () => {
    await sourceApp?.close();
    await admin(`DROP DATABASE IF EXISTS ${sourceName} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
    fs.rmSync(dumpFile, { force: true });
  });

  it('restores pg_dump -Fc with pg_restore into a fresh database with every row, and the app runs on it', async () => {
    // An empty database migrated by the app's start, then filled through the app, like a production one.
    await admin(`CREATE DATABASE ${sourceName} TEMPLATE template0`);
    sourceApp = await bootApp(await openDatabase({ databaseUrl: adminUrl(serverUrl, sourceName) }));
    const filled = await fillThroughTheApp(sourceApp);
    const sourceScreens = await screensOf(sourceApp);
    const galleryUrl = await firstGalleryUrl(sourceApp);
    const sourceFingerprint = await fingerprintOf(sourceApp.database);
    expectRealContent(sourceFingerprint);

    const started = performance.now();
    await runTool('pg_dump', ['--format=custom', `--file=${dumpFile}`, `--dbname=${adminUrl(serverUrl, sourceName)}`]);
    await admin(`CREATE DATABASE ${restoredName} TEMPLATE template0`);
    await runTool('pg_restore', [
      '--exit-on-error',
      '--no-owner',
      `--dbname=${adminUrl(serverUrl, restoredName)}`,
      dumpFile,
    ]);
    const duration = performance.now() - started;

    const app = await bootApp(await openDatabase({ databaseUrl: adminUrl(serverUrl, restoredName) }));
    try {
      const fingerprint = await fingerprintOf(app.database);
      expectSameContent(fingerprint, sourceFingerprint, 'exact');
      report('PostgreSQL pg_dump -Fc → pg_restore', fingerprint, fs.statSync(dumpFile).size, duration);
      await smoke(app, sourceScreens, filled, galleryUrl);
    } finally {
      await app.close();
    }
  }, 90_000);
});
