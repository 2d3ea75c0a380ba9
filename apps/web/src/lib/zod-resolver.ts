import { zodResolver as hookFormZodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { wordedFieldErrors } from './field-issue-words.ts';
import { loadErrorWords } from './i18n.ts';

/**
 * react-hook-form's zod resolver for a form that already holds its schema, with each refusal worded: the
 * shared schemas refuse with field codes (decision 0044), which the form shows in the reader's words. A
 * form whose schema may wait for the first focus uses `lazyZodResolver` instead.
 */
export function zodResolver<Schema extends z4.$ZodType<unknown, FieldValues>>(
  schema: Schema,
): Resolver<z4.input<Schema> & FieldValues, unknown, z4.output<Schema>> {
  type Input = z4.input<Schema> & FieldValues;
  const resolve = hookFormZodResolver(schema as never) as unknown as Resolver<Input, unknown, z4.output<Schema>>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    // The words of the codes load on first need (lib/i18n.ts); without them a code shows as it is.
    await loadErrorWords().catch(() => undefined);
    return { values: {}, errors: wordedFieldErrors<Input>(result.errors) };
  };
}
