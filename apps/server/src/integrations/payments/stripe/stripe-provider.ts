import Stripe from 'stripe';
import type { Config } from '../../../config.ts';
import {
  type Balance,
  type CheckoutSession,
  type ConnectedAccount,
  type ExternalAccount,
  type PaymentProvider,
  PaymentProviderUnavailableError,
  type Payout,
  type ProviderSubscription,
  type Refund,
  type WebhookEvent,
  WebhookSignatureError,
} from '../payment-provider.ts';

/** Knobs the tests turn; production uses the defaults. */
export type StripeProviderOptions = {
  /** Per attempt. Worst case for one call ≈ timeoutMs × (maxNetworkRetries + 1) + the SDK's back-off (~0.5 s per retry). */
  timeoutMs?: number;
  maxNetworkRetries?: number;
};

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_NETWORK_RETRIES = 2;

/** Stripe refuses `expires_at` outside 30 min – 24 h from when it receives the request. */
const MIN_CHECKOUT_LIFETIME_S = 30 * 60;
const MAX_CHECKOUT_LIFETIME_S = 24 * 60 * 60;
/** Room for clock skew between us and Stripe, and for the SDK's retries (up to ~30 s). */
const CHECKOUT_LIFETIME_MARGIN_S = 60;

/** Stripe lists hold at most 100 items per page. */
const MAX_PAGE_SIZE = 100;

/**
 * Stripe: Connect Express accounts, Checkout destination charges (the platform keeps
 * `application_fee_amount`), Billing subscriptions, refunds, and payouts on the connected accounts.
 *
 * Outbound idempotency: every create that has a logical action behind it passes the caller's
 * deterministic key as `Idempotency-Key`; the SDK keeps the same headers for its own retries, and Stripe
 * replays the first result for a repeated key, so a retry after a lost response, or a double click,
 * never makes a second session, refund or payout. The few POSTs without a key in the interface (account
 * links, login links, setting the default bank account) are harmless to repeat; the SDK still gives each
 * of them a random key that its retries reuse.
 *
 * Errors, as the callers see them:
 * - `StripeConnectionError` (refused, reset, or timed out after the last retry), `StripeAPIError`
 *   (5xx after the retries, or an unreadable body) and `StripeRateLimitError` (429, which the SDK does not
 *   retry) → `PaymentProviderUnavailableError` with the original as `cause` (→ 502/503 "try again later").
 * - Everything else is rethrown untouched for the caller to map, because its meaning depends on the use
 *   case: `StripeInvalidRequestError` (400/404: bad parameters, unknown id, `balance_insufficient`…),
 *   `StripeCardError` (402), `StripeIdempotencyError` (a key reused with other parameters: a bug),
 *   `StripeAuthenticationError` / `StripePermissionError` (401/403: a wrong key or a missing Connect
 *   permission, i.e. misconfiguration, not an outage).
 */
export function createStripeProvider(config: Config, options: StripeProviderOptions = {}): PaymentProvider {
  const secretKey = config.STRIPE_SECRET_KEY;
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  // Fail at start-up rather than on the first payment or webhook.
  if (!secretKey) throw new Error('STRIPE_SECRET_KEY is required for the Stripe payment provider');
  if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is required for the Stripe payment provider');

  const stripe = new Stripe(secretKey, {
    // The SDK default is 80 s, far longer than a browser waits for "Pay".
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxNetworkRetries: options.maxNetworkRetries ?? DEFAULT_MAX_NETWORK_RETRIES,
    ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
    ...(config.STRIPE_API_PORT !== undefined ? { port: config.STRIPE_API_PORT } : {}),
    ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
  });

  return {
    kind: 'stripe',

    createConnectedAccount: (input) =>
      call('create a connected account', async () =>
        toConnectedAccount(
          await stripe.accounts.create(
            {
              type: 'express',
              country: input.country,
              email: input.email,
              capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),

    createOnboardingLink: (accountId, urls) =>
      call('create an onboarding link', async () => {
        const link = await stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          refresh_url: urls.refreshUrl,
          return_url: urls.returnUrl,
        });
        return link.url;
      }),

    createDashboardLink: (accountId) =>
      call('create a dashboard link', async () => (await stripe.accounts.createLoginLink(accountId)).url),

    retrieveAccount: (accountId) =>
      call('retrieve a connected account', async () => toConnectedAccount(await stripe.accounts.retrieve(accountId))),

    createBookingCheckout: (input) =>
      call('create a checkout session', async () =>
        toCheckoutSession(
          await stripe.checkout.sessions.create(
            {
              mode: 'payment',
              line_items: input.lineItems.map((item) => ({
                quantity: item.quantity,
                price_data: {
                  currency: input.currency,
                  unit_amount: item.unitAmount,
                  product_data: { name: item.name },
                },
              })),
              // Destination charge: the whole payment lands on the guide's account minus the platform's fee.
              payment_intent_data: {
                application_fee_amount: input.applicationFeeAmount,
                transfer_data: { destination: input.destinationAccountId },
                // On the PaymentIntent too, so charge and refund events can be traced to the booking.
                metadata: input.metadata,
              },
              success_url: input.successUrl,
              cancel_url: input.cancelUrl,
              expires_at: checkoutExpiry(input.expiresAt),
              metadata: input.metadata,
              ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),

    createSubscriptionCheckout: (input) =>
      call('create a subscription checkout session', async () =>
        toCheckoutSession(
          await stripe.checkout.sessions.create(
            {
              mode: 'subscription',
              line_items: [
                {
                  quantity: 1,
                  price_data: {
                    currency: input.currency,
                    unit_amount: input.unitAmount,
                    recurring: { interval: input.interval },
                    product_data: { name: input.productName },
                  },
                },
              ],
              success_url: input.successUrl,
              cancel_url: input.cancelUrl,
              metadata: input.metadata,
              // The customer.subscription.* events that keep is_active in sync carry the subscription's
              // metadata, not the session's.
              subscription_data: { metadata: input.metadata },
              ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),

    retrieveCheckoutSession: (sessionId) =>
      call('retrieve a checkout session', async () =>
        toCheckoutSession(await stripe.checkout.sessions.retrieve(sessionId)),
      ),

    retrieveSubscription: (subscriptionId) =>
      call('retrieve a subscription', async () => toSubscription(await stripe.subscriptions.retrieve(subscriptionId))),

    setSubscriptionCancelAtPeriodEnd: (subscriptionId, input) =>
      call('update a subscription', async () =>
        toSubscription(
          await stripe.subscriptions.update(
            subscriptionId,
            { cancel_at_period_end: input.cancelAtPeriodEnd },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),

    cancelSubscription: (subscriptionId, input) =>
      call('cancel a subscription', async () =>
        toSubscription(
          await stripe.subscriptions.cancel(
            subscriptionId,
            // No final invoice and no proration credit: the period paid is not refunded (decision 0040).
            { invoice_now: false, prorate: false },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),

    listRecentCheckoutSessions: (createdAfter, limit) =>
      call('list checkout sessions', async () => {
        if (limit <= 0) return [];
        // Stripe lists newest first; auto-pagination only matters when more than one page is asked for.
        const sessions = await stripe.checkout.sessions
          .list({ created: { gte: epochSeconds(createdAfter) }, limit: Math.min(limit, MAX_PAGE_SIZE) })
          .autoPagingToArray({ limit });
        return sessions.map(toCheckoutSession);
      }),

    createRefund: (input) =>
      call('create a refund', async () => {
        const refund = await stripe.refunds.create(
          {
            payment_intent: input.paymentIntentId,
            ...(input.amount !== undefined ? { amount: input.amount } : {}),
            // Destination charges: without these the platform alone would pay the refund back.
            reverse_transfer: input.reverseTransfer,
            refund_application_fee: input.refundApplicationFee,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return toRefund(refund, input.paymentIntentId);
      }),

    retrieveBalance: (accountId) =>
      call('retrieve a balance', async () => {
        const balance = await stripe.balance.retrieve({}, { stripeAccount: accountId });
        return {
          available: balance.available.map(({ amount, currency }) => ({ amount, currency })),
          pending: balance.pending.map(({ amount, currency }) => ({ amount, currency })),
        } satisfies Balance;
      }),

    // With destination charges the connected account records each booking as a `payment` balance
    // transaction of the full amount, the platform's application fee in its fee details.
    listAccountCharges: (accountId, createdAfter, limit) =>
      call('list account charges', async () => {
        if (limit <= 0) return [];
        const page = await stripe.balanceTransactions.list(
          {
            type: 'payment',
            created: { gte: Math.floor(createdAfter.getTime() / 1000) },
            limit: Math.min(limit, MAX_PAGE_SIZE),
          },
          { stripeAccount: accountId },
        );
        return page.data.map((transaction) => ({
          id: transaction.id,
          amount: transaction.amount,
          applicationFeeAmount: transaction.fee_details
            .filter((fee) => fee.type === 'application_fee')
            .reduce((sum, fee) => sum + fee.amount, 0),
          currency: transaction.currency,
          created: transaction.created,
        }));
      }),

    listPayouts: (accountId, limit) =>
      call('list payouts', async () => {
        if (limit <= 0) return [];
        const page = await stripe.payouts.list({ limit: Math.min(limit, MAX_PAGE_SIZE) }, { stripeAccount: accountId });
        return page.data.map(toPayout);
      }),

    // External accounts live under the account's path; Stripe-Account is sent as well so these calls
    // are scoped to the guide's account like the balance and payout calls.
    listExternalAccounts: (accountId) =>
      call('list external accounts', async () => {
        const page = await stripe.accounts.listExternalAccounts(
          accountId,
          { limit: MAX_PAGE_SIZE },
          { stripeAccount: accountId },
        );
        return page.data.map(toExternalAccount);
      }),

    addBankAccount: (accountId, input) =>
      call('add a bank account', async () =>
        toExternalAccount(
          await stripe.accounts.createExternalAccount(
            accountId,
            {
              external_account: {
                object: 'bank_account',
                country: 'CA',
                currency: 'cad',
                account_holder_name: input.accountHolderName,
                routing_number: canadianRoutingNumber(input.transitNumber, input.institutionNumber),
                account_number: input.accountNumber,
              },
            },
            { stripeAccount: accountId, idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),

    setDefaultExternalAccount: (accountId, externalAccountId) =>
      call('set the default external account', async () =>
        toExternalAccount(
          await stripe.accounts.updateExternalAccount(
            accountId,
            externalAccountId,
            { default_for_currency: true },
            { stripeAccount: accountId },
          ),
        ),
      ),

    createPayout: (accountId, input) =>
      call('create a payout', async () =>
        toPayout(
          await stripe.payouts.create(
            { amount: input.amount, currency: input.currency },
            { stripeAccount: accountId, idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),

    verifyWebhook: (rawBody, signatureHeader) => {
      if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        // Default tolerance (300 s) bounds replays; the raw bytes are what Stripe signed.
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret);
      } catch (error) {
        // Bad signature, stale timestamp, malformed header or a body that is not JSON: all "not from Stripe".
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid webhook signature');
      }
      return {
        id: event.id,
        type: event.type,
        created: event.created,
        ...(event.account ? { account: event.account } : {}),
        data: { object: event.data.object as unknown as Record<string, unknown> },
      } satisfies WebhookEvent;
    },
  };
}

/** Stripe's Canadian format: the 5-digit transit number, a hyphen, the 3-digit institution number. */
export function canadianRoutingNumber(transitNumber: string, institutionNumber: string): string {
  return `${transitNumber}-${institutionNumber}`;
}

/**
 * The session's `expires_at`, kept inside the window Stripe accepts, so a booking whose payment deadline
 * is near (or far) still gets a session instead of a 400; the webhook and reconciler are the authority on
 * a payment that completes after the booking's own deadline.
 */
function checkoutExpiry(expiresAt: Date, now = new Date()): number {
  const nowS = epochSeconds(now);
  const earliest = nowS + MIN_CHECKOUT_LIFETIME_S + CHECKOUT_LIFETIME_MARGIN_S;
  const latest = nowS + MAX_CHECKOUT_LIFETIME_S - CHECKOUT_LIFETIME_MARGIN_S;
  return Math.min(Math.max(epochSeconds(expiresAt), earliest), latest);
}

function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** Runs one SDK call, turning "Stripe is unreachable or overloaded" into the provider's own error. */
async function call<T>(action: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError
    ) {
      throw new PaymentProviderUnavailableError(`Stripe unavailable: could not ${action} (${error.message})`, {
        cause: error,
      });
    }
    throw error;
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function toConnectedAccount(account: Stripe.Account): ConnectedAccount {
  return {
    id: account.id,
    email: account.email ?? null,
    detailsSubmitted: account.details_submitted,
    payoutsEnabled: account.payouts_enabled,
    chargesEnabled: account.charges_enabled,
    // Only absent before Stripe has settled it; our accounts are always Canadian.
    defaultCurrency: account.default_currency ?? 'cad',
    capabilities: {
      ...(account.capabilities?.card_payments ? { card_payments: account.capabilities.card_payments } : {}),
      ...(account.capabilities?.transfers ? { transfers: account.capabilities.transfers } : {}),
    },
    // Stripe's default schedule when it reports none.
    payoutScheduleInterval: account.settings?.payouts?.schedule.interval ?? 'daily',
  };
}

const SESSION_STATUSES = ['open', 'complete', 'expired'] as const;
const PAYMENT_STATUSES = ['paid', 'unpaid', 'no_payment_required'] as const;

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

function toCheckoutSession(session: Stripe.Checkout.Session): CheckoutSession {
  return {
    id: session.id,
    url: session.url,
    // Anything unexpected reads as "not paid yet": it must never let a booking count as paid.
    status: isOneOf(SESSION_STATUSES, session.status) ? session.status : 'open',
    paymentStatus: isOneOf(PAYMENT_STATUSES, session.payment_status) ? session.payment_status : 'unpaid',
    amountTotal: session.amount_total ?? 0,
    currency: session.currency ?? 'cad',
    paymentIntentId: idOf(session.payment_intent),
    subscriptionId: idOf(session.subscription),
    metadata: { ...(session.metadata ?? {}) },
    created: session.created,
  };
}

/**
 * Since API version 2025-03-31 the billing period lives on the subscription's items; older versions (and
 * accounts pinned to them) still put it on the subscription. Either is read.
 */
function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  const legacy = subscription as unknown as { current_period_end?: number | null };
  const interval = item?.price.recurring?.interval === 'year' ? 'year' : 'month';
  return {
    id: subscription.id,
    status: subscription.status,
    interval,
    unitAmount: item?.price.unit_amount ?? 0,
    currency: item?.price.currency ?? subscription.currency,
    currentPeriodEnd: item?.current_period_end ?? legacy.current_period_end ?? null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    metadata: { ...(subscription.metadata ?? {}) },
  };
}

function toRefund(refund: Stripe.Refund, paymentIntentId: string): Refund {
  return {
    id: refund.id,
    amount: refund.amount,
    status: refund.status ?? 'pending',
    paymentIntentId: idOf(refund.payment_intent) ?? paymentIntentId,
  };
}

function toPayout(payout: Stripe.Payout): Payout {
  return {
    id: payout.id,
    amount: payout.amount,
    currency: payout.currency,
    description: payout.description,
    created: payout.created,
    arrival_date: payout.arrival_date ?? null,
    status: payout.status,
  };
}

function toExternalAccount(account: Stripe.ExternalAccount): ExternalAccount {
  if (account.object === 'bank_account') {
    return {
      object: 'bank_account',
      id: account.id,
      account_holder_name: account.account_holder_name,
      bank_name: account.bank_name,
      brand: null,
      last4: account.last4,
      routing_number: account.routing_number,
      country: account.country,
      currency: account.currency,
      exp_month: null,
      exp_year: null,
      default_for_currency: account.default_for_currency ?? false,
      status: account.status,
    };
  }
  return {
    object: 'card',
    id: account.id,
    account_holder_name: account.name,
    bank_name: null,
    brand: account.brand,
    last4: account.last4,
    routing_number: null,
    country: account.country ?? '',
    currency: account.currency ?? '',
    exp_month: account.exp_month,
    exp_year: account.exp_year,
    default_for_currency: account.default_for_currency ?? false,
    // A debit card that has seen no payout yet reports no status: "new" in Stripe's vocabulary.
    status: account.status ?? 'new',
  };
}
