import type { Database } from '../../../db/client.ts';
import type {
  AccountCharge,
  AddBankAccountInput,
  Balance,
  ConnectedAccount,
  CreateBookingCheckoutInput,
  CreateRefundInput,
  CreateSubscriptionCheckoutInput,
  Currency,
  PaymentProvider,
  ProviderSubscription,
  Refund,
  WebhookEvent,
} from '../payment-provider.ts';
import { parseWebhookEvent, signWebhookPayload, verifyWebhookSignature } from '../webhook-signature.ts';
import type { AccountFlags, AccountLinkPurpose, AccountLinkState, AccountLinkUrls } from './sandbox-accounts.ts';
import * as accounts from './sandbox-accounts.ts';
import type { PayOutcome } from './sandbox-checkout.ts';
import * as checkout from './sandbox-checkout.ts';
import type { SandboxContext, SessionRow, SubscriptionRow } from './sandbox-context.ts';
import * as ledger from './sandbox-ledger.ts';
import * as subscriptions from './sandbox-subscriptions.ts';

/**
 * The default payment provider: Connect-style accounts, hosted checkout, balances, payouts, refunds and
 * signed webhooks, all simulated in the database so every flow works offline. No real money moves.
 * Hosted pages live in sandbox-pages.routes.ts; deliveries in sandbox-webhook-delivery.ts.
 *
 * This class is the provider's face; the work is done in sandbox-accounts.ts, sandbox-checkout.ts,
 * sandbox-subscriptions.ts and sandbox-ledger.ts.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;
  private readonly ctx: SandboxContext;

  constructor(
    db: Database,
    publicUrl: string,
    private readonly webhookSecret: string,
  ) {
    this.ctx = { db, publicUrl };
  }

  /** The `Stripe-Signature` header for a payload, signed now (deliveries and tests). */
  signPayload(payload: string, timestamp?: number): string {
    return signWebhookPayload(payload, this.webhookSecret, timestamp);
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): WebhookEvent {
    verifyWebhookSignature(rawBody, signatureHeader, this.webhookSecret);
    return parseWebhookEvent(rawBody);
  }

  createConnectedAccount(input: { idempotencyKey: string; email: string; country: 'CA' }) {
    return accounts.createConnectedAccount(this.ctx, input);
  }

  createOnboardingLink(accountId: string, urls: AccountLinkUrls) {
    return accounts.createOnboardingLink(this.ctx, accountId, urls);
  }

  createDashboardLink(accountId: string) {
    return accounts.createDashboardLink(this.ctx, accountId);
  }

  /** The dashboard page's own path with a link token (relative: the page's redirects stay on this server). */
  dashboardPath(accountId: string, token: string): string {
    return accounts.dashboardPath(accountId, token);
  }

  /**
   * A new link for the account's page. The row lives in sandbox_events beside the events (an account
   * link is an object of the simulated provider too; it is never delivered as a webhook): its id is the
   * token's hash, its type says the purpose and becomes account_link.used once an action used it.
   */
  mintAccountLink(
    accountId: string,
    purpose: AccountLinkPurpose,
    urls: AccountLinkUrls | null,
    now = new Date(),
  ): Promise<string> {
    return accounts.mintAccountLink(this.ctx, accountId, purpose, urls, now);
  }

  /** Reads a link without using it (the page shows itself with it). */
  peekAccountLink(
    accountId: string,
    purpose: AccountLinkPurpose,
    token: string | undefined,
    now = new Date(),
  ): Promise<AccountLinkState> {
    return accounts.peekAccountLink(this.ctx, accountId, purpose, token, now);
  }

  retrieveAccount(accountId: string) {
    return accounts.retrieveAccount(this.ctx, accountId);
  }

  /**
   * Sets the account's flags, as Stripe does when requirements are met or fall due, and emits
   * `account.updated` when something changed. The hosted onboarding page calls it with all three on.
   */
  updateAccountFlags(accountId: string, flags: Partial<AccountFlags>): Promise<ConnectedAccount> {
    return accounts.updateAccountFlags(this.ctx, accountId, flags);
  }

  completeOnboarding(accountId: string): Promise<ConnectedAccount> {
    return accounts.completeOnboarding(this.ctx, accountId);
  }

  /**
   * The hosted onboarding form's "Complete onboarding": only with an onboarding link of this account,
   * used up in the same transaction. Answers where to send the browser, or null when the link is refused.
   */
  completeOnboardingWithLink(
    accountId: string,
    token: string | undefined,
    now = new Date(),
  ): Promise<AccountLinkUrls | null> {
    return accounts.completeOnboardingWithLink(this.ctx, accountId, token, now);
  }

  createBookingCheckout(input: CreateBookingCheckoutInput) {
    return checkout.createBookingCheckout(this.ctx, input);
  }

  createSubscriptionCheckout(input: CreateSubscriptionCheckoutInput) {
    return checkout.createSubscriptionCheckout(this.ctx, input);
  }

  /** Open sessions past their expiry become expired (with their event). Returns how many. */
  expireDueSessions(now = new Date(), limit = 100): Promise<number> {
    return checkout.expireDueSessions(this.ctx, now, limit);
  }

  retrieveCheckoutSession(sessionId: string) {
    return checkout.retrieveCheckoutSession(this.ctx, sessionId);
  }

  listRecentCheckoutSessions(createdAfter: Date, limit: number) {
    return checkout.listRecentCheckoutSessions(this.ctx, createdAfter, limit);
  }

  /** The hosted page's view of a session: line items and URLs the interface does not expose. */
  checkoutPageData(sessionId: string): Promise<SessionRow> {
    return checkout.checkoutPageData(this.ctx, sessionId);
  }

  /**
   * The hosted page's Pay button: the session becomes complete and paid, the guide's account is
   * credited with the amount less the application fee, and the events are emitted, all in one
   * transaction. Paying twice (double click) changes nothing and leads to the same success page.
   */
  payCheckoutSession(sessionId: string, now = new Date()): Promise<PayOutcome> {
    return checkout.payCheckoutSession(this.ctx, sessionId, now);
  }

  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    return subscriptions.retrieveSubscription(this.ctx, subscriptionId);
  }

  /**
   * Setting the flag is idempotent by nature (the same value twice changes nothing and emits nothing), so
   * the sandbox needs no record of the key.
   */
  setSubscriptionCancelAtPeriodEnd(
    subscriptionId: string,
    input: { idempotencyKey: string; cancelAtPeriodEnd: boolean },
  ): Promise<ProviderSubscription> {
    return subscriptions.setSubscriptionCancelAtPeriodEnd(this.ctx, subscriptionId, input);
  }

  /**
   * Stripe's `DELETE /v1/subscriptions/{id}`: canceled now (`customer.subscription.deleted`), so no
   * period is ever charged again. Nothing is refunded. Canceling it again changes nothing and emits
   * nothing, so the sandbox needs no record of the key.
   */
  cancelSubscription(subscriptionId: string, _input: { idempotencyKey: string }): Promise<ProviderSubscription> {
    return subscriptions.cancelSubscription(this.ctx, subscriptionId, _input);
  }

  /** Subscriptions whose period has ended are renewed, failed or canceled (with their events). Returns how many. */
  renewDueSubscriptions(now = new Date(), limit = 100): Promise<number> {
    return subscriptions.renewDueSubscriptions(this.ctx, now, limit);
  }

  /** The hosted test page of a subscription, with a fresh single-use link (relative path). */
  subscriptionPagePath(subscriptionId: string, now = new Date()): Promise<string> {
    return subscriptions.subscriptionPagePath(this.ctx, subscriptionId, now);
  }

  subscriptionPageData(subscriptionId: string): Promise<SubscriptionRow> {
    return subscriptions.subscriptionPageData(this.ctx, subscriptionId);
  }

  /**
   * The hosted test page's buttons: end the current period now, with the renewal's payment accepted or
   * declined. A past_due subscription is paid again (renewal) or declined once more. Only with the page's
   * link, used up in the same transaction; answers a fresh page path, or null when the link is refused.
   */
  simulateRenewalWithLink(
    subscriptionId: string,
    token: string | undefined,
    outcome: 'paid' | 'failed',
    now = new Date(),
  ): Promise<string | null> {
    return subscriptions.simulateRenewalWithLink(this.ctx, subscriptionId, token, outcome, now);
  }

  /**
   * Sandbox only, like Stripe's test charges: a paid CA$ checkout to the guide's account (10% platform
   * fee), so a demo guide has a balance to withdraw before bookings exist. It goes through the same
   * session, ledger and webhook path as a real checkout. Only with a dashboard link of the account, used
   * up first: its id is the payment's idempotency key, so a link credits at most once. Answers a fresh
   * dashboard link to show the result with, or null when the link is refused.
   */
  createTestPaymentWithLink(
    accountId: string,
    token: string | undefined,
    amount: number,
    now = new Date(),
  ): Promise<string | null> {
    return ledger.createTestPaymentWithLink(this.ctx, accountId, token, amount, now);
  }

  /** The hosted page's Cancel button: like Stripe, the session stays open until it expires. */
  cancelUrlFor(sessionId: string): Promise<string> {
    return checkout.cancelUrlFor(this.ctx, sessionId);
  }

  createRefund(input: CreateRefundInput): Promise<Refund> {
    return ledger.createRefund(this.ctx, input);
  }

  retrieveBalance(accountId: string): Promise<Balance> {
    return ledger.retrieveBalance(this.ctx, accountId);
  }

  listPayouts(accountId: string, limit: number) {
    return ledger.listPayouts(this.ctx, accountId, limit);
  }

  listExternalAccounts(accountId: string) {
    return ledger.listExternalAccounts(this.ctx, accountId);
  }

  /** A Canadian bank account; the first one becomes the default for CAD. */
  addBankAccount(accountId: string, input: AddBankAccountInput) {
    return ledger.addBankAccount(this.ctx, accountId, input);
  }

  setDefaultExternalAccount(accountId: string, externalAccountId: string) {
    return ledger.setDefaultExternalAccount(this.ctx, accountId, externalAccountId);
  }

  /**
   * Moves `amount` of the available balance to the default bank account. The account row is locked
   * while the balance is checked, so two concurrent withdrawals can never overdraw it.
   */
  createPayout(accountId: string, input: { idempotencyKey: string; amount: number; currency: Currency }) {
    return ledger.createPayout(this.ctx, accountId, input);
  }

  listAccountCharges(accountId: string, createdAfter: Date, limit: number): Promise<AccountCharge[]> {
    return ledger.listAccountCharges(this.ctx, accountId, createdAfter, limit);
  }

  /** The hosted dashboard's data. */
  dashboardData(accountId: string) {
    return ledger.dashboardData(this.ctx, accountId);
  }
}
