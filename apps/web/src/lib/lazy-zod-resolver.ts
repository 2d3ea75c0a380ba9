import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';

export type LazyZodResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts loading the schema; forms call it on first focus, so the first submit never waits. */
  preload: () => void;
};

type Words = (message: string) => string;

/** A field's error, or a nested list or object of them, with each message in the reader's words. */
function worded(errors: unknown, words: Words): unknown {
  if (typeof errors !== 'object' || errors === null) return errors;
  if (Array.isArray(errors)) return errors.map((each) => worded(each, words));
  const entries = Object.entries(errors).map(([key, value]) => {
    if (key === 'ref') return [key, value];
    if (key === 'message' && typeof value === 'string') return [key, words(value)];
    if (key === 'types' && value) {
      const types = Object.entries(value as FieldError['types'] & object);
      return [key, Object.fromEntries(types.map(([type, m]) => [type, typeof m === 'string' ? words(m) : m]))];
    }
    return [key, worded(value, words)];
  });
  return Object.fromEntries(entries);
}

/**
 * A react-hook-form resolver for a shared zod schema that is imported only when the form first needs it.
 *
 * zod and the contract modules are about 25 KB compressed: on a page whose first view is a form (SignIn on
 * a phone), that is a sixth of what the page may download before anyone has typed a letter. The form
 * renders without them; `preload` (on the form's first focus) fetches them while the person types, and the
 * resolver waits for them only if a submit comes first. The schema is the same one the server checks with.
 *
 * The shared schemas refuse with field codes (decision 0044): each error's message is worded through the
 * `errors` catalogue here, so a form shows the same words as the server's 422 would.
 */
export function lazyZodResolver<Schema extends z4.$ZodType<unknown, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): LazyZodResolver<z4.input<Schema> & FieldValues, z4.output<Schema>> {
  type Input = z4.input<Schema> & FieldValues;
  type Output = z4.output<Schema>;
  let loaded: Promise<[Resolver<Input, unknown, Output>, Words]> | undefined;
  const load = () => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), import('./field-issue-words.ts'), loadSchema()]).then(
      ([{ zodResolver }, { wordsOfIssueMessage }, schema]) => [
        zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>,
        wordsOfIssueMessage,
      ],
    );
    // A failed download is tried again on the next validation instead of failing every one after it.
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    const [resolve, words] = await load();
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: worded(result.errors, words) as FieldErrors<Input> };
  };
  return Object.assign(resolver, { preload: () => void load().catch(() => {}) });
}
