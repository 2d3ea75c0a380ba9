import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { applicationName, createPglite, standaloneClient } from '../db/client.ts';
import { refreshAppRoleGrants } from '../db/database-roles.ts';
import {
  CommandFailure,
  countAppliedMigrations,
  isMissingOrEmpty,
  knownMigrationCount,
  type Manifest,
  PGLITE_DATA_DIR_FILE,
  PGLITE_SQL_FILE,
  POSTGRES_DUMP_FILE,
  readVerifiedManifest,
  resolveFromInvocation,
  UPLOADS_FOLDER,
} from './backup-manifest.ts';
import { installedPgliteVersion, pgliteDataDirOf, refuseWhenPgliteInUse } from './pglite-data-dir.ts';
import { postgresToolConnection, runPostgresTool } from './postgres-client-tools.ts';

/**
 * `npm run restore -- <folder> [--replace] [--from-sql]`: puts a backup of `npm run backup` back into the
 * database of DATABASE_URL (or the PGlite of DATA_DIR) and the uploads into DATA_DIR/uploads. Everything
 * is checked first (the manifest, every file's sha256, the targets empty) and nothing is touched when a
 * check fails. With --replace a non-empty target is replaced: PostgreSQL objects of the backup are
 * dropped and recreated (pg_restore --clean), a PGlite data directory and the uploads folder are set
 * aside (renamed, never deleted) before the restored ones take their place.
 */

const usage =
  'Usage: npm run restore -- <backup folder> [--replace] [--from-sql]\n' +
  '  --replace   restore over a database (or DATA_DIR) that already holds data\n' +
  '  --from-sql  PGlite: load database.sql instead of the data directory tarball (automatic across PGlite versions)';

type Options = { backupDir: string; replace: boolean; fromSql: boolean };

/** Its connections in pg_stat_activity (followed by the host and process, as the server's are). */
const RESTORE_APPLICATION_NAME = 'cordee-restore';

/** A sibling name for a folder being written or set aside, so the final rename is atomic on one disk. */
const besideOf = (folder: string, purpose: string) =>
  `${folder}.${purpose}-${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;

/**
 * Makes room for the restored folder: a replaced one is renamed beside it (the operator deletes it once
 * the restore proved good), an empty one simply removed. Returns where the replaced one went.
 */
async function setAsideUnlessEmpty(folder: string): Promise<string | undefined> {
  if (!existsSync(folder)) return undefined;
  if (await isMissingOrEmpty(folder)) {
    await fs.rmdir(folder);
    return undefined;
  }
  const setAside = besideOf(folder, 'before-restore');
  await fs.rename(folder, setAside);
  return setAside;
}

async function countUserTables(databaseUrl: string): Promise<number> {
  const client = standaloneClient(databaseUrl, RESTORE_APPLICATION_NAME);
  try {
    await client.connect();
    const result = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return result.rows[0]?.tables ?? 0;
  } catch (error) {
    throw new CommandFailure(
      `Could not open the database of DATABASE_URL (create it first, empty): ${(error as Error).message}`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

async function appliedMigrationsIn(databaseUrl: string): Promise<number> {
  const client = standaloneClient(databaseUrl, RESTORE_APPLICATION_NAME);
  await client.connect();
  try {
    return await countAppliedMigrations(async (statement) => (await client.query(statement)).rows);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Every refusal before anything is written: the kinds match and the targets are empty (or --replace). */
async function checkTargets(config: Config, manifest: Manifest, options: Options): Promise<void> {
  const { kind } = manifest.database;
  if (kind === 'postgres' && !config.DATABASE_URL) {
    throw new CommandFailure(
      'This is a backup of a PostgreSQL database: set DATABASE_URL to the database to restore into.',
    );
  }
  if (kind === 'pglite' && config.DATABASE_URL) {
    throw new CommandFailure(
      'This is a backup of a PGlite database: unset DATABASE_URL to restore into DATA_DIR. (Its database.sql ' +
        'is plain SQL that psql can load into PostgreSQL, but that path is not checked by this tool.)',
    );
  }
  if (config.DATABASE_URL) {
    const tables = await countUserTables(config.DATABASE_URL);
    if (tables > 0 && !options.replace) {
      throw new CommandFailure(
        `The target database already has ${tables} tables: restore into a new empty database, or pass --replace ` +
          'to drop and recreate what the backup holds. Nothing was restored.',
      );
    }
    // --clean drops only what the dump holds: the tables of later migrations would stay, and the server
    // would fail to start when it applies those migrations again over them.
    const targetMigrations = tables > 0 ? await appliedMigrationsIn(config.DATABASE_URL) : 0;
    if (targetMigrations > manifest.database.migrationsApplied) {
      throw new CommandFailure(
        `The target database has ${targetMigrations} migrations applied and the backup ` +
          `${manifest.database.migrationsApplied}: --replace would keep the tables added since, and the server ` +
          'would not start on them. Restore into a new empty database. Nothing was restored.',
      );
    }
  } else {
    const pgliteDir = pgliteDataDirOf(config);
    refuseWhenPgliteInUse(pgliteDir);
    if (!options.replace && !(await isMissingOrEmpty(pgliteDir))) {
      throw new CommandFailure(
        `${pgliteDir} already holds a database: restore into an empty DATA_DIR, or pass --replace (the current ` +
          'one is kept beside it, renamed). Nothing was restored.',
      );
    }
  }
  const uploadsDir = path.join(config.DATA_DIR, 'uploads');
  if (manifest.uploads.storage === 'local' && !config.S3_BUCKET) {
    if (!options.replace && !(await isMissingOrEmpty(uploadsDir))) {
      throw new CommandFailure(
        `${uploadsDir} is not empty: restore into an empty DATA_DIR, or pass --replace (the current folder is ` +
          'kept beside it, renamed). Nothing was restored.',
      );
    }
  }
}

async function restorePostgres(databaseUrl: string, backupDir: string, options: Options): Promise<void> {
  const connection = await postgresToolConnection(databaseUrl, applicationName(RESTORE_APPLICATION_NAME));
  try {
    await runPostgresTool(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        // All or nothing: a failure leaves the target as it was.
        '--single-transaction',
        ...(options.replace ? ['--clean', '--if-exists'] : []),
        `--dbname=${connection.dbnameArgument}`,
        path.join(backupDir, POSTGRES_DUMP_FILE),
      ],
      connection.env,
    );
  } finally {
    await connection.dispose();
  }
}

/**
 * Builds the restored data directory beside the target, then renames it into place: a failure half way
 * leaves the target as it was. Returns where a replaced data directory was set aside.
 */
async function restorePglite(
  config: Config,
  manifest: Extract<Manifest['database'], { kind: 'pglite' }>,
  backupDir: string,
  options: Options,
): Promise<{ setAside?: string; applied: number; source: string }> {
  const pgliteDir = pgliteDataDirOf(config);
  const installed = installedPgliteVersion();
  const fromSql = options.fromSql || manifest.pgliteVersion !== installed;
  if (!options.fromSql && fromSql) {
    console.log(
      `The data directory was saved by PGlite ${manifest.pgliteVersion} and this is ${installed}: loading ${PGLITE_SQL_FILE}.`,
    );
  }
  const staging = besideOf(pgliteDir, 'restoring');
  await fs.mkdir(config.DATA_DIR, { recursive: true });
  let applied: number;
  try {
    const pglite = fromSql
      ? await createPglite({ dataDir: staging })
      : await createPglite({
          dataDir: staging,
          loadDataDir: new Blob([await fs.readFile(path.join(backupDir, PGLITE_DATA_DIR_FILE))]),
        });
    try {
      if (fromSql) await pglite.exec(await fs.readFile(path.join(backupDir, PGLITE_SQL_FILE), 'utf8'));
      applied = await countAppliedMigrations(async <T>(statement: string) => (await pglite.query<T>(statement)).rows);
    } finally {
      await pglite.close();
    }
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
  const setAside = await setAsideUnlessEmpty(pgliteDir);
  await fs.rename(staging, pgliteDir);
  return { setAside, applied, source: fromSql ? PGLITE_SQL_FILE : PGLITE_DATA_DIR_FILE };
}

/** Copies the manifest's (checked) upload files, through a folder beside the target renamed into place. */
async function restoreUploads(config: Config, manifest: Manifest, backupDir: string): Promise<string | undefined> {
  const uploadsDir = path.join(config.DATA_DIR, 'uploads');
  const staging = besideOf(uploadsDir, 'restoring');
  const prefix = `${UPLOADS_FOLDER}/`;
  try {
    await fs.mkdir(staging, { recursive: true });
    for (const file of manifest.files.filter((listed) => listed.path.startsWith(prefix))) {
      const relative = file.path.slice(prefix.length).split('/');
      const target = path.join(staging, ...relative);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.copyFile(path.join(backupDir, ...file.path.split('/')), target);
      // As LocalDiskStorage writes them: not readable by other users of the machine.
      await fs.chmod(target, 0o640);
    }
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
  const setAside = await setAsideUnlessEmpty(uploadsDir);
  await fs.rename(staging, uploadsDir);
  return setAside;
}

async function restore(config: Config, options: Options): Promise<void> {
  const manifest = await readVerifiedManifest(options.backupDir);
  await checkTargets(config, manifest, options);
  const known = knownMigrationCount();
  if (manifest.database.migrationsApplied > known) {
    console.log(
      `Warning: the backup has ${manifest.database.migrationsApplied} migrations applied and this version of ` +
        `Cordée knows ${known}: run the version that made the backup (or a newer one) on the restored database.`,
    );
  }

  const setAside: string[] = [];
  let applied: number;
  let source: string;
  if (manifest.database.kind === 'postgres' && config.DATABASE_URL) {
    await restorePostgres(config.DATABASE_URL, options.backupDir, options);
    applied = await appliedMigrationsIn(config.DATABASE_URL);
    source = POSTGRES_DUMP_FILE;
  } else if (manifest.database.kind === 'pglite') {
    const restored = await restorePglite(config, manifest.database, options.backupDir, options);
    if (restored.setAside) setAside.push(restored.setAside);
    applied = restored.applied;
    source = restored.source;
  } else {
    throw new Error('checkTargets lets only matching kinds through');
  }
  if (applied !== manifest.database.migrationsApplied) {
    throw new CommandFailure(
      `The restored database has ${applied} migrations applied where the backup recorded ` +
        `${manifest.database.migrationsApplied}: check it before starting the server.`,
    );
  }
  console.log(`Database restored from ${source} (${applied} migrations applied).`);

  const bucket = config.S3_BUCKET;
  if (manifest.uploads.storage === 's3') {
    console.log(
      `Uploads were in the S3 bucket "${manifest.uploads.bucket}" and are not part of this backup: restore them ` +
        "with the provider's versioning or replication.",
    );
  } else if (bucket) {
    console.log(
      `This configuration stores uploads in the S3 bucket "${bucket}": the backup's ${manifest.uploads.files} files ` +
        `in ${path.join(options.backupDir, UPLOADS_FOLDER)} were not copied; put them in the bucket with the ` +
        "provider's tools.",
    );
  } else {
    const uploadsSetAside = await restoreUploads(config, manifest, options.backupDir);
    if (uploadsSetAside) setAside.push(uploadsSetAside);
    console.log(`${manifest.uploads.files} uploaded files restored into ${path.join(config.DATA_DIR, 'uploads')}.`);
  }
  for (const folder of setAside) {
    console.log(`The replaced data is kept in ${folder}: delete it once the restored server runs well.`);
  }
}

let options: Options | undefined;
try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { replace: { type: 'boolean', default: false }, 'from-sql': { type: 'boolean', default: false } },
  });
  const [folder] = positionals;
  if (positionals.length === 1 && folder) {
    options = { backupDir: resolveFromInvocation(folder), replace: values.replace, fromSql: values['from-sql'] };
  }
} catch {
  // An unknown option: the usage says what is accepted.
}
if (!options) {
  console.error(usage);
  process.exit(2);
}
try {
  const config = loadConfig();
  // pg_restore creates the tables, so it runs as their owner: DATABASE_MIGRATION_URL when the app serves
  // with a role of its own. The dump carries no privileges (--no-privileges): that role's are set afterwards.
  await restore({ ...config, DATABASE_URL: config.DATABASE_MIGRATION_URL ?? config.DATABASE_URL }, options);
  if (config.DATABASE_URL && config.DATABASE_MIGRATION_URL) {
    const grants = await refreshAppRoleGrants({
      databaseUrl: config.DATABASE_URL,
      migrationUrl: config.DATABASE_MIGRATION_URL,
    });
    if (grants) console.log(`The role "${grants.appRole}" (DATABASE_URL) may read and write the restored rows.`);
  }
} catch (error) {
  if (!(error instanceof CommandFailure || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
