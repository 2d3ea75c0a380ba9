import type { PaymentProvider } from './payment-provider.ts';

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

/**
 * Read-only reports the Payout screen needs and the PaymentProvider interface does not carry yet.
 * Kept beside the interface, not in it, so the Stripe implementation in progress keeps compiling;
 * Stripe: balance transactions of type `payment` on the connected account (`created.gte`).
 */
export interface PaymentReports {
  /** Paid charges to the account created at or after `createdAfter`, newest first. */
  listAccountCharges(accountId: string, createdAfter: Date, limit: number): Promise<AccountCharge[]>;
}

/** What `app.payments` is. */
export type Payments = PaymentProvider & PaymentReports;
