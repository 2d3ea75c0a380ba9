import { createHash, timingSafeEqual } from 'node:crypto';
import os from 'node:os';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { isLoopbackHost } from '../config.ts';
import type { DatabasePoolStats } from '../db/client.ts';
import type { OutboxBacklog } from '../integrations/email/email-outbox-backlog.ts';
import { readOutboxBacklog } from '../integrations/email/email-outbox-backlog.ts';
import { ObjectStorageError } from '../integrations/storage/object-storage-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What GET /metrics shows of this app (registerMetrics; decision 0043). */
    metrics: AppMetrics;
  }
}

/**
 * Names the process in every series, so the scrapes of several instances (or one instance's restarts)
 * never add up to one series. Prometheus adds its own `instance` (the address it scraped); this one
 * still tells two processes apart behind one address.
 */
const INSTANCE_ID = `${os.hostname()}:${process.pid}`;

/** The longest a scrape waits for the outbox figures: a slow database must not hang the scrape. */
export const OUTBOX_READ_DEADLINE_MS = 1000;

/** Seconds; wide enough for a 30 s upload, fine enough under 100 ms where most API answers fall. */
const HTTP_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const JOB_BUCKETS = [0.01, 0.1, 0.5, 1, 5, 15, 60, 300];

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The codes of the 503s and 429s the app answers; any other is counted as `other` (bounded labels). */
const SHED_CODES = new Set([
  'overloaded',
  'database_unavailable',
  'storage_unavailable',
  'payment_provider_unavailable',
  'not_ready',
  'too_many_requests',
]);

/**
 * The process's own figures (memory, heap, event-loop delay, CPU, handles), collected once per process:
 * they are the same for every app a test process builds, and prom-client's collectors (an event-loop
 * delay histogram, a GC observer) are never stopped, so one set is made, on first use.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    processRegistry.setDefaultLabels({ instance_id: INSTANCE_ID });
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export type JobOutcome = 'ok' | 'failed' | 'skipped';

/** Where the gauges read from at scrape time. */
export type MetricSources = {
  admission: () => { inFlight: number; queued: number };
  pool: () => DatabasePoolStats | undefined;
  outbox: () => Promise<OutboxBacklog>;
};

/**
 * The app's counters, histograms and gauges. Counters are counted as things happen (cheap: a label
 * lookup per answer); gauges are read from their sources when scraped. Every label value comes from a
 * closed set (route patterns, methods, statuses, job names, known codes): never from a URL, a user or a
 * header, so the number of series stays bounded whatever the traffic.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private liveStreams: (() => number) | undefined;
  private outboxRead: Promise<OutboxBacklog | undefined> | undefined;
  private readonly listeners = new Set<FastifyInstance>();

  private readonly httpDuration = new Histogram({
    name: 'cordee_http_request_duration_seconds',
    help: 'Time to answer, by route pattern, method and status; _count is the number of requests.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });
  private readonly shed = new Counter({
    name: 'cordee_http_shed_total',
    help: 'Requests refused with 503 or 429, by status and error code.',
    labelNames: ['status', 'code'] as const,
    registers: [this.registry],
  });
  private readonly storageErrors = new Counter({
    name: 'cordee_storage_errors_total',
    help: 'Requests failed by the file store (answered 503), by storage operation.',
    labelNames: ['operation'] as const,
    registers: [this.registry],
  });
  private readonly jobRuns = new Counter({
    name: 'cordee_job_runs_total',
    help: 'Background job passes, by job and outcome (skipped: another instance held the interval).',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly jobDuration = new Histogram({
    name: 'cordee_job_duration_seconds',
    help: 'Time a background job pass took, by job.',
    labelNames: ['job'] as const,
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });
  private readonly jobLag = new Gauge({
    name: 'cordee_job_lag_seconds',
    help: 'How late the latest pass of a job started against its schedule (busy event loop, or a pass still running).',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });
  private readonly jobLastSuccess = new Gauge({
    name: 'cordee_job_last_success_timestamp_seconds',
    help: 'When a pass of the job last ended without error (Unix time).',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });
  private readonly admissionInFlight = new Gauge({
    name: 'cordee_admission_in_flight',
    help: 'API requests holding a database admission slot.',
    registers: [this.registry],
  });
  private readonly admissionQueued = new Gauge({
    name: 'cordee_admission_queued',
    help: 'API requests waiting for a database admission slot.',
    registers: [this.registry],
  });
  private readonly poolConnections = new Gauge({
    name: 'cordee_database_pool_connections',
    help: 'Database connections, by state (PGlite: its one connection, in use while a query runs).',
    labelNames: ['state'] as const,
    registers: [this.registry],
  });
  private readonly poolMax = new Gauge({
    name: 'cordee_database_pool_max',
    help: 'Most database connections the pool opens.',
    registers: [this.registry],
  });
  private readonly poolWaiting = new Gauge({
    name: 'cordee_database_pool_waiting',
    help: 'Queries and transactions waiting for a database connection (PGlite: waiting in its line).',
    registers: [this.registry],
  });
  private readonly realtimeStreams = new Gauge({
    name: 'cordee_realtime_streams',
    help: 'Live event streams (GET /api/realtime) open on this instance.',
    registers: [this.registry],
  });
  private readonly outboxReadOk = new Gauge({
    name: 'cordee_outbox_backlog_read_ok',
    help: `1 when the outbox figures were read for this scrape, 0 when the database did not answer within ${OUTBOX_READ_DEADLINE_MS} ms (they are then left out).`,
    registers: [this.registry],
  });
  private readonly outboxEmails = new Gauge({
    name: 'cordee_outbox_emails',
    help: 'Emails in the outbox by status: pending (to send or retry) and failed (given up); counted up to 10000.',
    labelNames: ['status'] as const,
    registers: [this.registry],
  });
  private readonly outboxOldestDue = new Gauge({
    name: 'cordee_outbox_oldest_due_seconds',
    help: 'How long the most overdue pending email has been due (database clock); 0 when none is.',
    registers: [this.registry],
  });

  constructor(private readonly sources: MetricSources) {
    this.registry.setDefaultLabels({ instance_id: INSTANCE_ID });
  }

  observeRequest(route: string, method: string, status: number, seconds: number): void {
    this.httpDuration.observe(
      { route, method: KNOWN_METHODS.has(method) ? method : 'other', status: String(status) },
      seconds,
    );
  }

  countShed(status: number, code: string): void {
    this.shed.inc({ status: String(status), code: SHED_CODES.has(code) ? code : 'other' });
  }

  countStorageError(operation: string): void {
    this.storageErrors.inc({ operation });
  }

  /** Starts timing a job pass; the returned function records how it ended. */
  jobPass(job: string): (outcome: JobOutcome) => void {
    const end = this.jobDuration.startTimer({ job });
    return (outcome) => {
      end();
      this.jobRuns.inc({ job, outcome });
      if (outcome === 'ok') this.jobLastSuccess.set({ job }, Date.now() / 1000);
    };
  }

  jobStartedLate(job: string, seconds: number): void {
    this.jobLag.set({ job }, seconds);
  }

  /** The realtime hub says how many streams it holds (read at scrape time). */
  watchLiveStreams(count: () => number): void {
    this.liveStreams = count;
  }

  /** A listener of the metrics' own (listenForMetrics), closed with the app. */
  addListener(server: FastifyInstance): void {
    this.listeners.add(server);
  }

  async closeListeners(): Promise<void> {
    await Promise.all([...this.listeners].map((server) => server.close()));
    this.listeners.clear();
  }

  /** Every series in the Prometheus text format: the process's, then the app's, read now. */
  async exposition(): Promise<string> {
    await this.readGauges();
    const [processText, appText] = await Promise.all([processMetrics().metrics(), this.registry.metrics()]);
    return `${processText}${processText.endsWith('\n') ? '' : '\n'}${appText}`;
  }

  private async readGauges(): Promise<void> {
    const admission = this.sources.admission();
    this.admissionInFlight.set(admission.inFlight);
    this.admissionQueued.set(admission.queued);
    const pool = this.sources.pool();
    if (pool) {
      this.poolConnections.set({ state: 'in_use' }, pool.total - pool.idle);
      this.poolConnections.set({ state: 'idle' }, pool.idle);
      this.poolMax.set(pool.max);
      this.poolWaiting.set(pool.waiting);
    }
    if (this.liveStreams) this.realtimeStreams.set(this.liveStreams());
    const outbox = await this.readOutbox();
    this.outboxReadOk.set(outbox ? 1 : 0);
    if (outbox) {
      this.outboxEmails.set({ status: 'pending' }, outbox.pending);
      this.outboxEmails.set({ status: 'failed' }, outbox.failed);
      this.outboxOldestDue.set(outbox.oldestDueSeconds);
    } else {
      // Left out rather than shown stale: an alert on them must not fire, or stay quiet, on old figures.
      this.outboxEmails.reset();
      this.outboxOldestDue.remove();
    }
  }

  /**
   * The outbox figures, or undefined when the database failed or did not answer in time. One read at a
   * time: a scrape that finds the previous read still waiting (a stalled database) waits for that one
   * rather than adding another query behind it.
   */
  private async readOutbox(): Promise<OutboxBacklog | undefined> {
    if (!this.outboxRead) {
      const read = this.sources.outbox().then(
        (backlog) => backlog,
        () => undefined,
      );
      this.outboxRead = read;
      void read.finally(() => {
        if (this.outboxRead === read) this.outboxRead = undefined;
      });
    }
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<undefined>((resolve) => {
      timer = setTimeout(resolve, OUTBOX_READ_DEADLINE_MS, undefined);
    });
    try {
      return await Promise.race([this.outboxRead, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * The route label: the route's pattern (`/api/event/:id`), never the URL. Requests no route matched
 * (the not-found handler, the web app's pages) share one label, and so do the web app's built files,
 * which @fastify/static serves with one route per file (new hashed names at every deploy).
 */
function routeLabel(pattern: string | undefined): string {
  if (pattern === undefined) return 'unmatched';
  const isBuiltFile = !pattern.startsWith('/api/') && !/[:*]/.test(pattern) && /\/[^/]*\.[A-Za-z0-9]+$/.test(pattern);
  return isBuiltFile ? 'static' : pattern;
}

/** The storage operation of an error (`GetObject`), from its own field or its message; bounded. */
function storageOperationOf(error: ObjectStorageError): string {
  const named = (error as { operation?: unknown }).operation;
  const operation = typeof named === 'string' ? named : /^object storage (\w+) failed/.exec(error.message)?.[1];
  return operation && /^[A-Za-z]{1,40}$/.test(operation) ? operation : 'unknown';
}

/** `Authorization: Bearer <token>` holding the token, compared in constant time. */
function bearerMatches(header: string | undefined, expectedDigest: Buffer): boolean {
  const given = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
  if (!given) return false;
  return timingSafeEqual(createHash('sha256').update(given).digest(), expectedDigest);
}

/** GET /metrics: the text format, behind the token when one is configured. */
function scrapeHandler(metrics: AppMetrics, token: string | undefined) {
  const expectedDigest = token ? createHash('sha256').update(token).digest() : undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (expectedDigest && !bearerMatches(request.headers.authorization, expectedDigest)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'The metrics need their bearer token (METRICS_TOKEN).', code: 'unauthenticated' });
    }
    const text = await metrics.exposition();
    return reply
      .header('content-type', Registry.PROMETHEUS_CONTENT_TYPE)
      .header('cache-control', 'no-store')
      .send(text);
  };
}

/**
 * Counts every answer (route pattern, method, status, time), the 503s and 429s shed, and the file
 * store's failures; decorates the app with its metrics. GET /metrics is served on the main port only
 * when METRICS_TOKEN is set (a scraper that holds it); METRICS_PORT serves it on a port of its own
 * (listenForMetrics, started by server.ts). Unconfigured, nothing is served and the counting costs a
 * label lookup per answer.
 */
export function registerMetrics(app: FastifyInstance): AppMetrics {
  const metrics = new AppMetrics({
    admission: () => app.databaseAdmission,
    pool: () => app.database.stats?.(),
    outbox: () => readOutboxBacklog(app.db),
  });
  app.decorate('metrics', metrics);
  app.addHook('onClose', async () => metrics.closeListeners());

  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      routeLabel(request.routeOptions.url),
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.addHook('preSerialization', (_request, reply, payload, done) => {
    const status = reply.statusCode;
    if (status === 503 || status === 429) {
      const code = (payload as { code?: unknown } | null)?.code;
      metrics.countShed(status, typeof code === 'string' ? code : 'other');
    }
    done(null, payload);
  });
  app.addHook('onError', (_request, _reply, error, done) => {
    if (error instanceof ObjectStorageError) metrics.countStorageError(storageOperationOf(error));
    done();
  });

  if (app.config.METRICS_TOKEN) {
    app.get(
      '/metrics',
      { schema: { hide: true }, config: { databaseWork: false } },
      scrapeHandler(metrics, app.config.METRICS_TOKEN),
    );
  }
  return metrics;
}

/**
 * GET /metrics on a listener of its own (METRICS_PORT on METRICS_HOST), for a scraper on a private
 * network while the public port never serves them; closed with the app. Its requests are not logged
 * (a scrape every 15 s says nothing). Resolves to its address, or undefined when no port is configured.
 */
export async function listenForMetrics(app: FastifyInstance): Promise<{ url: string } | undefined> {
  const { METRICS_PORT: port, METRICS_HOST: host, METRICS_TOKEN: token } = app.config;
  if (port === undefined) return undefined;
  const server = Fastify({ loggerInstance: app.log.child({ listener: 'metrics' }), disableRequestLogging: true });
  server.get('/metrics', scrapeHandler(app.metrics, token));
  app.metrics.addListener(server);
  const url = await server.listen({ port, host });
  if (!token && !isLoopbackHost(host)) {
    app.log.warn(
      { host, port },
      'metrics are served without METRICS_TOKEN beyond this machine: keep METRICS_PORT on a private network',
    );
  }
  return { url };
}
