import type { FastifyInstance } from 'fastify';
import { sweepUnclaimedUploads } from './uploads.service.ts';

/** Unclaimed files live this long (decision 0009: swept after 24 h). */
const UNCLAIMED_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * One sweep of unclaimed uploads (scheduled in jobs.ts). Every instance may run it: the sweep locks
 * rows with SKIP LOCKED, so concurrent runs split the work instead of repeating it.
 */
export async function runUploadSweep(app: FastifyInstance, now = new Date()): Promise<number> {
  const count = await sweepUnclaimedUploads(app.db, app.storage, new Date(now.getTime() - UNCLAIMED_TTL_MS));
  if (count > 0) app.log.info({ count }, 'swept unclaimed uploads');
  return count;
}
