import { z } from 'zod';
import type { FieldErrorCode } from './error-codes.ts';
import { NOTICE_FIELDS } from './notices.contracts.ts';

/** The platform keeps 10% of every booking (decision 0011). */
export const PLATFORM_FEE_PERCENT = 10;

/** "Last 7 days" for the guide's payout and home stats. */
export const PAYOUT_STATS_PERIOD_DAYS = 7;

/**
 * The platform's share of a gross amount in integer cents, rounded half up: fee = round(gross × 10%),
 * net = gross − fee. Integer arithmetic, so no floating-point cent is ever lost.
 */
export function platformFeeCents(grossCents: number): number {
  return Math.floor((grossCents * PLATFORM_FEE_PERCENT + 50) / 100);
}

/** Spec 3 §4 payout page: no account → setup; account not fully enabled → finish; otherwise active. */
export const PayoutStateSchema = z.enum(['setup', 'finish', 'active']);
export type PayoutState = z.infer<typeof PayoutStateSchema>;

/** POST /api/stripe, /api/finish-onboarding, /api/goto-stripe-dashboard/{id}: where to send the browser. */
export const RedirectUrlSchema = z.object({ url: z.string() });
export type RedirectUrl = z.infer<typeof RedirectUrlSchema>;

/** Spec 3 §3 "Connected account", in the provider's field names. */
export const ConnectedAccountSchema = z.object({
  id: z.string(),
  default_currency: z.string(),
  details_submitted: z.boolean(),
  payouts_enabled: z.boolean(),
  charges_enabled: z.boolean(),
  capabilities: z.object({ card_payments: z.string().optional(), transfers: z.string().optional() }),
  /** The screen shows 'business day' when the interval is missing. */
  settings: z.object({ payouts: z.object({ schedule: z.object({ interval: z.string().nullable() }) }) }),
});
export type ConnectedAccount = z.infer<typeof ConnectedAccountSchema>;

/** Spec 3 §3 "Payout method": a bank account (or a debit card) receiving payouts. */
export const PayoutMethodSchema = z.object({
  object: z.enum(['bank_account', 'card']),
  id: z.string(),
  account_holder_name: z.string().nullable(),
  name: z.string().nullable(),
  bank_name: z.string().nullable(),
  brand: z.string().nullable(),
  last4: z.string(),
  routing_number: z.string().nullable(),
  country: z.string(),
  currency: z.string(),
  exp_month: z.number().int().nullable(),
  exp_year: z.number().int().nullable(),
  default_for_currency: z.boolean(),
  status: z.string(),
});
export type PayoutMethod = z.infer<typeof PayoutMethodSchema>;

/** Spec 3 §3 "Payout": amounts in cents (the screen divides by 100), `created` in epoch seconds. */
export const PayoutSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  description: z.string().nullable(),
  created: z.number().int(),
  arrival_date: z.number().int().nullable(),
  status: z.string(),
});
export type Payout = z.infer<typeof PayoutSchema>;

export const BalanceAmountSchema = z.object({ amount: z.number().int(), currency: z.string() });
export const BalanceSchema = z.object({
  available: z.array(BalanceAmountSchema),
  pending: z.array(BalanceAmountSchema),
});
export type Balance = z.infer<typeof BalanceSchema>;

/** Payout screen stats: money in cents over the last 7 days; counts all time. */
export const PayoutStatsSchema = z.object({
  period_days: z.number().int(),
  currency: z.string(),
  /** Sum of the paid checkouts to the guide's account in the period. */
  gross: z.number().int(),
  /** round(gross × 10%). */
  fee: z.number().int(),
  /** gross − fee. */
  net: z.number().int(),
  total_events: z.number().int(),
  total_bookings: z.number().int(),
});
export type PayoutStats = z.infer<typeof PayoutStatsSchema>;

/** GET /api/payouts/overview: everything the Payout screen needs, in one call. */
export const PayoutOverviewSchema = z.object({
  state: PayoutStateSchema,
  account: ConnectedAccountSchema.nullable(),
  external_accounts: z.array(PayoutMethodSchema),
  balance: BalanceSchema,
  payouts: z.array(PayoutSchema),
  stats: PayoutStatsSchema,
});
export type PayoutOverview = z.infer<typeof PayoutOverviewSchema>;

const digits = (pattern: RegExp, codes: { required: FieldErrorCode; invalid: FieldErrorCode }) =>
  z.string({ error: codes.required }).trim().min(1, { error: codes.required }).regex(pattern, { error: codes.invalid });

/** banks modal: a Canadian bank account (transit and institution numbers form the routing number). */
export const AddBankAccountSchema = z.object({
  account_holder_name: z
    .string({ error: 'account_holder_name_required' })
    .trim()
    .min(1, { error: 'account_holder_name_required' })
    .max(120, { error: 'account_holder_name_too_long' }),
  transit_number: digits(/^\d{5}$/, { required: 'transit_number_required', invalid: 'transit_number_invalid' }),
  institution_number: digits(/^\d{3}$/, {
    required: 'institution_number_required',
    invalid: 'institution_number_invalid',
  }),
  account_number: digits(/^\d{7,12}$/, { required: 'account_number_required', invalid: 'account_number_invalid' }),
});
export type AddBankAccount = z.input<typeof AddBankAccountSchema>;

/**
 * A client-chosen id for one logical request (a UUID made when the form opens): a double click or a
 * retried request with the same id creates one payout.
 */
export const RequestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'request_id_invalid' });

/** withdraw_funds modal: an amount in cents. */
export const WithdrawSchema = z.object({
  amount: z
    .number({ error: 'amount_required' })
    .int({ error: 'amount_not_whole_cents' })
    .positive({ error: 'amount_not_positive' })
    .max(100_000_000, { error: 'amount_too_large' }),
  request_id: RequestIdSchema.optional(),
});
export type Withdraw = z.input<typeof WithdrawSchema>;

export const PayoutMethodResponseSchema = z.object({ ...NOTICE_FIELDS, external_account: PayoutMethodSchema });
export const PayoutResponseSchema = z.object({ ...NOTICE_FIELDS, payout: PayoutSchema });
