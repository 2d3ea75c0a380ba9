import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyUserResponse } from './early-user-request.ts';

describe('takeEarlyUserResponse', () => {
  afterEach(() => {
    window.__cordeeEarlyUser = undefined;
  });

  it('hands the early request over once, when the token is still the one it used', async () => {
    const response = Promise.resolve(new Response('{}'));
    window.__cordeeEarlyUser = { token: 'abc', response };
    expect(takeEarlyUserResponse('abc')).toBe(response);
    expect(takeEarlyUserResponse('abc')).toBeUndefined();
  });

  it('drops a request made for another session, or when signed out since', () => {
    window.__cordeeEarlyUser = { token: 'abc', response: Promise.resolve(new Response('{}')) };
    expect(takeEarlyUserResponse('other')).toBeUndefined();
    expect(window.__cordeeEarlyUser).toBeUndefined();
    window.__cordeeEarlyUser = { token: 'abc', response: Promise.resolve(new Response('{}')) };
    expect(takeEarlyUserResponse(null)).toBeUndefined();
  });

  it('is undefined when no early request was made', () => {
    expect(takeEarlyUserResponse('abc')).toBeUndefined();
  });
});
