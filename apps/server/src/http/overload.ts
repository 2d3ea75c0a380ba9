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

/** Refuse fast (503 + Retry-After) when the event loop lags, instead of letting every request queue up. */
export async function registerOverloadProtection(app: FastifyInstance, maxEventLoopDelayMs: number): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: 500,
    retryAfter: 5,
    message: 'The server is busy. Please try again.',
  });
}
