import { and, eq, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { PaymentObjectNotFoundError, providerCall } from '../../integrations/payments/payment-errors.ts';
import type { ConnectedAccount, PaymentProvider as Payments } from '../../integrations/payments/payment-provider.ts';
import { users } from '../users/users.tables.ts';

/** Copies the provider's flags onto the user holding the account; writes only when something differs. */
export async function applyAccountFlags(db: Database, account: ConnectedAccount): Promise<void> {
  await db
    .update(users)
    .set({
      detailsSubmitted: account.detailsSubmitted,
      payoutsEnabled: account.payoutsEnabled,
      chargesEnabled: account.chargesEnabled,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(users.stripeAccountId, account.id),
        or(
          ne(users.detailsSubmitted, account.detailsSubmitted),
          ne(users.payoutsEnabled, account.payoutsEnabled),
          ne(users.chargesEnabled, account.chargesEnabled),
        ),
      ),
    );
}

/** The provider's current account, or null when the provider does not know it (nothing to sync). */
export async function retrieveAccountOrNull(payments: Payments, accountId: string): Promise<ConnectedAccount | null> {
  try {
    return await providerCall(payments.retrieveAccount(accountId));
  } catch (error) {
    if (error instanceof PaymentObjectNotFoundError) return null;
    throw error;
  }
}

/** Re-reads the account from the provider and stores its flags (reconciler, read-repair). */
export async function syncPayoutAccount(db: Database, payments: Payments, accountId: string) {
  const account = await retrieveAccountOrNull(payments, accountId);
  if (account) await applyAccountFlags(db, account);
  return account;
}
