import type { FastifyReply, FastifyRequest } from 'fastify';
import { identifyUser } from '../../http/auth.ts';
import { consume } from '../rate-limit/rate-limit.service.ts';

/**
 * preValidation of the public listings and searches: a caller who is not signed in may make
 * PUBLIC_LISTING_REQUESTS_PER_IP of them per PUBLIC_LISTING_WINDOW_SECONDS from one IP (the IP as
 * TRUST_PROXY reads it), then gets 429 with Retry-After until the window ends. Each answer reads a page
 * of events from the database, so a few clients looping on them would otherwise starve everyone. The
 * counters are rows in the shared database (every instance counts the same hits). Signed-in callers are
 * not limited here: they are known and can be dealt with one by one. Runs before validation, so a
 * malformed request counts too.
 */
export async function limitAnonymousListing(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { PUBLIC_LISTING_REQUESTS_PER_IP: max, PUBLIC_LISTING_WINDOW_SECONDS: windowSeconds } = request.server.config;
  if (max === 0) return;
  await identifyUser(request, reply);
  if (request.auth) return;
  await consume(request.server.db, { key: `public-listing:ip:${request.ip}`, max, windowSeconds });
}
