import { createHash, randomUUID } from 'node:crypto';
import { mayOpenPayoutAccount } from '@cordee/shared/access-policy';
import { formatAmount } from '@cordee/shared/money';
import { PAYOUT_RETURN_QUERY, PAYOUT_SCREEN_PATH } from '@cordee/shared/payout-screen';
import {
  type AddBankAccountSchema,
  type Balance,
  type ConnectedAccount,
  PAYOUT_STATS_PERIOD_DAYS,
  type Payout,
  type PayoutMethod,
  type PayoutOverview,
  type PayoutStats,
  platformFeeCents,
  type WithdrawSchema,
} from '@cordee/shared/payouts.contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { DomainError, FieldValidationError, forbidden, notFound } from '../../http/errors.ts';
import { noticeOf } from '../../http/notices.ts';
import {
  InsufficientBalanceError,
  PaymentIdempotencyError,
  PaymentObjectNotFoundError,
  PaymentRequestError,
  providerCall,
} from '../../integrations/payments/payment-errors.ts';
import type {
  ExternalAccount,
  PaymentProvider as Payments,
  ConnectedAccount as ProviderAccount,
  Payout as ProviderPayout,
} from '../../integrations/payments/payment-provider.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import { type UserRow, users } from '../users/users.tables.ts';
import { applyAccountFlags } from './payout-account-sync.ts';
import { payoutStateOf } from './payout-readiness.ts';

export type PayoutContext = {
  db: Database;
  payments: Payments;
  config: Config;
  /** The events feature's count of a guide's events, passed in by app.ts (payouts imports no event code). */
  countEventsOf: (guideId: number) => Promise<number>;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Payouts listed on the Payout screen and in GET /api/user (bounded). */
export const PAYOUT_LIST_LIMIT = 20;
/** Charges summed for the 7-day stats; far above a guide's weekly bookings. */
const STATS_CHARGES_LIMIT = 1000;

// ---- Presenters: the provider's objects in the API's (Stripe-like) field names ------------------

export function presentConnectedAccount(account: ProviderAccount): ConnectedAccount {
  return {
    id: account.id,
    default_currency: account.defaultCurrency,
    details_submitted: account.detailsSubmitted,
    payouts_enabled: account.payoutsEnabled,
    charges_enabled: account.chargesEnabled,
    capabilities: account.capabilities,
    settings: { payouts: { schedule: { interval: account.payoutScheduleInterval || null } } },
  };
}

function presentPayoutMethod(external: ExternalAccount): PayoutMethod {
  return { ...external, name: external.account_holder_name };
}

function presentPayout(payout: ProviderPayout): Payout {
  return { ...payout };
}

const emptyBalance = (currency: string): Balance => ({
  available: [{ amount: 0, currency }],
  pending: [{ amount: 0, currency }],
});

// ---- Access --------------------------------------------------------------------------------------

function accountIdOf(user: UserRow): string {
  if (!user.stripeAccountId) {
    throw new DomainError('payout_account_missing');
  }
  return user.stripeAccountId;
}

/** The owner, or the super admin for an account some user holds; anyone else is refused. */
async function assertMayViewAccount(db: Database, actor: AuthenticatedSession, accountId: string): Promise<void> {
  const { user } = actor;
  if (!mayOpenPayoutAccount(user, accountId)) throw forbidden('payout_account');
  if (user.role === 'guide') return;
  const holder = await db.$count(users, eq(users.stripeAccountId, accountId));
  if (holder === 0) throw notFound('payout_account_holder');
}

/**
 * A provider call whose failures come back provider-neutral; the provider not knowing an account we
 * stored (or a bank account id) is a 404, not a 500. A request id reused with other details (a
 * withdrawal of 250 under the id of one of 100) is a 409, as Stripe refuses it, never the first answer.
 */
async function fromProvider<T>(call: Promise<T>): Promise<T> {
  try {
    return await providerCall(call);
  } catch (error) {
    if (error instanceof PaymentObjectNotFoundError) throw notFound('payout_object');
    if (error instanceof PaymentIdempotencyError) {
      throw new DomainError('idempotency_key_reused');
    }
    throw error;
  }
}

function onboardingUrls(config: Config) {
  const screen = `${config.PUBLIC_URL.replace(/\/+$/, '')}${PAYOUT_SCREEN_PATH}`;
  return {
    returnUrl: `${screen}?${PAYOUT_RETURN_QUERY.name}=${PAYOUT_RETURN_QUERY.value}`,
    refreshUrl: `${screen}?refresh=1`,
  };
}

// ---- Onboarding and links ------------------------------------------------------------------------

/**
 * The guide's connected account, created on first use. The idempotency key is per user, so two
 * concurrent requests get the same account from the provider; the guarded update keeps the first id.
 */
async function ensurePayoutAccount(ctx: PayoutContext, user: UserRow): Promise<string> {
  if (user.stripeAccountId) return user.stripeAccountId;
  const account = await fromProvider(
    ctx.payments.createConnectedAccount({
      idempotencyKey: `account:user:${user.id}`,
      email: user.email,
      country: 'CA',
    }),
  );
  await ctx.db
    .update(users)
    .set({
      stripeAccountId: account.id,
      detailsSubmitted: account.detailsSubmitted,
      payoutsEnabled: account.payoutsEnabled,
      chargesEnabled: account.chargesEnabled,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, user.id), isNull(users.stripeAccountId)));
  const [stored] = await ctx.db.select({ id: users.stripeAccountId }).from(users).where(eq(users.id, user.id));
  return stored?.id ?? account.id;
}

/** POST /api/stripe: "Get started" — the account (created if missing) and its onboarding page. */
export async function startPayoutOnboarding(ctx: PayoutContext, actor: AuthenticatedSession) {
  const accountId = await ensurePayoutAccount(ctx, actor.user);
  return { url: await fromProvider(ctx.payments.createOnboardingLink(accountId, onboardingUrls(ctx.config))) };
}

/** POST /api/finish-onboarding: "Finish setup" — a fresh link (account links are single use). */
export async function finishPayoutOnboarding(ctx: PayoutContext, actor: AuthenticatedSession) {
  const accountId = accountIdOf(actor.user);
  return { url: await fromProvider(ctx.payments.createOnboardingLink(accountId, onboardingUrls(ctx.config))) };
}

/** POST /api/goto-stripe-dashboard/{id}. */
export async function openPayoutDashboard(ctx: PayoutContext, actor: AuthenticatedSession, accountId: string) {
  await assertMayViewAccount(ctx.db, actor, accountId);
  return { url: await fromProvider(ctx.payments.createDashboardLink(accountId)) };
}

/** POST /api/get-this-stripe/{id}. */
export async function getPayoutAccount(ctx: PayoutContext, actor: AuthenticatedSession, accountId: string) {
  await assertMayViewAccount(ctx.db, actor, accountId);
  return presentConnectedAccount(await fromProvider(ctx.payments.retrieveAccount(accountId)));
}

// ---- Overview and stats -------------------------------------------------------------------------

/** Gross, fee and net over the last 7 days from the provider's charges to the account. */
async function payoutStats(payments: Payments, accountId: string, currency: string, now: Date): Promise<PayoutStats> {
  const since = new Date(now.getTime() - PAYOUT_STATS_PERIOD_DAYS * DAY_MS);
  const charges = await payments.listAccountCharges(accountId, since, STATS_CHARGES_LIMIT);
  const gross = charges.reduce((sum, charge) => sum + charge.amount, 0);
  const fee = platformFeeCents(gross);
  return {
    period_days: PAYOUT_STATS_PERIOD_DAYS,
    currency,
    gross,
    fee,
    net: gross - fee,
    // Filled in by payoutOverview from the database; bookings arrive with their feature.
    total_events: 0,
    total_bookings: 0,
  };
}

/**
 * GET /api/payouts/overview: the Payout screen in one call. The account is read from the provider
 * and its flags stored (read-repair), so a guide back from onboarding sees the right state even
 * before the account.updated webhook is processed.
 */
export async function payoutOverview(ctx: PayoutContext, actor: AuthenticatedSession, now = new Date()) {
  const { user } = actor;
  if (!user.stripeAccountId) {
    const overview: PayoutOverview = {
      state: 'setup',
      account: null,
      external_accounts: [],
      balance: emptyBalance('cad'),
      payouts: [],
      stats: {
        period_days: PAYOUT_STATS_PERIOD_DAYS,
        currency: 'cad',
        gross: 0,
        fee: 0,
        net: 0,
        total_events: 0,
        total_bookings: 0,
      },
    };
    return overview;
  }
  const accountId = user.stripeAccountId;
  const account = await fromProvider(ctx.payments.retrieveAccount(accountId));
  await applyAccountFlags(ctx.db, account);
  const [externalAccounts, balance, payouts, stats] = await fromProvider(
    Promise.all([
      ctx.payments.listExternalAccounts(accountId),
      ctx.payments.retrieveBalance(accountId),
      ctx.payments.listPayouts(accountId, PAYOUT_LIST_LIMIT),
      payoutStats(ctx.payments, accountId, account.defaultCurrency, now),
    ]),
  );
  const overview: PayoutOverview = {
    state: payoutStateOf({ stripeAccountId: accountId, ...account }),
    account: presentConnectedAccount(account),
    external_accounts: externalAccounts.map(presentPayoutMethod),
    balance,
    payouts: payouts.map(presentPayout),
    stats: { ...stats, total_events: await ctx.countEventsOf(user.id) },
  };
  return overview;
}

/**
 * The payout keys of GET /api/user for a guide with an account and the home stat cards'
 * figures: charges and payouts of the last 7 days. Bounded to one page of payouts.
 */
export async function guidePayoutSummary(payments: Payments, accountId: string, now = new Date()) {
  const since = new Date(now.getTime() - PAYOUT_STATS_PERIOD_DAYS * DAY_MS);
  const [account, balance, payouts, charges] = await Promise.all([
    payments.retrieveAccount(accountId),
    payments.retrieveBalance(accountId),
    payments.listPayouts(accountId, PAYOUT_LIST_LIMIT),
    payments.listAccountCharges(accountId, since, STATS_CHARGES_LIMIT),
  ]);
  const sinceSeconds = Math.floor(since.getTime() / 1000);
  return {
    account: presentConnectedAccount(account),
    balance: balance.available,
    payouts: payouts.map(presentPayout),
    totalTransactions: charges.length,
    // Payouts listed are the newest first; those of the period are a prefix of at most one page.
    payoutsTotal: payouts.filter((p) => p.created >= sinceSeconds).reduce((sum, p) => sum + p.amount, 0),
  };
}

// ---- Bank accounts and withdrawals ----------------------------------------------------------------

/** POST /api/payouts/bank-accounts. The same bank details twice give the same external account. */
export async function addPayoutBankAccount(
  ctx: PayoutContext,
  actor: AuthenticatedSession,
  input: z.output<typeof AddBankAccountSchema>,
) {
  const accountId = accountIdOf(actor.user);
  const fingerprint = createHash('sha256')
    .update(`${input.transit_number}:${input.institution_number}:${input.account_number}`)
    .digest('hex')
    .slice(0, 32);
  try {
    const external = await fromProvider(
      ctx.payments.addBankAccount(accountId, {
        idempotencyKey: `bank-account:${actor.user.id}:${fingerprint}`,
        accountHolderName: input.account_holder_name,
        transitNumber: input.transit_number,
        institutionNumber: input.institution_number,
        accountNumber: input.account_number,
      }),
    );
    return { ...noticeOf('payout_method_added'), external_account: presentPayoutMethod(external) };
  } catch (error) {
    if (error instanceof PaymentRequestError && error.code === 'invalid_bank_account') {
      throw new FieldValidationError({ [error.param ?? 'account_number']: [error.message] });
    }
    throw error;
  }
}

/** POST /api/payouts/bank-accounts/{id}/default: only one of the guide's own bank accounts. */
export async function setDefaultPayoutBankAccount(ctx: PayoutContext, actor: AuthenticatedSession, externalId: string) {
  const accountId = accountIdOf(actor.user);
  const owned = await fromProvider(ctx.payments.listExternalAccounts(accountId));
  if (!owned.some((external) => external.id === externalId)) throw notFound('bank_account');
  const external = await fromProvider(ctx.payments.setDefaultExternalAccount(accountId, externalId));
  return { ...noticeOf('payout_method_default_updated'), external_account: presentPayoutMethod(external) };
}

/**
 * POST /api/payouts/withdraw. The idempotency key is the client's request id, so a double click or a
 * retry returns the first payout. The balance is checked by the provider (atomically, and after the
 * idempotency lookup), never beforehand here: a repeated request must not be refused for the balance
 * its own first attempt used.
 */
export async function withdrawPayout(
  ctx: PayoutContext,
  actor: AuthenticatedSession,
  input: z.output<typeof WithdrawSchema>,
) {
  const accountId = accountIdOf(actor.user);
  const requestId = input.request_id ?? randomUUID();
  try {
    const payout = await fromProvider(
      ctx.payments.createPayout(accountId, {
        idempotencyKey: `payout:${actor.user.id}:${requestId}`,
        amount: input.amount,
        currency: 'cad',
      }),
    );
    return { ...noticeOf('payout_created'), payout: presentPayout(payout) };
  } catch (error) {
    if (error instanceof InsufficientBalanceError) {
      throw new FieldValidationError({
        amount: [
          error.availableAmount === null
            ? 'amount_over_balance'
            : {
                code: 'amount_over_balance',
                params: { context: 'known', available: formatAmount(error.availableAmount) },
              },
        ],
      });
    }
    if (error instanceof PaymentRequestError) {
      if (error.code === 'payouts_not_enabled') {
        throw new DomainError('payouts_not_enabled');
      }
      if (error.code === 'no_external_account') {
        throw new DomainError('no_payout_method');
      }
      if (error.code === 'invalid_amount') throw new FieldValidationError({ amount: [error.message] });
    }
    throw error;
  }
}
