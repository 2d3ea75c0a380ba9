import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for passphrases; bounded so hashing cannot be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Length-only policy, no composition rules (ASVS 6.2). The server also refuses common passwords
 * (apps/server/src/features/users/common-passwords.ts), a list too large to ship to the browser.
 */
export const PasswordSchema = z
  .string({ error: 'password_required' })
  .min(PASSWORD_MIN_LENGTH, { error: 'password_too_short' })
  .max(PASSWORD_MAX_LENGTH, { error: 'password_over_max_length' });
