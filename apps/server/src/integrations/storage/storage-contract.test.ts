import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, s3SettingsFrom } from '../../config.ts';
import { type LocalS3, startLocalS3 } from '../../test/fakes/local-s3.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { ObjectStorageError } from './object-storage-error.ts';
import { createS3Client, createS3Storage, S3Storage } from './s3-storage.ts';
import { createStorage } from './storage.factory.ts';
import type { Storage } from './storage.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-storage-contract-'));
let localS3: LocalS3;
beforeAll(async () => {
  localS3 = await startLocalS3();
});
afterAll(async () => {
  await localS3?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const s3SettingsOf = (s3: LocalS3, prefix = '') => {
  const settings = s3SettingsFrom({ ...s3.config, S3_PREFIX: prefix || undefined });
  if (!settings) throw new Error('the local S3 configuration names no bucket');
  return settings;
};

const backends: Array<{ name: string; open: () => Storage }> = [
  { name: 'LocalDiskStorage', open: () => new LocalDiskStorage(fs.mkdtempSync(path.join(scratch, 'disk-'))) },
  { name: 'S3Storage', open: () => createS3Storage(s3SettingsOf(localS3)) },
  { name: 'S3Storage with a prefix', open: () => createS3Storage(s3SettingsOf(localS3, 'uploads/cordee/')) },
];

const read = async (stream: Readable | undefined) => (stream ? (await buffer(stream)).toString('latin1') : undefined);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const newKey = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`;

describe.each(backends)('Storage contract: $name', ({ open }) => {
  let storage: Storage;
  beforeAll(() => {
    storage = open();
  });

  it('reads back what it stored, whole and by inclusive byte ranges, and tells its size', async () => {
    const key = newKey('pdf');
    await storage.put(key, Buffer.from('%PDF-0123456789'), 'application/pdf');
    expect(await read(await storage.openRead(key))).toBe('%PDF-0123456789');
    expect(await read(await storage.openRead(key, { start: 5, end: 7 }))).toBe('012');
    // From 0 to 1 (Safari's first probe), not 0 to 0: s3rver reads an end of 0 as "to the end", S3 does not.
    expect(await read(await storage.openRead(key, { start: 0, end: 1 }))).toBe('%P');
    expect(await read(await storage.openRead(key, { start: 14, end: 14 }))).toBe('9');
    expect(await storage.size(key)).toBe(15);
    expect(await storage.exists(key)).toBe(true);
  });

  it('answers undefined and false for a key that was never stored', async () => {
    const key = newKey('png');
    expect(await storage.openRead(key)).toBeUndefined();
    expect(await storage.openRead(key, { start: 0, end: 1 })).toBeUndefined();
    expect(await storage.size(key)).toBeUndefined();
    expect(await storage.exists(key)).toBe(false);
  });

  it('deletes, and deleting a missing file is not an error', async () => {
    const key = newKey('png');
    await storage.put(key, Buffer.from('picture'), 'image/png');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.openRead(key)).toBeUndefined();
    await storage.delete(key);
    await storage.delete(newKey('png'));
  });

  it('stores a multi-megabyte file from disk and reads any part of it back', async () => {
    const data = randomBytes(6 * 1024 * 1024 + 123);
    const source = path.join(scratch, `${randomBytes(6).toString('hex')}.tmp`);
    fs.writeFileSync(source, data);
    const key = newKey('mp4');
    await storage.putFile(key, source, 'video/mp4');
    expect(fs.existsSync(source)).toBe(true); // the caller's to delete
    fs.rmSync(source);
    expect(await storage.size(key)).toBe(data.length);
    const whole = await storage.openRead(key);
    expect(whole && sha256(await buffer(whole))).toBe(sha256(data));
    const middle = await storage.openRead(key, { start: 3_000_000, end: 3_000_099 });
    expect(middle && (await buffer(middle)).equals(data.subarray(3_000_000, 3_000_100))).toBe(true);
  });

  it('refuses keys that are not one safe path segment, for every operation', async () => {
    const source = path.join(scratch, 'unsafe-source.tmp');
    fs.writeFileSync(source, 'x');
    for (const key of ['../x.png', 'a/b.png', '..', '.hidden', '', 'a b.png', '/etc/passwd', '%2e%2e.png']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.putFile(key, source, 'video/mp4'), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.openRead(key), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.size(key), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.exists(key), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/unsafe storage key/);
    }
  });
});

describe('S3Storage', () => {
  const objectNames = async (s3: LocalS3) => {
    const client = createS3Client(s3SettingsOf(s3));
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    client.destroy();
    return (listed.Contents ?? []).map((object) => object.Key);
  };

  it('keeps its objects under the configured prefix, and sees nothing outside it', async () => {
    const prefixed = createS3Storage(s3SettingsOf(localS3, 'tenant-a/uploads/'));
    const atRoot = createS3Storage(s3SettingsOf(localS3));
    const key = newKey('jpg');
    await prefixed.put(key, Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(await objectNames(localS3)).toContain(`tenant-a/uploads/${key}`);
    expect(await objectNames(localS3)).not.toContain(key);
    expect(await atRoot.exists(key)).toBe(false);
    // An object of the same name at the bucket's root is not the prefixed storage's file.
    const other = newKey('jpg');
    await atRoot.put(other, Buffer.from('root'), 'image/jpeg');
    expect(await prefixed.exists(other)).toBe(false);
  });

  it('stores the content type given, so the bucket itself serves nothing as HTML', async () => {
    const storage = createS3Storage(s3SettingsOf(localS3));
    const key = newKey('webp');
    await storage.put(key, Buffer.from('RIFF....WEBP'), 'image/webp');
    const { ContentType } = await storage.client.send(new HeadObjectCommand({ Bucket: localS3.bucket, Key: key }));
    expect(ContentType).toBe('image/webp');
  });

  it('refuses an unsafe key before any request reaches the store', async () => {
    const storage = createS3Storage(s3SettingsOf(localS3));
    const send = vi.spyOn(storage.client, 'send');
    await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/unsafe storage key/);
    await expect(storage.openRead('a/b.png')).rejects.toThrow(/unsafe storage key/);
    await expect(storage.delete('..')).rejects.toThrow(/unsafe storage key/);
    expect(send).not.toHaveBeenCalled();
    expect(() => new S3Storage(storage.client, localS3.bucket, '../')).toThrow(/unsafe S3 key prefix/);
    expect(() => new S3Storage(storage.client, localS3.bucket, 'uploads')).toThrow(/unsafe S3 key prefix/);
  });

  it('streams a file to the store with its length instead of reading it into memory', async () => {
    const storage = createS3Storage(s3SettingsOf(localS3));
    const send = vi.spyOn(storage.client, 'send');
    const source = path.join(scratch, 'streamed.tmp');
    fs.writeFileSync(source, randomBytes(2 * 1024 * 1024));
    await storage.putFile(newKey('webm'), source, 'video/webm');
    const command = send.mock.calls[0]?.[0];
    expect(command).toBeInstanceOf(PutObjectCommand);
    const input = (command as PutObjectCommand).input;
    expect(input.Body).toBeInstanceOf(Readable);
    expect(input.ContentLength).toBe(2 * 1024 * 1024);
    expect(input.ContentType).toBe('video/webm');
  });

  it('fails with ObjectStorageError, never "missing", when the store is down or the bucket is gone', async () => {
    const gone = await startLocalS3();
    await gone.close();
    const down = createS3Storage(s3SettingsOf(gone));
    const key = newKey('png');
    await expect(down.put(key, Buffer.from('x'), 'image/png')).rejects.toBeInstanceOf(ObjectStorageError);
    // A store that cannot be reached must not look like a file that does not exist (a 404, a sweep's "gone").
    await expect(down.size(key)).rejects.toBeInstanceOf(ObjectStorageError);
    await expect(down.openRead(key)).rejects.toBeInstanceOf(ObjectStorageError);
    await expect(down.delete(key)).rejects.toBeInstanceOf(ObjectStorageError);

    const noBucket = createS3Storage({ ...s3SettingsOf(localS3), bucket: 'no-such-bucket' });
    await expect(noBucket.openRead(key)).rejects.toBeInstanceOf(ObjectStorageError);
    await expect(noBucket.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/object storage PutObject failed/);
  });

  it('is what createStorage builds when S3_BUCKET is set', async () => {
    const config = loadConfig({ DATA_DIR: scratch, ...localS3.env, S3_PREFIX: 'media/' });
    const storage = await createStorage(config);
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage).toMatchObject({ bucket: localS3.bucket, prefix: 'media/' });
    const key = newKey('png');
    await storage.put(key, Buffer.from('png'), 'image/png');
    expect(await objectNames(localS3)).toContain(`media/${key}`);
  });
});
