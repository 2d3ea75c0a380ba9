import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';

export type LazyZodResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts loading the schema; forms call it on first focus, so the first submit never waits. */
  preload: () => void;
};

/**
 * A react-hook-form resolver for a shared zod schema that is imported only when the form first needs it.
 *
 * zod and the contract modules are about 25 KB compressed: on a page whose first view is a form (SignIn on
 * a phone), that is a sixth of what the page may download before anyone has typed a letter. The form
 * renders without them; `preload` (on the form's first focus) fetches them while the person types, and the
 * resolver waits for them only if a submit comes first. The schema is the same one the server checks with.
 *
 * The shared schemas refuse with field codes (decision 0044): the resolver loaded with the schema words
 * each refusal through the `errors` catalogue, so a form shows the same words as the server's 422 would.
 */
export function lazyZodResolver<Schema extends z4.$ZodType<unknown, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): LazyZodResolver<z4.input<Schema> & FieldValues, z4.output<Schema>> {
  type Input = z4.input<Schema> & FieldValues;
  type Output = z4.output<Schema>;
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => {
    loaded ??= Promise.all([import('./zod-resolver.ts'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
    );
    // A failed download is tried again on the next validation instead of failing every one after it.
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => {}) });
}
