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
