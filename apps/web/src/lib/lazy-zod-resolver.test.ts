import { PasswordSchema } from '@cordee/shared/password.contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it("words a shared schema's field codes through the errors catalogue, nested rows included", async () => {
    const schema = z.object({
      password: PasswordSchema,
      rows: z.array(z.object({ title: z.string().min(1, { error: 'title_required' }) })),
      own: z.string().min(1, { error: 'Already in the reader’s words.' }),
    });
    const resolver = lazyZodResolver(async () => schema);

    const { errors } = await resolver({ password: 'short', rows: [{ title: '' }], own: '' }, undefined, options);

    expect(errors.password?.message).toBe('The password must be at least 8 characters.');
    expect(errors.rows?.[0]?.title?.message).toBe('The title is required.');
    expect(errors.own?.message).toBe('Already in the reader’s words.');
  });

  it('answers the values of a valid form untouched', async () => {
    const resolver = lazyZodResolver(async () => z.object({ password: PasswordSchema }));
    expect(await resolver({ password: 'long enough' }, undefined, options)).toEqual({
      values: { password: 'long enough' },
      errors: {},
    });
  });
});
