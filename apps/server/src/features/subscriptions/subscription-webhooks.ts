import type {
  PaymentProvider as Payments,
  ProviderSubscription,
  WebhookEvent,
} from '../../integrations/payments/payment-provider.ts';
import { retrieveSessionOrNull } from '../bookings/booking-fulfilment.ts';
import type { WebhookHandler } from '../webhooks/webhook-registry.ts';
import {
  applyProviderSubscription,
  cancelReplacedSubscriptions,
  paidSubscriptionOf,
  retrieveSubscriptionOrNull,
  SUBSCRIPTION_CHECKOUT_KIND,
} from './subscriptions.service.ts';

/**
 * The provider's events keep each subscription row in step with the provider. No handler trusts the
 * event's snapshot: `load` reads the subscription as the provider holds it now, and `apply` writes that
 * state, so events delivered late, twice or in any order all end in the provider's current state.
 */

type Loaded = { subscription: ProviderSubscription; checkoutSessionId: string | null } | null;

const stringField = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

function metadataOf(object: Record<string, unknown>): Record<string, unknown> | null {
  const metadata = object.metadata;
  return typeof metadata === 'object' && metadata !== null ? (metadata as Record<string, unknown>) : null;
}

/**
 * The subscription an event is about: the object itself for `customer.subscription.*`; for invoices,
 * `subscription` (API versions before 2025-03-31) or `parent.subscription_details.subscription`.
 */
export function subscriptionIdOfEvent(event: WebhookEvent): string | null {
  const object = event.data.object;
  if (object.object === 'subscription') return stringField(object.id);
  const direct = object.subscription;
  if (typeof direct === 'object' && direct !== null) return stringField((direct as { id?: unknown }).id);
  if (stringField(direct)) return stringField(direct);
  const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  const nested = parent?.subscription_details?.subscription;
  if (typeof nested === 'object' && nested !== null) return stringField((nested as { id?: unknown }).id);
  return stringField(nested);
}

async function afterActivation(
  ctx: Parameters<NonNullable<WebhookHandler<Loaded>['afterCommit']>>[0],
  loaded: Loaded,
): Promise<void> {
  const userId = Number(loaded?.subscription.metadata.user_id);
  if (!loaded || !Number.isInteger(userId) || userId <= 0) return;
  await cancelReplacedSubscriptions(ctx, userId);
}

/** `checkout.session.completed` of a subscription checkout (booking checkouts are the bookings' own). */
export const subscriptionCheckoutHandler: WebhookHandler<Loaded> = {
  load: async (event: WebhookEvent, payments: Payments) => {
    // Only sessions this feature opened: a booking's session is never read here.
    if (metadataOf(event.data.object)?.kind !== SUBSCRIPTION_CHECKOUT_KIND) return null;
    const sessionId = stringField(event.data.object.id);
    if (!sessionId) return null;
    const session = await retrieveSessionOrNull(payments, sessionId);
    if (!session) return null;
    const subscription = await paidSubscriptionOf(payments, session);
    return subscription ? { subscription, checkoutSessionId: session.id } : null;
  },
  apply: async (tx, _event, loaded) => {
    if (loaded) await applyProviderSubscription(tx, loaded.subscription, loaded.checkoutSessionId);
  },
  afterCommit: (ctx, _event, loaded) => afterActivation(ctx, loaded),
};

/**
 * `customer.subscription.created/updated/deleted`, `invoice.paid` (a renewal: the next period end) and
 * `invoice.payment_failed` (past_due: access ends with no grace, since the period it paid for is over).
 */
export const subscriptionStateHandler: WebhookHandler<Loaded> = {
  load: async (event: WebhookEvent, payments: Payments) => {
    const subscriptionId = subscriptionIdOfEvent(event);
    if (!subscriptionId) return null;
    const subscription = await retrieveSubscriptionOrNull(payments, subscriptionId);
    if (subscription?.metadata.kind !== SUBSCRIPTION_CHECKOUT_KIND) return null;
    return { subscription, checkoutSessionId: null };
  },
  apply: async (tx, _event, loaded) => {
    if (loaded) await applyProviderSubscription(tx, loaded.subscription);
  },
  afterCommit: (ctx, _event, loaded) => afterActivation(ctx, loaded),
};

export const SUBSCRIPTION_STATE_EVENTS = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
