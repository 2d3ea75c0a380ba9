import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { createStorage } from './storage.factory.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-storage-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('LocalDiskStorage', () => {
  const storage = new LocalDiskStorage(dataDir);

  it('stores, reads, checks and deletes files under DATA_DIR/uploads', async () => {
    await storage.put('abc123.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
    expect(fs.readFileSync(path.join(dataDir, 'uploads', 'abc123.pdf'), 'latin1')).toBe('%PDF-1.7');
    expect(await storage.exists('abc123.pdf')).toBe(true);
    const stream = await storage.openRead('abc123.pdf');
    expect(stream && (await text(stream))).toBe('%PDF-1.7');

    await storage.delete('abc123.pdf');
    expect(await storage.exists('abc123.pdf')).toBe(false);
    expect(await storage.openRead('abc123.pdf')).toBeUndefined();
    await storage.delete('abc123.pdf'); // deleting twice is fine
  });

  it('stores a file by streaming it, tells its size and reads byte ranges', async () => {
    const source = path.join(dataDir, 'source.tmp');
    fs.writeFileSync(source, '0123456789');
    await storage.putFile('video1.mp4', source, 'video/mp4');
    expect(fs.readFileSync(path.join(dataDir, 'uploads', 'video1.mp4'), 'latin1')).toBe('0123456789');
    expect(await storage.size('video1.mp4')).toBe(10);
    expect(await storage.size('missing.mp4')).toBeUndefined();
    const part = await storage.openRead('video1.mp4', { start: 2, end: 4 });
    expect(part && (await text(part))).toBe('234');
    await expect(storage.putFile('video1.mp4', source, 'video/mp4')).rejects.toThrow();
    expect(fs.readFileSync(path.join(dataDir, 'uploads', 'video1.mp4'), 'latin1')).toBe('0123456789');
    await expect(storage.putFile('../x.mp4', source, 'video/mp4')).rejects.toThrow(/unsafe storage key/);
    fs.rmSync(source);
  });

  it('never overwrites an existing key', async () => {
    await storage.put('once.png', Buffer.from('first'), 'image/png');
    await expect(storage.put('once.png', Buffer.from('second'), 'image/png')).rejects.toThrow();
    expect(fs.readFileSync(path.join(dataDir, 'uploads', 'once.png'), 'latin1')).toBe('first');
  });

  it('refuses keys that are not one safe path segment', async () => {
    const unsafe = [
      '../x.png',
      '..',
      'a/b.png',
      'a\\b.png',
      '.hidden',
      'a..b',
      'x.png/..',
      '',
      'é.png',
      'a b.png',
      'a.b.c',
      '/etc/passwd',
    ];
    for (const key of unsafe) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.openRead(key), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.exists(key), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/unsafe storage key/);
    }
    expect(fs.readdirSync(dataDir)).toEqual(['uploads']);
  });
});

describe('createStorage', () => {
  it('picks local disk under DATA_DIR/uploads when no bucket is configured', async () => {
    const storage = await createStorage({ DATA_DIR: dataDir });
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    expect((storage as LocalDiskStorage).root).toBe(path.join(dataDir, 'uploads'));
  });
});
