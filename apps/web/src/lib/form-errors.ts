import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client.ts';
import { messageOf } from './error-message.ts';
import { i18n } from './i18n.ts';

/**
 * Puts the first server message of each field under its input and returns the message for
 * the red box above the form, or null. Each message shows once: what went under an input is not repeated
 * in the box. The box keeps what belongs to no input: a field the form has no input for, or a failure
 * that is not about fields at all (too many attempts, no connection, wrong credentials).
 *
 * `fieldsByServerName` maps the server's field names to the form's inputs; a server field with no input
 * of its own (password_confirmation, copied from password) is shown under the input it comes from.
 */
export function applyServerErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fieldsByServerName: Record<string, FieldPath<TValues>>,
): string | null {
  if (!isApiError(error)) return i18n.t('errors.unexpected');
  const filled = new Set<string>();
  // A field's own message wins over one borrowed from a field without an input.
  // Each field's words by code where the server sent codes (decision 0044), else its English.
  const entries = Object.entries(error.fieldMessages).sort(
    ([a], [b]) => Number(fieldsByServerName[b] === b) - Number(fieldsByServerName[a] === a),
  );
  for (const [serverField, messages] of entries) {
    const field = fieldsByServerName[serverField];
    const first = messages[0];
    if (!field || !first || filled.has(field)) continue;
    filled.add(field);
    setError(field, { type: 'server', message: first });
  }
  const fieldMessages = entries.filter(([, messages]) => messages[0]);
  if (fieldMessages.length === 0) return messageOf(error);
  const withoutInput = fieldMessages.find(([field]) => !fieldsByServerName[field]);
  return withoutInput?.[1][0] ?? null;
}
