/**
 * Failures the features map to HTTP without knowing which provider runs. (PaymentProviderUnavailableError
 * and WebhookSignatureError live beside the interface.) The sandbox throws these; the Stripe provider
 * rethrows Stripe's own invalid-request errors, which `normalizePaymentError` turns into these.
 */

/** The account, session, external account or payment does not exist (Stripe: resource_missing). */
export class PaymentObjectNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentObjectNotFoundError';
  }
}

/** A payout larger than the available balance (Stripe: balance_insufficient). */
export class InsufficientBalanceError extends Error {
  /** Null when the provider does not say (Stripe). */
  constructor(readonly availableAmount: number | null) {
    super(
      availableAmount === null ? 'The balance is insufficient.' : `The available balance is ${availableAmount} cents.`,
    );
    this.name = 'InsufficientBalanceError';
  }
}

/**
 * An idempotency key used again with other parameters (Stripe: 400 `idempotency_error`). Replaying the
 * first result would answer a request that was never made (a withdrawal of 250 answered with the payout
 * of 100), so the caller is told instead.
 */
export class PaymentIdempotencyError extends Error {
  constructor(message = 'This idempotency key was already used with other parameters.') {
    super(message);
    this.name = 'PaymentIdempotencyError';
  }
}

export type PaymentRequestErrorCode =
  | 'invalid_bank_account'
  | 'payouts_not_enabled'
  | 'no_external_account'
  | 'destination_not_ready'
  | 'invalid_amount'
  | 'refund_exceeds_charge'
  | 'subscription_canceled';

/** The provider refused the request's parameters (Stripe: invalid_request_error with a `param`). */
export class PaymentRequestError extends Error {
  constructor(
    readonly code: PaymentRequestErrorCode,
    message: string,
    /** The input field at fault, in the features' snake_case names, when there is one. */
    readonly param?: string,
  ) {
    super(message);
    this.name = 'PaymentRequestError';
  }
}

/** Stripe's parameter names for a bank account, in the API's field names. */
const STRIPE_BANK_PARAMS: Array<[RegExp, string]> = [
  [/account_holder_name/, 'account_holder_name'],
  [/routing_number/, 'transit_number'],
  [/account_number/, 'account_number'],
];

/**
 * The provider-neutral error for what a provider threw. Stripe's SDK errors are recognised by shape
 * (`type`, `code`, `param`), so this module needs no Stripe import; anything else is returned as is.
 */
export function normalizePaymentError(error: unknown): unknown {
  if (
    error instanceof PaymentObjectNotFoundError ||
    error instanceof InsufficientBalanceError ||
    error instanceof PaymentRequestError ||
    error instanceof PaymentIdempotencyError
  ) {
    return error;
  }
  const stripe = error as { type?: unknown; code?: unknown; param?: unknown; statusCode?: unknown; message?: unknown };
  if (!stripe || typeof stripe !== 'object') return error;
  const message = typeof stripe.message === 'string' ? stripe.message : 'The payment provider refused the request.';
  if (stripe.type === 'StripeIdempotencyError') return new PaymentIdempotencyError(message);
  if (stripe.type !== 'StripeInvalidRequestError') return error;
  if (stripe.code === 'resource_missing' || stripe.statusCode === 404) return new PaymentObjectNotFoundError(message);
  if (stripe.code === 'balance_insufficient') return new InsufficientBalanceError(null);
  const param = typeof stripe.param === 'string' ? stripe.param : '';
  const bankField = STRIPE_BANK_PARAMS.find(([pattern]) => pattern.test(param))?.[1];
  if (bankField) return new PaymentRequestError('invalid_bank_account', message, bankField);
  return error;
}

/** Awaits a provider call and rethrows its failure in the provider-neutral form. */
export async function providerCall<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw normalizePaymentError(error);
  }
}
