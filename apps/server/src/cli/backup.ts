import { createWriteStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { applicationName, createPglite, standaloneClient } from '../db/client.ts';
import {
  type BackupFile,
  CommandFailure,
  countAppliedMigrations,
  describeFile,
  filesUnder,
  isMissingOrEmpty,
  type Manifest,
  PGLITE_DATA_DIR_FILE,
  PGLITE_SQL_FILE,
  POSTGRES_DUMP_FILE,
  resolveFromInvocation,
  UPLOADS_FOLDER,
  writeManifest,
} from './backup-manifest.ts';
import { installedPgliteVersion, pgliteDataDirOf, refuseWhenPgliteInUse } from './pglite-data-dir.ts';
import { postgresToolConnection, runPostgresTool } from './postgres-client-tools.ts';

/**
 * `npm run backup -- <folder>`: the database (PostgreSQL: pg_dump's custom format; PGlite: its data
 * directory and an SQL script) and the uploads on local disk, with a manifest of every file's sha256.
 * The database is dumped first and the uploads copied after, so every upload row in the dump has its
 * file in the copy (a file is stored before the row that names it).
 */

/** Its connections in pg_stat_activity (followed by the host and process, as the server's are). */
const BACKUP_APPLICATION_NAME = 'cordee-backup';

const usage = 'Usage: npm run backup -- <folder>   (a new or empty folder; DATABASE_URL / DATA_DIR as for the server)';

type DatabaseBackup = { database: Manifest['database']; files: string[] };

async function writeBlob(blob: Blob, target: string): Promise<void> {
  await pipeline(Readable.fromWeb(blob.stream() as WebReadableStream<Uint8Array>), createWriteStream(target));
}

async function backUpPostgres(databaseUrl: string, backupDir: string): Promise<DatabaseBackup> {
  const client = standaloneClient(databaseUrl, BACKUP_APPLICATION_NAME);
  let serverVersion: string;
  let migrationsApplied: number;
  try {
    await client.connect();
    serverVersion =
      (await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '';
    migrationsApplied = await countAppliedMigrations(async (statement) => (await client.query(statement)).rows);
  } catch (error) {
    throw new CommandFailure(`Could not read the database of DATABASE_URL: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
  const connection = await postgresToolConnection(databaseUrl, applicationName(BACKUP_APPLICATION_NAME));
  try {
    await runPostgresTool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(backupDir, POSTGRES_DUMP_FILE)}`],
      connection.env,
    );
  } finally {
    await connection.dispose();
  }
  return { database: { kind: 'postgres', serverVersion, migrationsApplied }, files: [POSTGRES_DUMP_FILE] };
}

async function backUpPglite(config: Config, backupDir: string): Promise<DatabaseBackup> {
  const pgliteDir = pgliteDataDirOf(config);
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new CommandFailure(`No PGlite database in ${pgliteDir} (DATA_DIR=${config.DATA_DIR}): nothing to back up.`);
  }
  refuseWhenPgliteInUse(pgliteDir);
  const pglite = await createPglite({ dataDir: pgliteDir });
  try {
    const rowsOf = async <T>(statement: string) => (await pglite.query<T>(statement)).rows;
    const serverVersion = (await rowsOf<{ server_version: string }>('show server_version'))[0]?.server_version ?? '';
    const migrationsApplied = await countAppliedMigrations(rowsOf);
    await writeBlob(await pglite.dumpDataDir('gzip'), path.join(backupDir, PGLITE_DATA_DIR_FILE));
    // pg_dump compiled for PGlite: a dependency of the compiled CLI, loaded only for a PGlite backup.
    const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
    await writeBlob(await pgDump({ pg: pglite }), path.join(backupDir, PGLITE_SQL_FILE));
    return {
      database: { kind: 'pglite', pgliteVersion: installedPgliteVersion(), serverVersion, migrationsApplied },
      files: [PGLITE_DATA_DIR_FILE, PGLITE_SQL_FILE],
    };
  } finally {
    await pglite.close();
  }
}

async function copyUploads(config: Config, backupDir: string): Promise<string[]> {
  const source = path.join(config.DATA_DIR, 'uploads');
  const copied: string[] = [];
  for (const relative of await filesUnder(source)) {
    const target = path.join(backupDir, UPLOADS_FOLDER, relative);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.copyFile(path.join(source, relative), target);
    copied.push(path.join(UPLOADS_FOLDER, relative));
  }
  return copied;
}

const mebibytes = (files: BackupFile[]) => (files.reduce((sum, file) => sum + file.bytes, 0) / 1024 / 1024).toFixed(1);

async function backUp(config: Config, backupDir: string): Promise<void> {
  if (!(await isMissingOrEmpty(backupDir))) {
    throw new CommandFailure(`${backupDir} is not empty: give a new or empty folder for each backup.`);
  }
  await fs.mkdir(backupDir, { recursive: true });
  try {
    const { database, files: databaseFiles } = config.DATABASE_URL
      ? await backUpPostgres(config.DATABASE_URL, backupDir)
      : await backUpPglite(config, backupDir);
    const bucket = config.S3_BUCKET;
    const uploadFiles = bucket ? [] : await copyUploads(config, backupDir);
    const described = await Promise.all(
      [...databaseFiles, ...uploadFiles].map((file) => describeFile(backupDir, file)),
    );
    await writeManifest(backupDir, {
      format: 'cordee-backup',
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      database,
      uploads: bucket ? { storage: 's3', bucket } : { storage: 'local', files: uploadFiles.length },
      files: described,
    });
    const databaseDescribed = described.slice(0, databaseFiles.length);
    console.log(
      `Backup written to ${backupDir}: the ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} database ` +
        `(${database.migrationsApplied} migrations applied, ${mebibytes(databaseDescribed)} MiB)` +
        (bucket
          ? '.'
          : ` and ${uploadFiles.length} uploaded files (${mebibytes(described.slice(databaseFiles.length))} MiB).`),
    );
    if (bucket) {
      console.log(
        `Uploads are in the S3 bucket "${bucket}" and are not copied: keep them safe with the provider's ` +
          'versioning or replication (and its retention matching your backups).',
      );
    }
  } catch (error) {
    console.error(`The backup in ${backupDir} is incomplete (it has no manifest.json): delete it.`);
    throw error;
  }
}

let folder: string | undefined;
try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  folder = positionals.length === 1 ? positionals[0] : undefined;
} catch {
  // An unknown option: the usage says what is accepted.
}
if (!folder) {
  console.error(usage);
  process.exit(2);
}
try {
  await backUp(loadConfig(), resolveFromInvocation(folder));
} catch (error) {
  if (!(error instanceof CommandFailure || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
