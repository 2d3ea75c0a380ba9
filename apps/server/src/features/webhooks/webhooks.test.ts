import { and, count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxEvents } from '../../integrations/payments/sandbox/sandbox.tables.ts';
import type { SandboxPaymentProvider } from '../../integrations/payments/sandbox/sandbox-payment-provider.ts';
import { signWebhookPayload, WEBHOOK_PATH } from '../../integrations/payments/webhook-signature.ts';
import { createUser } from '../../test/factories.ts';
import { guideWithAccount, sandboxOf, TEST_WEBHOOK_SECRET } from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { findUserById } from '../users/users.service.ts';
import { processedWebhookEvents } from './webhooks.tables.ts';

let t: TestApp;
let sandbox: SandboxPaymentProvider;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
  sandbox = sandboxOf(t.app);
});
afterAll(async () => {
  await t.close();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

function post(payload: string, signature?: string, contentType = 'application/json') {
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: { 'content-type': contentType, ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}

const sign = (payload: string) => signWebhookPayload(payload, TEST_WEBHOOK_SECRET);

let eventSequence = 0;
function eventPayload(type: string, object: Record<string, unknown>, account?: string): string {
  eventSequence += 1;
  return JSON.stringify({
    id: `evt_test_${eventSequence}_${Date.now()}`,
    object: 'event',
    type,
    created: nowSeconds(),
    ...(account ? { account } : {}),
    data: { object },
  });
}

async function accountUpdatedPayloads(accountId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ payload: sandboxEvents.payload })
    .from(sandboxEvents)
    .where(and(eq(sandboxEvents.type, 'account.updated'), eq(sandboxEvents.accountId, accountId)))
    .orderBy(sandboxEvents.createdAt);
  return rows.map((row) => row.payload);
}

async function processedCount(): Promise<number> {
  const [row] = await t.database.db.select({ value: count() }).from(processedWebhookEvents);
  return row?.value ?? 0;
}

async function flagsOf(userId: number) {
  const user = await findUserById(t.database.db, userId);
  return {
    detailsSubmitted: user?.detailsSubmitted,
    payoutsEnabled: user?.payoutsEnabled,
    chargesEnabled: user?.chargesEnabled,
  };
}

describe('webhook signature and replay (D3)', () => {
  it('refuses unsigned, wrong-secret, altered and 301-s-old deliveries with 400 and no change', async () => {
    const { guide, accountId } = await guideWithAccount(t.app);
    await sandbox.completeOnboarding(accountId);
    const [payload] = await accountUpdatedPayloads(accountId);
    if (!payload) throw new Error('no account.updated emitted');
    const before = { processed: await processedCount(), flags: await flagsOf(guide.id) };
    expect(before.flags).toEqual({ detailsSubmitted: false, payoutsEnabled: false, chargesEnabled: false });

    const altered = payload.replace('"details_submitted":true', '"details_submitted":false');
    expect(altered).not.toBe(payload);
    const refusals = [
      await post(payload),
      await post(payload, 'garbage'),
      await post(payload, signWebhookPayload(payload, 'whsec_somebody_else')),
      await post(altered, sign(payload)),
      await post(payload, signWebhookPayload(payload, TEST_WEBHOOK_SECRET, nowSeconds() - 301)),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: expect.any(String),
        code: 'invalid_signature',
        request_id: expect.any(String),
      });
    }
    expect({ processed: await processedCount(), flags: await flagsOf(guide.id) }).toEqual(before);

    // Two v1 values (a secret being rolled), one of them wrong: accepted.
    const valid = sign(payload);
    const twoValues = `t=${valid.split(',')[0]?.slice(2)},v1=${'ab'.repeat(32)},${valid.split(',')[1]}`;
    const accepted = await post(payload, twoValues);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ received: true, duplicate: false });
    expect(await flagsOf(guide.id)).toEqual({ detailsSubmitted: true, payoutsEnabled: true, chargesEnabled: true });
    expect(await processedCount()).toBe(before.processed + 1);

    // A replay (or a retried delivery) is acknowledged and changes nothing.
    const replay = await post(payload, sign(payload));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await processedCount()).toBe(before.processed + 1);
  });

  it('refuses a signed body that is not an event, and a body that is not JSON', async () => {
    const notAnEvent = JSON.stringify({ hello: 'world' });
    expect((await post(notAnEvent, sign(notAnEvent))).statusCode).toBe(400);
    expect((await post('not json', sign('not json'))).statusCode).toBe(400);
    expect((await post('{}', sign('{}'), 'text/plain')).statusCode).toBe(415);
  });

  it('stores and acknowledges events no feature handles yet', async () => {
    const payload = eventPayload('charge.refunded', { id: 'ch_test_1', object: 'charge', amount_refunded: 100 });
    const response = await post(payload, sign(payload));
    expect(response.statusCode).toBe(200);
    const id = JSON.parse(payload).id;
    const [row] = await t.database.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.eventId, id));
    expect(row).toMatchObject({ type: 'charge.refunded', objectId: 'ch_test_1', handled: false, source: 'webhook' });
  });
});

describe('each event applied once', () => {
  it('applies a handler effect once for a replay and for concurrent duplicate deliveries', async () => {
    const user = await createUser(t.database.db);
    const type = 'test.effect';
    const unregister = t.app.webhookHandlers.register(type, {
      apply: async (tx, event) => {
        await tx.insert(notifications).values({ userId: user.id, type: 'test_effect', subject: event.id });
      },
    });
    try {
      const payload = eventPayload(type, { id: 'obj_1' });
      const eventId = JSON.parse(payload).id;
      const responses = await Promise.all(Array.from({ length: 5 }, () => post(payload, sign(payload))));
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(responses.filter((r) => r.json().duplicate === false)).toHaveLength(1);
      const effects = await t.database.db.$count(notifications, eq(notifications.subject, eventId));
      expect(effects).toBe(1);
      expect(await t.database.db.$count(processedWebhookEvents, eq(processedWebhookEvents.eventId, eventId))).toBe(1);
    } finally {
      unregister();
    }
  });

  it('rolls back a failing handler (5xx, nothing recorded) so the retry applies it once', async () => {
    const user = await createUser(t.database.db);
    const type = 'test.flaky';
    let failures = 1;
    const unregister = t.app.webhookHandlers.register(type, {
      apply: async (tx, event) => {
        await tx.insert(notifications).values({ userId: user.id, type: 'test_flaky', subject: event.id });
        if (failures > 0) {
          failures -= 1;
          throw new Error('handler failed');
        }
      },
    });
    try {
      const payload = eventPayload(type, { id: 'obj_2' });
      const eventId = JSON.parse(payload).id;
      const failed = await post(payload, sign(payload));
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({
        message: 'Internal Server Error',
        code: 'internal_error',
        request_id: expect.any(String),
      });
      expect(await t.database.db.$count(notifications, eq(notifications.subject, eventId))).toBe(0);
      expect(await t.database.db.$count(processedWebhookEvents, eq(processedWebhookEvents.eventId, eventId))).toBe(0);
      expect((await post(payload, sign(payload))).statusCode).toBe(200);
      expect((await post(payload, sign(payload))).json().duplicate).toBe(true);
      expect(await t.database.db.$count(notifications, eq(notifications.subject, eventId))).toBe(1);
    } finally {
      unregister();
    }
  });
});

describe('account.updated in any order (D5)', () => {
  it('leaves the user with the provider’s final flags for any permutation of deliveries, with duplicates', async () => {
    const flags = fc.record({
      detailsSubmitted: fc.boolean(),
      payoutsEnabled: fc.boolean(),
      chargesEnabled: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(flags, { minLength: 1, maxLength: 5 }),
        fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 12 }),
        async (states, picks) => {
          const { guide, accountId } = await guideWithAccount(t.app);
          for (const state of states) await sandbox.updateAccountFlags(accountId, state);
          const payloads = await accountUpdatedPayloads(accountId);
          for (const pick of payloads.length > 0 ? picks : []) {
            const payload = payloads[pick % payloads.length] as string;
            const response = await post(payload, sign(payload));
            expect(response.statusCode).toBe(200);
          }
          const provider = await sandbox.retrieveAccount(accountId);
          const expected =
            payloads.length > 0
              ? {
                  detailsSubmitted: provider.detailsSubmitted,
                  payoutsEnabled: provider.payoutsEnabled,
                  chargesEnabled: provider.chargesEnabled,
                }
              : { detailsSubmitted: false, payoutsEnabled: false, chargesEnabled: false };
          expect(await flagsOf(guide.id)).toEqual(expected);
        },
      ),
      { numRuns: 25 },
    );
  });
});
