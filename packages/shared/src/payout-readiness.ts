// Whether a guide's payout account is set up, without zod: the event wizard's first step reads it, and
// the server refuses to create an event without it (decision 0048: one rule, read by both sides).

/** The provider's flags of a connected account, in its own field names (the API's and the user's). */
export type PayoutAccountFlags = { details_submitted: boolean; payouts_enabled: boolean };

/**
 * Step 1 of the event wizard: a guide may list events once the payout account is set
 * up, i.e. an account exists (`null`: none yet) and the provider has its details or already pays out.
 */
export function hasPayoutAccountSetUp(account: PayoutAccountFlags | null | undefined): boolean {
  return Boolean(account && (account.details_submitted || account.payouts_enabled));
}
