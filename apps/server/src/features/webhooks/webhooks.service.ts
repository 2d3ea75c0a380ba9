import { eq, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../http/errors.ts';
import { objectIdOf } from '../../integrations/payments/checkout-session-object.ts';
import type { PaymentProvider as Payments } from '../../integrations/payments/payment-provider.ts';
import { type WebhookEvent, WebhookSignatureError } from '../../integrations/payments/payment-provider.ts';
import type { WebhookHandlerRegistry } from './webhook-registry.ts';
import { processedWebhookEvents } from './webhooks.tables.ts';

export type WebhookContext = {
  db: Database;
  payments: Payments;
  webhookHandlers: WebhookHandlerRegistry;
  log: FastifyBaseLogger;
};
export type WebhookOutcome = 'processed' | 'duplicate';

/**
 * Facts that happen once per object: a session completes or expires once, a subscription is created
 * once. Their dedupe key is the object, so the same fact under a second event id (the reconciler's,
 * then the late webhook's) is applied once. Every other event is deduplicated by its id.
 */
const ONCE_PER_OBJECT = new Set([
  'checkout.session.completed',
  'checkout.session.expired',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'customer.subscription.created',
]);

export function dedupeKeyOf(event: Pick<WebhookEvent, 'id' | 'type' | 'data'>): string {
  const objectId = objectIdOf(event as WebhookEvent);
  return ONCE_PER_OBJECT.has(event.type) && objectId ? `${event.type}:${objectId}` : `event:${event.id}`;
}

class AlreadyProcessed extends Error {}

/**
 * Applies one verified event exactly once: handlers' provider reads first, then one transaction that
 * records the event (unique event id and dedupe key) and applies every handler's effect. A replay, a
 * retried delivery or a concurrent duplicate finds the record and changes nothing. A handler that
 * throws rolls everything back, so the provider's retry applies it later.
 */
export async function processWebhookEvent(
  ctx: WebhookContext,
  event: WebhookEvent,
  source: 'webhook' | 'reconciler' = 'webhook',
): Promise<WebhookOutcome> {
  const dedupeKey = dedupeKeyOf(event);
  const [seen] = await ctx.db
    .select({ id: processedWebhookEvents.id })
    .from(processedWebhookEvents)
    .where(or(eq(processedWebhookEvents.eventId, event.id), eq(processedWebhookEvents.dedupeKey, dedupeKey)));
  if (seen) return 'duplicate';

  const handlers = ctx.webhookHandlers.handlersFor(event.type);
  const loaded: unknown[] = [];
  for (const handler of handlers) loaded.push(handler.load ? await handler.load(event, ctx.payments) : undefined);

  try {
    await ctx.db.transaction(async (tx) => {
      const [recorded] = await tx
        .insert(processedWebhookEvents)
        .values({
          eventId: event.id,
          dedupeKey,
          type: event.type,
          objectId: objectIdOf(event),
          accountId: event.account ?? null,
          source,
          handled: handlers.length > 0,
          payload: event as unknown as Record<string, unknown>,
        })
        // Any unique conflict (event id or dedupe key) means another delivery got here first.
        .onConflictDoNothing()
        .returning({ id: processedWebhookEvents.id });
      if (!recorded) throw new AlreadyProcessed();
      for (const [index, handler] of handlers.entries()) await handler.apply(tx, event, loaded[index]);
    });
  } catch (error) {
    if (error instanceof AlreadyProcessed) return 'duplicate';
    throw error;
  }
  if (handlers.length === 0)
    ctx.log.info({ eventId: event.id, type: event.type }, 'webhook event stored (no handler yet)');
  // The event is recorded: a failure from here on must not make the provider deliver it again.
  for (const [index, handler] of handlers.entries()) {
    if (!handler.afterCommit) continue;
    try {
      await handler.afterCommit(ctx, event, loaded[index]);
    } catch (error) {
      ctx.log.error(
        { err: error, eventId: event.id, type: event.type },
        'webhook follow-up failed; a sweep retries it',
      );
    }
  }
  return 'processed';
}

/**
 * POST /api/cos-connect-whs: the signature is checked over the raw bytes before anything is parsed
 * or stored; a bad one answers 400 and changes nothing.
 */
export async function receiveWebhook(ctx: WebhookContext, rawBody: unknown, signature: string | undefined) {
  let event: WebhookEvent;
  try {
    event = ctx.payments.verifyWebhook(Buffer.isBuffer(rawBody) ? rawBody : Buffer.alloc(0), signature);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    ctx.log.warn({ reason: error.message }, 'webhook refused: bad signature');
    throw new DomainError('invalid_signature');
  }
  const outcome = await processWebhookEvent(ctx, event, 'webhook');
  return { received: true as const, duplicate: outcome === 'duplicate' };
}
