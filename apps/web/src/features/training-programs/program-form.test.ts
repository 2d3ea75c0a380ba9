import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { formValuesOf, requestBodyOf, saveFailureMessage } from './program-form-modal.component.tsx';

describe('the training program form', () => {
  it('sends the slug only when filled, and the published flag as 1 or 0', () => {
    const values = { ...formValuesOf(null), title: '  Anchors  ', plans: ['2', '3'], is_published: true };
    expect(requestBodyOf(values)).toEqual({
      title: 'Anchors',
      header_image: null,
      plans: [2, 3],
      is_published: 1,
      order: 0,
      sections: [],
    });
    expect(requestBodyOf({ ...values, slug: ' my-slug ', is_published: false })).toMatchObject({
      slug: 'my-slug',
      is_published: 0,
    });
  });

  it('joins the server’s field messages with commas, else shows its message, else the fallback', () => {
    const invalid = new ApiError({
      status: 422,
      message: 'The title is required.',
      errors: { title: ['The title is required.'], 'sections.0.images': ['A section holds at most 2 images.'] },
    });
    expect(saveFailureMessage(invalid, 'fallback')).toBe('The title is required., A section holds at most 2 images.');
    expect(saveFailureMessage(new ApiError({ status: 403, message: 'Not allowed.' }), 'fallback')).toBe('Not allowed.');
    expect(saveFailureMessage(new Error('boom'), 'fallback')).toBe('fallback');
  });
});
