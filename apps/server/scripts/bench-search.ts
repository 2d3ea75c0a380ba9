/**
 * npm run bench:search — search performance at 50,000 events (issues 5 and 12).
 *
 * Starts the app in this process on a fresh in-memory PGlite (and, when DATABASE_URL is set, also on a
 * throwaway PostgreSQL database created next to it and dropped afterwards), seeds 50,000 events with
 * their occurrences across Canada in multi-row batches, then fires bounded autocannon loads, from a
 * thread of their own (closed-loop-load.worker.ts), at 127.0.0.1 only: keyword search, nearby search, category + date filter, and the map's markers (broad
 * searches matching thousands of courses, answered up to the 5,000 cap). Each scenario runs a fixed few
 * seconds with a fixed number of connections, and the script exits by itself.
 *
 * Each scenario runs twice: against Cordée and against a bare node:http handler running the same SQL on
 * the same database handle (scripts/bare-search-server.ts), whose answers are first checked
 * byte-identical to Cordée's; the table gives both throughputs and their ratio, and the CPU time the
 * servers' thread spent per answer for each (on PGlite that includes the database's own work). On
 * PGlite an overload scenario follows: keyword searches arrive at a fixed rate of twice what PGlite
 * sustained above, from a thread of their own, while /api/health is sampled; it prints health p50/p99
 * and the share of 503s.
 *
 * Prints the plan of the keyword query (EXPLAIN ANALYZE: the trigram indexes must appear), the resident
 * memory of an idle server process, then the table. BENCH_ONLY=pglite or BENCH_ONLY=postgres runs one
 * database (by default PGlite, then PostgreSQL when DATABASE_URL is set). Autocannon sends no
 * Accept-Encoding, so Cordée answers uncompressed, as the bare handler does: like for like. Tunables: BENCH_EVENTS, BENCH_SECONDS,
 * BENCH_CONNECTIONS, BENCH_OVERLOAD_SECONDS, BENCH_OVERLOAD_RATE (arrivals per second of a second overload
 * run: on a busy machine the closed-loop rate measured in-process understates what PGlite sustains).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Worker } from 'node:worker_threads';
import { occurrenceDatesOf } from '@cordee/shared/event-schedule';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { eventMarkersQuery } from '../src/features/events/event-markers.service.ts';
import { keywordPageQuery } from '../src/features/events/event-search.service.ts';
import { eventOccurrences, events } from '../src/features/events/events.tables.ts';
import { users } from '../src/features/users/users.tables.ts';
import { startBareSearchServer } from './bare-search-server.ts';
import type { ClosedLoopOutcome, ClosedLoopRun } from './closed-loop-load.worker.ts';
import type { OpenLoopOutcome, OpenLoopPlan, OpenLoopRequest, Sample } from './open-loop-load.worker.ts';

const EVENT_COUNT = Number(process.env.BENCH_EVENTS ?? 50_000);
const SECONDS = Math.min(Number(process.env.BENCH_SECONDS ?? 4), 30);
const CONNECTIONS = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 10), 50);
const OVERLOAD_SECONDS = Math.min(Number(process.env.BENCH_OVERLOAD_SECONDS ?? 10), 60);
/** Arrivals per second of a second overload run, after the one at twice the keyword search rate measured. */
const OVERLOAD_RATE = process.env.BENCH_OVERLOAD_RATE
  ? Math.min(Number(process.env.BENCH_OVERLOAD_RATE), 500)
  : undefined;
/** /api/health samples per second during the overload scenario. */
const HEALTH_PER_SECOND = 20;
/** A hard cap on requests per scenario, whatever the speed. */
const MAX_REQUESTS = 100_000;
const BATCH = 1_000;

const PLACES = [
  { name: 'Squamish, BC', lat: 49.7, lng: -123.15 },
  { name: 'Canmore, AB', lat: 51.09, lng: -115.36 },
  { name: 'Lake Louise, AB', lat: 51.43, lng: -116.18 },
  { name: 'Bugaboo Provincial Park, BC', lat: 50.74, lng: -116.79 },
  { name: 'Skaha Bluffs, Penticton, BC', lat: 49.43, lng: -119.56 },
  { name: 'Val-David, QC', lat: 46.03, lng: -74.2 },
  { name: 'Bon Echo, ON', lat: 44.9, lng: -77.2 },
  { name: 'Whistler, BC', lat: 50.12, lng: -122.95 },
  { name: 'Jasper, AB', lat: 52.87, lng: -118.08 },
  { name: 'Yellowknife, NT', lat: 62.45, lng: -114.37 },
  { name: 'Halifax, NS', lat: 44.65, lng: -63.57 },
  { name: 'Thunder Bay, ON', lat: 48.38, lng: -89.25 },
];
const CATEGORIES = ['Ice Climbing', 'Rock Climbing', 'Mixed Climbing', 'Mountaineering', 'Hiking', 'Other'];
const WORDS = ['Intro to', 'Advanced', 'Weekend', 'Alpine', 'Multi-pitch', 'Crack', 'Sport', 'Guided', 'Classic'];
const ACTIVITY = ['ice climbing', 'rock climbing', 'traverse', 'scramble', 'rappelling', 'glacier travel'];

function day(offset: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** Deterministic pseudo-random numbers so every run seeds the same data. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Seeds `eventCount` deterministic events with their occurrences (one bench guide). Exported for
 * apps/web/scripts/bench-map.ts, which seeds the same data for the map in the browser.
 */
export async function seed(db: Database, eventCount = EVENT_COUNT): Promise<void> {
  const [guide] = await db
    .insert(users)
    .values({ role: 'guide', email: 'bench-guide@example.test', name: 'Bench Guide', color: 'blue', isApproved: true })
    .returning({ id: users.id });
  if (!guide) throw new Error('no guide');
  const random = prng(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  for (let offset = 0; offset < eventCount; offset += BATCH) {
    const rows = [];
    for (let i = offset; i < Math.min(offset + BATCH, eventCount); i += 1) {
      const place = pick(PLACES);
      const startOffset = Math.floor(random() * 400) - 40; // ~10% already over
      const repeat = random() < 0.25;
      const length = repeat ? 7 * (2 + Math.floor(random() * 6)) : Math.floor(random() * 4);
      rows.push({
        guideId: guide.id,
        eventName: `${pick(WORDS)} ${pick(ACTIVITY)} #${i}`,
        durationType: (length > 0 && !repeat ? 'multi' : 'single') as 'multi' | 'single',
        startDate: day(startOffset),
        endDate: day(startOffset + length),
        repeat,
        repeatAt: (repeat ? 'weekly' : 'daily') as 'weekly' | 'daily',
        category: pick(CATEGORIES),
        address: `${Math.floor(random() * 900) + 1} Trailhead Road, ${place.name}`,
        // Spread around the place by up to ~1.5 degrees, as climbing areas are.
        latitude: place.lat + (random() - 0.5) * 3,
        longitude: place.lng + (random() - 0.5) * 3,
        eventType: 'public' as const,
        attendanceMin: 1,
        attendanceLimit: 6,
        price: [{ id: 1, price: 15_000 }],
        minPriceCents: 15_000,
        experienceRequired: ['Beginner'],
        termsType: 'link' as const,
        termsLink: 'https://example.test/waiver.pdf',
        color: 'green',
      });
    }
    const inserted = await db
      .insert(events)
      .values(rows)
      .returning({ id: events.id, startDate: events.startDate, endDate: events.endDate, repeat: events.repeat });
    const occurrences = inserted.flatMap((event) =>
      occurrenceDatesOf({
        start_date: event.startDate,
        end_date: event.endDate,
        repeat: event.repeat,
        repeat_at: event.repeat ? 'weekly' : 'daily',
        repeat_dates: [],
      }).map((startsOn) => ({
        eventId: event.id,
        startsOn,
        endsOn: event.repeat ? startsOn : event.endDate,
        capacity: 6,
      })),
    );
    // Parameter limit (65,535): occurrences go in slices.
    for (let i = 0; i < occurrences.length; i += 5_000) {
      await db.insert(eventOccurrences).values(occurrences.slice(i, i + 5_000));
    }
  }
  // Fresh statistics so the planner sees 50,000 rows, not an empty table.
  await db.execute('analyze');
}

/** The plan of the very query the keyword search serves, for a frequent, a rare and an absent text. */
async function explainKeywordSearch(label: string, db: Database): Promise<void> {
  for (const text of ['squamish', 'traverse', 'zzz-no-match']) {
    const page = keywordPageQuery(db, text, { page: 1, per_page: 20 });
    const result = (await db.execute(sql`explain (analyze, costs off, timing off) ${page}`)) as unknown as {
      rows: Record<string, string>[];
    };
    const plan = result.rows.map((row) => `    ${Object.values(row)[0]}`).join('\n');
    console.log(`[${label}] keyword "${text}":\n${plan}`);
  }
}

/** Broad map searches: every upcoming course (capped), a category, a keyword and a wide circle. */
const MARKER_PATHS = [
  '/api/event-markers',
  '/api/event-markers?category=Rock%20Climbing',
  '/api/event-markers?query=squamish',
  '/api/event-markers?lat=50.5&lng=-118&rad=300',
];

/** What each markers request answers (matches, markers, bytes) and how long one takes alone. */
async function describeMarkers(label: string, baseUrl: string): Promise<void> {
  for (const path of MARKER_PATHS) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`);
    const text = await response.text();
    const elapsed = performance.now() - started;
    // The answer is in columns (one array per field): the id column counts the markers.
    const body = JSON.parse(text) as { id: unknown[]; total: number; truncated: boolean };
    console.log(
      `[${label}] ${path}: ${body.total} match, ${body.id.length} markers${body.truncated ? ' (truncated)' : ''}, ${(text.length / 1024).toFixed(0)} kB, ${elapsed.toFixed(0)} ms alone`,
    );
  }
}

/** The plan of the markers query for a broad search (a category matching thousands). */
async function explainMarkers(label: string, db: Database): Promise<void> {
  const markers = eventMarkersQuery(db, { category: 'Rock Climbing' });
  const result = (await db.execute(sql`explain (analyze, costs off, timing off) ${markers}`)) as unknown as {
    rows: Record<string, string>[];
  };
  const plan = result.rows.map((row) => `    ${Object.values(row)[0]}`).join('\n');
  console.log(`[${label}] markers category=Rock Climbing:\n${plan}`);
}

type Scenario = { name: string; requests: OpenLoopRequest[] };

const json = { 'content-type': 'application/json' };
const SCENARIOS: Scenario[] = [
  {
    name: 'keyword search',
    requests: ['squamish', 'Ice', 'canmore', 'traverse', 'zzz-no-match'].map((q) => ({
      method: 'POST' as const,
      path: `/api/search-events/${encodeURIComponent(q)}`,
    })),
  },
  {
    name: 'nearby search',
    requests: [
      { lat: 49.7, lng: -123.15 },
      { lat: 51.1, lng: -115.4, rad: 50 },
      { lat: 46.0, lng: -74.2, rad: 200 },
      { lat: 56.0, lng: -100.0 },
    ].map((body) => ({
      method: 'POST' as const,
      path: '/api/get-nearby-events',
      headers: json,
      body: JSON.stringify(body),
    })),
  },
  {
    name: 'markers (thousands)',
    requests: MARKER_PATHS.map((path) => ({ method: 'GET' as const, path })),
  },
  {
    name: 'category + date filter',
    requests: [
      `/api/getevents?category=Ice%20Climbing&date=${day(30)}`,
      `/api/getevents?category=Hiking&date=${day(90)}`,
      `/api/getevents?date=${day(10)}`,
      `/api/getevents?category=Rock%20Climbing`,
    ].map((path) => ({ method: 'GET' as const, path })),
  },
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

type Measured = { requests: number; seconds: number; latencies: number[]; failed: number };

/** CPU milliseconds (user + system) this thread, the servers' thread, has used so far. */
function serverThreadCpuMs(): number {
  const used = process.threadCpuUsage();
  return (used.user + used.system) / 1000;
}

/**
 * The closed-loop clients' thread (closed-loop-load.worker.ts): one for the whole run, each slice one
 * message to it and one answer back, so the load generator never shares the servers' event loop.
 */
class ClosedLoopClients {
  private readonly worker = new Worker(new URL('./closed-loop-load.worker.ts', import.meta.url));
  private pending: { resolve: (outcome: ClosedLoopOutcome) => void; reject: (error: Error) => void } | null = null;

  constructor() {
    this.worker.on('message', (answer: { ok: true; outcome: ClosedLoopOutcome } | { ok: false; message: string }) => {
      const pending = this.pending;
      this.pending = null;
      if (answer.ok) pending?.resolve(answer.outcome);
      else pending?.reject(new Error(`closed-loop load: ${answer.message}`));
    });
    this.worker.on('error', (error) => this.pending?.reject(error));
    this.worker.on('exit', (code) => this.pending?.reject(new Error(`the closed-loop thread exited (${code})`)));
  }

  /** One closed-loop autocannon run of `seconds` against one server. */
  run(baseUrl: string, scenario: Scenario, seconds: number): Promise<Measured> {
    if (this.pending) throw new Error('one closed-loop run at a time');
    const run: ClosedLoopRun = {
      baseUrl,
      connections: CONNECTIONS,
      seconds,
      maxRequests: MAX_REQUESTS,
      requests: scenario.requests,
    };
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.worker.postMessage(run);
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}

/**
 * Cordée and the bare handler each in two slices of half the duration, in the order Cordée, bare, bare,
 * Cordée, so that a machine shared with other work slowing down or speeding up during the run weighs on
 * both alike instead of on whichever ran during a busy moment.
 */
async function compareScenario(clients: ClosedLoopClients, cordeeUrl: string, bareUrl: string, scenario: Scenario) {
  const totals = {
    cordee: { requests: 0, seconds: 0, latencies: [] as number[], failed: 0, cpuMs: 0 },
    bare: { requests: 0, seconds: 0, latencies: [] as number[], failed: 0, cpuMs: 0 },
  };
  for (const server of ['cordee', 'bare', 'bare', 'cordee'] as const) {
    const cpuBefore = serverThreadCpuMs();
    const measured = await clients.run(server === 'cordee' ? cordeeUrl : bareUrl, scenario, SECONDS / 2);
    const total = totals[server];
    total.cpuMs += serverThreadCpuMs() - cpuBefore;
    total.requests += measured.requests;
    total.seconds += measured.seconds;
    total.latencies.push(...measured.latencies);
    total.failed += measured.failed;
  }
  const summary = (total: Measured & { cpuMs: number }) => {
    const sorted = [...total.latencies].sort((x, y) => x - y);
    return {
      perSecond: Math.round((total.requests / Math.max(total.seconds, 1)) * 10) / 10,
      cpuPerRequest: Math.round((total.cpuMs / Math.max(total.requests, 1)) * 100) / 100,
      p50: Math.round(percentile(sorted, 50) * 10) / 10,
      p95: Math.round(percentile(sorted, 95) * 10) / 10,
    };
  };
  const cordee = summary(totals.cordee);
  const bare = summary(totals.bare);
  return {
    scenario: scenario.name,
    'req/s': cordee.perSecond,
    'p50 ms': cordee.p50,
    'p95 ms': cordee.p95,
    'bare req/s': bare.perSecond,
    'bare p95 ms': bare.p95,
    'Cordée / bare': Math.round((cordee.perSecond / Math.max(bare.perSecond, 0.1)) * 100) / 100,
    // What each answer cost the servers' thread: the neighbours' load moves it far less than req/s.
    'CPU ms/req': cordee.cpuPerRequest,
    'bare CPU ms/req': bare.cpuPerRequest,
    'non-2xx': totals.cordee.failed + totals.bare.failed,
  };
}

/** One request on a connection of its own (no keep-alive socket left over from a load run), its body as text. */
function answerOf(baseUrl: string, request: OpenLoopRequest): Promise<string> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${baseUrl}${request.path}`,
      { method: request.method, headers: request.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** The scenario's answers from Cordée and from the bare handler must be the same bytes. */
async function assertSameAnswers(cordeeUrl: string, bareUrl: string, scenario: Scenario): Promise<void> {
  for (const request of scenario.requests) {
    const [cordee, bare] = await Promise.all([answerOf(cordeeUrl, request), answerOf(bareUrl, request)]);
    if (cordee !== bare) {
      let at = 0;
      while (cordee[at] === bare[at]) at += 1;
      throw new Error(
        `${scenario.name} ${request.path}: Cordée and the bare handler answer differently from byte ${at}: ` +
          `${JSON.stringify(cordee.slice(at, at + 80))} vs ${JSON.stringify(bare.slice(at, at + 80))}`,
      );
    }
  }
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Resident memory of an idle app in a fresh process (scripts/idle-memory.ts) on this database. */
async function idleMemoryOf(databaseUrl: string | undefined): Promise<string> {
  const script = new URL('./idle-memory.ts', import.meta.url).pathname;
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const env = databaseUrl ? { ...inherited, DATABASE_URL: databaseUrl } : inherited;
  const output = await new Promise<string>((resolve, reject) =>
    execFile(process.execPath, [...process.execArgv, '--expose-gc', script], { env }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    ),
  );
  const { rss, heapUsed } = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as { rss: number; heapUsed: number };
  return `RSS ${megabytes(rss)}, JS heap ${megabytes(heapUsed)}`;
}

/** Keyword searches at a fixed arrival rate from another thread, with /api/health sampled meanwhile. */
async function runOverload(label: string, baseUrl: string, sustainedPerSecond: number, rate?: number): Promise<void> {
  const keyword = SCENARIOS[0] as Scenario;
  const plan: OpenLoopPlan = {
    baseUrl,
    requestsPerSecond: rate ?? Math.max(1, Math.round(2 * sustainedPerSecond)),
    healthPerSecond: HEALTH_PER_SECOND,
    seconds: OVERLOAD_SECONDS,
    requests: keyword.requests,
  };
  const worker = new Worker(new URL('./open-loop-load.worker.ts', import.meta.url), { workerData: plan });
  const outcome = await new Promise<OpenLoopOutcome>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the overload thread exited (${code}) without a report`)));
  });
  await worker.terminate();
  const summary = (samples: Sample[]) => {
    const ms = samples.map((sample) => sample.ms).sort((a, b) => a - b);
    const count = (test: (status: number) => boolean) => samples.filter((sample) => test(sample.status)).length;
    return {
      sent: samples.length,
      '200/s': Math.round((count((status) => status === 200) / OVERLOAD_SECONDS) * 10) / 10,
      '200': count((status) => status === 200),
      '503': count((status) => status === 503),
      'other/none': count((status) => status !== 200 && status !== 503),
      '503 share': `${((100 * count((status) => status === 503)) / Math.max(1, samples.length)).toFixed(1)} %`,
      'p50 ms': Math.round(percentile(ms, 50) * 10) / 10,
      'p99 ms': Math.round(percentile(ms, 99) * 10) / 10,
      'max ms': Math.round((ms.at(-1) ?? 0) * 10) / 10,
    };
  };
  console.log(
    `[${label}] overload: keyword searches arriving at ${plan.requestsPerSecond}/s (${rate ? 'BENCH_OVERLOAD_RATE' : `twice the ${sustainedPerSecond} req/s sustained above`}) for ${OVERLOAD_SECONDS} s, /api/health sampled ${HEALTH_PER_SECOND}/s; clients on their own thread`,
  );
  console.table({ 'keyword search': summary(outcome.load), '/api/health': summary(outcome.health) });
}

async function bench(label: string, database: DatabaseHandle, databaseUrl?: string): Promise<void> {
  await database.migrate();
  const started = Date.now();
  await seed(database.db);
  console.log(`[${label}] seeded ${EVENT_COUNT} events in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await explainKeywordSearch(label, database.db);
  await explainMarkers(label, database.db);
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist', PUBLIC_URL: 'http://127.0.0.1' },
    // The load generator's thousands of anonymous searches come from one address: the per-IP listing
    // limit and the per-address bound on requests in flight are off, the searches measured. The
    // event-loop guard (its default threshold) and the database admission stay as configured by
    // default: they are part of what is measured. (The guard was off while
    // the load generator shared this event loop: it would have measured the load generator.)
    { PUBLIC_LISTING_REQUESTS_PER_IP: 0, MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS: 0 },
  );
  const app = await buildApp({ config, database });
  // The bare handler lives in this process, beside Cordée, because the comparison is of the same
  // database handle (the same pool, the same PGlite instance) under both. It costs nothing while Cordée
  // is measured: slices never overlap, and an idle listening socket takes no turn on the event loop.
  const bare = await startBareSearchServer(database.db);
  const clients = new ClosedLoopClients();
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address !== 'object') throw new Error('no address');
    const baseUrl = `http://127.0.0.1:${address.port}`;
    await describeMarkers(label, baseUrl);
    console.log(
      `[${label}] idle server in a fresh process (tsx loader included; ${databaseUrl ? `the ${EVENT_COUNT} events seeded` : 'an empty in-memory PGlite'}): ${await idleMemoryOf(databaseUrl)}`,
    );
    const results = [];
    for (const scenario of SCENARIOS) {
      await assertSameAnswers(baseUrl, bare.baseUrl, scenario);
      results.push(await compareScenario(clients, baseUrl, bare.baseUrl, scenario));
    }
    console.log(
      `[${label}] ${EVENT_COUNT} events, ${CONNECTIONS} connections, ${SECONDS} s per scenario and server, in slices A B B A (load generator on a thread of its own; answers byte-identical; no Accept-Encoding sent, so neither server compresses)`,
    );
    console.table(results);
    if (label === 'pglite') {
      await runOverload(label, baseUrl, results[0]?.['req/s'] ?? 1);
      if (OVERLOAD_RATE) await runOverload(label, baseUrl, results[0]?.['req/s'] ?? 1, OVERLOAD_RATE);
    }
  } finally {
    await clients.close();
    await bare.close();
    await app.close(); // closes the database too
  }
}

/**
 * BENCH_ONLY=pglite or BENCH_ONLY=postgres (or `--only …` when the script is run directly) runs one
 * database; both by default (PostgreSQL when DATABASE_URL is set). An environment variable because the
 * root `npm run bench:search` forwards no arguments to the workspace's script (npm reads `--only` itself).
 */
function onlyDatabase(): 'pglite' | 'postgres' | undefined {
  const at = process.argv.indexOf('--only');
  const value = at === -1 ? process.env.BENCH_ONLY : process.argv[at + 1];
  if (value === undefined || value === '') return undefined;
  if (value !== 'pglite' && value !== 'postgres') throw new Error('BENCH_ONLY / --only take pglite or postgres');
  return value;
}

const only = import.meta.main ? onlyDatabase() : undefined;
const databaseUrl = process.env.DATABASE_URL;
if (only === 'postgres' && !databaseUrl) throw new Error('--only postgres needs DATABASE_URL');

// Imported for its seeder (bench-map), this file runs no benchmark.
if (import.meta.main && only !== 'postgres') {
  await bench('pglite', await openDatabase({ dataDir: undefined }));
}

if (import.meta.main && databaseUrl && only !== 'pglite') {
  const name = `cordee_bench_${randomBytes(4).toString('hex')}`;
  const adminUrl = new URL(databaseUrl);
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    await bench('postgres', await openDatabase({ databaseUrl: url.toString() }), url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
