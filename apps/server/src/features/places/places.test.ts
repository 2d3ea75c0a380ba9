import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const lookup = (query: string) => t.app.inject({ method: 'GET', url: `/api/reverse-geocode?${query}` });

describe('GET /api/reverse-geocode', () => {
  it('names the nearest city and its province', async () => {
    const response = await lookup('lat=49.7016&lng=-123.1558');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ city: 'Squamish', state: 'British Columbia', country: 'CA', found: true });
  });

  it('answers the fallbacks far from any place', async () => {
    const response = await lookup('lat=-60&lng=-140');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ city: 'Unknown City', state: 'Unknown State', country: null, found: false });
  });

  it.each([
    ['lng=-123', 'lat'],
    ['lat=91&lng=0', 'lat'],
    ['lat=abc&lng=0', 'lat'],
    ['lat=0&lng=181', 'lng'],
  ])('refuses %s with a message for %s', async (query, field) => {
    const response = await lookup(query);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]?.[0]).toMatch(/latitude|longitude/);
  });
});

describe('GET /api/places/search', () => {
  const search = (query: string, remoteAddress = '198.51.100.20') =>
    t.app.inject({ method: 'GET', url: `/api/places/search?${query}`, remoteAddress });

  it('answers the Canadian places whose name starts like the text, with their coordinates', async () => {
    const response = await search(`q=${encodeURIComponent('squamish, bc')}`);
    expect(response.statusCode, response.body).toBe(200);
    const [first] = response.json().places;
    expect(first).toMatchObject({ label: 'Squamish, British Columbia', city: 'Squamish', state: 'British Columbia' });
    expect(first.latitude).toBeCloseTo(49.7, 1);
    expect(first.longitude).toBeCloseTo(-123.15, 1);
  });

  it('answers at most eight places', async () => {
    const response = await search('q=s');
    expect(response.statusCode).toBe(200);
    expect(response.json().places).toHaveLength(8);
  });

  it.each([
    ['no text', ''],
    ['blank text', 'q=%20%20'],
    ['text over 100 characters', `q=${'a'.repeat(101)}`],
    ['two texts', 'q=a&q=b'],
  ])('refuses %s with a message for q', async (_name, query) => {
    const response = await search(query);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors.q?.[0]).toEqual(expect.any(String));
  });

  it.each([
    ['a NUL byte', 'q=squa%00mish'],
    ['a lone surrogate', 'q=%ED%A0%80squamish'],
    ['only control characters', 'q=%01%02'],
  ])('answers text with %s without failing', async (_name, query) => {
    const response = await search(query);
    expect([200, 422]).toContain(response.statusCode);
  });
});

describe('GET /api/places/search, rate limited', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ PUBLIC_LISTING_REQUESTS_PER_IP: 2, PUBLIC_LISTING_WINDOW_SECONDS: 24 * 60 * 60 });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 once a visitor has used the window', async () => {
    const from = () =>
      limited.app.inject({ method: 'GET', url: '/api/places/search?q=banff', remoteAddress: '203.0.113.77' });
    expect((await from()).statusCode).toBe(200);
    expect((await from()).statusCode).toBe(200);
    const refused = await from();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests' });
    const other = await limited.app.inject({
      method: 'GET',
      url: '/api/places/search?q=banff',
      remoteAddress: '203.0.113.78',
    });
    expect(other.statusCode).toBe(200);
  });
});
