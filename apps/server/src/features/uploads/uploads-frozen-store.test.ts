import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../test/fakes/local-s3.ts';
import { type StalledStore, startStalledStore } from '../../test/fakes/stalled-store.ts';
import { multipartFile } from '../../test/multipart-file.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploads } from './uploads.tables.ts';

/**
 * Issue 28, fault 6: an S3 endpoint that accepts connections and never answers made an upload wait
 * 60 s and then lose its connection, with no log line, and an image read take 20 s to answer 503.
 * Here S3_ENDPOINT is a TCP server that reads and never writes, over a real socket (the server's own
 * connection timeout is part of what the client sees). Later the same endpoint starts passing
 * connections to a working store (s3rver), as a frozen store that comes back.
 */
const PREFIX = 'cordee/uploads/';
let s3: LocalS3;
let store: StalledStore;
let t: TestApp;
let base: string;
let png: Buffer;

beforeAll(async () => {
  s3 = await startLocalS3();
  store = await startStalledStore();
  t = await createTestApp({ ...s3.config, S3_ENDPOINT: store.endpoint, S3_PREFIX: PREFIX });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  png = await sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  await store?.close();
  await s3?.close();
});

type Answer = { status: number | 'connection cut'; retryAfter: string | null; body: string; seconds: number };

async function timed(url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  try {
    const response = await fetch(`${base}${url}`, init);
    const body = await response.text();
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body, seconds: seconds() };
  } catch {
    return { status: 'connection cut', retryAfter: null, body: '', seconds: seconds() };
  }
}

function uploadImage() {
  const request = multipartFile('/api/temp-image-upload', 'crag.png', 'image/png', png);
  return timed(request.url, {
    method: 'POST',
    headers: request.headers,
    body: new Uint8Array(request.payload as Buffer),
  });
}

/** The app's log lines about the store, parsed. */
function storeLogLines(): Array<{ level: number; msg: string; failedCalls?: number }> {
  return t.logs
    .flatMap((line) => line.split('\n'))
    .filter((line) => line.includes('object storage'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; failedCalls?: number });
}

describe('a file store that accepts connections and never answers', () => {
  it('answers an image upload and an image read 503 + Retry-After within seconds, and logs the failing period once', async () => {
    const key = `${randomBytes(16).toString('hex')}.png`;
    await t.database.db.insert(uploads).values({
      key,
      kind: 'image',
      contentType: 'image/png',
      sizeBytes: png.length,
      originalName: 'crag.png',
      claimedAt: new Date(),
    });

    const upload = await uploadImage();
    const read = await timed(`/uploads/${key}`);
    const secondRead = await timed(`/uploads/${key}`);
    const lines = storeLogLines();
    console.log(
      `fault 6, frozen store: upload ${upload.status} in ${upload.seconds} s (retry-after ${upload.retryAfter}), ` +
        `read ${read.status} in ${read.seconds} s, second read ${secondRead.status} in ${secondRead.seconds} s; ` +
        `${lines.length} log line(s) about the store: ${JSON.stringify(lines.map((line) => line.msg))}`,
    );
    for (const answer of [upload, read, secondRead]) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'storage_unavailable' });
      // The old code took 60 s (upload, then cut) and 20 s (read): the margin separates them widely.
      expect(answer.seconds).toBeLessThan(12);
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBeGreaterThanOrEqual(50);
    // Nothing half-done: no row for an upload the store never took.
    expect((await t.database.db.select().from(uploads)).map((row) => row.key)).toEqual([key]);
  }, 180_000);

  it('logs once that the store answers again, with how many calls failed meanwhile', async () => {
    store.answerWith(s3.endpoint);
    const upload = await uploadImage();
    expect(upload.status, upload.body).toBe(201);
    const { url, key } = JSON.parse(upload.body) as { url: string; key: string };
    // A visitor's upload is served to nobody until a record holds it (decision 0041): claim it, as a form would.
    await t.database.db.update(uploads).set({ claimedAt: new Date() }).where(eq(uploads.key, key));
    const read = await timed(url);
    expect(read.status).toBe(200);
    expect((await uploadImage()).status).toBe(201);

    const recovered = storeLogLines().filter((line) => line.msg === 'object storage answers again');
    console.log(`fault 6, store back: upload ${upload.status} in ${upload.seconds} s; ${JSON.stringify(recovered)}`);
    expect(recovered).toHaveLength(1);
    expect(recovered[0]?.failedCalls).toBeGreaterThanOrEqual(3);
    expect(storeLogLines()).toHaveLength(2);
  }, 60_000);
});
