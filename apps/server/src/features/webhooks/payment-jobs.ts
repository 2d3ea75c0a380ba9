import type { FastifyInstance } from 'fastify';
import { SandboxPaymentProvider } from '../../integrations/payments/sandbox/sandbox-payment-provider.ts';
import { startSandboxWebhookWorker } from '../../integrations/payments/sandbox/sandbox-webhook-delivery.ts';
import { claimJobLease } from './job-leases.ts';
import { reconcilePayments } from './reconcile-payments.service.ts';

export const RECONCILE_INTERVAL_MS = 5 * 60 * 1000;
/** Soon after start, so frequent restarts do not postpone every pass. */
const FIRST_RECONCILE_DELAY_MS = 30 * 1000;
const RECONCILER_LEASE = 'payments-reconciler';

/**
 * One reconciler pass if no instance ran one within the interval: the lease makes it run on one
 * instance at a time, whatever the number of instances ticking. Answers null when another holds it.
 */
export async function runPaymentReconciler(app: FastifyInstance, now = new Date()) {
  // A little shorter than the interval, so this instance's next tick can take it again.
  if (!(await claimJobLease(app.db, RECONCILER_LEASE, RECONCILE_INTERVAL_MS - 5000, now))) return null;
  return reconcilePayments(
    { db: app.db, payments: app.payments, webhookHandlers: app.webhookHandlers, log: app.log },
    now,
  );
}

/**
 * Background payment work, started by server.ts (tests run the passes by hand): the reconciler every
 * five minutes and, with the sandbox provider, its webhook deliveries. Timers are unref'd and stopped
 * when the app closes, after the pass in progress.
 */
export function startPaymentJobs(app: FastifyInstance): void {
  if (app.payments instanceof SandboxPaymentProvider) startSandboxWebhookWorker(app, app.payments);

  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = runPaymentReconciler(app)
      .then((result) => {
        if (result && (result.checkoutsRecovered > 0 || result.accountsSynced > 0)) {
          app.log.info(result, 'payments reconciled');
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'payment reconciliation failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, FIRST_RECONCILE_DELAY_MS).unref();
  const every = setInterval(run, RECONCILE_INTERVAL_MS).unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  });
}
