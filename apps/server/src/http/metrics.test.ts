import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { enqueueEmail } from '../integrations/email/email-outbox.service.ts';
import { emailOutbox } from '../integrations/email/email-outbox.tables.ts';
import { ObjectStorageError } from '../integrations/storage/object-storage-error.ts';
import { type BackgroundJob, runPass, startJobs } from '../jobs.ts';
import { createUser, signInAs } from '../test/factories.ts';
import { killServerProcesses, listening, refusal, spawnServer, stopServer } from '../test/server-process.ts';
import { SseClient } from '../test/sse-client.ts';
import { createTestApp, createTestAppWith, type TestApp } from '../test/test-app.ts';
import { listenForMetrics } from './metrics.ts';

const TOKEN = 'metrics-scraper-token-0123456789abcdef';
const INSTANCE = `${os.hostname()}:${process.pid}`;

type Sample = { name: string; labels: Record<string, string>; value: number };

/**
 * The Prometheus text format (version 0.0.4), read strictly: every line is a comment, a TYPE line or a
 * sample, label values are quoted and escaped, every sample belongs to a family with a TYPE.
 */
function parseExposition(text: string): Sample[] {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ')) continue;
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1] as string, type[2] as string);
      continue;
    }
    const sample =
      /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{((?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*",?)*)\})? (\S+)$/.exec(line);
    if (!sample) throw new Error(`not a line of the Prometheus text format: ${JSON.stringify(line)}`);
    const [, name = '', labelText = '', rawValue = ''] = sample;
    const labels: Record<string, string> = {};
    for (const [, key = '', value = ''] of labelText.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\.)*)"/g)) {
      labels[key] = value.replace(/\\(.)/g, (_match, escaped: string) => (escaped === 'n' ? '\n' : escaped));
    }
    const value = /^[+-]?inf$/i.test(rawValue)
      ? rawValue.startsWith('-')
        ? Number.NEGATIVE_INFINITY
        : Number.POSITIVE_INFINITY
      : /^nan$/i.test(rawValue)
        ? Number.NaN
        : Number(rawValue);
    if (!/^[+-]?(inf|nan)$/i.test(rawValue) && !Number.isFinite(value)) throw new Error(`bad value in ${line}`);
    const family = types.has(name) ? name : name.replace(/_(bucket|sum|count)$/, '');
    if (!types.has(family)) throw new Error(`no TYPE line before ${name}`);
    samples.push({ name, labels, value });
  }
  return samples;
}

/** The value of one series (the labels given must all match; others are ignored), or undefined. */
function seriesValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}

async function scrape(app: FastifyInstance): Promise<{ text: string; samples: Sample[] }> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  return { text: response.body, samples: parseExposition(response.body) };
}

/** A promise the test resolves when it chooses. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A transaction kept open until `release`: it holds a pool connection (PostgreSQL) or the turn line (PGlite). */
function holdTransaction(db: Database, first = sql`select 1`) {
  const release = gate();
  const started = gate();
  const done = db.transaction(async (tx) => {
    await tx.execute(first);
    started.open();
    await release.opened;
  });
  return { started: started.opened, release: release.open, done };
}

describe('/metrics is not public', () => {
  it('is not served at all unless configured (off by default)', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('process_resident_memory_bytes');
    } finally {
      await t.close();
    }
  });

  it('answers on the main port only with METRICS_TOKEN as a bearer token', async () => {
    const t = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      const refusals = [
        {},
        { authorization: 'Bearer wrong-token-of-the-same-length-0123456' },
        { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
        { authorization: `Bearer ${TOKEN}x` },
      ];
      for (const headers of refusals) {
        const refused = await t.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(refused.statusCode).toBe(401);
        expect(refused.headers['www-authenticate']).toBe('Bearer');
        expect(refused.json()).toMatchObject({ code: 'unauthenticated' });
        expect(refused.body).not.toContain('process_resident_memory_bytes');
      }
      // A token in the URL would end up in proxies' logs: not accepted.
      const inQuery = await t.app.inject({ method: 'GET', url: `/metrics?token=${TOKEN}` });
      expect(inQuery.statusCode).toBe(401);

      const answer = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-store');
      const samples = parseExposition(answer.body);
      expect(samples.length).toBeGreaterThan(50);
      // The token never reaches the log.
      expect(t.logs.join('')).not.toContain(TOKEN);
    } finally {
      await t.close();
    }
  });

  it('answers on its own port (METRICS_PORT) and not on the main one; with a token, there too only with it', async () => {
    for (const token of [undefined, TOKEN]) {
      const t = await createTestApp({ METRICS_PORT: 0, METRICS_HOST: '127.0.0.1', METRICS_TOKEN: token });
      try {
        const listener = await listenForMetrics(t.app);
        if (!listener) throw new Error('no metrics listener');
        const onMain = await t.app.inject({ method: 'GET', url: '/metrics' });
        expect(onMain.statusCode).toBe(token ? 401 : 404);
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        const answer = await fetch(`${listener.url}/metrics`, { headers });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
        expect(seriesValue(parseExposition(await answer.text()), 'process_resident_memory_bytes')).toBeGreaterThan(0);
        if (token) expect((await fetch(`${listener.url}/metrics`)).status).toBe(401);
        // Nothing else is served there: not the API.
        expect((await fetch(`${listener.url}/api/health`, { headers })).status).toBe(404);
        expect(listener.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      } finally {
        await t.close();
      }
    }
  });
});

describe('the route label of the web app', () => {
  it('is one label for every built file and for the pages, never their paths', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-metrics-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Cordée</title><div id="root"></div>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-5e1f.js'), 'console.log("app")');
    const t = await createTestApp({ METRICS_TOKEN: TOKEN, WEB_DIST_DIR: dist });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/assets/app-5e1f.js' })).statusCode).toBe(200);
      const page = await t.app.inject({ method: 'GET', url: '/viewevents', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      const { text, samples } = await scrape(t.app);
      const count = (route: string) =>
        seriesValue(samples, 'cordee_http_request_duration_seconds_count', { route, method: 'GET', status: '200' });
      expect(count('static')).toBe(1);
      expect(count('unmatched')).toBe(1);
      expect(text).not.toContain('app-5e1f');
      expect(text).not.toContain('viewevents');
    } finally {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('what /metrics counts', () => {
  let t: TestApp;
  const held = gate();
  beforeAll(async () => {
    t = await createTestAppWith(
      (app) => {
        // Holds its database slot until the test opens the gate.
        app.get('/api/test-metrics/hold', async () => {
          await held.opened;
          return { held: true };
        });
        app.get('/api/test-metrics/storage-fails', async () => {
          throw new ObjectStorageError('GetObject', new Error('connect ECONNREFUSED'));
        });
      },
      { METRICS_TOKEN: TOKEN, DATABASE_MAX_REQUESTS_IN_FLIGHT: 1, DATABASE_MAX_QUEUED_REQUESTS: 0 },
    );
  });
  afterAll(async () => {
    held.open();
    await t.close();
  });

  it('speaks the text format, with process memory, event-loop delay and an instance label on every series', async () => {
    const { samples } = await scrape(t.app);
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_eventloop_lag_max_seconds',
      'cordee_admission_in_flight',
      'cordee_database_pool_connections',
    ]) {
      expect(seriesValue(samples, name), name).toBeDefined();
    }
    for (const sample of samples) expect(sample.labels.instance_id, sample.name).toBe(INSTANCE);
  });

  it('counts requests under their route pattern, method and status, never the raw URL', async () => {
    const before = (await scrape(t.app)).samples;
    const health = { route: '/api/health', method: 'GET', status: '200' };
    const countBefore = seriesValue(before, 'cordee_http_request_duration_seconds_count', health) ?? 0;
    for (let i = 0; i < 3; i += 1)
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/event/987654321?secret-looking=abc' });
    const nowhere = await t.app.inject({ method: 'GET', url: '/api/no-such-route-7a1f3' });
    expect(nowhere.statusCode).toBe(404);

    const { text, samples } = await scrape(t.app);
    expect(seriesValue(samples, 'cordee_http_request_duration_seconds_count', health)).toBe(countBefore + 3);
    expect(
      seriesValue(samples, 'cordee_http_request_duration_seconds_bucket', { ...health, le: '+Inf' }),
    ).toBeGreaterThanOrEqual(3);
    expect(
      seriesValue(samples, 'cordee_http_request_duration_seconds_count', {
        route: '/api/event/:id',
        method: 'GET',
        status: String(missing.statusCode),
      }),
    ).toBe(1);
    expect(
      seriesValue(samples, 'cordee_http_request_duration_seconds_count', {
        route: 'unmatched',
        method: 'GET',
        status: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('987654321');
    expect(text).not.toContain('no-such-route-7a1f3');
    expect(text).not.toContain('secret-looking');
  });

  it('shows the admission slot held by a request, and counts the 503 and 429 it sheds', async () => {
    const before = (await scrape(t.app)).samples;
    const shed503 = seriesValue(before, 'cordee_http_shed_total', { status: '503', code: 'overloaded' }) ?? 0;
    const shed429 = seriesValue(before, 'cordee_http_shed_total', { status: '429', code: 'overloaded' }) ?? 0;
    expect(seriesValue(before, 'cordee_admission_in_flight')).toBe(0);
    // Signed in before the slot is taken: a request's session is looked up before its admission.
    const climber = await createUser(t.app.db, { role: 'climber' });
    const token = await signInAs(t.app, climber.email);

    const holding = t.app.inject({ method: 'GET', url: '/api/test-metrics/hold' });
    await eventually(
      async () => seriesValue((await scrape(t.app)).samples, 'cordee_admission_in_flight') === 1,
      'the held request to take its slot',
    );
    const refused = await t.app.inject({ method: 'GET', url: '/api/test-metrics/hold' });
    expect(refused.statusCode).toBe(503);
    // GET /api/user answers its own 429 when the database is saturated (decision 0003).
    const refusedBootstrap = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refusedBootstrap.statusCode).toBe(429);

    const during = (await scrape(t.app)).samples;
    expect(seriesValue(during, 'cordee_admission_in_flight')).toBe(1);
    expect(seriesValue(during, 'cordee_http_shed_total', { status: '503', code: 'overloaded' })).toBe(shed503 + 1);
    expect(seriesValue(during, 'cordee_http_shed_total', { status: '429', code: 'overloaded' })).toBe(shed429 + 1);

    held.open();
    expect((await holding).statusCode).toBe(200);
    await eventually(
      async () => seriesValue((await scrape(t.app)).samples, 'cordee_admission_in_flight') === 0,
      'the slot to be given back',
    );
  });

  it('counts storage failures by operation, and their 503s as shed', async () => {
    const before = (await scrape(t.app)).samples;
    const errors = seriesValue(before, 'cordee_storage_errors_total', { operation: 'GetObject' }) ?? 0;
    const shed = seriesValue(before, 'cordee_http_shed_total', { status: '503', code: 'storage_unavailable' }) ?? 0;
    const failed = await t.app.inject({ method: 'GET', url: '/api/test-metrics/storage-fails' });
    expect(failed.statusCode).toBe(503);
    const after = (await scrape(t.app)).samples;
    expect(seriesValue(after, 'cordee_storage_errors_total', { operation: 'GetObject' })).toBe(errors + 1);
    expect(seriesValue(after, 'cordee_http_shed_total', { status: '503', code: 'storage_unavailable' })).toBe(shed + 1);
  });

  it('counts job passes by outcome, with their duration', async () => {
    const ok: BackgroundJob = { name: 'metrics test ok', firstDelayMs: 1000, everyMs: 1000, run: async () => 1 };
    const failing: BackgroundJob = {
      name: 'metrics test failing',
      firstDelayMs: 1000,
      everyMs: 1000,
      run: async () => {
        throw new Error('the mail server said no');
      },
    };
    await runPass(t.app, ok);
    await runPass(t.app, ok);
    await expect(runPass(t.app, failing)).rejects.toThrow('the mail server said no');
    const { samples } = await scrape(t.app);
    expect(seriesValue(samples, 'cordee_job_runs_total', { job: 'metrics test ok', outcome: 'ok' })).toBe(2);
    expect(seriesValue(samples, 'cordee_job_runs_total', { job: 'metrics test failing', outcome: 'failed' })).toBe(1);
    expect(seriesValue(samples, 'cordee_job_duration_seconds_count', { job: 'metrics test ok' })).toBe(2);
    expect(
      seriesValue(samples, 'cordee_job_last_success_timestamp_seconds', { job: 'metrics test ok' }),
    ).toBeGreaterThan(Date.now() / 1000 - 60);
  });

  it('counts the outbox backlog: pending emails and how long the most overdue has waited', async () => {
    await enqueueEmail(t.database.db, { to: 'a@example.test', subject: 'One', text: 'x', html: 'x' });
    await enqueueEmail(t.database.db, { to: 'b@example.test', subject: 'Two', text: 'x', html: 'x' });
    await t.database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '90 seconds'` })
      .where(sql`${emailOutbox.subject} = 'One'`);
    const { samples } = await scrape(t.app);
    expect(seriesValue(samples, 'cordee_outbox_backlog_read_ok')).toBe(1);
    expect(seriesValue(samples, 'cordee_outbox_emails', { status: 'pending' })).toBeGreaterThanOrEqual(2);
    expect(seriesValue(samples, 'cordee_outbox_emails', { status: 'failed' })).toBe(0);
    expect(seriesValue(samples, 'cordee_outbox_oldest_due_seconds')).toBeGreaterThanOrEqual(90);
    expect(seriesValue(samples, 'cordee_outbox_oldest_due_seconds')).toBeLessThan(600);
  });

  it('answers within its deadline when the database does not, without the outbox figures', async () => {
    // PostgreSQL: the outbox table locked by another transaction. PGlite: its one line of queries held.
    const hold = holdTransaction(
      t.database.db,
      t.database.kind === 'postgres' ? sql`lock table email_outbox in access exclusive mode` : sql`select 1`,
    );
    await hold.started;
    try {
      const started = performance.now();
      const { samples } = await scrape(t.app);
      const elapsedMs = performance.now() - started;
      console.log(`scrape with a stalled database (${t.database.kind}): ${Math.round(elapsedMs)} ms`);
      expect(elapsedMs).toBeLessThan(4000);
      expect(seriesValue(samples, 'cordee_outbox_backlog_read_ok')).toBe(0);
      expect(seriesValue(samples, 'cordee_outbox_emails', { status: 'pending' })).toBeUndefined();
      expect(seriesValue(samples, 'cordee_outbox_oldest_due_seconds')).toBeUndefined();
      // The rest is still there.
      expect(seriesValue(samples, 'cordee_admission_in_flight')).toBeDefined();
    } finally {
      hold.release();
      await hold.done;
    }
    await eventually(
      async () => seriesValue((await scrape(t.app)).samples, 'cordee_outbox_backlog_read_ok') === 1,
      'the outbox figures to come back',
    );
  });

  it('shows the database pool: connections in use and idle, and work waiting for one', async () => {
    const idle = (await scrape(t.app)).samples;
    const max = seriesValue(idle, 'cordee_database_pool_max') ?? 0;
    expect(max).toBe(t.database.kind === 'postgres' ? 10 : 1);
    expect(seriesValue(idle, 'cordee_database_pool_connections', { state: 'in_use' })).toBe(0);
    expect(seriesValue(idle, 'cordee_database_pool_waiting')).toBe(0);

    // Every connection held, and one more transaction waiting for a turn.
    const holds = Array.from({ length: max + 1 }, () => holdTransaction(t.database.db));
    await Promise.all(holds.slice(0, max).map((hold) => hold.started));
    try {
      await eventually(async () => {
        const { samples } = await scrape(t.app);
        return (
          seriesValue(samples, 'cordee_database_pool_connections', { state: 'in_use' }) === max &&
          (seriesValue(samples, 'cordee_database_pool_waiting') ?? 0) >= 1
        );
      }, 'every connection in use and one waiter');
    } finally {
      for (const hold of holds) hold.release();
      await Promise.all(holds.map((hold) => hold.done));
    }
    // The outbox reads of the scrapes above, which waited behind the held transactions, finish first.
    await eventually(async () => {
      const { samples } = await scrape(t.app);
      return (
        seriesValue(samples, 'cordee_database_pool_connections', { state: 'in_use' }) === 0 &&
        seriesValue(samples, 'cordee_database_pool_waiting') === 0
      );
    }, 'the pool to be idle again');
  });
});

describe('live connections and job lag', () => {
  let t: TestApp;
  let baseUrl: string;
  // The first pass outlasts several ticks, so the second starts late; the second is held until the test
  // has read its lag (a later, punctual pass would replace it).
  const secondPassStarted = gate();
  const secondPassMayEnd = gate();
  let passes = 0;
  const lagging: BackgroundJob = {
    name: 'metrics test slow pass',
    firstDelayMs: 100,
    everyMs: 100,
    run: async () => {
      passes += 1;
      if (passes === 1) await new Promise((resolve) => setTimeout(resolve, 600));
      if (passes === 2) {
        secondPassStarted.open();
        await secondPassMayEnd.opened;
      }
    },
  };
  beforeAll(async () => {
    t = await createTestAppWith((app) => startJobs(app, [lagging]), {
      METRICS_TOKEN: TOKEN,
      PUBLIC_URL: 'https://cordee.example',
      REALTIME_STREAM_MAX_MS: 10 * 60_000,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the open live streams of this instance', async () => {
    const before = seriesValue((await scrape(t.app)).samples, 'cordee_realtime_streams') ?? -1;
    expect(before).toBe(0);
    const user = await createUser(t.database.db);
    const token = await signInAs(t.app, user.email);
    const first = await SseClient.open(baseUrl, { token });
    const second = await SseClient.open(baseUrl, { token });
    await first.next((event) => event.event === 'ready');
    await second.next((event) => event.event === 'ready');
    expect(seriesValue((await scrape(t.app)).samples, 'cordee_realtime_streams')).toBe(2);
    first.close();
    second.close();
    await eventually(
      async () => seriesValue((await scrape(t.app)).samples, 'cordee_realtime_streams') === 0,
      'the closed streams to leave the count',
    );
  });

  it('shows how late a pass started against its schedule', async () => {
    await secondPassStarted.opened;
    try {
      const { samples } = await scrape(t.app);
      expect(seriesValue(samples, 'cordee_job_runs_total', { job: lagging.name, outcome: 'ok' })).toBe(1);
      const lag = seriesValue(samples, 'cordee_job_lag_seconds', { job: lagging.name }) ?? 0;
      console.log(`lag of the pass after a 600 ms pass on a 100 ms schedule: ${Math.round(lag * 1000)} ms`);
      expect(lag).toBeGreaterThanOrEqual(0.2);
    } finally {
      secondPassMayEnd.open();
    }
    await eventually(async () => {
      const { samples } = await scrape(t.app);
      return (seriesValue(samples, 'cordee_job_runs_total', { job: lagging.name, outcome: 'ok' }) ?? 0) >= 3;
    }, 'the passes after it');
  });
});

describe('a running server (server.ts)', () => {
  const production = {
    NODE_ENV: 'production',
    PAYMENTS_PROVIDER: 'sandbox',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'info',
  };
  afterAll(() => killServerProcesses());

  it('serves /metrics on METRICS_PORT and not on its public port', async () => {
    const server = spawnServer({ ...production, METRICS_PORT: '0' });
    const baseUrl = await listening(server);
    try {
      const announced = server
        .output()
        .split('\n')
        .find((line) => line.includes('metrics are served'));
      const metricsUrl = announced ? (JSON.parse(announced) as { url: string }).url : undefined;
      expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
      expect((await fetch(`${baseUrl}/metrics`)).status).toBe(404);
      const answer = await fetch(`${metricsUrl}/metrics`);
      expect(answer.status).toBe(200);
      const samples = parseExposition(await answer.text());
      expect(
        seriesValue(samples, 'cordee_http_request_duration_seconds_count', { route: '/api/health', status: '200' }),
      ).toBe(1);
      // The timers of server.ts count too: the sandbox's deliveries run every second.
      await eventually(async () => {
        const scraped = parseExposition(await (await fetch(`${metricsUrl}/metrics`)).text());
        return (
          (seriesValue(scraped, 'cordee_job_runs_total', { job: 'sandbox webhook delivery', outcome: 'ok' }) ?? 0) > 0
        );
      }, 'a pass of a background job');
    } finally {
      expect(await stopServer(server)).toBe(0);
    }
  }, 120_000);

  it('refuses to start when METRICS_PORT is taken, naming it', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const { code, output } = await refusal({ ...production, METRICS_PORT: String(port) });
      expect(code).toBe(1);
      expect(output).toContain(`METRICS_PORT=${port} on 127.0.0.1`);
      expect(output).toContain('EADDRINUSE');
    } finally {
      blocker.close();
    }
  }, 120_000);
});
