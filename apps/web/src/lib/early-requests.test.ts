import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_ANSWER_MAX_AGE_MS, takeEarlyFirstResponse, takeEarlyUserResponse } from './early-requests.ts';

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

describe('takeEarlyFirstResponse', () => {
  const url = '/api/training?page=1&per_page=100';
  const early = (overrides: Partial<NonNullable<Window['__cordeeEarlyFirst']>> = {}) => {
    const response = Promise.resolve(new Response('{}'));
    window.__cordeeEarlyFirst = { token: 'abc', url, response, at: performance.now(), ...overrides };
    return response;
  };
  afterEach(() => {
    window.__cordeeEarlyFirst = undefined;
  });

  it('hands the answer over once, for its own address and token; another address leaves it waiting', () => {
    const response = early();
    expect(takeEarlyFirstResponse('/api/training?page=2&per_page=100', 'abc')).toBeUndefined();
    expect(takeEarlyFirstResponse(url, 'abc')).toBe(response);
    expect(takeEarlyFirstResponse(url, 'abc')).toBeUndefined();
  });

  it("serves a visitor's public page without a token, and never another session's answer", () => {
    const response = early({ token: null });
    expect(takeEarlyFirstResponse(url, null)).toBe(response);
    early();
    expect(takeEarlyFirstResponse(url, 'someone-else')).toBeUndefined();
    expect(window.__cordeeEarlyFirst).toBeUndefined();
  });

  it('drops an answer older than the limit: a request now would get fresher data', () => {
    early({ at: performance.now() - EARLY_ANSWER_MAX_AGE_MS - 1 });
    expect(takeEarlyFirstResponse(url, 'abc')).toBeUndefined();
    expect(window.__cordeeEarlyFirst).toBeUndefined();
  });
});
