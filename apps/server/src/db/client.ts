import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { withEventLoopTurns } from './pglite-turns.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** One type for both drivers: features never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Every PGlite instance of the app, the tests and the tools goes through here: the migrations use
 * pg_trgm (keyword search indexes), and a data directory holding those indexes can only be opened by
 * an instance that has the extension loaded.
 *
 * PGlite (its WebAssembly Postgres and the pg_trgm bundle) is imported only here, when it is used: a
 * server on PostgreSQL (DATABASE_URL) never loads it, which saves its memory and start-up time.
 */
export async function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /** True when the database answers a trivial query (GET /api/ready). */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { databaseUrl: string; dataDir?: undefined; pglite?: undefined }
  | { databaseUrl?: undefined; dataDir: string | undefined; pglite?: PGlite };

/** PGlite in `dataDir` (or memory when undefined), or PostgreSQL when a URL is given. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // An idle client losing its connection (database restart) must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(drizzlePostgres({ client: pool }), { migrationsFolder }),
      ping: async () => {
        try {
          await pool.query('select 1');
          return true;
        } catch {
          return false;
        }
      },
      close: async () => {
        if (!pool.ended) await pool.end();
      },
    };
  }
  let client = options.pglite;
  if (!client) {
    if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
    client = await createPglite(options.dataDir ? { dataDir: path.join(options.dataDir, 'pglite') } : {});
  }
  const pglite = client;
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const db = drizzlePglite({ client: withEventLoopTurns(pglite), schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client: pglite }), { migrationsFolder }),
    ping: async () => {
      try {
        await pglite.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
