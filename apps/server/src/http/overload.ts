import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DatabaseAdmission } from '../db/database-admission.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bound on API requests working on the database (registerDatabaseAdmission). */
    databaseAdmission: DatabaseAdmission;
  }
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
/** Why a request's admission signal is aborted: its answer was sent or its client went away. */
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
  settings: { maxEventLoopDelayMs: number; databaseMaxInFlight?: number; databaseMaxQueued?: number },
): Promise<void> {
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
  registerDatabaseAdmission(app, { maxInFlight: settings.databaseMaxInFlight, maxQueued: settings.databaseMaxQueued });
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

/** Routes served by plugins (the API documentation) that read no database. */
function isDocumentation(routeUrl: string): boolean {
  return routeUrl === '/api/docs' || routeUrl.startsWith('/api/docs/');
}

/**
 * Database admission: every API request that may touch the database holds one slot from its first hook
 * (the session lookup of sign-in is database work too) until its answer is sent or its connection
 * closes. A request that finds every slot taken and the waiting line full is refused at once with the
 * same 503 `overloaded` + Retry-After as an event-loop overload, before it has done anything, so a
 * refused write has changed nothing. A route may answer its own way (GET /api/user answers 429).
 * Background jobs do not pass here: they are never refused, only slower under load.
 * Decision record 0021 says why the bound is per request rather than per query.
 */
export function registerDatabaseAdmission(
  app: FastifyInstance,
  settings: { maxInFlight?: number; maxQueued?: number },
): DatabaseAdmission {
  const defaults = DEFAULT_DATABASE_BOUNDS[app.database.kind];
  const admission = new DatabaseAdmission(
    settings.maxInFlight ?? defaults.maxInFlight,
    settings.maxQueued ?? defaults.maxQueued,
  );
  app.decorate('databaseAdmission', admission);
  app.addHook('onRequest', async (request, reply) => {
    const routeUrl = request.routeOptions.url;
    if (!routeUrl || !isApiCall(routeUrl) || isDocumentation(routeUrl)) return;
    if (request.routeOptions.config.databaseWork === false) return;
    // 'close' comes after the answer is sent, and also when the client goes away before it: the slot is
    // given back then, or the place in the line left, so no slot is held for a client that is gone.
    const gone = new AbortController();
    let release: (() => void) | null = null;
    reply.raw.once('close', () => {
      // With a reason given, abort() does not build a DOMException (and its stack) on every answer sent:
      // measured at about a tenth of a millisecond of CPU per request, for a signal read by no one
      // unless the request waited in the line.
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
  return admission;
}
