import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors.ts';

/** In-flight requests per client address; an address is forgotten as soon as it has none. */
export class RequestsPerAddress {
  private readonly counts = new Map<string, number>();

  constructor(readonly max: number) {}

  /** A release function (calling it twice changes nothing), or null when the address is at its bound. */
  enter(address: string): (() => void) | null {
    const count = this.counts.get(address) ?? 0;
    if (count >= this.max) return null;
    this.counts.set(address, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.counts.get(address) ?? 1) - 1;
      if (left > 0) this.counts.set(address, left);
      else this.counts.delete(address);
    };
  }

  inFlight(address: string): number {
    return this.counts.get(address) ?? 0;
  }
}

/**
 * Not counted: probes (the load balancer asks from one address, and must never be told "too many"), the
 * API documentation, and the live stream, which stays open for hours: it is bounded on its own per
 * user and per instance (realtime-hub.ts), and its handshake takes a database slot like any request.
 */
const NOT_COUNTED = new Set(['/api/health', '/api/ready', '/api/realtime']);

/** Whether requests to this route (its pattern) count against their address's bound. */
export function routeCountsPerAddress(routeUrl: string): boolean {
  return !NOT_COUNTED.has(routeUrl) && routeUrl !== '/api/docs' && !routeUrl.startsWith('/api/docs/');
}

function isCounted(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  // The web app's pages and built files cost next to nothing and are not shed either (overload.ts).
  if (pathname !== '/api' && !pathname.startsWith('/api/')) return false;
  const routeUrl = request.routeOptions.url;
  if (!routeUrl) return true;
  return routeCountsPerAddress(routeUrl);
}

/** Short: the bound frees itself as soon as one of the address's own requests is answered. */
const RETRY_AFTER_SECONDS = 2;

/**
 * One client address has at most `max` API requests in flight, counted from the request's first hook
 * (before its body is read, so bodies that trickle in count) until its answer is sent or its
 * connection closes. Beyond it: 429 `too_many_requests` with Retry-After, since the client, not the
 * server, is asking too much at once (503 would say the server is overloaded, and the spec's client
 * drops its token on a 503 from GET /api/user). The address is `request.ip`, which honours TRUST_PROXY.
 * The bound is per process, like the database admission.
 */
export function registerRequestsPerAddress(app: FastifyInstance, settings: { max: number }): void {
  if (settings.max === 0) return;
  const bound = new RequestsPerAddress(settings.max);
  app.addHook('onRequest', async (request, reply) => {
    if (!isCounted(request)) return;
    const release = bound.enter(request.ip);
    if (!release) throw tooManyRequests(RETRY_AFTER_SECONDS, 'address');
    // 'close' comes after the answer is sent, and also when the client goes away before it.
    reply.raw.once('close', release);
  });
}
