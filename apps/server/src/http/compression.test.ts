import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventOccurrences } from '../features/events/events.tables.ts';
import { createUser, daysFromNow, insertEventRow } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

describe('API answers, compressed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const guide = await createUser(t.database.db, { role: 'guide', isApproved: true });
    for (let index = 0; index < 6; index += 1) {
      const day = daysFromNow(10 + index);
      const event = await insertEventRow(t.database.db, {
        guideId: guide.id,
        eventName: `Multipitch day on the Chief, group ${index}`,
        startDate: day,
        endDate: day,
      });
      await t.database.db
        .insert(eventOccurrences)
        .values({ eventId: event.id, startsOn: day, endsOn: day, capacity: 4 });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
  ])('compresses a JSON answer over the threshold (Accept-Encoding %s → %s)', async (accept, encoding) => {
    const plain = await get('/api/getevents');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(plain.json().events).toHaveLength(6);

    const compressed = await get('/api/getevents', accept);
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers['content-type']).toMatch(/^application\/json/);
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(decode(encoding, compressed.rawPayload))).toEqual(plain.json());
  });

  it('sends a small JSON answer as it is', async () => {
    const response = await get('/api/health', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toBeTypeOf('object');
  });

  it('keeps a validation refusal a plain JSON 422 with its per-field messages', async () => {
    const response = await get('/api/getevents?per_page=lots', 'br, gzip');
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().errors.per_page).toBeDefined();
  });

  it('answers HEAD of a large JSON answer with no body', async () => {
    const response = await t.app.inject({
      method: 'HEAD',
      url: '/api/getevents',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(0);
  });

  it('keeps the security headers on a compressed answer', async () => {
    const response = await get('/api/getevents', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
