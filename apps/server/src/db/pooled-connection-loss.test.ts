import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import {
  API_APPLICATION_NAME,
  type DatabaseHandle,
  INSTANCE_NAME,
  LISTENER_APPLICATION_NAME,
  openDatabase,
  READINESS_APPLICATION_NAME,
  READINESS_DEADLINE_MS,
} from './client.ts';
import { isDatabaseUnavailable } from './pg-errors.ts';

/**
 * The connections of one instance to PostgreSQL when their backends go away (issue 28, fault 1): the
 * pool gives back and replaces what it lost, including a connection whose BEGIN failed (drizzle never
 * releases that one), the readiness probe reconnects or says "not ready" within its deadline, and every
 * connection says who holds it and what for.
 */

const NEEDS_POSTGRES = 'needs TEST_DATABASE_URL: the connections lost are PostgreSQL backends';

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  `pooled and own connections losing their backend (${NEEDS_POSTGRES})`,
  () => {
    let database: DatabaseHandle;
    let drop: () => Promise<void>;
    let outside: pg.Client;
    let databaseName: string;
    const pool = () => (database.db as unknown as { $client: pg.Pool }).$client;

    beforeAll(async () => {
      ({ database, drop } = await openTestDatabase());
      const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: Array<{ name: string }>;
      };
      databaseName = rows[0]?.name ?? '';
      outside = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await outside.connect();
    });
    afterAll(async () => {
      await outside?.end();
      await drop?.();
    });

    const pidOfIdleConnection = async () => {
      const { rows } = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: Array<{ pid: number }>;
      };
      return rows[0]?.pid ?? 0;
    };
    const liveApiConnections = async () =>
      (
        await outside.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = $1 and application_name like $2`,
          [databaseName, `${API_APPLICATION_NAME} %`],
        )
      ).rows[0]?.n ?? 0;

    it('a connection killed while idle and checked out before the pool noticed fails its BEGIN, and is not leaked', async () => {
      let beginsFailed = 0;
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const pid = await pidOfIdleConnection();
        await outside.query('select pg_terminate_backend($1)', [pid]);
        // At once, before the backend's goodbye is read: the pool hands out that same (last used) client.
        const outcome = await database.db
          .transaction(async (tx) => tx.execute(sql`select 1`))
          .then(
            () => 'committed',
            (error: unknown) => error,
          );
        if (outcome !== 'committed') {
          expect(isDatabaseUnavailable(outcome), String(outcome)).toBe(true);
          beginsFailed += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      console.log(`${beginsFailed} of 30 transactions met their killed connection`);
      expect(beginsFailed).toBeGreaterThan(0);
      // Every client the pool counts is a live backend, none is still checked out.
      expect(pool().totalCount - pool().idleCount).toBe(0);
      expect(pool().totalCount).toBe(await liveApiConnections());
      // And the pool can still hand out all ten connections at once.
      let holding = 0;
      let release: () => void = () => {};
      const allHeld = new Promise<void>((resolve) => {
        release = resolve;
      });
      const ten = Array.from({ length: 10 }, () =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          holding += 1;
          if (holding === 10) release();
          await allHeld;
        }),
      );
      await Promise.all(ten);
      expect(holding).toBe(10);
    });

    it('every connection names its purpose and this instance in pg_stat_activity', async () => {
      const stop = await database.listen('cordee_names_test', {
        onNotification: () => {},
        onMissedNotifications: () => {},
      });
      try {
        expect(await database.ping()).toBe(true);
        await pidOfIdleConnection();
        const { rows } = await outside.query<{ name: string }>(
          'select distinct application_name as name from pg_stat_activity where datname = $1 order by 1',
          [databaseName],
        );
        const names = rows.map((row) => row.name);
        console.log(names);
        for (const purpose of [API_APPLICATION_NAME, LISTENER_APPLICATION_NAME, READINESS_APPLICATION_NAME]) {
          expect(names).toContain(`${purpose} ${INSTANCE_NAME}`);
        }
      } finally {
        await stop();
      }
    });

    it('readiness reconnects after its own connection was killed, and the kill crashes nothing', async () => {
      expect(await database.ping()).toBe(true);
      const { rows } = await outside.query<{ killed: boolean }>(
        'select pg_terminate_backend(pid) as killed from pg_stat_activity where datname = $1 and application_name like $2',
        [databaseName, `${READINESS_APPLICATION_NAME} %`],
      );
      expect(rows).toEqual([{ killed: true }]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await database.ping()).toBe(true);
    });

    it('readiness says "not ready" within its deadline when the database accepts connections and never answers', async () => {
      const stalled = new Set<net.Socket>();
      const blackHole = net.createServer((socket) => stalled.add(socket));
      await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
      const { port } = blackHole.address() as net.AddressInfo;
      const unreachable = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/nothing` });
      try {
        const startedAt = Date.now();
        const answers = await Promise.all([unreachable.ping(), unreachable.ping()]);
        const tookMs = Date.now() - startedAt;
        console.log(`black-holed database: not ready after ${tookMs} ms`);
        expect(answers).toEqual([false, false]);
        expect(tookMs).toBeLessThan(READINESS_DEADLINE_MS + 1500);
      } finally {
        await unreachable.close();
        for (const socket of stalled) socket.destroy();
        await new Promise((resolve) => blackHole.close(resolve));
      }
    });
  },
);
