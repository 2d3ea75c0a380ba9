import type { FastifyInstance } from 'fastify';
import { claimJobLease } from './job-leases.ts';
import { reconcilePayments } from './reconcile-payments.service.ts';

export const RECONCILE_INTERVAL_MS = 5 * 60 * 1000;
const RECONCILER_LEASE = 'payments-reconciler';

/**
 * One reconciler pass (scheduled in jobs.ts) if no instance ran one within the interval: the lease
 * makes it run on one instance at a time, whatever the number of instances ticking. Answers null when
 * another holds it.
 */
export async function runPaymentReconciler(app: FastifyInstance, now = new Date()) {
  // A little shorter than the interval, so this instance's next tick can take it again.
  if (!(await claimJobLease(app.db, RECONCILER_LEASE, RECONCILE_INTERVAL_MS - 5000))) return null;
  const result = await reconcilePayments(
    { db: app.db, payments: app.payments, webhookHandlers: app.webhookHandlers, log: app.log },
    now,
  );
  if (result.checkoutsRecovered > 0 || result.accountsSynced > 0) app.log.info(result, 'payments reconciled');
  return result;
}
