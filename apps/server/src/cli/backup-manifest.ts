import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { migrationsFolder } from '../db/client.ts';

/**
 * What `npm run backup` writes beside the copied files, and what `npm run restore` checks before it
 * touches anything: every file listed with its size and sha256, so a truncated copy or a changed byte is
 * refused instead of half restored.
 */

export const MANIFEST_FILE = 'manifest.json';
/** PostgreSQL: pg_dump's custom format. */
export const POSTGRES_DUMP_FILE = 'database.dump';
/** PGlite: its data directory as a gzipped tarball, loadable only by the same PGlite version. */
export const PGLITE_DATA_DIR_FILE = 'database.tar.gz';
/** PGlite: a plain SQL script (pg_dump compiled for PGlite), loadable by any later PGlite. */
export const PGLITE_SQL_FILE = 'database.sql';
/** Local uploads are copied under this folder of the backup, with the same names. */
export const UPLOADS_FOLDER = 'uploads';

const BackupFileSchema = z.object({
  /** Relative to the backup folder, with `/` separators. */
  path: z.string().min(1),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type BackupFile = z.infer<typeof BackupFileSchema>;

const ManifestSchema = z.object({
  format: z.literal('cordee-backup'),
  formatVersion: z.literal(1),
  createdAt: z.string(),
  database: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('postgres'),
      serverVersion: z.string(),
      migrationsApplied: z.number().int().min(0),
    }),
    z.object({
      kind: z.literal('pglite'),
      /** A data directory tarball loads only into this exact PGlite version; the SQL script into any. */
      pgliteVersion: z.string(),
      serverVersion: z.string(),
      migrationsApplied: z.number().int().min(0),
    }),
  ]),
  uploads: z.discriminatedUnion('storage', [
    z.object({ storage: z.literal('local'), files: z.number().int().min(0) }),
    /** Files in a bucket are not in the backup: the provider's versioning or replication keeps them. */
    z.object({ storage: z.literal('s3'), bucket: z.string() }),
  ]),
  files: z.array(BackupFileSchema),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** A refusal or failure the operator can act on: printed as is, exit code 1, no stack trace. */
export class CommandFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandFailure';
  }
}

/**
 * npm runs the workspace's script inside apps/server: a relative folder given on the command line means
 * relative to where npm was called (INIT_CWD), as config.ts does for DATA_DIR.
 */
export function resolveFromInvocation(folder: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

export async function describeFile(backupDir: string, relative: string): Promise<BackupFile> {
  const file = path.join(backupDir, relative);
  const stat = await fs.stat(file);
  return { path: relative.split(path.sep).join('/'), bytes: stat.size, sha256: await sha256Of(file) };
}

/** Regular files under `folder`, relative to it, sorted; none when it does not exist. */
export async function filesUnder(folder: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** True when `folder` is missing or holds nothing (not even hidden files). */
export async function isMissingOrEmpty(folder: string): Promise<boolean> {
  try {
    return (await fs.readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

export async function writeManifest(backupDir: string, manifest: Manifest): Promise<void> {
  // Written last, through a rename: a backup folder without a manifest is an unfinished one.
  const temporary = path.join(backupDir, `${MANIFEST_FILE}.partial`);
  await fs.writeFile(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
  await fs.rename(temporary, path.join(backupDir, MANIFEST_FILE));
}

/** A manifest path must stay inside the backup folder, whatever the manifest says. */
function isInside(relative: string): boolean {
  return (
    !path.posix.isAbsolute(relative) &&
    !relative.includes('\\') &&
    relative.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

/**
 * Reads the manifest and checks every file it lists against its size and sha256. Refuses (throws a
 * CommandFailure naming the problem) on a missing or unreadable manifest, a missing file or a mismatch.
 */
export async function readVerifiedManifest(backupDir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(backupDir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new CommandFailure(
      `${backupDir} holds no ${MANIFEST_FILE}: not a backup, or one that did not finish. Nothing was restored.`,
    );
  }
  let parsed: ReturnType<typeof ManifestSchema.safeParse>;
  try {
    parsed = ManifestSchema.safeParse(JSON.parse(text));
  } catch {
    throw new CommandFailure(`${MANIFEST_FILE} is not valid JSON. Nothing was restored.`);
  }
  if (!parsed.success) {
    throw new CommandFailure(
      `${MANIFEST_FILE} is not a Cordée backup manifest this version reads. Nothing was restored.`,
    );
  }
  const manifest = parsed.data;
  for (const file of manifest.files) {
    if (!isInside(file.path))
      throw new CommandFailure(`${MANIFEST_FILE} names a file outside the backup: ${file.path}`);
    const location = path.join(backupDir, ...file.path.split('/'));
    let bytes: number;
    try {
      bytes = (await fs.stat(location)).size;
    } catch {
      throw new CommandFailure(`${file.path} is listed in the manifest but missing. Nothing was restored.`);
    }
    if (bytes !== file.bytes || (await sha256Of(location)) !== file.sha256) {
      throw new CommandFailure(
        `${file.path} does not match its sha256 in the manifest (changed or damaged). Nothing was restored.`,
      );
    }
  }
  return manifest;
}

/** How many migrations this version of the code knows (its journal). */
export function knownMigrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

type RowsOf = <T>(statement: string) => Promise<T[]>;

/** Applied migrations, 0 on a database never migrated (two statements: a missing table fails to parse). */
export async function countAppliedMigrations(rowsOf: RowsOf): Promise<number> {
  const [table] = await rowsOf<{ name: string | null }>(
    "select to_regclass('drizzle.__drizzle_migrations')::text as name",
  );
  if (!table?.name) return 0;
  const [count] = await rowsOf<{ applied: number }>(
    'select count(*)::int as applied from drizzle.__drizzle_migrations',
  );
  return count?.applied ?? 0;
}
