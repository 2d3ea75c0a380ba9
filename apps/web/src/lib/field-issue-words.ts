import { fieldIssueOf } from '@cordee/shared/field-error-values.contracts';
import { translateCode } from './error-words.ts';

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
