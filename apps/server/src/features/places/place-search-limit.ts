import type { FastifyReply, FastifyRequest } from 'fastify';
import { identifyUser } from '../../http/auth.ts';
import { consume } from '../rate-limit/rate-limit.service.ts';

/**
 * preValidation of the place search: PUBLIC_LISTING_REQUESTS_PER_IP searches per
 * PUBLIC_LISTING_WINDOW_SECONDS, counted per signed-in user or, for a visitor, per IP (as TRUST_PROXY
 * reads it); then 429 with Retry-After. A debounced address field makes a few searches a word, far
 * under the limit; a loop on the endpoint would otherwise relay its traffic to the online geocoder,
 * whose terms bound how often we may ask. 0 turns the limit off. Runs before validation, so a malformed
 * request counts too.
 */
export async function limitPlaceSearch(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { PUBLIC_LISTING_REQUESTS_PER_IP: max, PUBLIC_LISTING_WINDOW_SECONDS: windowSeconds } = request.server.config;
  if (max === 0) return;
  await identifyUser(request, reply);
  const caller = request.auth ? `user:${request.auth.user.id}` : `ip:${request.ip}`;
  await consume(request.server.db, { key: `place-search:${caller}`, max, windowSeconds });
}
