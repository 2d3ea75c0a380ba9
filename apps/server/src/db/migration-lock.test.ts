import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { adminUrl } from '../test/golden-database.ts';
import {
  type DatabaseHandle,
  MIGRATION_APPLICATION_NAME,
  MIGRATION_LOCK_KEY,
  migrationsFolder,
  openDatabase,
} from './client.ts';

/**
 * Several instances starting together on one empty PostgreSQL database: each runs migrate, one applies
 * the migrations under the advisory lock, the others wait and find nothing left to do.
 */

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const migrationCount = (
  JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

async function onClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Tables, columns and indexes outside the system schemas: equal to the golden database's when complete. */
async function schemaOf(url: string) {
  return onClient(url, async (client) => {
    const columns = await client.query(
      `select table_schema, table_name, column_name, data_type from information_schema.columns
        where table_schema not in ('pg_catalog', 'information_schema') order by 1, 2, 3`,
    );
    const indexes = await client.query(
      `select schemaname, indexname, indexdef from pg_indexes
        where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
    );
    return { columns: columns.rows, indexes: indexes.rows };
  });
}

describe.skipIf(!serverUrl)('migrations under a lock on PostgreSQL (several instances start at once)', () => {
  const created: string[] = [];
  const opened: DatabaseHandle[] = [];

  async function emptyDatabase(): Promise<string> {
    const name = `cordee_migration_lock_${randomBytes(6).toString('hex')}`;
    await onClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE template0`));
    created.push(name);
    return adminUrl(serverUrl, name);
  }

  async function open(url: string): Promise<DatabaseHandle> {
    const database = await openDatabase({ databaseUrl: url });
    opened.push(database);
    return database;
  }

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
    for (const name of created.splice(0)) {
      await onClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });

  it('four instances migrating one empty database together apply each migration exactly once', async () => {
    const url = await emptyDatabase();
    const instances = await Promise.all([1, 2, 3, 4].map(() => open(url)));

    const outcomes = await Promise.allSettled(instances.map((database) => database.migrate()));

    expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    const recorded = await onClient(url, (client) =>
      client.query<{ hash: string; times: number }>(
        'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash',
      ),
    );
    expect(recorded.rows).toHaveLength(migrationCount);
    expect(recorded.rows.every((row) => row.times === 1)).toBe(true);
    expect(await schemaOf(url)).toEqual(await schemaOf(adminUrl(serverUrl, inject('goldenDatabase'))));
  });

  it('waits for the advisory lock while another session holds it, then migrates', async () => {
    const url = await emptyDatabase();
    const database = await open(url);
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
      let settled = false;
      const migrating = database.migrate().finally(() => {
        settled = true;
      });
      // Until the migrating connection is seen queued on the advisory lock; the test's timeout bounds it.
      let waiting = 0;
      while (waiting === 0) {
        const seen = await holder.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and split_part(application_name, ' ', 1) = $1
              and wait_event_type = 'Lock' and wait_event = 'advisory'`,
          [MIGRATION_APPLICATION_NAME],
        );
        waiting = seen.rows[0]?.waiting ?? 0;
        if (waiting === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(settled).toBe(false);
      // Nothing was applied while it waited.
      const before = await holder.query(`select to_regclass('drizzle.__drizzle_migrations') as migrations_table`);
      expect(before.rows[0].migrations_table).toBeNull();

      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
      await migrating;
      const applied = await holder.query<{ applied: number }>(
        'select count(*)::int as applied from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]?.applied).toBe(migrationCount);
      // The migrating session is gone, and its lock with it.
      const locks = await holder.query<{ held: number }>(
        `select count(*)::int as held from pg_locks
          where locktype = 'advisory' and granted
            and database = (select oid from pg_database where datname = current_database())`,
      );
      expect(locks.rows[0]?.held).toBe(0);
    } finally {
      await holder.end();
    }
  });
});
