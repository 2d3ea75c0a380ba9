import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, s3SettingsFrom } from '../../config.ts';
import { type LocalS3, startLocalS3 } from '../../test/fakes/local-s3.ts';
import { type StalledStore, startStalledStore } from '../../test/fakes/stalled-store.ts';
import { ObjectStorageError } from './object-storage-error.ts';
import { createS3Storage, DEFAULT_S3_TIMEOUT_MS, type S3Storage } from './s3-storage.ts';
import { createStorage } from './storage.factory.ts';

/**
 * Issue 28, fault 6, at the storage's level: every call to a frozen store ends within its deadline
 * (S3_TIMEOUT_MS, short here), an upload is timed by its progress rather than in total, and the health
 * says when the store fails and when it answers again.
 */
const TIMEOUT_MS = 400;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-s3-deadlines-'));
let s3: LocalS3;
const opened: Array<{ close: () => unknown }> = [];

beforeAll(async () => {
  s3 = await startLocalS3();
});
afterEach(async () => {
  for (const thing of opened.splice(0)) await thing.close();
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

async function storageBehind(store: StalledStore, timeoutMs = TIMEOUT_MS): Promise<S3Storage> {
  const settings = s3SettingsFrom({ ...s3.config, S3_ENDPOINT: store.endpoint });
  if (!settings) throw new Error('no bucket');
  const storage = createS3Storage(settings, timeoutMs);
  opened.push(storage);
  return storage;
}

async function stalledStore(): Promise<StalledStore> {
  const store = await startStalledStore();
  opened.push(store);
  return store;
}

const newKey = () => `${randomBytes(16).toString('hex')}.png`;

/** How long the call took to fail, and with what. */
async function failure(call: () => Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const started = performance.now();
  try {
    await call();
  } catch (error) {
    return { ms: Math.round(performance.now() - started), error };
  }
  throw new Error('the call succeeded against a frozen store');
}

describe('S3 storage against a store that accepts connections and never answers', () => {
  it('ends every call within its deadline with an ObjectStorageError, and counts them in its health', async () => {
    const store = await stalledStore();
    const storage = await storageBehind(store);
    const file = path.join(scratch, 'video.mp4');
    fs.writeFileSync(file, randomBytes(256 * 1024));
    const calls = {
      put: () => storage.put(newKey(), randomBytes(1024), 'image/png'),
      putFile: () => storage.putFile(newKey(), file, 'video/mp4'),
      size: () => storage.size(newKey()),
      openRead: () => storage.openRead(newKey()),
      delete: () => storage.delete(newKey()),
    };
    const times: Record<string, number> = {};
    for (const [name, call] of Object.entries(calls)) {
      const { ms, error } = await failure(call);
      times[name] = ms;
      expect(error).toBeInstanceOf(ObjectStorageError);
      expect((error as Error).cause).toMatchObject({ name: 'TimeoutError' });
      // A deadline of 0.4 s; without one these calls waited 20 s (reads) to 60 s (uploads).
      expect(ms).toBeLessThan(TIMEOUT_MS + 2_000);
    }
    console.log(
      `fault 6, each call against a frozen store with a ${TIMEOUT_MS} ms deadline: ${JSON.stringify(times)} ms`,
    );
    expect(storage.health.unavailable).toBe(true);
    expect(storage.health.failedCallsTotal).toBe(5);

    store.answerWith(s3.endpoint);
    expect(await storage.size(newKey())).toBeUndefined();
    expect(storage.health.unavailable).toBe(false);
  });

  it('gives up on an upload the store stopped taking, within the deadline of no progress', async () => {
    const store = await stalledStore();
    store.mode = 'never-read';
    const storage = await storageBehind(store);
    // Far more than the socket buffers between the two hold: the writes stop.
    const { ms, error } = await failure(() => storage.put(newKey(), randomBytes(32 * 1024 * 1024), 'image/png'));
    console.log(`fault 6, a 32 MB upload to a store that stopped reading: failed after ${ms} ms`);
    expect(error).toBeInstanceOf(ObjectStorageError);
    expect((error as Error).cause).toMatchObject({ name: 'TimeoutError' });
    expect(ms).toBeLessThan(TIMEOUT_MS + 3_000);
  });

  it('lets an upload that keeps progressing take far longer than the deadline', async () => {
    const store = await stalledStore();
    store.answerWith(s3.endpoint, { bytesPerSecond: 4 * 1024 * 1024 });
    // On loopback the sending socket's buffer grows to 4 MiB, and the kernel lets the app write again
    // only once half of it drained: at 4 MB/s the app sees progress about every 0.5 s (on a slow real
    // link the buffer stays near the link's bandwidth-delay product, and the gaps are short).
    const timeoutMs = 1_000;
    const storage = await storageBehind(store, timeoutMs);
    // More than the socket buffers hold, so most of it goes at the link's pace, under the deadline of progress.
    const data = randomBytes(16 * 1024 * 1024);
    const file = path.join(scratch, 'slow.mp4');
    fs.writeFileSync(file, data);
    const key = newKey();
    const started = performance.now();
    await storage.putFile(key, file, 'video/mp4');
    const ms = Math.round(performance.now() - started);
    console.log(`fault 6, a 16 MB upload over a 4 MB/s link with a ${timeoutMs} ms deadline: ${ms} ms`);
    expect(ms).toBeGreaterThan(timeoutMs * 3);
    const stream = await storage.openRead(key);
    expect(stream && (await buffer(stream)).equals(data)).toBe(true);
  });
});

describe('S3_TIMEOUT_MS', () => {
  it('sets the deadline of the configured store (5 s unset), and like every S3_* setting needs S3_BUCKET', async () => {
    const configured = await createStorage(loadConfig({ DATA_DIR: scratch, ...s3.env, S3_TIMEOUT_MS: '750' }));
    opened.push(configured);
    expect(configured).toMatchObject({ timeoutMs: 750 });
    const unset = await createStorage(loadConfig({ DATA_DIR: scratch, ...s3.env, S3_TIMEOUT_MS: '' }));
    opened.push(unset);
    expect(unset).toMatchObject({ timeoutMs: DEFAULT_S3_TIMEOUT_MS });
    expect(DEFAULT_S3_TIMEOUT_MS).toBe(5_000);
    expect(() => loadConfig({ DATA_DIR: scratch, S3_TIMEOUT_MS: '750' })).toThrow(
      /S3_BUCKET: must be set when S3_TIMEOUT_MS is set/,
    );
    expect(() => loadConfig({ DATA_DIR: scratch, ...s3.env, S3_TIMEOUT_MS: '5' })).toThrow(/S3_TIMEOUT_MS/);
  });
});
