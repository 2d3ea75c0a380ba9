import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for passphrases; bounded so hashing cannot be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A short list of the most common passwords (8+ characters) that are refused outright
 * (ASVS 6.2.4). The full breached-password list is a later hardening step.
 */
const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password12',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwertyuiop',
  'qwerty123',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'abc12345',
  'abcd1234',
  'letmein1',
  'trustno1',
  '11111111',
  '00000000',
  '87654321',
  'passw0rd',
  'p@ssw0rd',
  'superman',
  'starwars',
  'whatever',
  'dragon12',
  'monkey123',
  'qwerty12',
  '1q2w3e4r',
  'zaq12wsx',
  'changeme',
  'asdfghjk',
  'asdfasdf',
  'climbing',
  'climber1',
  'cordee123',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** Length-only policy (no composition rules) as ASVS 6.2 asks, plus the common-password refusal. */
export const PasswordSchema = z
  .string({ error: 'The password field is required.' })
  .min(PASSWORD_MIN_LENGTH, { error: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(PASSWORD_MAX_LENGTH, { error: `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.` })
  .refine((value) => !isCommonPassword(value), { error: 'This password is too common. Please choose another one.' });
