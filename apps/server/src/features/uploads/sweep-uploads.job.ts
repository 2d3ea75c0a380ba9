import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../integrations/storage/storage.ts';
import { sweepUnclaimedUploads } from './uploads.service.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Unclaimed files live this long (API-NOTES: swept after 24 h). */
const UNCLAIMED_TTL_MS = 24 * HOUR_MS;
/** A first run soon after start, so frequent restarts do not postpone every sweep by an hour. */
const FIRST_RUN_DELAY_MS = 5 * 60 * 1000;

/**
 * Hourly sweep of unclaimed uploads in this instance. Every instance may run it: the sweep locks rows
 * with SKIP LOCKED, so concurrent runs split the work instead of repeating it. Timers are unref'd so
 * they never keep the process alive, and the close hook waits for a sweep in progress.
 */
export function scheduleUploadSweep(app: FastifyInstance, storage: Storage): void {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = sweepUnclaimedUploads(app.db, storage, new Date(Date.now() - UNCLAIMED_TTL_MS))
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'swept unclaimed uploads');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'upload sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, FIRST_RUN_DELAY_MS).unref();
  const every = setInterval(run, HOUR_MS).unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  });
}
