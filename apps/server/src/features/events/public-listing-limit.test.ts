import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { bearer, createUser, signInAs } from '../../test/factories.ts';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app.ts';

let t: TestApp;
const LIMIT = 4;
/** Fixed windows: a day long, so that no test straddles the start of a new one. */
const WINDOW_SECONDS = 24 * 60 * 60;
const limits = {
  PUBLIC_LISTING_REQUESTS_PER_IP: LIMIT,
  PUBLIC_LISTING_WINDOW_SECONDS: WINDOW_SECONDS,
  // Every status is asserted exactly; on a loaded machine the overload guard (tested on its own) could
  // answer 503 first.
  MAX_EVENT_LOOP_DELAY_MS: 0,
};

beforeAll(async () => {
  t = await createTestApp(limits);
});
afterAll(async () => {
  await t.close();
});

type Listing = { method: 'GET' | 'POST'; url: string; payload?: object };
const LISTINGS: Listing[] = [
  { method: 'GET', url: '/api/getevents?per_page=100' },
  { method: 'POST', url: '/api/search-events/ice' },
  { method: 'POST', url: '/api/get-nearby-events', payload: { lat: 50.1, lng: -115.2 } },
  { method: 'GET', url: '/api/event-markers?lat=50.1&lng=-115.2' },
  { method: 'GET', url: '/api/get-this-guide/1' },
  { method: 'GET', url: '/api/training-pages/public' },
];

/** Another server instance on the same database (closing it leaves the database open). */
function secondInstance(overrides: Parameters<typeof testConfig>[0] = {}) {
  return buildApp({
    config: testConfig({ ...limits, ...overrides }),
    database: { ...t.database, close: async () => {} },
  });
}

function from(ip: string, listing: Listing, headers: Record<string, string> = {}) {
  return t.app.inject({ ...listing, remoteAddress: ip, headers });
}

describe('anonymous listing and search, rate limited per IP (finding 11)', () => {
  it('answers 429 with Retry-After and the JSON error shape once an IP has used its window', async () => {
    const ip = '203.0.113.10';
    const [first] = LISTINGS;
    if (!first) throw new Error('no listing');
    for (let i = 0; i < LIMIT; i += 1) {
      const answer = await from(ip, first);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const refused = await from(ip, first);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.any(String),
      code: 'too_many_requests',
      request_id: expect.any(String),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_SECONDS);
    // One budget for every listing and search of the IP, malformed requests included.
    for (const listing of LISTINGS) expect((await from(ip, listing)).statusCode, listing.url).toBe(429);
    expect((await from(ip, { method: 'GET', url: '/api/getevents?per_page=1000' })).statusCode).toBe(429);
  });

  it('counts each IP on its own, and never limits a signed-in caller', async () => {
    const busy = '203.0.113.20';
    for (let i = 0; i < LIMIT + 1; i += 1) await from(busy, { method: 'POST', url: '/api/search-events/rock' });
    expect((await from(busy, { method: 'POST', url: '/api/search-events/rock' })).statusCode).toBe(429);
    expect((await from('203.0.113.21', { method: 'POST', url: '/api/search-events/rock' })).statusCode).toBe(200);

    const climber = await createUser(t.database.db, { role: 'climber' });
    const token = await signInAs(t.app, climber.email);
    for (let i = 0; i < LIMIT * 3; i += 1) {
      const answer = await from(busy, { method: 'GET', url: '/api/getevents' }, bearer(token));
      expect(answer.statusCode).toBe(200);
    }
    // A made-up token is no sign-in.
    expect((await from(busy, { method: 'GET', url: '/api/getevents' }, bearer('not-a-session'))).statusCode).toBe(429);
  });

  it('shares the counters between server instances on one database', async () => {
    const other = await secondInstance();
    try {
      const ip = '203.0.113.30';
      const listing: Listing = { method: 'GET', url: '/api/getevents' };
      for (let i = 0; i < LIMIT; i += 1) {
        const app = i % 2 === 0 ? t.app : other;
        expect((await app.inject({ ...listing, remoteAddress: ip })).statusCode).toBe(200);
      }
      expect((await other.inject({ ...listing, remoteAddress: ip })).statusCode).toBe(429);
      expect((await t.app.inject({ ...listing, remoteAddress: ip })).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('takes the client address from X-Forwarded-For only when TRUST_PROXY says so', async () => {
    const ip = '203.0.113.40';
    for (let i = 0; i < LIMIT; i += 1) await from(ip, { method: 'GET', url: '/api/getevents' });
    // Without TRUST_PROXY a forged header changes nothing: the socket's address is counted.
    const forged = await from(ip, { method: 'GET', url: '/api/getevents' }, { 'x-forwarded-for': '198.51.100.7' });
    expect(forged.statusCode).toBe(429);
    // Behind a proxy that sets it, the forwarded address is the client's.
    const behindProxy = await secondInstance({ TRUST_PROXY: true });
    try {
      const forwarded = await behindProxy.inject({
        method: 'GET',
        url: '/api/getevents',
        remoteAddress: ip,
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      expect(forwarded.statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('the anonymous listing limit settings', () => {
  it('default to 120 requests a minute per IP, and 0 turns the limit off', () => {
    const defaults = loadConfig({ NODE_ENV: 'test' });
    expect([defaults.PUBLIC_LISTING_REQUESTS_PER_IP, defaults.PUBLIC_LISTING_WINDOW_SECONDS]).toEqual([120, 60]);
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_LISTING_REQUESTS_PER_IP: '0' }).PUBLIC_LISTING_REQUESTS_PER_IP).toBe(
      0,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_LISTING_REQUESTS_PER_IP: '-1' })).toThrow(
      /PUBLIC_LISTING_REQUESTS_PER_IP/,
    );
  });
});
