import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import { type DatabaseHandle, LISTENER_APPLICATION_NAME } from './client.ts';

/** Waits for the listener's calls: each test awaits what it expects, no timers. */
function recorder() {
  const payloads: string[] = [];
  let gaps = 0;
  let wake: (() => void) | undefined;
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise<void>((resolve) => (wake = resolve));
  };
  return {
    payloads,
    gaps: () => gaps,
    until,
    listener: {
      onNotification: (payload: string) => {
        payloads.push(payload);
        wake?.();
      },
      onMissedNotifications: () => {
        gaps += 1;
        wake?.();
      },
    },
  };
}

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await drop();
});

describe(`DatabaseHandle.listen (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('hears a NOTIFY of a committed drizzle transaction, never one rolled back', async () => {
    const heard = recorder();
    const stop = await database.listen('cordee_listen_test', heard.listener);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('cordee_listen_test', 'rolled back')`);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('cordee_listen_test', 'committed')`);
      await tx.execute(sql`select pg_notify('another_channel', 'elsewhere')`);
    });
    await heard.until(() => heard.payloads.length > 0);
    expect(heard.payloads).toEqual(['committed']);
    await stop();
    // Stopped: a later NOTIFY is not heard (checked through a second listener that does hear it).
    const second = recorder();
    const stopSecond = await database.listen('cordee_listen_test', second.listener);
    await database.db.execute(sql`select pg_notify('cordee_listen_test', 'after stop')`);
    await second.until(() => second.payloads.length > 0);
    expect(heard.payloads).toEqual(['committed']);
    await stopSecond();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, listens again after losing its connection and says notifications may have been missed',
    async () => {
      const heard = recorder();
      const stop = await database.listen('cordee_listen_test', heard.listener);
      const outside = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await outside.connect();
      // node-postgres answers execute() with its QueryResult.
      const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: Array<{ name: string }>;
      };
      await outside.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where split_part(application_name, ' ', 1) = $1 and datname = $2`,
        [LISTENER_APPLICATION_NAME, rows[0]?.name],
      );
      await outside.end();
      await heard.until(() => heard.gaps() > 0);
      await database.db.execute(sql`select pg_notify('cordee_listen_test', 'after reconnect')`);
      await heard.until(() => heard.payloads.includes('after reconnect'));
      await stop();
    },
  );
});
