import fs from 'node:fs';
import os from 'node:os';
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
  /**
   * True when the database answers a trivial query within READINESS_DEADLINE_MS (GET /api/ready). It
   * never waits in the line of user requests: on PostgreSQL it has a connection of its own, outside the
   * pool; on PGlite it asks the instance directly, behind at most the one query or transaction running.
   */
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

/**
 * Every connection says what it is for and which process holds it, in pg_stat_activity's
 * application_name: `cordee-api web-7f9c:1` (the pool serving requests and jobs), `cordee-listener …`,
 * `cordee-ready …`, `cordee-migrate …`, `cordee-backup …`, `cordee-restore …`. An operator can see which
 * instance holds which connections, and kill or count them by purpose.
 */
export const API_APPLICATION_NAME = 'cordee-api';
export const READINESS_APPLICATION_NAME = 'cordee-ready';
/** This process among the instances: its host name (a container's id) and its process id. */
export const INSTANCE_NAME = `${os.hostname()}:${process.pid}`;
/** PostgreSQL keeps the first 63 bytes of an application_name (NAMEDATALEN - 1). */
const APPLICATION_NAME_MAX_BYTES = 63;

/**
 * `<purpose> <host>:<pid>`, cut to what PostgreSQL keeps (purpose first, so a long host name loses its
 * end, not the purpose). A DATABASE_URL with its own `application_name` parameter overrides it
 * (node-postgres lets the URL win).
 */
export function applicationName(purpose: string): string {
  const name = `${purpose} ${INSTANCE_NAME}`.replace(/[^\x20-\x7e]/g, '?');
  return name.slice(0, APPLICATION_NAME_MAX_BYTES);
}

/**
 * One connection of its own, outside the pool (migrations, the backup and restore tools), named after
 * its purpose. A lost connection fails the query waiting on it, or the next one, which is where the
 * caller deals with it; node-postgres also emits 'error' on the client, which without a listener is an
 * uncaught exception that stops the process.
 */
export function standaloneClient(connectionString: string, purpose: string): pg.Client {
  const client = new pg.Client({
    connectionString,
    application_name: applicationName(purpose),
    connectionTimeoutMillis: 5000,
  });
  client.on('error', () => {});
  return client;
}

/**
 * node-postgres' Pool listens for errors on its IDLE clients only. A client checked out (a drizzle
 * transaction holds one from BEGIN to COMMIT, awaiting other work in between) whose backend goes away
 * (failover, restart, pg_terminate_backend, network cut) emits 'error' with no listener: an uncaught
 * exception, and the graceful-exit handler stops the server. So every client the pool creates gets a
 * listener for its whole life, and a client lost while checked out is handed back to the pool at once
 * with its error, so the pool ends it and opens a fresh one for the next caller.
 *
 * Handing it back is needed, not only tidy: drizzle (0.45, node-postgres session) releases the client
 * of a failed transaction in a `finally` (the pool drops it then, as it is no longer queryable), but
 * when BEGIN itself fails (a connection killed while idle in the pool, noticed only once checked out)
 * it never releases it, and the pool would count a dead connection among its ten for good. Drizzle's
 * later release() of a client handed back here is made a no-op (pg-pool throws on a second release).
 * The request or job that was using the connection fails with the driver's error: 503 for a request
 * (http/errors.ts), a retry next pass for a job.
 */
function guardPooledConnections(pool: pg.Pool): void {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!checkedOut.has(client)) return;
      checkedOut.delete(client);
      const handBack = client.release;
      client.release = () => {};
      handBack(error);
    });
  });
  // An idle client losing its connection: the pool has removed it already, and reports it here.
  pool.on('error', () => {});
}

/** How long readiness waits for the database before it says "not ready" (GET /api/ready). */
export const READINESS_DEADLINE_MS = 2000;

/** `work`'s outcome, or `fallback` once `ms` have passed without one. */
async function withinDeadline<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness on PostgreSQL: `select 1` on a connection of its own, kept open between probes, outside the
 * pool. Through the pool the probe would wait behind user requests for a connection and fail when the
 * instance is merely busy; a saturated but healthy instance must stay in the load balancer. A dead or
 * hung database answers nothing: the probe gives up after the deadline, drops that connection and
 * opens a new one next time. Probes arriving while one runs (several load balancers) share its answer.
 * It costs one connection per instance.
 */
class PostgresReadinessProbe {
  /** The probe's connection, with its connect() (called once per client, by node-postgres' rule). */
  private connection: { client: pg.Client; connected: Promise<void> } | null = null;
  private probing: Promise<boolean> | null = null;
  private closed = false;

  constructor(private readonly connectionString: string) {}

  ping(): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    this.probing ??= this.probe().finally(() => {
      this.probing = null;
    });
    return this.probing;
  }

  private async probe(): Promise<boolean> {
    const connection = this.connection ?? this.open();
    const answered = connection.connected
      .then(() => connection.client.query('select 1'))
      .then(
        () => true,
        () => false,
      );
    const ready = await withinDeadline(answered, READINESS_DEADLINE_MS, false);
    // Failed or too slow: not trusted again (a hung connection would make every later probe wait too).
    if (!ready) this.discard(connection.client);
    return ready;
  }

  private open(): { client: pg.Client; connected: Promise<void> } {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: applicationName(READINESS_APPLICATION_NAME),
      connectionTimeoutMillis: READINESS_DEADLINE_MS,
      keepAlive: true,
    });
    // Lost while idle between probes (a failover, an idle timeout): the next probe connects again.
    client.on('error', () => this.discard(client));
    const connection = { client, connected: client.connect().then(() => {}) };
    this.connection = connection;
    return connection;
  }

  private discard(client: pg.Client): void {
    if (this.connection?.client === client) this.connection = null;
    client.end().catch(() => {});
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.probing;
    const client = this.connection?.client;
    this.connection = null;
    if (client) await client.end().catch(() => {});
  }
}

/** PGlite in `dataDir` (or memory when undefined), or PostgreSQL when a URL is given. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      application_name: applicationName(API_APPLICATION_NAME),
    });
    guardPooledConnections(pool);
    const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
    const listeners = new Set<PostgresChannelListener>();
    const readiness = new PostgresReadinessProbe(options.databaseUrl);
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
      ping: () => readiness.ping(),
      stats: () => ({
        max: pool.options.max ?? 10,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: async () => {
        await Promise.all([...listeners].map((listening) => listening.stop()));
        listeners.clear();
        await readiness.close();
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
    // The instance itself, not the line of `withEventLoopTurns` that user requests wait in: PGlite's own
    // lock is held by at most one query or transaction of that line at a time. Healthy here means the
    // instance is open and gets to the ping within the deadline; a busy line is load, not ill health,
    // and with one process per data directory there is no other instance to send the load to anyway.
    ping: () =>
      withinDeadline(
        pglite.query('select 1').then(
          () => true,
          () => false,
        ),
        READINESS_DEADLINE_MS,
        false,
      ),
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
/**
 * Shown in pg_stat_activity (followed by the instance, see applicationName): the connection that
 * migrates, or waits for another instance's migration.
 */
export const MIGRATION_APPLICATION_NAME = 'cordee-migrate';

/**
 * Several instances starting together (a deploy, a scale-out) all call migrate. Without a lock two of
 * them would apply the same migration at once: one fails on a duplicate schema or table, or worse, both
 * record it. Each takes the advisory lock on a connection of its own and runs drizzle's migrator on that
 * same connection; the ones that waited find every migration recorded and apply nothing.
 * A session lock (not a transaction lock): drizzle opens and commits its own transaction inside.
 */
async function migratePostgresUnderLock(connectionString: string): Promise<void> {
  const client = standaloneClient(connectionString, MIGRATION_APPLICATION_NAME);
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

/**
 * Shown in pg_stat_activity (followed by the instance), so operators (and tests) can tell the listening
 * connections apart.
 */
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
      application_name: applicationName(LISTENER_APPLICATION_NAME),
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
