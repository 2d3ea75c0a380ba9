import type { CheckoutSession, WebhookEvent } from './payment-provider.ts';

/**
 * A checkout session in Stripe's event shape (`data.object` of checkout.session.* events). The sandbox
 * emits it, and the reconciler builds the same object for a session whose event never arrived, so
 * handlers see one shape whatever the source.
 */
export function toCheckoutSessionObject(
  session: CheckoutSession,
  extra: { mode?: 'payment' | 'subscription'; expiresAt?: Date | null; customerEmail?: string | null } = {},
): Record<string, unknown> {
  return {
    id: session.id,
    object: 'checkout.session',
    mode: extra.mode ?? (session.subscriptionId ? 'subscription' : 'payment'),
    status: session.status,
    payment_status: session.paymentStatus,
    amount_total: session.amountTotal,
    currency: session.currency,
    payment_intent: session.paymentIntentId,
    subscription: session.subscriptionId,
    metadata: session.metadata,
    customer_email: extra.customerEmail ?? null,
    created: session.created,
    expires_at: extra.expiresAt ? Math.floor(extra.expiresAt.getTime() / 1000) : null,
    url: session.url,
    livemode: false,
  };
}

/** The id of the object an event is about (the session, the account, the charge…). */
export function objectIdOf(event: WebhookEvent): string | null {
  const id = event.data.object.id;
  return typeof id === 'string' ? id : null;
}
