import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { applyServerErrors } from './form-errors.ts';

const FIELDS = { email: 'email', message: 'message' } as const;

describe('applyServerErrors', () => {
  it('puts field messages under their inputs and leaves the red box empty', () => {
    const setError = vi.fn();
    const error = new ApiError({
      status: 422,
      message: 'Please type in a valid email.',
      errors: { email: ['Please type in a valid email.', 'second message'], message: ['Please type in a message.'] },
    });

    expect(applyServerErrors(error, setError, FIELDS)).toBeNull();
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Please type in a valid email.' });
    expect(setError).toHaveBeenCalledWith('message', { type: 'server', message: 'Please type in a message.' });
  });

  it('keeps for the red box a message of a field the form has no input for', () => {
    const setError = vi.fn();
    const error = new ApiError({
      status: 422,
      message: 'Please type in a valid email.',
      errors: { email: ['Please type in a valid email.'], event_id: ['This event no longer exists.'] },
    });

    expect(applyServerErrors(error, setError, FIELDS)).toBe('This event no longer exists.');
    expect(setError).toHaveBeenCalledTimes(1);
  });

  it('shows a failure that is about no field in the red box', () => {
    const setError = vi.fn();
    const tooMany = new ApiError({ status: 429, message: 'Too many attempts. Please try again later.' });

    expect(applyServerErrors(tooMany, setError, FIELDS)).toBe('Too many attempts. Please try again later.');
    expect(applyServerErrors(new Error('boom'), setError, FIELDS)).toBe('Something went wrong. Please try again.');
    expect(setError).not.toHaveBeenCalled();
  });
});
