import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * What a backup must keep: every table's rows and every sequence's position. Used by the backup → restore
 * drill (db/backup-restore.test.ts) and the backup and restore commands' test (cli/backup-restore-cli.test.ts).
 */

type TableFingerprint = { rows: number; checksum: string };
export type Fingerprint = {
  tables: Record<string, TableFingerprint>;
  /** A sequence restored behind its table's ids would make the next insert collide. */
  sequences: Record<string, string | null>;
};

async function rowsOf<T>(database: DatabaseHandle, query: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Row count and an md5 of all rows as text per table, rows sorted by their text in byte order, so that
 * the digest does not depend on the order the restore wrote them in.
 */
export async function fingerprintOf(database: DatabaseHandle): Promise<Fingerprint> {
  const tables = await rowsOf<{ schema: string; name: string }>(
    database,
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2`,
  );
  const fingerprint: Fingerprint = { tables: {}, sequences: {} };
  for (const table of tables) {
    const [row] = await rowsOf<{ rows: number; checksum: string | null }>(
      database,
      `select count(*)::int as rows,
              md5(coalesce(string_agg(t::text, E'\\n' order by t::text collate "C"), '')) as checksum
         from "${table.schema}"."${table.name}" t`,
    );
    fingerprint.tables[`${table.schema}.${table.name}`] = { rows: row?.rows ?? 0, checksum: row?.checksum ?? '' };
  }
  const sequences = await rowsOf<{ name: string; last_value: string | null }>(
    database,
    `select schemaname || '.' || sequencename as name, last_value::text as last_value
       from pg_sequences order by 1`,
  );
  for (const sequence of sequences) fingerprint.sequences[sequence.name] = sequence.last_value;
  return fingerprint;
}

/**
 * Every table equal, row for row. Sequences: a dump made by pg_dump sets each one where it was; a data
 * directory copied from a running PGlite is restored the way PostgreSQL recovers from a crash, and
 * PostgreSQL logs sequences up to 32 values ahead of use, so they come back ahead (a gap in the ids, as
 * after any crash) but never behind, which is what matters: no new id collides with a restored one.
 */
export function expectSameContent(restored: Fingerprint, source: Fingerprint, sequences: 'exact' | 'not behind') {
  expect(restored.tables).toEqual(source.tables);
  if (sequences === 'exact') {
    expect(restored.sequences).toEqual(source.sequences);
    return;
  }
  expect(Object.keys(restored.sequences)).toEqual(Object.keys(source.sequences));
  for (const [name, value] of Object.entries(source.sequences)) {
    if (value === null) continue;
    expect(BigInt(restored.sequences[name] ?? '0') >= BigInt(value), `${name} restored behind ${value}`).toBe(true);
  }
}

export const totalRows = (fingerprint: Fingerprint) =>
  Object.values(fingerprint.tables).reduce((sum, table) => sum + table.rows, 0);
