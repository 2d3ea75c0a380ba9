import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Per-route answer when the server is overloaded (read by @fastify/under-pressure). */
    pressureHandler?: (
      request: FastifyRequest,
      reply: FastifyReply,
      type: string,
      value: number | undefined,
    ) => unknown;
  }
}

const RETRY_AFTER_SECONDS = 5;
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
export async function registerOverloadProtection(app: FastifyInstance, maxEventLoopDelayMs: number): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
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
}
