import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client.ts';
import { i18n } from './i18n.ts';

/**
 * Puts the first server message of each field under its input (spec 1 §5) and returns the general
 * system message for the red box above the form.
 *
 * `fieldsByServerName` maps the server's field names to the form's inputs; a server field with no input
 * of its own (password_confirmation, copied from password) is shown under the input it comes from.
 */
export function applyServerErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fieldsByServerName: Record<string, FieldPath<TValues>>,
): string {
  if (!isApiError(error)) return i18n.t('errors.unexpected');
  const filled = new Set<string>();
  // A field's own message wins over one borrowed from a field without an input.
  const entries = Object.entries(error.errors).sort(
    ([a], [b]) => Number(fieldsByServerName[b] === b) - Number(fieldsByServerName[a] === a),
  );
  for (const [serverField, messages] of entries) {
    const field = fieldsByServerName[serverField];
    const first = messages[0];
    if (!field || !first || filled.has(field)) continue;
    filled.add(field);
    setError(field, { type: 'server', message: first });
  }
  return error.message;
}

/**
 * Like applyServerErrors, but each message shows once: what went under an input is not repeated in the
 * red box. Returns the box's message, or null when every message has an input to sit under. The box
 * keeps what belongs to no input: a field the form has no input for, or a failure that is not about
 * fields at all (too many attempts, no connection, wrong credentials).
 */
export function applyServerErrorsOnce<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fieldsByServerName: Record<string, FieldPath<TValues>>,
): string | null {
  const message = applyServerErrors(error, setError, fieldsByServerName);
  if (!isApiError(error)) return message;
  const fieldMessages = Object.entries(error.errors);
  if (fieldMessages.length === 0) return message;
  const withoutInput = fieldMessages.find(([field, messages]) => !fieldsByServerName[field] && messages[0]);
  return withoutInput?.[1][0] ?? null;
}
