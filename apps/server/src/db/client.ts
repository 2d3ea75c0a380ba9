import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type TurnLine, withEventLoopTurns } from './pglite-turns.ts';
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

/** What a LISTEN hears on one channel. */
export type ChannelListener = {
  /** A NOTIFY's payload, delivered after its transaction committed (never for a rolled-back one). */
  onNotification: (payload: string) => void;
  /**
   * The listening connection was lost and is listening again: notifications sent in between are lost,
   * so whatever they would have told must be fetched afresh.
   */
  onMissedNotifications: () => void;
};

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /** True when the database answers a trivial query (GET /api/ready). */
  ping: () => Promise<boolean>;
  /**
   * LISTENs on `channel` until the returned stop is called (or the database closes). On PostgreSQL a
   * connection of its own, outside the pool, reconnecting after a loss; on PGlite the instance's own
   * notifications (one process, nothing can be missed).
   */
  listen: (channel: string, listener: ChannelListener) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
  /** The connections now, for the metrics: PostgreSQL's pool, or PGlite's one connection and its line. */
  stats?: () => DatabasePoolStats;
};

/** `max` connections at most, `total` open, `idle` of them free; `waiting`: work queued for a connection. */
export type DatabasePoolStats = { max: number; total: number; idle: number; waiting: number };

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
    const listeners = new Set<PostgresChannelListener>();
    return {
      db,
      kind: 'postgres',
      listen: async (channel, listener) => {
        const listening = new PostgresChannelListener(options.databaseUrl, channel, listener);
        listeners.add(listening);
        await listening.start();
        return async () => {
          listeners.delete(listening);
          await listening.stop();
        };
      },
      migrate: () => migratePostgresUnderLock(options.databaseUrl),
      ping: async () => {
        try {
          await pool.query('select 1');
          return true;
        } catch {
          return false;
        }
      },
      stats: () => ({
        max: pool.options.max ?? 10,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: async () => {
        await Promise.all([...listeners].map((listening) => listening.stop()));
        listeners.clear();
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
  const line: TurnLine = { length: 0 };
  const db = drizzlePglite({ client: withEventLoopTurns(pglite, line), schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // One connection, busy while anything is in the line; the rest of the line waits for it.
    stats: () => ({ max: 1, total: 1, idle: line.length > 0 ? 0 : 1, waiting: Math.max(0, line.length - 1) }),
    // No lock here: a PGlite data directory belongs to the one process that opened it, so no other
    // instance can be migrating it at the same time.
    migrate: () => migratePglite(drizzlePglite({ client: pglite }), { migrationsFolder }),
    ping: async () => {
      try {
        await pglite.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    // PGlite delivers a NOTIFY to this process's callbacks when its transaction commits; there is no
    // connection to lose, so onMissedNotifications is never called.
    listen: async (channel, listener) => {
      const unlisten = await pglite.listen(channel, listener.onNotification);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * The key of the session-level advisory lock every instance takes before migrating a PostgreSQL database.
 * An arbitrary constant, never to change: instances of different versions (a rolling deploy) must agree
 * on it, and nothing else on the database may use it.
 */
export const MIGRATION_LOCK_KEY = 7_346_016_016_001n;
/** Shown in pg_stat_activity: the connection that migrates, or waits for another instance's migration. */
export const MIGRATION_APPLICATION_NAME = 'cordee-migrate';

/**
 * Several instances starting together (a deploy, a scale-out) all call migrate. Without a lock two of
 * them would apply the same migration at once: one fails on a duplicate schema or table, or worse, both
 * record it. Each takes the advisory lock on a connection of its own and runs drizzle's migrator on that
 * same connection; the ones that waited find every migration recorded and apply nothing.
 * A session lock (not a transaction lock): drizzle opens and commits its own transaction inside.
 */
async function migratePostgresUnderLock(connectionString: string): Promise<void> {
  const client = new pg.Client({
    connectionString,
    application_name: MIGRATION_APPLICATION_NAME,
    connectionTimeoutMillis: 5000,
  });
  // A connection lost while waiting fails the pending query; without a listener it would crash the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
    } finally {
      // Ending the session below releases the lock anyway; unlocking first frees the next instance even
      // if the end is slow, and a failed unlock must not hide the migration's own error.
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}

/** Shown in pg_stat_activity, so operators (and tests) can tell the listening connections apart. */
export const LISTENER_APPLICATION_NAME = 'cordee-listener';
const RECONNECT_FIRST_DELAY_MS = 250;
const RECONNECT_MAX_DELAY_MS = 30_000;

/**
 * LISTEN on a connection of its own: a pooled connection goes back to the pool (and its LISTEN with it)
 * after each query. When the connection is lost (database restart, network cut, an idle kill) it
 * reconnects with a growing, jittered delay, so a fleet of instances does not stampede the database, and
 * says notifications may have been missed once it listens again.
 */
class PostgresChannelListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private failures = 0;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly listener: ChannelListener,
  ) {}

  /** The first connection must work: a server that cannot listen should fail at start, not later. */
  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    const lost = () => this.connectionLost(client);
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== undefined) {
        this.listener.onNotification(message.payload);
      }
    });
    try {
      await client.connect();
      // Identifiers cannot be bound as parameters; the channel is a constant of the code, quoted anyway.
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw error;
    }
    if (this.stopped) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
  }

  private connectionLost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.removeAllListeners('end');
    client.end().catch(() => {});
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.retryTimer) return;
    const ceiling = Math.min(RECONNECT_MAX_DELAY_MS, RECONNECT_FIRST_DELAY_MS * 2 ** this.failures);
    const delay = ceiling / 2 + Math.random() * (ceiling / 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect().then(
        () => {
          if (this.stopped) return;
          this.failures = 0;
          this.listener.onMissedNotifications();
        },
        () => {
          this.failures += 1;
          this.scheduleReconnect();
        },
      );
    }, delay);
    // Never what keeps the process alive.
    this.retryTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
    }
  }
}
