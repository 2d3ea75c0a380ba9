import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { users } from '../features/users/users.tables.ts';
import { LocalDiskStorage } from '../integrations/storage/local-disk-storage.ts';
import { expectSameContent, type Fingerprint, fingerprintOf } from '../test/database-fingerprint.ts';
import { createUser } from '../test/factories.ts';
import { adminStatement, adminUrl } from '../test/golden-database.ts';
import { knownMigrationCount, type Manifest } from './backup-manifest.ts';

/**
 * `npm run backup` and `npm run restore` as an operator runs them: the real commands in child processes
 * (the sources through tsx), configured by DATA_DIR and DATABASE_URL only. The drill in
 * db/backup-restore.test.ts proves the dumps keep a full app's data; this proves the commands: what they
 * write, what they restore, and what they refuse.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const temporaryDirs: string[] = [];

function temporaryDir(purpose: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `cordee-${purpose}-`));
  temporaryDirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of temporaryDirs) fs.rmSync(dir, { recursive: true, force: true });
});

type Run = { code: number; stdout: string; stderr: string };

/** The command with only the settings given: nothing inherited points it at another database or bucket. */
function runCommand(command: 'backup' | 'restore', args: string[], settings: Record<string, string>): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...settings };
  for (const name of ['DATABASE_URL', 'S3_BUCKET', 'INIT_CWD']) if (!(name in settings)) delete env[name];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `src/cli/${command}.ts`, ...args],
      { cwd: serverDir, env },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const readManifest = (backupDir: string): Manifest =>
  JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));

/** A copy of the backup with one byte of `file` changed, its size kept: only the sha256 can tell. */
function tamperedCopy(backupDir: string, file: string): string {
  const copy = path.join(temporaryDir('tampered'), 'backup');
  fs.cpSync(backupDir, copy, { recursive: true });
  const bytes = fs.readFileSync(path.join(copy, file));
  const middle = Math.floor(bytes.length / 2);
  bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
  fs.writeFileSync(path.join(copy, file), bytes);
  return copy;
}

/** What the test puts in before the backup and looks for after the restore. */
type Content = { email: string; uploadKey: string; uploadBytes: Buffer; fingerprint: Fingerprint };

async function fillAndFingerprint(database: DatabaseHandle, dataDir: string): Promise<Content> {
  const email = `backup-${randomBytes(4).toString('hex')}@example.test`;
  await createUser(database.db, { email, name: 'Backed Up' });
  const uploadKey = `${randomBytes(8).toString('hex')}.png`;
  const uploadBytes = randomBytes(2048);
  await new LocalDiskStorage(dataDir).put(uploadKey, uploadBytes, 'image/png');
  return { email, uploadKey, uploadBytes, fingerprint: await fingerprintOf(database) };
}

async function expectRestored(database: DatabaseHandle, dataDir: string, content: Content) {
  const [user] = await database.db.select().from(users).where(eq(users.email, content.email));
  expect(user?.name).toBe('Backed Up');
  expect(fs.readFileSync(path.join(dataDir, 'uploads', content.uploadKey))).toEqual(content.uploadBytes);
}

function expectManifestOf(backupDir: string, kind: 'pglite' | 'postgres', content: Content, databaseFiles: string[]) {
  const manifest = readManifest(backupDir);
  expect(manifest.database.kind).toBe(kind);
  expect(manifest.database.migrationsApplied).toBe(knownMigrationCount());
  expect(manifest.uploads).toEqual({ storage: 'local', files: 1 });
  expect(manifest.files.map((file) => file.path)).toEqual([...databaseFiles, `uploads/${content.uploadKey}`]);
  const upload = manifest.files.find((file) => file.path === `uploads/${content.uploadKey}`);
  expect(upload?.bytes).toBe(content.uploadBytes.length);
  expect(fs.readFileSync(path.join(backupDir, 'uploads', content.uploadKey))).toEqual(content.uploadBytes);
}

// ---- PGlite (no DATABASE_URL): DATA_DIR/pglite and DATA_DIR/uploads ------------------------------------

describe('npm run backup / restore on PGlite', () => {
  let sourceDataDir: string;
  let backupDir: string;
  let content: Content;

  beforeAll(async () => {
    sourceDataDir = temporaryDir('backup-source');
    const database = await openDatabase({ dataDir: sourceDataDir });
    try {
      await database.migrate();
      content = await fillAndFingerprint(database, sourceDataDir);
    } finally {
      await database.close();
    }
    backupDir = path.join(temporaryDir('backup'), 'nightly');
    const backup = await runCommand('backup', [backupDir], { DATA_DIR: sourceDataDir });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('Backup written to');
  }, 120_000);

  it('writes the data directory, an SQL script and the uploads, listed in the manifest', () => {
    expectManifestOf(backupDir, 'pglite', content, ['database.tar.gz', 'database.sql']);
    expect(readManifest(backupDir).database).toMatchObject({ pgliteVersion: expect.any(String) });
  });

  it('restores the data directory and the uploads into an empty DATA_DIR', async () => {
    const targetDataDir = temporaryDir('restore-target');
    const restore = await runCommand('restore', [backupDir], { DATA_DIR: targetDataDir });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('restored from database.tar.gz');
    const database = await openDatabase({ dataDir: targetDataDir });
    try {
      // Copied from an open PGlite, the data directory comes back as after a crash: sequences may be ahead.
      expectSameContent(await fingerprintOf(database), content.fingerprint, 'not behind');
      await expectRestored(database, targetDataDir, content);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('restores from the SQL script with --from-sql (the way across PGlite versions)', async () => {
    const targetDataDir = temporaryDir('restore-target');
    const restore = await runCommand('restore', [backupDir, '--from-sql'], { DATA_DIR: targetDataDir });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('restored from database.sql');
    const database = await openDatabase({ dataDir: targetDataDir });
    try {
      expectSameContent(await fingerprintOf(database), content.fingerprint, 'exact');
      await expectRestored(database, targetDataDir, content);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a DATA_DIR that already holds a database, and leaves it alone', async () => {
    const before = fs.readdirSync(sourceDataDir).sort();
    const restore = await runCommand('restore', [backupDir], { DATA_DIR: sourceDataDir });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('already holds a database');
    expect(restore.stderr).toContain('Nothing was restored.');
    expect(fs.readdirSync(sourceDataDir).sort()).toEqual(before);
  });

  it('refuses a backup whose file does not match its sha256, before touching the target', async () => {
    const tampered = tamperedCopy(backupDir, 'database.sql');
    const targetDataDir = temporaryDir('restore-target');
    const restore = await runCommand('restore', [tampered, '--from-sql'], { DATA_DIR: targetDataDir });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('database.sql does not match its sha256');
    expect(fs.readdirSync(targetDataDir)).toEqual([]);
  });

  it('refuses to back up a PGlite another process has open (the server)', async () => {
    const database = await openDatabase({ dataDir: sourceDataDir });
    try {
      const target = path.join(temporaryDir('backup'), 'while-running');
      const backup = await runCommand('backup', [target], { DATA_DIR: sourceDataDir });
      expect(backup.code).toBe(1);
      expect(backup.stderr).toContain('stop the Cordée server first');
      expect(fs.existsSync(path.join(target, 'manifest.json'))).toBe(false);
    } finally {
      await database.close();
    }
  });

  it('refuses to write into a folder that is not empty', async () => {
    const backup = await runCommand('backup', [backupDir], { DATA_DIR: sourceDataDir });
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain('is not empty');
  });
});

// ---- PostgreSQL (DATABASE_URL): pg_dump / pg_restore --------------------------------------------------

describe.skipIf(!testDatabaseUrl)('npm run backup / restore on PostgreSQL', () => {
  const serverUrl = testDatabaseUrl ?? '';
  const suffix = randomBytes(6).toString('hex');
  const sourceName = `cordee_cli_backup_source_${suffix}`;
  const targetName = `cordee_cli_backup_target_${suffix}`;
  let sourceDataDir: string;
  let backupDir: string;
  let content: Content;

  const admin = (statement: string) => adminStatement(serverUrl, statement);

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${sourceName} TEMPLATE ${inject('goldenDatabase')}`);
    sourceDataDir = temporaryDir('backup-source');
    const database = await openDatabase({ databaseUrl: adminUrl(serverUrl, sourceName) });
    try {
      content = await fillAndFingerprint(database, sourceDataDir);
    } finally {
      await database.close();
    }
    backupDir = path.join(temporaryDir('backup'), 'nightly');
    const backup = await runCommand('backup', [backupDir], {
      DATABASE_URL: adminUrl(serverUrl, sourceName),
      DATA_DIR: sourceDataDir,
    });
    expect(backup.code, backup.stderr).toBe(0);
  }, 120_000);

  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${sourceName} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${targetName} WITH (FORCE)`);
  });

  it('writes pg_dump custom format and the uploads, listed in the manifest', () => {
    expectManifestOf(backupDir, 'postgres', content, ['database.dump']);
    // pg_dump's custom format starts with this signature.
    expect(fs.readFileSync(path.join(backupDir, 'database.dump')).subarray(0, 5).toString()).toBe('PGDMP');
  });

  it('restores into a new empty database and an empty DATA_DIR', async () => {
    await admin(`CREATE DATABASE ${targetName} TEMPLATE template0`);
    const targetDataDir = temporaryDir('restore-target');
    const restore = await runCommand('restore', [backupDir], {
      DATABASE_URL: adminUrl(serverUrl, targetName),
      DATA_DIR: targetDataDir,
    });
    expect(restore.code, restore.stderr).toBe(0);
    const database = await openDatabase({ databaseUrl: adminUrl(serverUrl, targetName) });
    try {
      expectSameContent(await fingerprintOf(database), content.fingerprint, 'exact');
      await expectRestored(database, targetDataDir, content);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a database that already has tables', async () => {
    const restore = await runCommand('restore', [backupDir], {
      DATABASE_URL: adminUrl(serverUrl, sourceName),
      DATA_DIR: temporaryDir('restore-target'),
    });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('already has');
    expect(restore.stderr).toContain('Nothing was restored.');
  });

  it('replaces a database of the same version with --replace', async () => {
    const replacedName = `${targetName}_replaced`;
    await admin(`CREATE DATABASE ${replacedName} TEMPLATE ${inject('goldenDatabase')}`);
    try {
      const targetDataDir = temporaryDir('restore-replace');
      const restore = await runCommand('restore', [backupDir, '--replace'], {
        DATABASE_URL: adminUrl(serverUrl, replacedName),
        DATA_DIR: targetDataDir,
      });
      expect(restore.code, restore.stderr).toBe(0);
      const database = await openDatabase({ databaseUrl: adminUrl(serverUrl, replacedName) });
      try {
        expectSameContent(await fingerprintOf(database), content.fingerprint, 'exact');
      } finally {
        await database.close();
      }
    } finally {
      await admin(`DROP DATABASE IF EXISTS ${replacedName} WITH (FORCE)`);
    }
  }, 120_000);

  it('refuses --replace over a database migrated further than the backup, and leaves it alone', async () => {
    const newerName = `${targetName}_newer`;
    await admin(`CREATE DATABASE ${newerName} TEMPLATE ${inject('goldenDatabase')}`);
    const newer = new pg.Client({ connectionString: adminUrl(serverUrl, newerName) });
    await newer.connect();
    try {
      // A migration of a later version, as after a deploy the operator wants to roll back from.
      await newer.query(`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('later', 9999999999999)`);
      await newer.query('CREATE TABLE added_by_a_later_version (id int)');
      const restore = await runCommand('restore', [backupDir, '--replace'], {
        DATABASE_URL: adminUrl(serverUrl, newerName),
        DATA_DIR: temporaryDir('restore-newer'),
      });
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain('--replace would keep the tables added since');
      expect(restore.stderr).toContain('Nothing was restored.');
      const left = await newer.query(
        `SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations WHERE hash = 'later'`,
      );
      expect(left.rows[0]?.n).toBe(1);
    } finally {
      await newer.end();
      await admin(`DROP DATABASE IF EXISTS ${newerName} WITH (FORCE)`);
    }
  }, 120_000);

  it('refuses a dump whose sha256 does not match', async () => {
    const restore = await runCommand('restore', [tamperedCopy(backupDir, 'database.dump')], {
      DATABASE_URL: adminUrl(serverUrl, sourceName),
      DATA_DIR: temporaryDir('restore-target'),
    });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('database.dump does not match its sha256');
  });
});
