import { platformFeeCents } from '@cordee/shared/payouts.contracts';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { InsufficientBalanceError, PaymentObjectNotFoundError, PaymentRequestError } from '../payment-errors.ts';
import type {
  AccountCharge,
  AddBankAccountInput,
  Balance,
  CreateRefundInput,
  Currency,
  ExternalAccount,
  Payout,
  Refund,
} from '../payment-provider.ts';
import {
  sandboxBalanceTransactions,
  sandboxCheckoutSessions,
  sandboxExternalAccounts,
  sandboxPayouts,
  sandboxRefunds,
} from './sandbox.tables.ts';
import { accountRow, mintAccountLink, retrieveAccount, useAccountLink } from './sandbox-accounts.ts';
import { createBookingCheckout, payCheckoutSession } from './sandbox-checkout.ts';
import {
  type ExternalAccountRow,
  emitEvent,
  epochSeconds,
  newId,
  type PayoutRow,
  pageUrl,
  refuseUnlessSameRequest,
  type SandboxContext,
} from './sandbox-context.ts';

/** The sandbox's money: balances, bank accounts, payouts, refunds and the charges a guide's account received. */

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

/** Payouts arrive the next business day (Saturdays and Sundays skipped). */
function nextBusinessDay(from: Date): Date {
  const arrival = new Date(from.getTime() + 24 * 60 * 60 * 1000);
  while (arrival.getUTCDay() === 0 || arrival.getUTCDay() === 6) arrival.setUTCDate(arrival.getUTCDate() + 1);
  return arrival;
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

const BANK_DIGITS: Array<{ param: keyof AddBankAccountInput; field: string; pattern: RegExp; rule: string }> = [
  { param: 'transitNumber', field: 'transit_number', pattern: /^\d{5}$/, rule: '5 digits' },
  { param: 'institutionNumber', field: 'institution_number', pattern: /^\d{3}$/, rule: '3 digits' },
  { param: 'accountNumber', field: 'account_number', pattern: /^\d{7,12}$/, rule: '7 to 12 digits' },
];

/**
 * Sandbox only, like Stripe's test charges: a paid CA$ checkout to the guide's account (10% platform
 * fee), so a demo guide has a balance to withdraw before bookings exist. It goes through the same
 * session, ledger and webhook path as a real checkout. Only with a dashboard link of the account, used
 * up first: its id is the payment's idempotency key, so a link credits at most once. Answers a fresh
 * dashboard link to show the result with, or null when the link is refused.
 */
export async function createTestPaymentWithLink(
  ctx: SandboxContext,
  accountId: string,
  token: string | undefined,
  amount: number,
  now = new Date(),
): Promise<string | null> {
  const link = await useAccountLink(ctx.db, accountId, 'dashboard', token, now);
  if (!link) return null;
  await createTestPayment(ctx, accountId, amount, `sandbox-test-payment:${link.id}`, now);
  return mintAccountLink(ctx, accountId, 'dashboard', null, now);
}

async function createTestPayment(
  ctx: SandboxContext,
  accountId: string,
  amount: number,
  idempotencyKey: string,
  now: Date,
) {
  const dashboard = pageUrl(ctx, `/sandbox/dashboard/${encodeURIComponent(accountId)}`);
  const session = await createBookingCheckout(ctx, {
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
  await payCheckoutSession(ctx, session.id, now);
}

export async function createRefund(ctx: SandboxContext, input: CreateRefundInput): Promise<Refund> {
  return ctx.db.transaction(async (tx) => {
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
      throw new PaymentRequestError('refund_exceeds_charge', `At most ${refundable} cents can be refunded.`, 'amount');
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
    await emitEvent(tx, 'charge.refunded', {
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

/** Payments credit the account; refund reversals and payouts debit it. May be negative, as on Stripe. */
async function availableAmount(db: Database, accountId: string): Promise<number> {
  const [row] = await db
    .select({
      value: sql<string>`coalesce(sum(case when ${sandboxBalanceTransactions.type} = 'payment' then ${sandboxBalanceTransactions.amount} else -${sandboxBalanceTransactions.amount} end), 0)`,
    })
    .from(sandboxBalanceTransactions)
    .where(eq(sandboxBalanceTransactions.accountId, accountId));
  return Number(row?.value ?? 0);
}

export async function retrieveBalance(ctx: SandboxContext, accountId: string): Promise<Balance> {
  const account = await accountRow(ctx.db, accountId);
  return {
    available: [{ amount: await availableAmount(ctx.db, accountId), currency: account.defaultCurrency }],
    // The sandbox settles at once: nothing is ever pending.
    pending: [{ amount: 0, currency: account.defaultCurrency }],
  };
}

export async function listPayouts(ctx: SandboxContext, accountId: string, limit: number) {
  await accountRow(ctx.db, accountId);
  const rows = await ctx.db
    .select()
    .from(sandboxPayouts)
    .where(eq(sandboxPayouts.accountId, accountId))
    .orderBy(desc(sandboxPayouts.createdAt), desc(sandboxPayouts.id))
    .limit(limit);
  const now = new Date();
  return rows.map((row) => presentPayout(row, now));
}

export async function listExternalAccounts(ctx: SandboxContext, accountId: string) {
  await accountRow(ctx.db, accountId);
  const rows = await ctx.db
    .select()
    .from(sandboxExternalAccounts)
    .where(eq(sandboxExternalAccounts.accountId, accountId))
    .orderBy(asc(sandboxExternalAccounts.createdAt), asc(sandboxExternalAccounts.id));
  return rows.map(presentExternalAccount);
}

/** A Canadian bank account; the first one becomes the default for CAD. */
export async function addBankAccount(ctx: SandboxContext, accountId: string, input: AddBankAccountInput) {
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
  return ctx.db.transaction(async (tx) => {
    // Locking the account makes "the first becomes default" hold under concurrent adds.
    await accountRow(tx, accountId, true);
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

export async function setDefaultExternalAccount(ctx: SandboxContext, accountId: string, externalAccountId: string) {
  return ctx.db.transaction(async (tx) => {
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
export async function createPayout(
  ctx: SandboxContext,
  accountId: string,
  input: { idempotencyKey: string; amount: number; currency: Currency },
) {
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw new PaymentRequestError('invalid_amount', 'A payout must be a positive whole number of cents.', 'amount');
  }
  return ctx.db.transaction(async (tx) => {
    const account = await accountRow(tx, accountId, true);
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
    const available = await availableAmount(tx, accountId);
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
    await emitEvent(tx, 'payout.created', { ...payout, object: 'payout', destination: bank.id }, accountId);
    return payout;
  });
}

export async function listAccountCharges(
  ctx: SandboxContext,
  accountId: string,
  createdAfter: Date,
  limit: number,
): Promise<AccountCharge[]> {
  const rows = await ctx.db
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
export async function dashboardData(ctx: SandboxContext, accountId: string) {
  const [account, balance, payouts, externalAccounts] = await Promise.all([
    retrieveAccount(ctx, accountId),
    retrieveBalance(ctx, accountId),
    listPayouts(ctx, accountId, 50),
    listExternalAccounts(ctx, accountId),
  ]);
  return { account, balance, payouts, externalAccounts };
}
