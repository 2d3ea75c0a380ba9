import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.ts';
import { CommandFailure } from './backup-manifest.ts';

/** Where openDatabase keeps PGlite's files inside DATA_DIR (db/client.ts). */
export const pgliteDataDirOf = (config: Config) => path.join(config.DATA_DIR, 'pglite');

/**
 * A PGlite data directory belongs to the one process that opened it: a second one opening it (a backup
 * while the server runs) would read pages mid-write, or write beside the server and corrupt both.
 * PGlite writes postmaster.pid when it opens a data directory and removes it when it closes, but the
 * pid inside is a placeholder, so a server killed without closing leaves one behind that cannot be told
 * apart from a running one: the message says what to check.
 */
export function refuseWhenPgliteInUse(pgliteDir: string): void {
  const marker = path.join(pgliteDir, 'postmaster.pid');
  if (existsSync(marker)) {
    throw new CommandFailure(
      `The PGlite database in ${pgliteDir} is open: stop the Cordée server first (PGlite belongs to one ` +
        `process). If no server runs (it was killed), delete ${marker} and try again.`,
    );
  }
}

/** The installed @electric-sql/pglite version: a data directory tarball loads only into the same one. */
export function installedPgliteVersion(): string {
  let folder = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (folder !== path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (name === '@electric-sql/pglite' && version) return version;
    }
    folder = path.dirname(folder);
  }
  throw new Error('the @electric-sql/pglite package.json was not found');
}
