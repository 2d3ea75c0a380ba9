import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, Storage } from './storage.ts';
import { assertSafeStorageKey } from './storage-key.ts';

/** Files under `${dataDir}/uploads`, one flat directory; keys are checked before touching the disk. */
export class LocalDiskStorage implements Storage {
  readonly root: string;
  readonly isLocal = true;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'uploads');
  }

  get location(): string {
    return `the uploads folder ${this.root}`;
  }

  close(): void {
    // Nothing held open between calls.
  }

  private pathOf(key: string): string {
    assertSafeStorageKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(this.root, { recursive: true });
    try {
      // `wx`: keys are unique, so an existing file means a collision or a bug, never something to overwrite.
      // No reader knows the key before put resolves (the database row comes after), so no temp-and-rename.
      await fs.writeFile(target, data, { flag: 'wx', mode: 0o640 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await fs.rm(target, { force: true });
      throw error;
    }
  }

  async putFile(key: string, sourcePath: string, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(this.root, { recursive: true });
    // Same rule as put: never overwrite a key. Opened with `wx` first, so a collision leaves the file alone.
    const handle = await fs.open(target, 'wx', 0o640);
    try {
      await pipeline(createReadStream(sourcePath), handle.createWriteStream());
    } catch (error) {
      await fs.rm(target, { force: true });
      throw error;
    } finally {
      await handle.close().catch(() => {});
    }
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const stat = await fs.stat(this.pathOf(key));
      return stat.isFile() ? stat.size : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async openRead(key: string, range?: ByteRange): Promise<Readable | undefined> {
    const file = this.pathOf(key);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    // Opening first turns "missing" into undefined instead of a stream error after the headers went out.
    return handle.createReadStream(
      range ? { autoClose: true, start: range.start, end: range.end } : { autoClose: true },
    );
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fs.stat(this.pathOf(key))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }
}
