import { createHash, randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { platformFeeCents } from '@cordee/shared/payouts.contracts';
import { and, asc, desc, eq, gt, gte, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { toCheckoutSessionObject } from '../checkout-session-object.ts';
import {
  InsufficientBalanceError,
  PaymentIdempotencyError,
  PaymentObjectNotFoundError,
  PaymentRequestError,
} from '../payment-errors.ts';
import type {
  AccountCharge,
  AddBankAccountInput,
  Balance,
  CheckoutLineItem,
  CheckoutSession,
  ConnectedAccount,
  CreateBookingCheckoutInput,
  CreateRefundInput,
  CreateSubscriptionCheckoutInput,
  Currency,
  ExternalAccount,
  PaymentProvider,
  Payout,
  ProviderSubscription,
  Refund,
  WebhookEvent,
} from '../payment-provider.ts';
import { parseWebhookEvent, signWebhookPayload, verifyWebhookSignature } from '../webhook-signature.ts';
import {
  sandboxAccounts,
  sandboxBalanceTransactions,
  sandboxCheckoutSessions,
  sandboxEvents,
  sandboxExternalAccounts,
  sandboxPayouts,
  sandboxRefunds,
  sandboxSubscriptions,
  sandboxWebhookDeliveries,
} from './sandbox.tables.ts';

type AccountRow = typeof sandboxAccounts.$inferSelect;
type SessionRow = typeof sandboxCheckoutSessions.$inferSelect;
type ExternalAccountRow = typeof sandboxExternalAccounts.$inferSelect;
type PayoutRow = typeof sandboxPayouts.$inferSelect;
type SessionValues = typeof sandboxCheckoutSessions.$inferInsert;
type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

export type AccountFlags = { detailsSubmitted: boolean; payoutsEnabled: boolean; chargesEnabled: boolean };

/**
 * Stripe replays the first result of an idempotency key only for the same parameters; the same key with
 * others is refused (400 idempotency_error), with this message. The sandbox does the same, so a caller
 * reusing a key by mistake is told rather than answered with an object it did not ask for.
 */
function refuseUnlessSameRequest(idempotencyKey: string, first: unknown, again: unknown): void {
  if (isDeepStrictEqual(jsonCopy(first), jsonCopy(again))) return;
  throw new PaymentIdempotencyError(
    `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
  );
}

/** As stored in JSON columns: undefined properties gone, so a stored value compares with a requested one. */
function jsonCopy(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/** The parameters of a checkout session that a reused key must repeat (not its id, status or expiry). */
function sessionParameters(values: SessionValues | SessionRow) {
  return {
    mode: values.mode,
    currency: values.currency,
    amountTotal: values.amountTotal,
    applicationFeeAmount: values.applicationFeeAmount ?? 0,
    destinationAccountId: values.destinationAccountId ?? null,
    lineItems: values.lineItems,
    subscriptionInterval: values.subscriptionInterval ?? null,
    successUrl: values.successUrl,
    cancelUrl: values.cancelUrl,
    metadata: values.metadata,
    customerEmail: values.customerEmail ?? null,
  };
}

const ONBOARDED: AccountFlags = { detailsSubmitted: true, payoutsEnabled: true, chargesEnabled: true };

/** An account link's payload (see mintAccountLink); undefined for any other row. */
function parseAccountLink(payload: string): { purpose: AccountLinkPurpose; urls: AccountLinkUrls | null } | undefined {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    if (value.object !== 'account_link') return undefined;
    if (value.purpose !== 'onboarding' && value.purpose !== 'dashboard' && value.purpose !== 'subscription') {
      return undefined;
    }
    const urls =
      typeof value.return_url === 'string' && typeof value.refresh_url === 'string'
        ? { returnUrl: value.return_url, refreshUrl: value.refresh_url }
        : null;
    return { purpose: value.purpose, urls };
  } catch {
    return undefined;
  }
}

/** What the hosted checkout page's Pay button leads to. */
export type PayOutcome = { outcome: 'paid'; redirectUrl: string } | { outcome: 'expired' };

/**
 * Links to the hosted onboarding and dashboard pages, like Stripe's account links and login links: a
 * random token, single use, short-lived. Knowing an account id is not enough to onboard or credit it.
 */
export type AccountLinkPurpose = 'onboarding' | 'dashboard' | 'subscription';
/** Where the onboarding page sends the browser: back to the app, or to the app's "get a new link". */
export type AccountLinkUrls = { returnUrl: string; refreshUrl: string };
/** A link as the pages see it: usable now, or known but used up or expired (its URLs still known). */
export type AccountLinkState =
  | { status: 'valid'; urls: AccountLinkUrls | null }
  | { status: 'spent'; urls: AccountLinkUrls | null }
  | { status: 'invalid' };

/** Stripe's account links last a few minutes; a page left open longer asks the app for a new one. */
export const ACCOUNT_LINK_TTL_MS = 10 * 60 * 1000;
/** The type of a link's row once it has been used (see mintAccountLink). */
const USED_ACCOUNT_LINK = 'account_link.used';
const accountLinkType = (purpose: AccountLinkPurpose) => `account_link.${purpose}`;
/** Only a hash of the token is stored, so the table does not hold usable links. */
const accountLinkRowId = (token: string) => `link_${createHash('sha256').update(token).digest('hex')}`;
const isPlausibleToken = (token: string | undefined): token is string =>
  typeof token === 'string' && token.length >= 20 && token.length <= 200;

/** Stripe's default lifetime of a subscription checkout session. */
const SUBSCRIPTION_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
const SANDBOX_API_VERSION = 'sandbox-2025-01-01';
/** How long a subscription whose renewal failed stays past_due before it is canceled (Stripe retries ~a week). */
export const PAST_DUE_CANCEL_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/** The end of a billing period that starts at `start`, in UTC calendar months or years. */
export function periodEndAfter(start: Date, interval: 'month' | 'year'): Date {
  const end = new Date(start.getTime());
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

function presentSubscription(row: SubscriptionRow): ProviderSubscription {
  return {
    id: row.id,
    status: row.status,
    interval: row.interval,
    unitAmount: row.unitAmount,
    currency: row.currency,
    currentPeriodEnd: epochSeconds(row.currentPeriodEnd),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    metadata: row.metadata,
  };
}

/** The subscription as Stripe puts it in `customer.subscription.*` events. */
function subscriptionObject(row: SubscriptionRow): Record<string, unknown> {
  return {
    id: row.id,
    object: 'subscription',
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    canceled_at: row.canceledAt ? epochSeconds(row.canceledAt) : null,
    current_period_start: epochSeconds(row.currentPeriodStart),
    current_period_end: epochSeconds(row.currentPeriodEnd),
    metadata: row.metadata,
    customer_email: row.customerEmail,
    created: epochSeconds(row.createdAt),
    items: {
      data: [
        {
          current_period_start: epochSeconds(row.currentPeriodStart),
          current_period_end: epochSeconds(row.currentPeriodEnd),
          price: { unit_amount: row.unitAmount, currency: row.currency, recurring: { interval: row.interval } },
        },
      ],
    },
  };
}

/** An invoice of one period, as Stripe puts it in `invoice.paid` and `invoice.payment_failed`. */
function invoiceObject(row: SubscriptionRow, status: 'paid' | 'open'): Record<string, unknown> {
  return {
    id: newId('in'),
    object: 'invoice',
    status,
    subscription: row.id,
    parent: { type: 'subscription_details', subscription_details: { subscription: row.id, metadata: row.metadata } },
    amount_due: row.unitAmount,
    amount_paid: status === 'paid' ? row.unitAmount : 0,
    currency: row.currency,
    customer_email: row.customerEmail,
    period_start: epochSeconds(row.currentPeriodStart),
    period_end: epochSeconds(row.currentPeriodEnd),
  };
}

/** A few Canadian institution numbers, so the bank list reads like the real thing. */
const CANADIAN_BANKS: Record<string, string> = {
  '001': 'Bank of Montreal',
  '002': 'Scotiabank',
  '003': 'Royal Bank of Canada',
  '004': 'TD Canada Trust',
  '006': 'National Bank of Canada',
  '010': 'CIBC',
  '016': 'HSBC Bank Canada',
  '039': 'Laurentian Bank',
  '219': 'ATB Financial',
  '614': 'Tangerine',
  '815': 'Desjardins',
  '828': 'Central 1 Credit Union',
};

/**
 * 96 random bits, as unguessable as Stripe's ids. A checkout session's id is a capability in itself (its
 * hosted page pays it), so sessions get 192 bits (see newSessionId).
 */
function newId(prefix: string): string {
  return `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
}

function newSessionId(): string {
  return `cs_sbx_${randomBytes(24).toString('hex')}`;
}

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Payouts arrive the next business day (Saturdays and Sundays skipped). */
function nextBusinessDay(from: Date): Date {
  const arrival = new Date(from.getTime() + 24 * 60 * 60 * 1000);
  while (arrival.getUTCDay() === 0 || arrival.getUTCDay() === 6) arrival.setUTCDate(arrival.getUTCDate() + 1);
  return arrival;
}

function presentAccount(row: AccountRow): ConnectedAccount {
  return {
    id: row.id,
    email: row.email,
    detailsSubmitted: row.detailsSubmitted,
    payoutsEnabled: row.payoutsEnabled,
    chargesEnabled: row.chargesEnabled,
    defaultCurrency: row.defaultCurrency,
    capabilities: {
      card_payments: row.chargesEnabled ? 'active' : 'inactive',
      transfers: row.payoutsEnabled ? 'active' : 'inactive',
    },
    payoutScheduleInterval: row.payoutInterval,
  };
}

/** The account as Stripe puts it in `account.updated`. */
function accountObject(row: AccountRow): Record<string, unknown> {
  const account = presentAccount(row);
  return {
    id: row.id,
    object: 'account',
    type: 'express',
    email: row.email,
    country: row.country,
    default_currency: row.defaultCurrency,
    details_submitted: row.detailsSubmitted,
    payouts_enabled: row.payoutsEnabled,
    charges_enabled: row.chargesEnabled,
    capabilities: account.capabilities,
    settings: { payouts: { schedule: { interval: row.payoutInterval } } },
  };
}

function presentExternalAccount(row: ExternalAccountRow): ExternalAccount {
  return {
    object: 'bank_account',
    id: row.id,
    account_holder_name: row.accountHolderName,
    bank_name: row.bankName,
    brand: null,
    last4: row.last4,
    routing_number: `${row.transitNumber}-${row.institutionNumber}`,
    country: 'CA',
    currency: 'cad',
    exp_month: null,
    exp_year: null,
    default_for_currency: row.defaultForCurrency,
    status: 'new',
  };
}

function presentPayout(row: PayoutRow, now: Date): Payout {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    description: row.description,
    created: epochSeconds(row.createdAt),
    arrival_date: epochSeconds(row.arrivalDate),
    status: row.arrivalDate.getTime() <= now.getTime() ? 'paid' : 'in_transit',
  };
}

function checkedLineItems(items: CheckoutLineItem[]): CheckoutLineItem[] {
  if (items.length === 0) throw new PaymentRequestError('invalid_amount', 'A checkout needs at least one line item.');
  for (const item of items) {
    if (
      !Number.isInteger(item.unitAmount) ||
      item.unitAmount < 0 ||
      !Number.isInteger(item.quantity) ||
      item.quantity < 1
    ) {
      throw new PaymentRequestError(
        'invalid_amount',
        'Line items need whole, non-negative cents and a quantity of 1 or more.',
      );
    }
  }
  return items;
}

const BANK_DIGITS: Array<{ param: keyof AddBankAccountInput; field: string; pattern: RegExp; rule: string }> = [
  { param: 'transitNumber', field: 'transit_number', pattern: /^\d{5}$/, rule: '5 digits' },
  { param: 'institutionNumber', field: 'institution_number', pattern: /^\d{3}$/, rule: '3 digits' },
  { param: 'accountNumber', field: 'account_number', pattern: /^\d{7,12}$/, rule: '7 to 12 digits' },
];

/**
 * The default payment provider: Connect-style accounts, hosted checkout, balances, payouts, refunds and
 * signed webhooks, all simulated in the database so every flow works offline. No real money moves.
 * Hosted pages live in sandbox-pages.routes.ts; deliveries in sandbox-webhook-delivery.ts.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;

  constructor(
    private readonly db: Database,
    private readonly publicUrl: string,
    private readonly webhookSecret: string,
  ) {}

  private pageUrl(path: string): string {
    return `${this.publicUrl.replace(/\/+$/, '')}${path}`;
  }

  // ---- Events ---------------------------------------------------------------------------------

  /** Stores the event and queues its delivery, in the caller's transaction. */
  private async emit(tx: Database, type: string, object: Record<string, unknown>, accountId?: string): Promise<void> {
    const id = newId('evt');
    const payload = JSON.stringify({
      id,
      object: 'event',
      api_version: SANDBOX_API_VERSION,
      created: epochSeconds(new Date()),
      type,
      livemode: false,
      ...(accountId ? { account: accountId } : {}),
      data: { object },
    });
    await tx.insert(sandboxEvents).values({ id, type, accountId, payload });
    await tx.insert(sandboxWebhookDeliveries).values({ eventId: id });
  }

  /** The `Stripe-Signature` header for a payload, signed now (deliveries and tests). */
  signPayload(payload: string, timestamp?: number): string {
    return signWebhookPayload(payload, this.webhookSecret, timestamp);
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): WebhookEvent {
    verifyWebhookSignature(rawBody, signatureHeader, this.webhookSecret);
    return parseWebhookEvent(rawBody);
  }

  // ---- Connected accounts ---------------------------------------------------------------------

  private async accountRow(db: Database, accountId: string, lock = false): Promise<AccountRow> {
    const query = db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, accountId));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new PaymentObjectNotFoundError(`No such account: ${accountId}`);
    return row;
  }

  async createConnectedAccount(input: { idempotencyKey: string; email: string; country: 'CA' }) {
    await this.db
      .insert(sandboxAccounts)
      .values({ id: newId('acct'), idempotencyKey: input.idempotencyKey, email: input.email, country: input.country })
      .onConflictDoNothing({ target: sandboxAccounts.idempotencyKey });
    const [row] = await this.db
      .select()
      .from(sandboxAccounts)
      .where(eq(sandboxAccounts.idempotencyKey, input.idempotencyKey));
    if (!row) throw new Error('sandbox account insert returned no row');
    refuseUnlessSameRequest(
      input.idempotencyKey,
      { email: row.email, country: row.country },
      { email: input.email, country: input.country },
    );
    return presentAccount(row);
  }

  async createOnboardingLink(accountId: string, urls: AccountLinkUrls) {
    await this.accountRow(this.db, accountId);
    const token = await this.mintAccountLink(accountId, 'onboarding', urls);
    return this.pageUrl(`/sandbox/onboarding/${encodeURIComponent(accountId)}?${new URLSearchParams({ link: token })}`);
  }

  async createDashboardLink(accountId: string) {
    await this.accountRow(this.db, accountId);
    return this.pageUrl(this.dashboardPath(accountId, await this.mintAccountLink(accountId, 'dashboard', null)));
  }

  /** The dashboard page's own path with a link token (relative: the page's redirects stay on this server). */
  dashboardPath(accountId: string, token: string): string {
    return `/sandbox/dashboard/${encodeURIComponent(accountId)}?${new URLSearchParams({ link: token })}`;
  }

  /**
   * A new link for the account's page. The row lives in sandbox_events beside the events (an account
   * link is an object of the simulated provider too; it is never delivered as a webhook): its id is the
   * token's hash, its type says the purpose and becomes account_link.used once an action used it.
   */
  async mintAccountLink(
    accountId: string,
    purpose: AccountLinkPurpose,
    urls: AccountLinkUrls | null,
    now = new Date(),
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.insert(sandboxEvents).values({
      id: accountLinkRowId(token),
      type: accountLinkType(purpose),
      accountId,
      payload: JSON.stringify({
        object: 'account_link',
        purpose,
        expires_at: epochSeconds(new Date(now.getTime() + ACCOUNT_LINK_TTL_MS)),
        return_url: urls?.returnUrl ?? null,
        refresh_url: urls?.refreshUrl ?? null,
      }),
      createdAt: now,
    });
    return token;
  }

  /** Reads a link without using it (the page shows itself with it). */
  async peekAccountLink(
    accountId: string,
    purpose: AccountLinkPurpose,
    token: string | undefined,
    now = new Date(),
  ): Promise<AccountLinkState> {
    if (!isPlausibleToken(token)) return { status: 'invalid' };
    const [row] = await this.db
      .select()
      .from(sandboxEvents)
      .where(and(eq(sandboxEvents.id, accountLinkRowId(token)), eq(sandboxEvents.accountId, accountId)));
    if (!row) return { status: 'invalid' };
    const link = parseAccountLink(row.payload);
    if (!link || link.purpose !== purpose) return { status: 'invalid' };
    const live = row.type === accountLinkType(purpose) && row.createdAt.getTime() + ACCOUNT_LINK_TTL_MS > now.getTime();
    return { status: live ? 'valid' : 'spent', urls: link.urls };
  }

  /**
   * Uses a link up in one UPDATE … RETURNING, so two submits racing cannot both act. Undefined for an
   * unknown, used, expired, other-purpose or other-account token.
   */
  private async useAccountLink(
    db: Database,
    accountId: string,
    purpose: AccountLinkPurpose,
    token: string | undefined,
    now: Date,
  ): Promise<{ id: string; urls: AccountLinkUrls | null } | undefined> {
    if (!isPlausibleToken(token)) return undefined;
    const [row] = await db
      .update(sandboxEvents)
      .set({ type: USED_ACCOUNT_LINK })
      .where(
        and(
          eq(sandboxEvents.id, accountLinkRowId(token)),
          eq(sandboxEvents.accountId, accountId),
          eq(sandboxEvents.type, accountLinkType(purpose)),
          gt(sandboxEvents.createdAt, new Date(now.getTime() - ACCOUNT_LINK_TTL_MS)),
        ),
      )
      .returning();
    if (!row) return undefined;
    return { id: row.id, urls: parseAccountLink(row.payload)?.urls ?? null };
  }

  async retrieveAccount(accountId: string) {
    return presentAccount(await this.accountRow(this.db, accountId));
  }

  /**
   * Sets the account's flags, as Stripe does when requirements are met or fall due, and emits
   * `account.updated` when something changed. The hosted onboarding page calls it with all three on.
   */
  async updateAccountFlags(accountId: string, flags: Partial<AccountFlags>): Promise<ConnectedAccount> {
    return this.db.transaction(async (tx) => this.setAccountFlags(tx, accountId, flags));
  }

  private async setAccountFlags(tx: Database, accountId: string, flags: Partial<AccountFlags>) {
    const before = await this.accountRow(tx, accountId, true);
    const next = {
      detailsSubmitted: flags.detailsSubmitted ?? before.detailsSubmitted,
      payoutsEnabled: flags.payoutsEnabled ?? before.payoutsEnabled,
      chargesEnabled: flags.chargesEnabled ?? before.chargesEnabled,
    };
    const changed =
      next.detailsSubmitted !== before.detailsSubmitted ||
      next.payoutsEnabled !== before.payoutsEnabled ||
      next.chargesEnabled !== before.chargesEnabled;
    if (!changed) return presentAccount(before);
    const [after] = await tx
      .update(sandboxAccounts)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(sandboxAccounts.id, accountId))
      .returning();
    if (!after) throw new PaymentObjectNotFoundError(`No such account: ${accountId}`);
    await this.emit(tx, 'account.updated', accountObject(after), accountId);
    return presentAccount(after);
  }

  completeOnboarding(accountId: string): Promise<ConnectedAccount> {
    return this.updateAccountFlags(accountId, ONBOARDED);
  }

  /**
   * The hosted onboarding form's "Complete onboarding": only with an onboarding link of this account,
   * used up in the same transaction. Answers where to send the browser, or null when the link is refused.
   */
  async completeOnboardingWithLink(
    accountId: string,
    token: string | undefined,
    now = new Date(),
  ): Promise<AccountLinkUrls | null> {
    return this.db.transaction(async (tx) => {
      const link = await this.useAccountLink(tx, accountId, 'onboarding', token, now);
      if (!link?.urls) return null;
      await this.setAccountFlags(tx, accountId, ONBOARDED);
      return link.urls;
    });
  }

  // ---- Checkout -------------------------------------------------------------------------------

  private presentSession(row: SessionRow): CheckoutSession {
    return {
      id: row.id,
      url: row.status === 'open' ? this.pageUrl(`/sandbox/checkout/${row.id}`) : null,
      status: row.status,
      paymentStatus: row.paymentStatus,
      amountTotal: row.amountTotal,
      currency: row.currency,
      paymentIntentId: row.paymentIntentId,
      subscriptionId: row.subscriptionId,
      metadata: row.metadata,
      created: epochSeconds(row.createdAt),
    };
  }

  private sessionObject(row: SessionRow): Record<string, unknown> {
    return toCheckoutSessionObject(this.presentSession(row), {
      mode: row.mode,
      expiresAt: row.expiresAt,
      customerEmail: row.customerEmail,
    });
  }

  /**
   * Inserts unless the idempotency key exists; either way answers the key's session, which must have
   * been asked for with the same parameters (a concurrent twin may have inserted it first).
   */
  private async insertSession(values: SessionValues): Promise<CheckoutSession> {
    await this.db
      .insert(sandboxCheckoutSessions)
      .values(values)
      .onConflictDoNothing({ target: sandboxCheckoutSessions.idempotencyKey });
    const existing = await this.existingSession(values);
    if (!existing) throw new Error('sandbox checkout insert returned no row');
    return existing;
  }

  /** The session made earlier with this idempotency key, if any (refused when asked for differently). */
  private async existingSession(requested: SessionValues): Promise<CheckoutSession | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.idempotencyKey, requested.idempotencyKey));
    if (!row) return undefined;
    refuseUnlessSameRequest(requested.idempotencyKey, sessionParameters(row), sessionParameters(requested));
    return this.presentSession(row);
  }

  async createBookingCheckout(input: CreateBookingCheckoutInput) {
    const requested: SessionValues = {
      id: newSessionId(),
      idempotencyKey: input.idempotencyKey,
      mode: 'payment',
      currency: input.currency,
      amountTotal: input.lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0),
      applicationFeeAmount: input.applicationFeeAmount,
      destinationAccountId: input.destinationAccountId,
      lineItems: input.lineItems,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      metadata: input.metadata,
      customerEmail: input.customerEmail ?? null,
      expiresAt: input.expiresAt,
    };
    // A repeated request answers the first session even if the destination changed since.
    const existing = await this.existingSession(requested);
    if (existing) return existing;
    checkedLineItems(input.lineItems);
    const total = requested.amountTotal;
    if (
      !Number.isInteger(input.applicationFeeAmount) ||
      input.applicationFeeAmount < 0 ||
      input.applicationFeeAmount > total
    ) {
      throw new PaymentRequestError('invalid_amount', 'The application fee must be whole cents within the total.');
    }
    const destination = await this.accountRow(this.db, input.destinationAccountId);
    // Stripe refuses destination charges to an account without the transfers capability.
    if (!destination.chargesEnabled) {
      throw new PaymentRequestError('destination_not_ready', 'The destination account cannot receive charges yet.');
    }
    return this.insertSession(requested);
  }

  async createSubscriptionCheckout(input: CreateSubscriptionCheckoutInput) {
    const requested: SessionValues = {
      id: newSessionId(),
      idempotencyKey: input.idempotencyKey,
      mode: 'subscription',
      currency: input.currency,
      amountTotal: input.unitAmount,
      lineItems: [{ name: input.productName, unitAmount: input.unitAmount, quantity: 1 }],
      subscriptionInterval: input.interval,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      metadata: input.metadata,
      customerEmail: input.customerEmail ?? null,
      expiresAt: new Date(Date.now() + SUBSCRIPTION_SESSION_TTL_MS),
    };
    const existing = await this.existingSession(requested);
    if (existing) return existing;
    checkedLineItems(requested.lineItems);
    return this.insertSession(requested);
  }

  private async sessionRow(db: Database, sessionId: string, lock = false): Promise<SessionRow> {
    const query = db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new PaymentObjectNotFoundError(`No such checkout session: ${sessionId}`);
    return row;
  }

  private async expireSession(tx: Database, row: SessionRow): Promise<SessionRow> {
    const [expired] = await tx
      .update(sandboxCheckoutSessions)
      .set({ status: 'expired' })
      .where(and(eq(sandboxCheckoutSessions.id, row.id), eq(sandboxCheckoutSessions.status, 'open')))
      .returning();
    if (!expired) return row;
    await this.emit(tx, 'checkout.session.expired', this.sessionObject(expired));
    return expired;
  }

  /** Open sessions past their expiry become expired (with their event). Returns how many. */
  async expireDueSessions(now = new Date(), limit = 100): Promise<number> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(sandboxCheckoutSessions)
        .where(and(eq(sandboxCheckoutSessions.status, 'open'), lte(sandboxCheckoutSessions.expiresAt, now)))
        .limit(limit)
        .for('update', { skipLocked: true });
      for (const row of due) await this.expireSession(tx, row);
      return due.length;
    });
  }

  async retrieveCheckoutSession(sessionId: string) {
    const row = await this.sessionRow(this.db, sessionId);
    if (row.status === 'open' && row.expiresAt.getTime() <= Date.now()) {
      return this.presentSession(
        await this.db.transaction(async (tx) => this.expireSession(tx, await this.sessionRow(tx, sessionId, true))),
      );
    }
    return this.presentSession(row);
  }

  async listRecentCheckoutSessions(createdAfter: Date, limit: number) {
    await this.expireDueSessions();
    const rows = await this.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(gte(sandboxCheckoutSessions.createdAt, createdAfter))
      .orderBy(desc(sandboxCheckoutSessions.createdAt), desc(sandboxCheckoutSessions.id))
      .limit(limit);
    return rows.map((row) => this.presentSession(row));
  }

  /** The hosted page's view of a session: line items and URLs the interface does not expose. */
  async checkoutPageData(sessionId: string): Promise<SessionRow> {
    await this.retrieveCheckoutSession(sessionId);
    return this.sessionRow(this.db, sessionId);
  }

  /**
   * The hosted page's Pay button: the session becomes complete and paid, the guide's account is
   * credited with the amount less the application fee, and the events are emitted, all in one
   * transaction. Paying twice (double click) changes nothing and leads to the same success page.
   */
  async payCheckoutSession(sessionId: string, now = new Date()): Promise<PayOutcome> {
    return this.db.transaction(async (tx) => {
      let row = await this.sessionRow(tx, sessionId, true);
      const success = () => row.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', row.id);
      if (row.status === 'complete') return { outcome: 'paid', redirectUrl: success() };
      if (row.status === 'open' && row.expiresAt.getTime() <= now.getTime()) row = await this.expireSession(tx, row);
      if (row.status === 'expired') return { outcome: 'expired' };

      const [paid] = await tx
        .update(sandboxCheckoutSessions)
        .set({
          status: 'complete',
          paymentStatus: row.amountTotal > 0 ? 'paid' : 'no_payment_required',
          paymentIntentId: newId('pi'),
          chargeId: newId('ch'),
          subscriptionId: row.mode === 'subscription' ? newId('sub') : null,
          completedAt: now,
        })
        .where(eq(sandboxCheckoutSessions.id, row.id))
        .returning();
      if (!paid) throw new Error('sandbox checkout update returned no row');
      row = paid;
      if (paid.destinationAccountId) {
        await tx.insert(sandboxBalanceTransactions).values({
          accountId: paid.destinationAccountId,
          type: 'payment',
          amount: paid.amountTotal - paid.applicationFeeAmount,
          sourceId: paid.id,
          createdAt: now,
        });
      }
      if (paid.mode === 'subscription' && paid.subscriptionId) {
        const interval = paid.subscriptionInterval ?? 'month';
        const [subscription] = await tx
          .insert(sandboxSubscriptions)
          .values({
            id: paid.subscriptionId,
            checkoutSessionId: paid.id,
            status: 'active',
            interval,
            unitAmount: paid.amountTotal,
            currency: paid.currency,
            currentPeriodStart: now,
            currentPeriodEnd: periodEndAfter(now, interval),
            metadata: paid.metadata,
            customerEmail: paid.customerEmail,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!subscription) throw new Error('sandbox subscription insert returned no row');
        // Stripe's order: the subscription, its first invoice, then the session.
        await this.emit(tx, 'customer.subscription.created', subscriptionObject(subscription));
        await this.emit(tx, 'invoice.paid', invoiceObject(subscription, 'paid'));
      }
      await this.emit(tx, 'checkout.session.completed', this.sessionObject(paid));
      return { outcome: 'paid', redirectUrl: success() };
    });
  }

  // ---- Subscriptions --------------------------------------------------------------------------

  private async subscriptionRow(db: Database, subscriptionId: string, lock = false): Promise<SubscriptionRow> {
    const query = db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new PaymentObjectNotFoundError(`No such subscription: ${subscriptionId}`);
    return row;
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return presentSubscription(await this.subscriptionRow(this.db, subscriptionId));
  }

  /**
   * Setting the flag is idempotent by nature (the same value twice changes nothing and emits nothing), so
   * the sandbox needs no record of the key.
   */
  async setSubscriptionCancelAtPeriodEnd(
    subscriptionId: string,
    input: { idempotencyKey: string; cancelAtPeriodEnd: boolean },
  ): Promise<ProviderSubscription> {
    return this.db.transaction(async (tx) => {
      const row = await this.subscriptionRow(tx, subscriptionId, true);
      if (row.status === 'canceled') {
        throw new PaymentRequestError(
          'subscription_canceled',
          'A canceled subscription can no longer be updated.',
          'cancel_at_period_end',
        );
      }
      if (row.cancelAtPeriodEnd === input.cancelAtPeriodEnd) return presentSubscription(row);
      const [after] = await tx
        .update(sandboxSubscriptions)
        .set({ cancelAtPeriodEnd: input.cancelAtPeriodEnd, updatedAt: new Date() })
        .where(eq(sandboxSubscriptions.id, row.id))
        .returning();
      if (!after) throw new PaymentObjectNotFoundError(`No such subscription: ${subscriptionId}`);
      await this.emit(tx, 'customer.subscription.updated', subscriptionObject(after));
      return presentSubscription(after);
    });
  }

  /**
   * Stripe's `DELETE /v1/subscriptions/{id}`: canceled now (`customer.subscription.deleted`), so no
   * period is ever charged again. Nothing is refunded. Canceling it again changes nothing and emits
   * nothing, so the sandbox needs no record of the key.
   */
  async cancelSubscription(subscriptionId: string, _input: { idempotencyKey: string }): Promise<ProviderSubscription> {
    return this.db.transaction(async (tx) => {
      const row = await this.subscriptionRow(tx, subscriptionId, true);
      if (row.status === 'canceled') return presentSubscription(row);
      const now = new Date();
      const [canceled] = await tx
        .update(sandboxSubscriptions)
        .set({ status: 'canceled', canceledAt: now, updatedAt: now })
        .where(eq(sandboxSubscriptions.id, row.id))
        .returning();
      if (!canceled) throw new PaymentObjectNotFoundError(`No such subscription: ${subscriptionId}`);
      await this.emit(tx, 'customer.subscription.deleted', subscriptionObject(canceled));
      return presentSubscription(canceled);
    });
  }

  /**
   * The end of one billing period, as Stripe Billing plays it: a subscription set to cancel ends; one whose
   * next payment is set to fail goes past_due; any other is charged again for the next period. A
   * past_due subscription left unpaid a week is canceled.
   */
  private async endPeriod(tx: Database, row: SubscriptionRow, now: Date): Promise<SubscriptionRow> {
    const update = async (values: Partial<typeof sandboxSubscriptions.$inferInsert>) => {
      const [after] = await tx
        .update(sandboxSubscriptions)
        // The period end the caller decided (the test page ends the period now) unless the step moves it.
        .set({ currentPeriodEnd: row.currentPeriodEnd, ...values, updatedAt: now })
        .where(eq(sandboxSubscriptions.id, row.id))
        .returning();
      if (!after) throw new PaymentObjectNotFoundError(`No such subscription: ${row.id}`);
      return after;
    };
    if (row.status === 'canceled') return row;
    if (row.cancelAtPeriodEnd || (row.status === 'past_due' && !row.failNextRenewal)) {
      if (row.status === 'past_due' && now.getTime() < row.currentPeriodEnd.getTime() + PAST_DUE_CANCEL_AFTER_MS) {
        return row;
      }
      const canceled = await update({ status: 'canceled', canceledAt: now });
      await this.emit(tx, 'customer.subscription.deleted', subscriptionObject(canceled));
      return canceled;
    }
    if (row.failNextRenewal) {
      const failed = await update({ status: 'past_due', failNextRenewal: false });
      await this.emit(tx, 'invoice.payment_failed', invoiceObject(failed, 'open'));
      await this.emit(tx, 'customer.subscription.updated', subscriptionObject(failed));
      return failed;
    }
    let start = row.currentPeriodEnd;
    let end = periodEndAfter(start, row.interval);
    // A server that was off for several periods catches up in one charge for the current one.
    while (end.getTime() <= now.getTime()) {
      start = end;
      end = periodEndAfter(start, row.interval);
    }
    const renewed = await update({ status: 'active', currentPeriodStart: start, currentPeriodEnd: end });
    await this.emit(tx, 'invoice.paid', invoiceObject(renewed, 'paid'));
    await this.emit(tx, 'customer.subscription.updated', subscriptionObject(renewed));
    return renewed;
  }

  /** Subscriptions whose period has ended are renewed, failed or canceled (with their events). Returns how many. */
  async renewDueSubscriptions(now = new Date(), limit = 100): Promise<number> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(sandboxSubscriptions)
        .where(
          or(
            and(eq(sandboxSubscriptions.status, 'active'), lte(sandboxSubscriptions.currentPeriodEnd, now)),
            and(
              eq(sandboxSubscriptions.status, 'past_due'),
              lte(sandboxSubscriptions.currentPeriodEnd, new Date(now.getTime() - PAST_DUE_CANCEL_AFTER_MS)),
            ),
          ),
        )
        .limit(limit)
        .for('update', { skipLocked: true });
      for (const row of due) await this.endPeriod(tx, row, now);
      return due.length;
    });
  }

  /** The hosted test page of a subscription, with a fresh single-use link (relative path). */
  async subscriptionPagePath(subscriptionId: string, now = new Date()): Promise<string> {
    await this.subscriptionRow(this.db, subscriptionId);
    const token = await this.mintAccountLink(subscriptionId, 'subscription', null, now);
    return `/sandbox/subscription/${encodeURIComponent(subscriptionId)}?${new URLSearchParams({ link: token })}`;
  }

  async subscriptionPageData(subscriptionId: string): Promise<SubscriptionRow> {
    return this.subscriptionRow(this.db, subscriptionId);
  }

  /**
   * The hosted test page's buttons: end the current period now, with the renewal's payment accepted or
   * declined. A past_due subscription is paid again (renewal) or declined once more. Only with the page's
   * link, used up in the same transaction; answers a fresh page path, or null when the link is refused.
   */
  async simulateRenewalWithLink(
    subscriptionId: string,
    token: string | undefined,
    outcome: 'paid' | 'failed',
    now = new Date(),
  ): Promise<string | null> {
    const used = await this.db.transaction(async (tx) => {
      const link = await this.useAccountLink(tx, subscriptionId, 'subscription', token, now);
      if (!link) return false;
      const row = await this.subscriptionRow(tx, subscriptionId, true);
      if (row.status === 'canceled') return true;
      if (row.status === 'past_due') {
        if (outcome === 'failed') {
          await this.emit(tx, 'invoice.payment_failed', invoiceObject(row, 'open'));
          return true;
        }
        const [paid] = await tx
          .update(sandboxSubscriptions)
          .set({
            status: 'active',
            currentPeriodStart: now,
            currentPeriodEnd: periodEndAfter(now, row.interval),
            updatedAt: now,
          })
          .where(eq(sandboxSubscriptions.id, row.id))
          .returning();
        if (!paid) return true;
        await this.emit(tx, 'invoice.paid', invoiceObject(paid, 'paid'));
        await this.emit(tx, 'customer.subscription.updated', subscriptionObject(paid));
        return true;
      }
      await this.endPeriod(tx, { ...row, currentPeriodEnd: now, failNextRenewal: outcome === 'failed' }, now);
      return true;
    });
    if (!used) return null;
    return this.subscriptionPagePath(subscriptionId, now);
  }

  /**
   * Sandbox only, like Stripe's test charges: a paid CA$ checkout to the guide's account (10% platform
   * fee), so a demo guide has a balance to withdraw before bookings exist. It goes through the same
   * session, ledger and webhook path as a real checkout. Only with a dashboard link of the account, used
   * up first: its id is the payment's idempotency key, so a link credits at most once. Answers a fresh
   * dashboard link to show the result with, or null when the link is refused.
   */
  async createTestPaymentWithLink(
    accountId: string,
    token: string | undefined,
    amount: number,
    now = new Date(),
  ): Promise<string | null> {
    const link = await this.useAccountLink(this.db, accountId, 'dashboard', token, now);
    if (!link) return null;
    await this.createTestPayment(accountId, amount, `sandbox-test-payment:${link.id}`, now);
    return this.mintAccountLink(accountId, 'dashboard', null, now);
  }

  private async createTestPayment(accountId: string, amount: number, idempotencyKey: string, now: Date) {
    const dashboard = this.pageUrl(`/sandbox/dashboard/${encodeURIComponent(accountId)}`);
    const session = await this.createBookingCheckout({
      idempotencyKey,
      lineItems: [{ name: 'Sandbox test payment', unitAmount: amount, quantity: 1 }],
      currency: 'cad',
      destinationAccountId: accountId,
      applicationFeeAmount: platformFeeCents(amount),
      successUrl: dashboard,
      cancelUrl: dashboard,
      expiresAt: new Date(now.getTime() + 60 * 60 * 1000),
      metadata: { kind: 'sandbox_test_payment' },
    });
    await this.payCheckoutSession(session.id, now);
  }

  /** The hosted page's Cancel button: like Stripe, the session stays open until it expires. */
  async cancelUrlFor(sessionId: string): Promise<string> {
    const row = await this.sessionRow(this.db, sessionId);
    return row.cancelUrl.replaceAll('{CHECKOUT_SESSION_ID}', row.id);
  }

  async createRefund(input: CreateRefundInput): Promise<Refund> {
    return this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey));
      if (existing) {
        refuseUnlessSameRequest(
          input.idempotencyKey,
          { paymentIntentId: existing.paymentIntentId, amount: existing.amount, metadata: existing.metadata },
          {
            paymentIntentId: input.paymentIntentId,
            // Without an amount the first refund took what was refundable then; any amount repeats that.
            amount: input.amount ?? existing.amount,
            metadata: input.metadata,
          },
        );
        return {
          id: existing.id,
          amount: existing.amount,
          status: 'succeeded',
          paymentIntentId: existing.paymentIntentId,
        };
      }
      const [session] = await tx
        .select()
        .from(sandboxCheckoutSessions)
        .where(eq(sandboxCheckoutSessions.paymentIntentId, input.paymentIntentId))
        .for('update');
      if (!session) throw new PaymentObjectNotFoundError(`No such payment intent: ${input.paymentIntentId}`);
      const refundable = session.amountTotal - session.amountRefunded;
      const amount = input.amount ?? refundable;
      if (!Number.isInteger(amount) || amount <= 0) {
        throw new PaymentRequestError('invalid_amount', 'A refund must be a positive whole number of cents.', 'amount');
      }
      if (amount > refundable) {
        throw new PaymentRequestError(
          'refund_exceeds_charge',
          `At most ${refundable} cents can be refunded.`,
          'amount',
        );
      }
      // reverse_transfer takes the refunded share back from the guide; refund_application_fee gives
      // back the matching part of the platform's fee (Stripe destination charges).
      const feeReturned =
        input.refundApplicationFee && session.amountTotal > 0
          ? Math.round((session.applicationFeeAmount * amount) / session.amountTotal)
          : 0;
      const reversed = input.reverseTransfer && session.destinationAccountId ? amount - feeReturned : 0;
      const id = newId('re');
      await tx.insert(sandboxRefunds).values({
        id,
        idempotencyKey: input.idempotencyKey,
        paymentIntentId: input.paymentIntentId,
        amount,
        reversedAmount: reversed,
        metadata: input.metadata,
      });
      if (reversed > 0 && session.destinationAccountId) {
        await tx
          .insert(sandboxBalanceTransactions)
          .values({ accountId: session.destinationAccountId, type: 'refund', amount: reversed, sourceId: id });
      }
      const [after] = await tx
        .update(sandboxCheckoutSessions)
        .set({ amountRefunded: session.amountRefunded + amount })
        .where(eq(sandboxCheckoutSessions.id, session.id))
        .returning();
      if (!after) throw new Error('sandbox refund update returned no row');
      await this.emit(tx, 'charge.refunded', {
        id: after.chargeId,
        object: 'charge',
        amount: after.amountTotal,
        amount_refunded: after.amountRefunded,
        refunded: after.amountRefunded === after.amountTotal,
        currency: after.currency,
        payment_intent: after.paymentIntentId,
        metadata: after.metadata,
        refunds: { data: [{ id, amount, metadata: input.metadata }] },
      });
      return { id, amount, status: 'succeeded', paymentIntentId: input.paymentIntentId };
    });
  }

  // ---- Balance, bank accounts, payouts --------------------------------------------------------

  /** Payments credit the account; refund reversals and payouts debit it. May be negative, as on Stripe. */
  private async availableAmount(db: Database, accountId: string): Promise<number> {
    const [row] = await db
      .select({
        value: sql<string>`coalesce(sum(case when ${sandboxBalanceTransactions.type} = 'payment' then ${sandboxBalanceTransactions.amount} else -${sandboxBalanceTransactions.amount} end), 0)`,
      })
      .from(sandboxBalanceTransactions)
      .where(eq(sandboxBalanceTransactions.accountId, accountId));
    return Number(row?.value ?? 0);
  }

  async retrieveBalance(accountId: string): Promise<Balance> {
    const account = await this.accountRow(this.db, accountId);
    return {
      available: [{ amount: await this.availableAmount(this.db, accountId), currency: account.defaultCurrency }],
      // The sandbox settles at once: nothing is ever pending.
      pending: [{ amount: 0, currency: account.defaultCurrency }],
    };
  }

  async listPayouts(accountId: string, limit: number) {
    await this.accountRow(this.db, accountId);
    const rows = await this.db
      .select()
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.accountId, accountId))
      .orderBy(desc(sandboxPayouts.createdAt), desc(sandboxPayouts.id))
      .limit(limit);
    const now = new Date();
    return rows.map((row) => presentPayout(row, now));
  }

  async listExternalAccounts(accountId: string) {
    await this.accountRow(this.db, accountId);
    const rows = await this.db
      .select()
      .from(sandboxExternalAccounts)
      .where(eq(sandboxExternalAccounts.accountId, accountId))
      .orderBy(asc(sandboxExternalAccounts.createdAt), asc(sandboxExternalAccounts.id));
    return rows.map(presentExternalAccount);
  }

  /** A Canadian bank account; the first one becomes the default for CAD. */
  async addBankAccount(accountId: string, input: AddBankAccountInput) {
    for (const rule of BANK_DIGITS) {
      if (!rule.pattern.test(input[rule.param])) {
        throw new PaymentRequestError(
          'invalid_bank_account',
          `The ${rule.field.replace('_', ' ')} must be ${rule.rule}.`,
          rule.field,
        );
      }
    }
    if (input.accountHolderName.trim() === '') {
      throw new PaymentRequestError(
        'invalid_bank_account',
        'The account holder name is required.',
        'account_holder_name',
      );
    }
    return this.db.transaction(async (tx) => {
      // Locking the account makes "the first becomes default" hold under concurrent adds.
      await this.accountRow(tx, accountId, true);
      const [existing] = await tx
        .select()
        .from(sandboxExternalAccounts)
        .where(
          and(
            eq(sandboxExternalAccounts.accountId, accountId),
            eq(sandboxExternalAccounts.idempotencyKey, input.idempotencyKey),
          ),
        );
      if (existing) {
        refuseUnlessSameRequest(
          input.idempotencyKey,
          [existing.accountHolderName, existing.transitNumber, existing.institutionNumber, existing.last4],
          [input.accountHolderName.trim(), input.transitNumber, input.institutionNumber, input.accountNumber.slice(-4)],
        );
        return presentExternalAccount(existing);
      }
      const count = await tx.$count(sandboxExternalAccounts, eq(sandboxExternalAccounts.accountId, accountId));
      const [row] = await tx
        .insert(sandboxExternalAccounts)
        .values({
          id: newId('ba'),
          accountId,
          idempotencyKey: input.idempotencyKey,
          accountHolderName: input.accountHolderName.trim(),
          transitNumber: input.transitNumber,
          institutionNumber: input.institutionNumber,
          last4: input.accountNumber.slice(-4),
          bankName: CANADIAN_BANKS[input.institutionNumber] ?? null,
          defaultForCurrency: count === 0,
        })
        .returning();
      if (!row) throw new Error('sandbox bank account insert returned no row');
      return presentExternalAccount(row);
    });
  }

  async setDefaultExternalAccount(accountId: string, externalAccountId: string) {
    return this.db.transaction(async (tx) => {
      const owned = and(
        eq(sandboxExternalAccounts.accountId, accountId),
        eq(sandboxExternalAccounts.id, externalAccountId),
      );
      const [target] = await tx.select().from(sandboxExternalAccounts).where(owned);
      if (!target) throw new PaymentObjectNotFoundError(`No such external account: ${externalAccountId}`);
      await tx
        .update(sandboxExternalAccounts)
        .set({ defaultForCurrency: false })
        .where(eq(sandboxExternalAccounts.accountId, accountId));
      const [row] = await tx.update(sandboxExternalAccounts).set({ defaultForCurrency: true }).where(owned).returning();
      if (!row) throw new PaymentObjectNotFoundError(`No such external account: ${externalAccountId}`);
      return presentExternalAccount(row);
    });
  }

  /**
   * Moves `amount` of the available balance to the default bank account. The account row is locked
   * while the balance is checked, so two concurrent withdrawals can never overdraw it.
   */
  async createPayout(accountId: string, input: { idempotencyKey: string; amount: number; currency: Currency }) {
    if (!Number.isInteger(input.amount) || input.amount <= 0) {
      throw new PaymentRequestError('invalid_amount', 'A payout must be a positive whole number of cents.', 'amount');
    }
    return this.db.transaction(async (tx) => {
      const account = await this.accountRow(tx, accountId, true);
      const now = new Date();
      const [existing] = await tx
        .select()
        .from(sandboxPayouts)
        .where(and(eq(sandboxPayouts.accountId, accountId), eq(sandboxPayouts.idempotencyKey, input.idempotencyKey)));
      if (existing) {
        // The payout goes to the account's default bank account of the time: amount and currency are the request.
        refuseUnlessSameRequest(
          input.idempotencyKey,
          { amount: existing.amount, currency: existing.currency },
          { amount: input.amount, currency: input.currency },
        );
        return presentPayout(existing, now);
      }
      if (!account.payoutsEnabled) {
        throw new PaymentRequestError('payouts_not_enabled', 'Payouts are not enabled for this account yet.');
      }
      const [bank] = await tx
        .select()
        .from(sandboxExternalAccounts)
        .where(
          and(eq(sandboxExternalAccounts.accountId, accountId), eq(sandboxExternalAccounts.defaultForCurrency, true)),
        );
      if (!bank) throw new PaymentRequestError('no_external_account', 'Add a bank account before withdrawing.');
      const available = await this.availableAmount(tx, accountId);
      if (input.amount > available) throw new InsufficientBalanceError(Math.max(0, available));
      const [row] = await tx
        .insert(sandboxPayouts)
        .values({
          id: newId('po'),
          accountId,
          idempotencyKey: input.idempotencyKey,
          amount: input.amount,
          currency: input.currency,
          externalAccountId: bank.id,
          description: `Payout to ${bank.bankName ?? 'bank account'} ••••${bank.last4}`,
          arrivalDate: nextBusinessDay(now),
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('sandbox payout insert returned no row');
      await tx
        .insert(sandboxBalanceTransactions)
        .values({ accountId, type: 'payout', amount: row.amount, sourceId: row.id, createdAt: now });
      const payout = presentPayout(row, now);
      await this.emit(tx, 'payout.created', { ...payout, object: 'payout', destination: bank.id }, accountId);
      return payout;
    });
  }

  async listAccountCharges(accountId: string, createdAfter: Date, limit: number): Promise<AccountCharge[]> {
    const rows = await this.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(
        and(
          eq(sandboxCheckoutSessions.destinationAccountId, accountId),
          eq(sandboxCheckoutSessions.status, 'complete'),
          gte(sandboxCheckoutSessions.completedAt, createdAfter),
        ),
      )
      .orderBy(desc(sandboxCheckoutSessions.completedAt))
      .limit(limit);
    return rows.map((row) => ({
      id: row.chargeId ?? row.id,
      amount: row.amountTotal,
      applicationFeeAmount: row.applicationFeeAmount,
      currency: row.currency,
      created: epochSeconds(row.completedAt ?? row.createdAt),
    }));
  }

  /** The hosted dashboard's data. */
  async dashboardData(accountId: string) {
    const [account, balance, payouts, externalAccounts] = await Promise.all([
      this.retrieveAccount(accountId),
      this.retrieveBalance(accountId),
      this.listPayouts(accountId, 50),
      this.listExternalAccounts(accountId),
    ]);
    return { account, balance, payouts, externalAccounts };
  }
}
