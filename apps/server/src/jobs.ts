import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from './db/pg-errors.ts';
import { expireDueBookings } from './features/bookings/booking-expiry.service.ts';
import { settlePendingRefunds } from './features/bookings/booking-fulfilment.ts';
import { emailUnreadChats } from './features/chat/chat-unread-email.job.ts';
import { pruneRealtimeEvents } from './features/realtime/realtime.service.ts';
import { cancelRecordedSubscriptions } from './features/subscriptions/subscription-cancellations.ts';
import { runUploadSweep } from './features/uploads/sweep-uploads.job.ts';
import { claimJobLease } from './features/webhooks/job-leases.ts';
import { RECONCILE_INTERVAL_MS, runPaymentReconciler } from './features/webhooks/payment-jobs.ts';
import type { AppMetrics } from './http/metrics.ts';
import { runEmailOutbox } from './integrations/email/email-outbox.job.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * A background job: one pass every `everyMs`, counted from start. A job that must run on one instance
 * at a time claims a lease in its pass (claimJobLease, as the reconciler does); tests call the same
 * pass by hand.
 */
export type BackgroundJob = {
  /** Names the job in the logs. */
  name: string;
  /**
   * When sooner than `everyMs`, an extra first pass this long after start, so frequent restarts do not
   * postpone every pass by a whole interval.
   */
  firstDelayMs: number;
  everyMs: number;
  run: (app: FastifyInstance) => Promise<unknown>;
  /**
   * For a pass that several instances running at once would repeat rather than share (the same calls
   * to the payment provider, the same deletes): the first instance to claim the interval's lease in the
   * database runs it, the others skip that interval. Passes that lock their rows with SKIP LOCKED
   * (outbox, expiry, sweep, unread chat email, sandbox deliveries) split the work instead and need none.
   */
  oneInstancePerInterval?: true;
};

/**
 * One pass of a job, as the timers run it. The lease of a one-instance job ends a little before the
 * next interval, so an instance that stopped holds nothing for long.
 */
export async function runPass(app: FastifyInstance, job: BackgroundJob): Promise<unknown> {
  const passEnded = metricsOf(app)?.jobPass(job.name);
  try {
    if (job.oneInstancePerInterval) {
      const leaseMs = Math.max(job.everyMs - 5 * SECOND, SECOND);
      if (!(await claimJobLease(app.db, `job:${job.name}`, leaseMs))) {
        passEnded?.('skipped');
        return null;
      }
    }
    const result = await job.run(app);
    passEnded?.('ok');
    return result;
  } catch (error) {
    passEnded?.('failed');
    throw error;
  }
}

/** The app's metrics (runs, lag); a bare Fastify instance (the timer tests) has none. */
const metricsOf = (app: FastifyInstance): AppMetrics | undefined =>
  app.hasDecorator('metrics') ? app.metrics : undefined;

const runBookingExpiry = (app: FastifyInstance) => expireDueBookings(app.db, new Date(), app.config);
const runUnreadChatEmail = (app: FastifyInstance) => emailUnreadChats(app.db, app.config, new Date());
const runPendingRefunds = (app: FastifyInstance) =>
  settlePendingRefunds({ db: app.db, payments: app.payments, log: app.log });

const runRealtimePrune = (app: FastifyInstance) => pruneRealtimeEvents(app.db);
const runSubscriptionCancellations = (app: FastifyInstance) =>
  cancelRecordedSubscriptions({ db: app.db, payments: app.payments, log: app.log });

/** Every background job of the process, one entry each. */
export function backgroundJobs(app: FastifyInstance): BackgroundJob[] {
  const poll = app.config.OUTBOX_POLL_MS;
  const jobs: BackgroundJob[] = [
    { name: 'upload sweep', firstDelayMs: 5 * MINUTE, everyMs: HOUR, run: runUploadSweep },
    { name: 'email outbox', firstDelayMs: poll, everyMs: poll, run: runEmailOutbox },
    {
      name: 'payment reconciliation',
      firstDelayMs: 30 * SECOND,
      everyMs: RECONCILE_INTERVAL_MS,
      run: runPaymentReconciler,
    },
    // Unanswered requests and unpaid acceptances past their deadline give their seats back.
    { name: 'booking expiry', firstDelayMs: 15 * SECOND, everyMs: MINUTE, run: runBookingExpiry },
    // Refunds recorded while the provider was down are made on a later pass (idempotent per refund).
    {
      name: 'pending refunds',
      firstDelayMs: 20 * SECOND,
      everyMs: MINUTE,
      run: runPendingRefunds,
      oneInstancePerInterval: true,
    },
    // Subscriptions of deleted accounts the provider has not confirmed cancelled yet (it was down).
    {
      name: 'subscription cancellations',
      firstDelayMs: 20 * SECOND,
      everyMs: MINUTE,
      run: runSubscriptionCancellations,
      oneInstancePerInterval: true,
    },
    // Chat messages left unread too long get their recipient one email per conversation.
    { name: 'unread chat email', firstDelayMs: 25 * SECOND, everyMs: MINUTE, run: runUnreadChatEmail },
    // Live events older than the replay window can no longer be replayed: deleted in bounded batches.
    {
      name: 'realtime events prune',
      firstDelayMs: 10 * MINUTE,
      everyMs: HOUR,
      run: runRealtimePrune,
      oneInstancePerInterval: true,
    },
  ];
  // The sandbox plays Stripe's side in this process (session expiry and webhook deliveries): its
  // dependency brings the job (dependencies.ts, paymentsSandboxOf).
  jobs.push(...(app.paymentsSandbox?.jobs ?? []));
  return jobs;
}

/**
 * Starts every background job; called once by server.ts (tests run passes by hand). Timers are
 * unref'd so they never keep the process alive. A tick that finds the job's previous pass still going
 * is skipped, so a slow pass (a black-holed SMTP server, a large sweep) never runs twice at once. When
 * the app closes, the timers stop and the close waits for passes in progress, which finish before the
 * database and the email transport close.
 */
export function startJobs(app: FastifyInstance, jobs: BackgroundJob[] = backgroundJobs(app)): void {
  const metrics = metricsOf(app);
  for (const job of jobs) {
    let running: Promise<void> | undefined;
    // When the first tick that found the previous pass still running was due: the next pass is late by then.
    let overdueSince: number | undefined;
    const tick = (due: number) => {
      if (running) {
        overdueSince ??= due;
        return;
      }
      metrics?.jobStartedLate(job.name, Math.max(0, Date.now() - (overdueSince ?? due)) / 1000);
      overdueSince = undefined;
      running = runPass(app, job)
        .then(
          () => {},
          (error: unknown) => {
            // A dropped connection (failover, restart) is not the job's fault: the next pass retries.
            if (isDatabaseUnavailable(error)) {
              app.log.warn({ err: error, job: job.name }, `${job.name}: database unavailable, retried next pass`);
            } else {
              app.log.error({ err: error, job: job.name }, `${job.name} failed`);
            }
          },
        )
        .finally(() => {
          running = undefined;
        });
    };
    const startedAt = Date.now();
    const first =
      job.firstDelayMs < job.everyMs
        ? setTimeout(() => tick(startedAt + job.firstDelayMs), job.firstDelayMs).unref()
        : undefined;
    // Node schedules each run of an interval from the moment the previous one fired.
    let nextDue = startedAt + job.everyMs;
    const every = setInterval(() => {
      const due = nextDue;
      nextDue = Date.now() + job.everyMs;
      tick(due);
    }, job.everyMs).unref();
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(every);
      await running;
    });
  }
}
