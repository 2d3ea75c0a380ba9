import { fieldIssueOf } from '@cordee/shared/field-error-values.contracts';
import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';
import { translateCode } from './error-words.ts';
import { loadErrorWords } from './i18n.ts';

// The words of the codes load on first need (lib/i18n.ts): this module arrives with the schemas, so they
// start loading then, long before a person submits.
void loadErrorWords().catch(() => undefined);

/**
 * The words of a zod issue's message in the reader's language: a shared schema's message is a field code
 * (decision 0044), worded through the `errors` catalogue with the values its words hold. Any other message
 * (a screen's own schema already worded with `t`) is returned as it is.
 *
 * It imports the table of the schemas' values, so it travels with the schemas: the lazy resolver loads it
 * with them, and a screen that checks a schema itself already holds them.
 */

export function wordsOfIssueMessage(message: string): string {
  const issue = fieldIssueOf(message);
  return (issue && translateCode(issue)) ?? message;
}

function worded(errors: unknown): unknown {
  if (typeof errors !== 'object' || errors === null) return errors;
  if (Array.isArray(errors)) return errors.map(worded);
  const entries = Object.entries(errors).map(([key, value]) => {
    if (key === 'ref') return [key, value];
    if (key === 'message' && typeof value === 'string') return [key, wordsOfIssueMessage(value)];
    if (key === 'types' && value) {
      const types = Object.entries(value as NonNullable<FieldError['types']>);
      return [
        key,
        Object.fromEntries(types.map(([type, m]) => [type, typeof m === 'string' ? wordsOfIssueMessage(m) : m])),
      ];
    }
    return [key, worded(value)];
  });
  return Object.fromEntries(entries);
}

/** A resolver's errors (nested lists and objects of them included) with each message in the reader's words. */
export function wordedFieldErrors<Values extends FieldValues>(errors: FieldErrors<Values>): FieldErrors<Values> {
  return worded(errors) as FieldErrors<Values>;
}
