import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** Helmet's headers with the options of security.ts, as @fastify/helmet sent them per request; every answer carries all of them. */
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'none';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';frame-src 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the same full set on an answer, a validation refusal, an unknown path and an auth refusal', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'POST', url: '/api/get-nearby-events', payload: { lat: 'north' } }),
      t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      t.app.inject({ method: 'GET', url: '/api/user' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 422, 404, 401]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(EXPECTED);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });
});
