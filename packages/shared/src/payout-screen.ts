// Kept apart from payouts.contracts.ts (and free of zod): the web app's route table reads the path on
// every page, and importing a contracts module would bring zod and its schemas into every first visit.

/** Where the provider's onboarding pages send the guide back to (the web app's Payout screen). */
export const PAYOUT_SCREEN_PATH = '/payout';

/**
 * The query the provider's return link adds to the Payout screen, so the screen knows the guide has just
 * left onboarding and may briefly wait for the provider to enable an account whose details it has.
 */
export const PAYOUT_RETURN_QUERY = { name: 'onboarding', value: 'returned' } as const;
