/**
 * What the marketplace needs from a card payment provider with connected accounts. Two
 * implementations: the sandbox (default; state in the database, local hosted pages, signed webhooks)
 * and Stripe (Connect Express, Checkout, Billing) when STRIPE_SECRET_KEY is set. Every amount is an
 * integer number of cents; the currency is CAD.
 */
import { ServiceUnavailableError } from '../../http/service-unavailable-error.ts';

export type Currency = 'cad';

export type ConnectedAccount = {
  id: string;
  email: string | null;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  chargesEnabled: boolean;
  defaultCurrency: string;
  capabilities: { card_payments?: string; transfers?: string };
  /** e.g. 'daily', 'weekly', 'manual' (the account's payout schedule interval). */
  payoutScheduleInterval: string;
};

/** A bank account or debit card that receives payouts. */
export type ExternalAccount = {
  object: 'bank_account' | 'card';
  id: string;
  account_holder_name: string | null;
  bank_name: string | null;
  brand: string | null;
  last4: string;
  routing_number: string | null;
  country: string;
  currency: string;
  exp_month: number | null;
  exp_year: number | null;
  default_for_currency: boolean;
  status: string;
};

export type Payout = {
  id: string;
  amount: number;
  currency: string;
  description: string | null;
  /** Epoch seconds, as Stripe reports it. */
  created: number;
  arrival_date: number | null;
  status: string;
};

/**
 * One paid charge to a connected account: `amount` is what the customer paid, `applicationFeeAmount`
 * the platform's share. With destination charges the whole amount is transferred to the guide and the
 * fee taken back, which is exactly what the guide's account records as a payment.
 */
export type AccountCharge = {
  id: string;
  amount: number;
  applicationFeeAmount: number;
  currency: string;
  /** Epoch seconds. */
  created: number;
};

export type Balance = {
  available: Array<{ amount: number; currency: string }>;
  pending: Array<{ amount: number; currency: string }>;
};

export type CheckoutLineItem = { name: string; unitAmount: number; quantity: number };

export type CheckoutSession = {
  id: string;
  /** Where to send the browser (the provider's hosted page). */
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountTotal: number;
  currency: string;
  paymentIntentId: string | null;
  subscriptionId: string | null;
  metadata: Record<string, string>;
  created: number;
};

export type CreateBookingCheckoutInput = {
  /** Deterministic per logical action, so a retried request never creates a second session. */
  idempotencyKey: string;
  lineItems: CheckoutLineItem[];
  currency: Currency;
  /** Destination charge to the guide's connected account… */
  destinationAccountId: string;
  /** …keeping the platform's 10% (in cents). */
  applicationFeeAmount: number;
  /** Must contain `{CHECKOUT_SESSION_ID}`, replaced by the provider. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  metadata: Record<string, string>;
  customerEmail?: string;
};

export type CreateSubscriptionCheckoutInput = {
  idempotencyKey: string;
  productName: string;
  unitAmount: number;
  currency: Currency;
  interval: 'month' | 'year';
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  customerEmail?: string;
};

/**
 * A recurring subscription as the provider holds it now. Its price is its own (fixed when its checkout was
 * made), so editing a plan never changes what an existing subscriber pays.
 */
export type ProviderSubscription = {
  id: string;
  /** Stripe's words: active, trialing, past_due, canceled, incomplete, incomplete_expired, unpaid, paused. */
  status: string;
  interval: 'month' | 'year';
  unitAmount: number;
  currency: string;
  /** Epoch seconds; null when the provider reports none. */
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** The checkout's metadata, copied onto the subscription (`kind`, `user_id`, `plan_id`). */
  metadata: Record<string, string>;
};

export type CreateRefundInput = {
  idempotencyKey: string;
  paymentIntentId: string;
  /** Omitted: a full refund. */
  amount?: number;
  /** Destination charges: take the guide's share back from the connected account. */
  reverseTransfer: boolean;
  refundApplicationFee: boolean;
  metadata: Record<string, string>;
};

export type Refund = { id: string; amount: number; status: string; paymentIntentId: string };

export type AddBankAccountInput = {
  idempotencyKey: string;
  accountHolderName: string;
  /** Canadian routing: 5-digit transit + 3-digit institution. */
  transitNumber: string;
  institutionNumber: string;
  accountNumber: string;
};

/** A verified webhook event, in Stripe's shape (the sandbox emits the same). */
export type WebhookEvent = {
  id: string;
  type: string;
  created: number;
  /** The connected account the event is about (Connect events). */
  account?: string;
  data: { object: Record<string, unknown> };
};

/** Thrown by a provider when the remote service failed or timed out (mapped to 502/503). */
export class PaymentProviderUnavailableError extends ServiceUnavailableError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('payment_provider_unavailable', message, { cause: options?.cause, logEachRequest: true });
    this.name = 'PaymentProviderUnavailableError';
  }
}

/** Thrown by verifyWebhook for an unsigned, badly signed, stale or altered payload (→ 400). */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly kind: 'sandbox' | 'stripe';

  createConnectedAccount(input: { idempotencyKey: string; email: string; country: 'CA' }): Promise<ConnectedAccount>;
  /** The hosted onboarding page (Express account link). */
  createOnboardingLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string>;
  /** The hosted dashboard (Express login link). */
  createDashboardLink(accountId: string): Promise<string>;
  retrieveAccount(accountId: string): Promise<ConnectedAccount>;

  createBookingCheckout(input: CreateBookingCheckoutInput): Promise<CheckoutSession>;
  createSubscriptionCheckout(input: CreateSubscriptionCheckoutInput): Promise<CheckoutSession>;
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSession>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Cancel at the end of the paid period (true), or undo that before it ends (false). */
  setSubscriptionCancelAtPeriodEnd(
    subscriptionId: string,
    input: { idempotencyKey: string; cancelAtPeriodEnd: boolean },
  ): Promise<ProviderSubscription>;
  /**
   * Cancel now: the subscription ends at once and is never charged again; nothing is prorated, invoiced or
   * refunded (decision 0040). Cancelling one already canceled answers its state (the sandbox) or a
   * refusal the caller resolves by reading the subscription (Stripe).
   */
  cancelSubscription(subscriptionId: string, input: { idempotencyKey: string }): Promise<ProviderSubscription>;
  /** Sessions created after the given time, newest first (the reconciler's view). */
  listRecentCheckoutSessions(createdAfter: Date, limit: number): Promise<CheckoutSession[]>;
  createRefund(input: CreateRefundInput): Promise<Refund>;

  retrieveBalance(accountId: string): Promise<Balance>;
  listPayouts(accountId: string, limit: number): Promise<Payout[]>;
  /**
   * Paid charges to the account created at or after `createdAfter`, newest first (the Payout screen's
   * figures). Stripe: balance transactions of type `payment` on the connected account (`created.gte`).
   */
  listAccountCharges(accountId: string, createdAfter: Date, limit: number): Promise<AccountCharge[]>;
  listExternalAccounts(accountId: string): Promise<ExternalAccount[]>;
  addBankAccount(accountId: string, input: AddBankAccountInput): Promise<ExternalAccount>;
  setDefaultExternalAccount(accountId: string, externalAccountId: string): Promise<ExternalAccount>;
  /** Withdraw: pays out `amount` cents of the available balance to the default external account. */
  createPayout(
    accountId: string,
    input: { idempotencyKey: string; amount: number; currency: Currency },
  ): Promise<Payout>;

  /** Checks the signature over the raw bytes and parses the event; throws WebhookSignatureError. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): WebhookEvent;
}
