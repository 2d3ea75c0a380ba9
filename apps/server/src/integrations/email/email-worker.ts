import type { FastifyInstance } from 'fastify';
import { deliverDueEmails } from './email-outbox.service.ts';
import { createEmailTransport } from './email-transport.ts';

/**
 * Polls the outbox in the background. Without SMTP the "transport" only marks mail as delivered to the
 * dev mailbox. Stopped (and the SMTP pool closed) when the app closes.
 */
export function startEmailWorker(app: FastifyInstance): void {
  const transport = createEmailTransport(app.config);
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await deliverDueEmails(app.db, transport);
    } catch (error) {
      app.log.error({ err: error }, 'email outbox pass failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, app.config.OUTBOX_POLL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    transport.close();
  });
}
