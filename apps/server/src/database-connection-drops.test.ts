import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { createUser, daysFromNow, TEST_PASSWORD } from './test/factories.ts';
import { adminUrl } from './test/golden-database.ts';
import { killServerProcesses, listening, type ServerProcess, spawnServer, stopServer } from './test/server-process.ts';

/**
 * Issue 28, fault 1: what a database failover, a restart or a network cut does to the connections of a
 * running server, played with pg_terminate_backend against a REAL server process (an uncaught error
 * there really stops it). Ten writers make transactional writes through HTTP (a journal entry: one
 * transaction, answered with the new row's id) while every connection of the server to its database is
 * killed every few hundred milliseconds. The process must live, answer every request with a success or
 * 503 + Retry-After, and every write it acknowledged must be in the database.
 */

const NEEDS_POSTGRES = 'needs TEST_DATABASE_URL: the connections killed are PostgreSQL backends';
const WRITERS = 10;
const STORM_MS = 20_000;
const KILL_EVERY_MS = 200;
/** The test's own connections carry this name and are spared by the kills. */
const TEST_APPLICATION_NAME = 'cordee-fault-test';
/** Longer than any answer may take: the pool's connect timeout (5 s) and a margin on a loaded machine. */
const ANSWER_TIMEOUT_MS = 15_000;

type Outcome = { status: number | string; retryAfter: string | null; code: string | null; id: number | null };

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  `a real server while its database connections are killed (fault 1; on PGlite skipped: ${NEEDS_POSTGRES})`,
  () => {
    const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? '';
    const databaseName = `cordee_drops_${randomBytes(6).toString('hex')}`;
    let databaseUrl: string;
    let server: ServerProcess;
    let baseUrl: string;
    let database: DatabaseHandle;
    let killer: pg.Client;
    const tokens: string[] = [];

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${databaseName} TEMPLATE ${inject('goldenDatabase')}`);
      await admin.end();
      databaseUrl = adminUrl(testDatabaseUrl, databaseName);
      const ownUrl = new URL(databaseUrl);
      // node-postgres lets the URL's application_name win over the one in its options.
      ownUrl.searchParams.set('application_name', TEST_APPLICATION_NAME);
      database = await openDatabase({ databaseUrl: ownUrl.toString() });
      killer = new pg.Client({ connectionString: ownUrl.toString() });
      killer.on('error', () => {});
      await killer.connect();
      server = spawnServer({
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        PUBLIC_URL: 'http://localhost:3000',
        PAYMENTS_PROVIDER: 'sandbox',
        SANDBOX_WEBHOOK_SECRET: `whsec_drops_${randomBytes(12).toString('hex')}`,
        DATABASE_URL: databaseUrl,
        // The jobs poll often, so their passes meet the kills too.
        OUTBOX_POLL_MS: '200',
      });
      baseUrl = await listening(server);
      for (let i = 0; i < WRITERS; i += 1) {
        const climber = await createUser(database.db, { role: 'climber', name: `Writer ${i}` });
        const response = await fetch(`${baseUrl}/api/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: climber.email, password: TEST_PASSWORD }),
        });
        expect(response.status, await response.clone().text()).toBe(200);
        tokens.push(((await response.json()) as { token: string }).token);
      }
    }, 180_000);

    afterAll(async () => {
      if (server && server.child.exitCode === null && server.child.signalCode === null) await stopServer(server);
      killServerProcesses();
      await killer?.end().catch(() => {});
      await database?.close();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await cleanup.end();
    }, 120_000);

    const alive = () => server.child.exitCode === null && server.child.signalCode === null;

    async function writeEntry(token: string, label: string): Promise<Outcome> {
      try {
        const response = await fetch(`${baseUrl}/api/dairy`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ dairy_title: label, dairy_date: daysFromNow(-1), dairy_gallery: [] }),
          signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
        });
        const body = (await response.json().catch(() => ({}))) as { diary?: { id?: number }; code?: string };
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          code: body.code ?? null,
          id: response.ok ? (body.diary?.id ?? null) : null,
        };
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        return {
          status: `no answer (${cause?.code ?? (error as Error).name})`,
          retryAfter: null,
          code: null,
          id: null,
        };
      }
    }

    /** Kills every backend of the server (pool, LISTEN, readiness), never the test's own. */
    async function killServerBackends(): Promise<number> {
      const { rows } = await killer.query<{ killed: boolean }>(
        `select pg_terminate_backend(pid) as killed from pg_stat_activity
          where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()
            and application_name <> $2`,
        [databaseName, TEST_APPLICATION_NAME],
      );
      return rows.filter((row) => row.killed).length;
    }

    it(
      `lives through ${STORM_MS / 1000} s of killed connections under ${WRITERS} writers, and loses no acknowledged write`,
      async () => {
        const outcomes: Outcome[] = [];
        let kills = 0;
        let rounds = 0;
        let exitedAtMs: number | null = null;
        const startedAt = Date.now();
        server.exited.then(() => {
          exitedAtMs = Date.now() - startedAt;
        });
        const stopAt = startedAt + STORM_MS;

        const killing = (async () => {
          while (Date.now() < stopAt) {
            await new Promise((resolve) => setTimeout(resolve, KILL_EVERY_MS));
            if (Date.now() >= stopAt) break;
            kills += await killServerBackends();
            rounds += 1;
          }
        })();
        const writing = tokens.map(async (token, writer) => {
          let n = 0;
          while (Date.now() < stopAt) {
            const outcome = await writeEntry(token, `storm ${writer}-${n}`);
            outcomes.push(outcome);
            n += 1;
            // A dead server refuses at once: no busy loop while the storm runs out.
            if (typeof outcome.status === 'string') await new Promise((resolve) => setTimeout(resolve, 200));
          }
        });
        await Promise.all([killing, ...writing]);

        // The storm is over: the pool has replaced its connections and every writer writes again.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const after = alive() ? await Promise.all(tokens.map((token, i) => writeEntry(token, `after ${i}`))) : [];
        const health = alive() ? await fetch(`${baseUrl}/api/health`).then((r) => r.status, String) : 'process gone';
        let ready: number | string = 'process gone';
        for (let attempt = 0; alive() && attempt < 20 && ready !== 200; attempt += 1) {
          ready = await fetch(`${baseUrl}/api/ready`).then((r) => r.status, String);
          if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
        }

        const byStatus: Record<string, number> = {};
        for (const { status, code } of outcomes) {
          const key = code && status !== 201 ? `${status} ${code}` : String(status);
          byStatus[key] = (byStatus[key] ?? 0) + 1;
        }
        const acknowledged = [...outcomes, ...after].flatMap((outcome) => (outcome.id === null ? [] : [outcome.id]));
        const found = (
          await killer.query<{ n: number }>('select count(*)::int as n from diaries where id = any($1::int[])', [
            acknowledged,
          ])
        ).rows[0]?.n;
        console.log(
          JSON.stringify(
            {
              stormMs: STORM_MS,
              killRounds: rounds,
              backendsKilled: kills,
              answers: outcomes.length,
              byStatus,
              writesAcknowledged: acknowledged.length,
              writesFoundInDatabase: found,
              afterStorm: after.map((outcome) => outcome.status),
              health,
              ready,
              requestsLoggedUnavailable: server.output().split('"msg":"database unavailable"').length - 1,
              jobPassesRetried: server.output().split('retried next pass').length - 1,
              processExitedAfterMs: exitedAtMs,
              processExitCode: server.child.exitCode,
            },
            null,
            1,
          ),
        );
        if (!alive()) console.log(server.output().split('\n').slice(-30).join('\n'));

        expect(alive(), 'the server process exited').toBe(true);
        expect(kills).toBeGreaterThan(STORM_MS / KILL_EVERY_MS / 2);
        const wrong = outcomes.filter(
          (outcome) =>
            !(typeof outcome.status === 'number' && outcome.status >= 200 && outcome.status < 300) &&
            !(outcome.status === 503 && outcome.retryAfter !== null),
        );
        expect(wrong, 'answers other than 2xx or 503 with Retry-After').toEqual([]);
        expect(found).toBe(acknowledged.length);
        expect(after.map((outcome) => outcome.status)).toEqual(tokens.map(() => 201));
        expect(health).toBe(200);
        expect(ready).toBe(200);
        // The load was the load: writes went on going through between the kills.
        expect(byStatus['201'] ?? 0).toBeGreaterThan(WRITERS * 10);
      },
      STORM_MS + 90_000,
    );
  },
);
