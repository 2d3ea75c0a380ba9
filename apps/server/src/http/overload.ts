import { ErrorSchema } from '@cordee/shared/errors.contracts';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { type AdmittedWork, DatabaseAdmission } from '../db/database-admission.ts';
import { registerBodyDeadlines } from './body-deadline.ts';
import { DomainError } from './errors.ts';
import { registerRequestsPerAddress, routeCountsPerAddress } from './requests-per-address.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Per-route answer when the server is overloaded (read by @fastify/under-pressure). */
    pressureHandler?: (
      request: FastifyRequest,
      reply: FastifyReply,
      type: string,
      value: number | undefined,
    ) => unknown;
    /** False for an API route that never touches the database (it skips the database admission). */
    databaseWork?: boolean;
  }
}

const RETRY_AFTER_SECONDS = 5;
/**
 * Why a request's admission signal is aborted: its answer was sent or its client went away. With a
 * reason given, abort() does not build a DOMException (and its stack) on every answer sent: measured at
 * about a tenth of a millisecond of CPU per request, for a signal read by no one unless the request
 * waited in the line.
 */
const CLIENT_GONE = 'connection closed';
const MESSAGE = 'The server is busy. Please try again.';

/** The error under-pressure raises itself; the one error handler answers it as 503 `overloaded`. */
function underPressureError(): Error {
  return Object.assign(new Error(MESSAGE), { code: 'FST_UNDER_PRESSURE', statusCode: 503 });
}

/** API calls live under /api; everything else is the web app (its pages and its built files). */
function isApiCall(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * Refuse fast (503 + Retry-After) when the event loop lags, instead of letting every request queue up.
 *
 * Only API calls are shed. The web app's pages and assets are static files that cost next to nothing to
 * send, and a browser cannot do anything useful with a JSON refusal of a navigation or a script: the
 * person would see raw JSON or a blank page. The app itself, once loaded, turns a refused API call into
 * a message with "Try again".
 */
export async function registerOverloadProtection(
  app: FastifyInstance,
  settings: {
    maxEventLoopDelayMs: number;
    bodyReadTimeoutMs: number;
    maxRequestsPerAddress: number;
  },
): Promise<void> {
  // First of all hooks: a body's deadline must be armed even for a request refused at once, and every
  // request counts against its address from its start.
  registerBodyDeadlines(app, { bodyReadTimeoutMs: settings.bodyReadTimeoutMs });
  registerRequestsPerAddress(app, { max: settings.maxRequestsPerAddress });
  documentRefusalsOfEveryCall(app);
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    sampleInterval: 500,
    retryAfter: RETRY_AFTER_SECONDS,
    message: MESSAGE,
    pressureHandler: (request, reply) => {
      // Returning nothing lets the request through.
      if (!isApiCall(request.url)) return;
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return Promise.reject(underPressureError());
    },
  });
  registerDatabaseAdmission(app);
}

/**
 * How many API requests may work on the database at once, and how many may wait for a turn. PGlite runs
 * one query at a time on this very event loop: a few requests in flight keep it busy, and the short line
 * behind them is at most a few hundred milliseconds of its work. PostgreSQL has a pool of 10 connections
 * doing work in parallel elsewhere; requests beyond it wait for a connection in the pool's own line.
 */
const DEFAULT_DATABASE_BOUNDS = {
  pglite: { maxInFlight: 4, maxQueued: 32 },
  postgres: { maxInFlight: 40, maxQueued: 200 },
} as const;

/** The admission of one app (built by the composition root): the configured bounds, else the database's defaults. */
export function createDatabaseAdmission(
  kind: DatabaseHandle['kind'],
  settings: { maxInFlight?: number | undefined; maxQueued?: number | undefined },
): DatabaseAdmission {
  const defaults = DEFAULT_DATABASE_BOUNDS[kind];
  return new DatabaseAdmission(settings.maxInFlight ?? defaults.maxInFlight, settings.maxQueued ?? defaults.maxQueued);
}

/**
 * The API document says what any call may meet besides its own answers: 503 (shed by the event-loop guard
 * or the admission, the database or the file store unavailable), 429 (too many requests in flight from
 * one address, on the routes that count), 408 (a body that did not arrive in time). Routes declare only
 * their own answers; this adds the shared ones as each route is declared, so none is forgotten.
 */
function documentRefusalsOfEveryCall(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!isApiCall(route.url) || isDocumentation(route.url) || !route.schema) return;
    const response: Record<string, unknown> = { ...(route.schema.response as Record<string, unknown> | undefined) };
    response[503] ??= ErrorSchema;
    if (routeCountsPerAddress(route.url)) response[429] ??= ErrorSchema;
    if (route.schema.body || route.config?.upload) response[408] ??= ErrorSchema;
    route.schema = { ...route.schema, response };
  });
}

/** Routes served by plugins (the API documentation) that read no database. */
function isDocumentation(routeUrl: string): boolean {
  return routeUrl === '/api/docs' || routeUrl.startsWith('/api/docs/');
}

/** Aborted when the request's answer was sent or its client went away ('close' comes in both cases). */
function goneSignalOf(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  if (reply.raw.destroyed) gone.abort(CLIENT_GONE);
  else reply.raw.once('close', () => gone.abort(CLIENT_GONE));
  return gone.signal;
}

const overloaded = () => new DomainError('overloaded', undefined, { 'retry-after': String(RETRY_AFTER_SECONDS) });

/**
 * For a route that admits itself step by step (`config.upload`): runs `work` holding a database slot,
 * given back as soon as the work is done. Refused like any request (503 `overloaded` + Retry-After)
 * when every slot is taken and the line is full, or when the client went away while waiting: the step
 * then has not run, and the caller undoes what it did before it (a stored file is deleted).
 */
export function admitDatabaseWork(request: FastifyRequest, reply: FastifyReply): AdmittedWork {
  const gone = goneSignalOf(reply);
  const admission = request.server.databaseAdmission;
  return async (work) => {
    const release = await admission.enter(gone);
    if (!release) throw overloaded();
    try {
      return await work();
    } finally {
      release();
    }
  };
}

/**
 * Database admission: every API request that may touch the database holds one slot from its
 * preValidation hook until its answer is sent or its connection closes. That is after the route's own
 * onRequest hooks (the session lookup of the auth guards) and after its body has been read and parsed:
 * a client that sends its body slowly holds no slot while it does (issue 28), and the body read has its
 * own deadline (body-deadline.ts). It is before validation and before the routes' own preValidation
 * and preHandler hooks, several of which write (per-address rate limits).
 *
 * A request that finds every slot taken and the waiting line full is refused at once with the same 503
 * `overloaded` + Retry-After as an event-loop overload, before its route did anything, so a refused
 * write has changed nothing. A route may answer its own way (GET /api/user answers 429). Uploads
 * (`config.upload`), which read their body in the handler, take a slot around each database step
 * instead (admitDatabaseWork). Background jobs do not pass here: they are never refused, only slower
 * under load. Decision records 0021 and 0037 say why.
 */
export function registerDatabaseAdmission(app: FastifyInstance): void {
  const admission = app.databaseAdmission;
  app.addHook('preValidation', async (request, reply) => {
    const routeUrl = request.routeOptions.url;
    if (!routeUrl || !isApiCall(routeUrl) || isDocumentation(routeUrl)) return;
    const { databaseWork, upload } = request.routeOptions.config;
    if (databaseWork === false || upload) return;
    // The client went away while its body was read: its 'close' has come already, nothing to answer.
    if (reply.raw.destroyed) return reply;
    // 'close' comes after the answer is sent, and also when the client goes away before it: the slot is
    // given back then, or the place in the line left, so no slot is held for a client that is gone.
    const gone = new AbortController();
    let release: (() => void) | null = null;
    reply.raw.once('close', () => {
      gone.abort(CLIENT_GONE);
      release?.();
    });
    release = await admission.enter(gone.signal);
    if (release) {
      if (gone.signal.aborted) release();
      return;
    }
    if (gone.signal.aborted) return reply;
    const routeAnswer = request.routeOptions.config.pressureHandler;
    if (routeAnswer) return reply.send(await routeAnswer(request, reply, 'database', undefined));
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    throw underPressureError();
  });
}
