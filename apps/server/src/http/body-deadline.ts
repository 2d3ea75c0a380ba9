import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { DomainError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The handler streams the body itself (a multipart upload): the upload is governed by its progress
     * (an idle timeout, multipart-file.ts) instead of the body deadline, and takes database slots only
     * around its database steps (admitDatabaseWork) instead of for the whole request.
     */
    upload?: boolean;
  }
}

/** The same words as Node's own request timeout (answerClientError in errors.ts). */

/** 408 for a body that did not arrive in time; the connection is closed after the answer, not read on. */
export function bodyTooSlow(context?: 'upload_stalled'): DomainError {
  return new DomainError('request_timeout', context ? { context } : undefined, { connection: 'close' });
}

function hasBody(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  return raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * The body as the parser reads it, failing with 408 once `ms` have passed without its end: Fastify's
 * body reader turns that error into the answer, and nothing of the request is held after it.
 */
function withDeadline(source: Readable, ms: number): Readable {
  const guarded = new PassThrough();
  // A route that never reads its body (a refusal before parsing) must not turn the 408 into a crash.
  guarded.on('error', () => {});
  let ended = false;
  const timer = setTimeout(() => {
    source.unpipe(guarded);
    guarded.destroy(bodyTooSlow());
  }, ms);
  source.once('end', () => {
    ended = true;
    clearTimeout(timer);
  });
  source.once('error', (error) => {
    clearTimeout(timer);
    guarded.destroy(error);
  });
  source.once('close', () => {
    clearTimeout(timer);
    if (!ended) guarded.destroy(new DomainError('bad_request', { context: 'request_interrupted' }));
  });
  source.pipe(guarded);
  return guarded;
}

/**
 * After an answer sent before its body was all received (a refusal, a 413), the rest of the body has
 * `ms` to arrive, read and dropped by Node, before the connection is closed: a client that trickles
 * it keeps no socket for the hour UPLOAD_MAX_DURATION_MS allows, and an honest one still reads the answer.
 */
function closeUnlessCompletedIn(raw: IncomingMessage, ms: number): void {
  const timer = setTimeout(() => {
    if (raw.complete === false) raw.socket?.destroy();
  }, ms);
  timer.unref();
  raw.once('end', () => clearTimeout(timer));
  raw.once('close', () => clearTimeout(timer));
}

/**
 * Read deadlines for request bodies (issue 28). Node's own timeouts are per server: `requestTimeout`
 * (set to UPLOAD_MAX_DURATION_MS in app.ts) is the sanity bound for every request, uploads included,
 * and is checked only every 30 s; a parsed body (JSON, a form) needs a far shorter deadline of its
 * own, kept here per request from the moment its parsing starts. Uploads (`config.upload`) have their
 * idle timeout instead (multipart-file.ts).
 *
 * `raw.complete` is checked strictly: requests injected in tests have no such flag and no socket.
 */
export function registerBodyDeadlines(app: FastifyInstance, settings: { bodyReadTimeoutMs: number }): void {
  const ms = settings.bodyReadTimeoutMs;
  app.addHook('onRequest', async (request, reply) => {
    if (!hasBody(request.raw)) return;
    reply.raw.once('finish', () => {
      if (request.raw.complete === false) closeUnlessCompletedIn(request.raw, ms);
    });
  });
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.routeOptions.config.upload || request.raw.complete !== false || !hasBody(request.raw)) {
      return payload;
    }
    return withDeadline(payload, ms);
  });
}
