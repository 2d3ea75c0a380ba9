import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentsSandboxOf } from './dependencies.ts';
import { jobLeases } from './features/webhooks/webhooks.tables.ts';
import type { PaymentProvider as Payments } from './integrations/payments/payment-provider.ts';
import { SandboxPaymentProvider } from './integrations/payments/sandbox/sandbox-payment-provider.ts';
import { type BackgroundJob, backgroundJobs, runPass, startJobs } from './jobs.ts';
import { failedQuery, serverError } from './test/database-unavailable-errors.ts';
import { createTestApp, testConfig } from './test/test-app.ts';

describe('the background jobs of the process', () => {
  const schedule = (
    app: Pick<FastifyInstance, 'config' | 'payments'> & Partial<Pick<FastifyInstance, 'paymentsSandbox'>>,
  ) =>
    backgroundJobs(app as FastifyInstance).map(({ name, firstDelayMs, everyMs }) => ({ name, firstDelayMs, everyMs }));

  it('sweeps uploads hourly, polls the outbox, reconciles payments every five minutes, expires bookings, settles refunds and emails about unread chats every minute, prunes live events hourly, and runs the sandbox every second', () => {
    const config = testConfig({ OUTBOX_POLL_MS: 1500 });
    const sandbox = Object.create(SandboxPaymentProvider.prototype) as SandboxPaymentProvider;
    expect(schedule({ config, payments: sandbox, paymentsSandbox: paymentsSandboxOf(sandbox, config) })).toEqual([
      { name: 'upload sweep', firstDelayMs: 5 * 60_000, everyMs: 3_600_000 },
      { name: 'email outbox', firstDelayMs: 1500, everyMs: 1500 },
      { name: 'payment reconciliation', firstDelayMs: 30_000, everyMs: 5 * 60_000 },
      { name: 'booking expiry', firstDelayMs: 15_000, everyMs: 60_000 },
      { name: 'pending refunds', firstDelayMs: 20_000, everyMs: 60_000 },
      { name: 'subscription cancellations', firstDelayMs: 20_000, everyMs: 60_000 },
      { name: 'unread chat email', firstDelayMs: 25_000, everyMs: 60_000 },
      { name: 'realtime events prune', firstDelayMs: 10 * 60_000, everyMs: 3_600_000 },
      { name: 'sandbox webhook delivery', firstDelayMs: 1000, everyMs: 1000 },
    ]);
  });

  it('has no sandbox deliveries when another provider runs', () => {
    const stripe = { kind: 'stripe' } as Payments;
    expect(schedule({ config: testConfig(), payments: stripe }).map((job) => job.name)).toEqual([
      'upload sweep',
      'email outbox',
      'payment reconciliation',
      'booking expiry',
      'pending refunds',
      'subscription cancellations',
      'unread chat email',
      'realtime events prune',
    ]);
  });
});

describe('startJobs', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    app = Fastify();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A job whose passes end only when the test says so. */
  function heldJob(firstDelayMs: number, everyMs: number) {
    const passes: Array<() => void> = [];
    const job: BackgroundJob = {
      name: 'held',
      firstDelayMs,
      everyMs,
      run: () => new Promise<void>((resolve) => passes.push(resolve)),
    };
    return { job, passes };
  }

  it('runs a first pass after the first delay, then on the interval counted from start', async () => {
    const { job, passes } = heldJob(100, 1000);
    startJobs(app, [job]);
    await vi.advanceTimersByTimeAsync(99);
    expect(passes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes).toHaveLength(1);
    passes[0]?.();
    await vi.advanceTimersByTimeAsync(900);
    expect(passes).toHaveLength(2);
    passes[1]?.();
    await vi.advanceTimersByTimeAsync(1000);
    expect(passes).toHaveLength(3);
    passes[2]?.();
    await app.close();
  });

  it('runs one pass, not two, when the first delay is the interval', async () => {
    let calls = 0;
    const count = async () => {
      calls += 1;
    };
    startJobs(app, [{ name: 'quick', firstDelayMs: 1000, everyMs: 1000, run: count }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    await app.close();
  });

  it('skips the ticks that find the previous pass still going', async () => {
    const { job, passes } = heldJob(1000, 1000);
    startJobs(app, [job]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(passes).toHaveLength(1);
    passes[0]?.();
    await vi.advanceTimersByTimeAsync(1000);
    expect(passes).toHaveLength(2);
    passes[1]?.();
    await app.close();
  });

  it('logs a failed pass and runs the next one', async () => {
    const errors = vi.spyOn(app.log, 'error');
    let calls = 0;
    startJobs(app, [
      {
        name: 'flaky',
        firstDelayMs: 1000,
        everyMs: 1000,
        run: async () => {
          calls += 1;
          if (calls === 1) throw new Error('broken pass');
        },
      },
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toHaveBeenCalledWith({ err: expect.any(Error), job: 'flaky' }, 'flaky failed');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    await app.close();
  });

  it('logs a pass that lost its database connection as a warning, not a failure, and runs the next one', async () => {
    const warnings = vi.spyOn(app.log, 'warn');
    const errors = vi.spyOn(app.log, 'error');
    let calls = 0;
    startJobs(app, [
      {
        name: 'outbox',
        firstDelayMs: 1000,
        everyMs: 1000,
        run: async () => {
          calls += 1;
          if (calls === 1)
            throw failedQuery(serverError('57P01', 'terminating connection due to administrator command'));
        },
      },
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(warnings).toHaveBeenCalledWith(
      { err: expect.any(Error), job: 'outbox' },
      'outbox: database unavailable, retried next pass',
    );
    expect(errors).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    await app.close();
  });

  it('stops the timers when the app closes, after the pass in progress', async () => {
    const { job, passes } = heldJob(1000, 1000);
    startJobs(app, [job]);
    await vi.advanceTimersByTimeAsync(1000);
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(closed).toBe(false);
    passes[0]?.();
    await closing;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(passes).toHaveLength(1);
  });
});

describe('passes that run on one instance at a time', () => {
  it('runs the pass once per interval however many instances ask, and again once the lease ran out', async () => {
    const t = await createTestApp();
    try {
      let passes = 0;
      const job: BackgroundJob = {
        name: 'counted',
        firstDelayMs: 1000,
        everyMs: 60_000,
        oneInstancePerInterval: true,
        run: async () => {
          passes += 1;
        },
      };
      // Three instances' timers firing together on one database (the lease is a row, not process memory).
      await Promise.all([runPass(t.app, job), runPass(t.app, job), runPass(t.app, job)]);
      expect(passes).toBe(1);
      await runPass(t.app, job);
      expect(passes).toBe(1);
      await t.app.db.update(jobLeases).set({ lockedUntil: new Date(Date.now() - 1000) });
      await runPass(t.app, job);
      expect(passes).toBe(2);
      // A job without the flag runs on every call.
      const everywhere = { ...job, oneInstancePerInterval: undefined };
      await Promise.all([runPass(t.app, everywhere), runPass(t.app, everywhere)]);
      expect(passes).toBe(4);
    } finally {
      await t.close();
    }
  });

  it('guards the passes that would repeat provider calls or deletes', () => {
    const sandbox = Object.create(SandboxPaymentProvider.prototype) as SandboxPaymentProvider;
    const jobs = backgroundJobs({ config: testConfig(), payments: sandbox } as unknown as FastifyInstance);
    expect(jobs.filter((job) => job.oneInstancePerInterval).map((job) => job.name)).toEqual([
      'pending refunds',
      'subscription cancellations',
      'realtime events prune',
    ]);
  });
});
