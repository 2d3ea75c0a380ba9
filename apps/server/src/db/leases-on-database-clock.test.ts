import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { claimJobLease } from '../features/webhooks/job-leases.ts';
import { composeEmail } from '../integrations/email/email-message.ts';
import { runEmailOutbox } from '../integrations/email/email-outbox.job.ts';
import { enqueueEmail } from '../integrations/email/email-outbox.service.ts';
import { emailOutbox } from '../integrations/email/email-outbox.tables.ts';
import { sandboxWebhookDeliveries } from '../integrations/payments/sandbox/sandbox.tables.ts';
import { clockRunsAhead, ONE_CLOCK_ON_PGLITE } from '../test/clock-skew.ts';
import { deliverWebhooks, guideWithAccount, sandboxOf } from '../test/payments.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Issue 28, fault 5: instances' clocks differ, so a lease is timed on the database's clock. An instance
 * whose clock runs a day ahead must not take what another instance holds: an outbox row, a sandbox
 * webhook delivery, a named job lease. (The old code compared leases with the caller's `new Date()`.)
 */
const clockRunsADayAhead = () => clockRunsAhead(24 * 3600_000);

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  `leases are timed on the database clock (on PGlite skipped: ${ONE_CLOCK_ON_PGLITE})`,
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      vi.useRealTimers();
      await t?.close();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('an outbox row another instance holds is not sent by an instance whose clock runs ahead', async () => {
      const to = `held-${randomBytes(3).toString('hex')}@example.test`;
      await enqueueEmail(t.database.db, composeEmail({ to, subject: 'Held', greeting: 'Hi,', paragraphs: ['x'] }));
      // What another instance's claim leaves: a lease one minute long on the database's clock.
      await t.database.db
        .update(emailOutbox)
        .set({ lockedUntil: sql`now() + interval '1 minute'` })
        .where(eq(emailOutbox.toAddress, to));
      clockRunsADayAhead();
      expect(await runEmailOutbox(t.app)).toBe(0);
      vi.useRealTimers();
      const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
      expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    });

    it('a sandbox webhook delivery another instance holds is not delivered by an instance whose clock runs ahead', async () => {
      const { accountId } = await guideWithAccount(t.app);
      await deliverWebhooks(t.app);
      await sandboxOf(t.app).completeOnboarding(accountId);
      const pending = await t.database.db
        .update(sandboxWebhookDeliveries)
        .set({ lockedUntil: sql`now() + interval '1 minute'` })
        .where(eq(sandboxWebhookDeliveries.status, 'pending'))
        .returning({ id: sandboxWebhookDeliveries.id });
      expect(pending.length).toBeGreaterThan(0);
      clockRunsADayAhead();
      const result = await deliverWebhooks(t.app);
      vi.useRealTimers();
      expect(result.delivered).toBe(0);
    });

    it('a named job lease is not taken by an instance whose clock runs ahead, and is taken once it ran out', async () => {
      const name = `test-lease-${randomBytes(3).toString('hex')}`;
      expect(await claimJobLease(t.database.db, name, 60_000)).toBe(true);
      expect(await claimJobLease(t.database.db, name, 60_000)).toBe(false);
      clockRunsADayAhead();
      expect(await claimJobLease(t.database.db, name, 60_000)).toBe(false);
      vi.useRealTimers();
      await t.database.db.execute(
        sql`update job_leases set locked_until = now() - interval '1 second' where name = ${name}`,
      );
      expect(await claimJobLease(t.database.db, name, 60_000)).toBe(true);
    });
  },
);
