import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { adminUrl } from './golden-database.ts';
import { collectLogs, testConfig } from './test-app.ts';

/** Why a multi-instance test does not run on PGlite; name the skipped suite with it. */
export const TWO_INSTANCES_NEED_POSTGRES =
  'needs TEST_DATABASE_URL: two instances share one PostgreSQL server, and PGlite lives inside one process';

export const twoInstancesAvailable = Boolean(process.env.TEST_DATABASE_URL);

export type Instance = {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** http://127.0.0.1:<port>, the instance listening on a port of its own. */
  url: string;
  logs: string[];
};

export type TwoInstances = {
  a: Instance;
  b: Instance;
  /** The database both use (a fresh copy of the golden one), e.g. to cut connections from outside. */
  databaseUrl: string;
  close: () => Promise<void>;
};

/**
 * Two app instances on one fresh copy of the golden PostgreSQL database, each listening on port 0, as
 * two servers behind a load balancer. Only with TEST_DATABASE_URL: skip the suite otherwise, with
 * TWO_INSTANCES_NEED_POSTGRES as the reason.
 */
export async function startTwoInstances(overrides: Partial<Config> = {}): Promise<TwoInstances> {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (!testDatabaseUrl) throw new Error(TWO_INSTANCES_NEED_POSTGRES);
  const name = `cordee_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('goldenDatabase')}`);
  await admin.end();
  const databaseUrl = adminUrl(testDatabaseUrl, name);
  const started: Instance[] = [];
  const close = async () => {
    for (const instance of started) await instance.app.close();
    const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
  try {
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ databaseUrl });
      const { logs, logStream } = collectLogs();
      const app = await buildApp({ config: testConfig(overrides), database, logStream });
      started.push({ app, database, url: '', logs });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      (started[i] as Instance).url = `http://127.0.0.1:${port}`;
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { a: started[0] as Instance, b: started[1] as Instance, databaseUrl, close };
}
