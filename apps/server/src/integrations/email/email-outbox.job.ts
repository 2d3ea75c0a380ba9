import type { FastifyInstance } from 'fastify';
import { deliverDueEmails } from './email-outbox.service.ts';

/**
 * One pass over the outbox (scheduled in jobs.ts). Without SMTP the app's transport only marks mail
 * as delivered to the dev mailbox.
 */
export async function runEmailOutbox(app: FastifyInstance): Promise<number> {
  return deliverDueEmails({ db: app.db, transport: app.emailTransport, log: app.log });
}
