import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { createPglite, type DatabaseHandle, openDatabase } from '../db/client.ts';
import { adminUrl } from './golden-database.ts';
import { assertMoneyAndSeatInvariants } from './money-invariants.ts';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Every log line the app wrote, for assertions on what must never be logged. */
  logs: string[];
  close: () => Promise<void>;
};

/**
 * A fresh copy of the migrated golden database: PGlite loaded from its dump, or, when
 * TEST_DATABASE_URL is set, a PostgreSQL database created from the golden template.
 */
export async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const golden = inject('goldenDatabase');
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (!testDatabaseUrl) {
    const pglite = await createPglite({ loadDataDir: new Blob([fs.readFileSync(golden)]) });
    const database = await openDatabase({ dataDir: undefined, pglite });
    return { database, drop: async () => database.close() };
  }
  const name = `cordee_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${golden}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: adminUrl(testDatabaseUrl, name) });
  return {
    database,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Uploads and other files of a test process go to a temporary folder, never the developer's ./data. */
let testDataDir: string | undefined;
function dataDirForTests(): string {
  testDataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-test-data-'));
  return testDataDir;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: dataDirForTests(),
      // Overload refusal is timing-driven: on a busy two-core machine it would answer 503 to a test's
      // request at random. The overload tests turn it on with their own threshold.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // Tests fire hundreds of requests at once on purpose: they wait for a database turn, never refused.
      DATABASE_MAX_QUEUED_REQUESTS: '100000',
      // ...and all of them from one address (injected requests come from 127.0.0.1): the per-address bound
      // is tested where it is the subject (http/slow-clients.test.ts).
      MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS: '0',
      // Requests injected into the app wait for the end of the answer: a live stream ends this soon, so
      // tests that call every route (the access matrix, the fuzzer) get its answer. The realtime tests
      // listen on a port and set their own.
      REALTIME_STREAM_MAX_MS: '150',
    },
    overrides,
  );
}

/** A stream for the app's log and the lines written to it, for assertions on what is (never) logged. */
export function collectLogs(): { logs: string[]; logStream: Writable } {
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(chunk.toString());
      callback();
    },
  });
  return { logs, logStream };
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  return createTestAppWith(() => {}, overrides);
}

/**
 * createTestApp with test-only routes or hooks added before the app is ready (e.g. a route that makes
 * the database fail in a chosen way).
 */
export async function createTestAppWith(
  extend: (app: FastifyInstance) => void | Promise<void>,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  // A test may close the database itself to see how the app fails; nothing is left to check then.
  let closedByTest = false;
  const closeDatabase = database.close.bind(database);
  database.close = async () => {
    closedByTest = true;
    await closeDatabase();
  };
  const { logs, logStream } = collectLogs();
  const app = await buildApp({ config: testConfig(overrides), database, logStream });
  await extend(app);
  await app.ready();
  return {
    app,
    database,
    logs,
    close: async () => {
      // Whatever a suite did through the API, it must leave seats and money consistent.
      try {
        if (!closedByTest) await assertMoneyAndSeatInvariants(database.db);
      } finally {
        // app.close() closes the database through onClose; drop() then removes a PostgreSQL copy.
        await app.close();
        await drop();
      }
    },
  };
}
