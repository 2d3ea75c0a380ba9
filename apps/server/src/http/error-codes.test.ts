import { ERROR_CODES } from '@cordee/shared/error-codes';
import { describe, expect, it } from 'vitest';
import {
  DomainError,
  englishMessageOf,
  errorBody,
  FieldValidationError,
  forbidden,
  notFound,
  STATUS_OF_CODE,
  tooManyRequests,
} from './errors.ts';

describe('the error codes on the server (decision 0044)', () => {
  it('gives every code an HTTP status, and no status to a code that is not one', () => {
    expect(Object.keys(STATUS_OF_CODE).sort()).toEqual([...ERROR_CODES].sort());
    for (const status of Object.values(STATUS_OF_CODE)) expect(status).toBeGreaterThanOrEqual(400);
  });

  it('takes a refusal’s status from the table and its English from the catalogue', () => {
    const refusal = new DomainError('run_full');
    expect(refusal.status).toBe(409);
    expect(refusal.message).toBe('Not enough seats are left on this date.');
    expect(notFound('booking').message).toBe('This booking cannot be found.');
    expect(notFound().message).toBe('Not found.');
    expect(forbidden().status).toBe(403);
    expect(tooManyRequests(7).headers).toEqual({ 'retry-after': '7' });
  });

  it('words a code by its context, its count and its values', () => {
    expect(englishMessageOf('plan_has_subscribers', { count: 1, context: 'deleted' })).toBe(
      'This plan has 1 active subscriber. It cannot be deleted until their subscriptions end.',
    );
    expect(englishMessageOf('plan_has_subscribers', { count: 2, context: 'made_free' })).toBe(
      'This plan has 2 active subscribers. It cannot be made free until their subscriptions end.',
    );
    expect(englishMessageOf('payload_too_large', { limit: '1 KB' })).toBe('The file is too large. The limit is 1 KB.');
  });

  it('sends the params a message was made with, and none when it had none', () => {
    expect(errorBody('not_found', { context: 'booking' })).toEqual({
      message: 'This booking cannot be found.',
      code: 'not_found',
      params: { context: 'booking' },
    });
    expect(errorBody('run_full')).toEqual({ message: 'Not enough seats are left on this date.', code: 'run_full' });
  });

  it('words a 422 by field codes, and names the codes of each field whose every refusal has one', () => {
    const error = new FieldValidationError({
      email: ['email_taken'],
      file: [{ code: 'image_too_many_pixels', params: { megapixels: 40 } }],
      amount: ['The amount must be at least CA$1.'],
    });
    expect(error.message).toBe('The email has already been taken.');
    expect(error.errors).toEqual({
      email: ['The email has already been taken.'],
      file: ['The image is too large. The limit is 40 megapixels.'],
      amount: ['The amount must be at least CA$1.'],
    });
    expect(error.codes).toEqual({
      email: [{ code: 'email_taken' }],
      file: [{ code: 'image_too_many_pixels', params: { megapixels: 40 } }],
    });
  });

  it('words a shared schema’s field code with the values its words always hold', () => {
    const error = new FieldValidationError({
      password: ['password_too_short'],
      dairy_description: ['diary_description_too_long'],
    });
    expect(error.errors).toEqual({
      password: ['The password must be at least 8 characters.'],
      dairy_description: ['The description may be at most 20,000 characters.'],
    });
    expect(error.codes).toEqual({
      password: [{ code: 'password_too_short', params: { min: 8 } }],
      dairy_description: [{ code: 'diary_description_too_long', params: { max: 20_000 } }],
    });
    expect(englishMessageOf('attendance_out_of_range')).toBe('The attendance must be between 1 and 30.');
  });
});
