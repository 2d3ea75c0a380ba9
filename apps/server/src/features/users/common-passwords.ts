import { dictionary } from '@zxcvbn-ts/language-common';
import { FieldValidationError } from '../../http/errors.ts';

let common: Set<string> | undefined;

/**
 * The passwords of at least 8 characters in zxcvbn's ranked list of common passwords (about 18,000,
 * well beyond the top 3,000 ASVS 6.2.4 asks for). Built on first use.
 */
function commonPasswords(): Set<string> {
  common ??= new Set((dictionary['passwords-common'] as string[]).filter((p) => p.length >= 8));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** 422 on `field` when the password is one attackers try first. */
export function assertNotCommonPassword(field: string, password: string): void {
  if (isCommonPassword(password)) {
    throw new FieldValidationError({ [field]: ['password_too_common'] });
  }
}
