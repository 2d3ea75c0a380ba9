import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, NO_RESPONSE_STATUS, OVERLOADED_CODE } from './api-client.ts';
import { messageOf } from './error-message.ts';
import { i18n, loadErrorWords } from './i18n.ts';

// apiRequest loads the words before it throws; these refusals are made by hand.
beforeAll(() => loadErrorWords());

describe('messageOf', () => {
  it('words a refusal by its code through the catalogue, in the reader’s language', async () => {
    const error = new ApiError({ status: 409, message: 'Not enough seats are left on this date.', code: 'run_full' });
    i18n.addResource('fr', 'errors', 'run_full', 'Il ne reste pas assez de places à cette date.');
    await i18n.changeLanguage('fr');
    try {
      expect(messageOf(error)).toBe('Il ne reste pas assez de places à cette date.');
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(messageOf(error)).toBe('Not enough seats are left on this date.');
  });

  it('keeps the server’s words when the catalogue words its code otherwise (a server newer or older)', () => {
    const error = new ApiError({ status: 404, message: 'This payment session is unknown.', code: 'not_found' });
    expect(messageOf(error)).toBe('This payment session is unknown.');
  });

  it('words a code by its params: its context, its count and its values', () => {
    expect(
      messageOf(
        new ApiError({
          status: 404,
          message: 'This booking cannot be found.',
          code: 'not_found',
          params: { context: 'booking' },
        }),
      ),
    ).toBe('This booking cannot be found.');
    expect(
      messageOf(
        new ApiError({
          status: 409,
          message: 'This plan has 3 active subscribers. It cannot be deleted until their subscriptions end.',
          code: 'plan_has_subscribers',
          params: { count: 3, context: 'deleted' },
        }),
      ),
    ).toBe('This plan has 3 active subscribers. It cannot be deleted until their subscriptions end.');
    expect(
      messageOf(
        new ApiError({
          status: 413,
          message: 'The file is too large. The limit is 2 MB.',
          code: 'payload_too_large',
          params: { limit: '2 MB' },
        }),
      ),
    ).toBe('The file is too large. The limit is 2 MB.');
  });

  it('falls back to the server’s message for a code it does not know, then to the screen’s words', () => {
    expect(messageOf(new ApiError({ status: 400, message: 'Body is not valid JSON', code: 'some_new_code' }))).toBe(
      'Body is not valid JSON',
    );
    expect(messageOf(new ApiError({ status: 400, message: '', code: 'some_new_code' }), 'Screen words')).toBe(
      'Screen words',
    );
  });

  it('gives errors.unexpected, or the screen’s words, for what is not an API error', () => {
    expect(messageOf(new Error('boom'))).toBe(i18n.t('errors.unexpected'));
    expect(messageOf(undefined, '')).toBe('');
  });

  it('keeps the app’s own words for an overloaded server and for no answer at all', () => {
    const busy = new ApiError({ status: 503, message: i18n.t('errors.overloaded'), code: OVERLOADED_CODE });
    expect(messageOf(busy)).toBe(i18n.t('errors.overloaded'));
    const offline = new ApiError({
      status: NO_RESPONSE_STATUS,
      message: i18n.t('errors.noResponse'),
      code: 'no_response',
    });
    expect(messageOf(offline)).toBe(i18n.t('errors.noResponse'));
  });
});
