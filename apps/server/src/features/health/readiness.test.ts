import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READINESS_DEADLINE_MS } from '../../db/client.ts';
import { createTestAppWith, type TestApp } from '../../test/test-app.ts';

/**
 * Readiness reflects health, not load (issue 28, section 9): a saturated instance whose database works
 * stays behind the load balancer, and one whose database is gone says so within the deadline.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const driver = onPostgres ? 'PostgreSQL' : 'PGlite';

/** A promise the test resolves, and a count of the requests waiting on it. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open, waiting: 0 };
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function timedReady(t: TestApp) {
  const startedAt = performance.now();
  const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
  return { response, ms: Math.round(performance.now() - startedAt) };
}

describe(`readiness while every database admission slot is taken (${driver})`, () => {
  let t: TestApp;
  const held = gate();
  beforeAll(async () => {
    t = await createTestAppWith(
      (app) => {
        // Database work as far as admission knows: it holds its slot until the gate opens.
        app.get('/api/test/hold', async () => {
          held.waiting += 1;
          await held.opened;
          return { ok: true };
        });
      },
      { DATABASE_MAX_REQUESTS_IN_FLIGHT: 1, DATABASE_MAX_QUEUED_REQUESTS: 0 },
    );
  });
  afterAll(async () => {
    held.open();
    await t?.close();
  });

  it('answers 200 at once while user requests are refused as overloaded', async () => {
    const holding = t.app.inject({ method: 'GET', url: '/api/test/hold' });
    await until(() => held.waiting === 1, 'the first request holds the only slot');
    // The instance is saturated: another user request is refused.
    const refused = await t.app.inject({ method: 'GET', url: '/api/test/hold' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe('overloaded');

    const { response, ms } = await timedReady(t);
    console.log(`${driver}, admission full: /api/ready ${response.statusCode} in ${ms} ms`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    held.open();
    expect((await holding).statusCode).toBe(200);
  });

  it('answers 503 once the instance is shutting down, so the load balancer stops sending it requests', async () => {
    t.app.lifecycle.shuttingDown = true;
    try {
      const { response } = await timedReady(t);
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({ code: 'shutting_down' });
      // Liveness still says the process answers: the requests in flight finish.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.shuttingDown = false;
    }
  });
});

describe.skipIf(!onPostgres)('readiness on PostgreSQL: its own connection, its own deadline', () => {
  let t: TestApp;
  const held = gate();
  let outside: pg.Client;
  let databaseName: string;
  beforeAll(async () => {
    t = await createTestAppWith((app) => {
      // Holds a pooled connection (a transaction) until the gate opens.
      app.post('/api/test/hold-connection', async () => {
        await app.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          held.waiting += 1;
          await held.opened;
        });
        return { ok: true };
      });
    });
    const { rows } = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    databaseName = rows[0]?.name ?? '';
    outside = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await outside.connect();
  });
  afterAll(async () => {
    held.open();
    await outside?.query(`alter database ${databaseName} allow_connections true`).catch(() => {});
    await outside?.end();
    await t?.close();
  });

  it('answers 200 at once while every pooled connection is held and requests wait in the pool’s line', async () => {
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const holding = Array.from({ length: 14 }, () =>
      t.app.inject({ method: 'POST', url: '/api/test/hold-connection' }),
    );
    await until(() => held.waiting === 10 && pool.waitingCount >= 4, 'ten connections held, four requests waiting');

    const { response, ms } = await timedReady(t);
    console.log(
      `PostgreSQL, pool exhausted (${pool.waitingCount} waiting): /api/ready ${response.statusCode} in ${ms} ms`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(ms).toBeLessThan(1000);

    held.open();
    const answers = await Promise.all(holding);
    expect(answers.map((answer) => answer.statusCode)).toEqual(holding.map(() => 200));
  });

  it('answers 503 within its deadline when the database is gone, and 200 again once it is back', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    // The database goes away: no new connection is accepted, and every connection of the app is cut.
    await outside.query(`alter database ${databaseName} allow_connections false`);
    try {
      await outside.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [databaseName],
      );
      const { response, ms } = await timedReady(t);
      console.log(`PostgreSQL, database gone: /api/ready ${response.statusCode} in ${ms} ms`);
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('not_ready');
      expect(ms).toBeLessThan(READINESS_DEADLINE_MS + 1500);
    } finally {
      await outside.query(`alter database ${databaseName} allow_connections true`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe.skipIf(onPostgres)('readiness on PGlite: the instance, not the line of user queries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestAppWith(() => {});
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers while a long line of queries waits its turn, and 503 once the instance is closed', async () => {
    // Drizzle's queries are lazy: `then` sends them, all at once, into the line.
    let answered = 0;
    const line = Array.from({ length: 40 }, () =>
      t.database.db.execute(sql`select count(*) from generate_series(1, 100000)`).then((result) => {
        answered += 1;
        return result;
      }),
    );
    const lineStartedAt = performance.now();
    // The line is under way (it gives the event loop a turn between its queries) when readiness asks.
    await until(() => answered > 0, 'the line under way');
    const { response, ms } = await timedReady(t);
    await Promise.all(line);
    const lineMs = Math.round(performance.now() - lineStartedAt);
    console.log(`PGlite, 40 queries in line (${lineMs} ms of work): /api/ready ${response.statusCode} in ${ms} ms`);
    expect(response.statusCode).toBe(200);
    expect(ms).toBeLessThan(lineMs / 2);

    await t.database.close();
    const closed = await timedReady(t);
    expect(closed.response.statusCode).toBe(503);
    expect(closed.response.json().code).toBe('not_ready');
  });
});
