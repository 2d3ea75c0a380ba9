import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3SettingsFrom } from '../../config.ts';
import { type LocalS3, startLocalS3 } from '../../test/fakes/local-s3.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { createS3Storage, type S3Storage } from './s3-storage.ts';
import { checkStorageAtStartup } from './storage-startup-check.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-storage-check-'));
let localS3: LocalS3;
const opened: S3Storage[] = [];
beforeAll(async () => {
  localS3 = await startLocalS3();
});
afterAll(async () => {
  for (const storage of opened) storage.close();
  await localS3?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

function s3Storage(overrides: Parameters<typeof s3SettingsFrom>[0] = {}): S3Storage {
  const settings = s3SettingsFrom({ ...localS3.config, ...overrides });
  if (!settings) throw new Error('no bucket configured');
  const storage = createS3Storage(settings);
  opened.push(storage);
  return storage;
}

/** A port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('the start-up check of file storage', () => {
  it('finds a bucket usable and leaves nothing behind in it', async () => {
    const storage = s3Storage({ S3_PREFIX: 'uploads/' });
    expect(await checkStorageAtStartup(storage)).toEqual({ outcome: 'usable' });
    const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: localS3.bucket }));
    expect(listed.Contents ?? []).toEqual([]);
  });

  it('finds a local uploads folder usable, created when missing, and leaves nothing in it', async () => {
    const storage = new LocalDiskStorage(path.join(scratch, 'fresh'));
    expect(await checkStorageAtStartup(storage)).toEqual({ outcome: 'usable' });
    expect(fs.readdirSync(storage.root)).toEqual([]);
  });

  it('calls a bucket that does not exist misconfigured, naming it and where', async () => {
    const check = await checkStorageAtStartup(s3Storage({ S3_BUCKET: 'no-such-bucket' }));
    expect(check.outcome).toBe('misconfigured');
    if (check.outcome === 'usable') return;
    expect(check.reason).toContain(`the S3 bucket "no-such-bucket" at ${localS3.endpoint}`);
    expect(check.reason).toContain('NoSuchBucket, HTTP 404');
  });

  it('calls credentials the store refuses misconfigured, and never prints the secret', async () => {
    const secret = 'secret-never-printed';
    const check = await checkStorageAtStartup(
      s3Storage({ S3_ACCESS_KEY_ID: 'UNKNOWN-KEY', S3_SECRET_ACCESS_KEY: secret }),
    );
    expect(check.outcome).toBe('misconfigured');
    if (check.outcome === 'usable') return;
    expect(check.reason).toMatch(/HTTP 403/);
    expect(check.reason).not.toContain(secret);
  });

  it('calls a store that does not answer unreachable, not misconfigured', async () => {
    const port = await closedPort();
    const check = await checkStorageAtStartup(s3Storage({ S3_ENDPOINT: `http://127.0.0.1:${port}` }));
    expect(check.outcome).toBe('unreachable');
    if (check.outcome === 'usable') return;
    expect(check.reason).toContain(`at http://127.0.0.1:${port} could not be reached`);
  });

  it('gives up on a store that accepts connections but never answers, within its time limit', async () => {
    const sockets: net.Socket[] = [];
    // Accepts and says nothing.
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const check = await checkStorageAtStartup(s3Storage({ S3_ENDPOINT: `http://127.0.0.1:${port}` }), 300);
      expect(check).toEqual({
        outcome: 'unreachable',
        reason: `the S3 bucket "${localS3.bucket}" at http://127.0.0.1:${port} did not answer within 0.3 s`,
      });
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it('calls an uploads folder that cannot be made misconfigured, pointing at DATA_DIR', async () => {
    // A file where the folder should be: refused even to root, which ignores permission bits.
    const dataDir = path.join(scratch, 'blocked');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'uploads'), 'not a folder');
    const check = await checkStorageAtStartup(new LocalDiskStorage(dataDir));
    expect(check.outcome).toBe('misconfigured');
    if (check.outcome === 'usable') return;
    expect(check.reason).toContain(`the uploads folder ${path.join(dataDir, 'uploads')} cannot be written`);
    expect(check.reason).toContain('check DATA_DIR');
  });
});
