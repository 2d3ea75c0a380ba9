import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { createUser } from '../test/factories.ts';
import { adminStatement, adminUrl } from '../test/golden-database.ts';
import { freshToken } from '../test/role-tokens.ts';
import { testConfig } from '../test/test-app.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { APPEND_ONLY_TABLES, migrateDatabase } from './database-roles.ts';

/**
 * The roles compose and the README set up on PostgreSQL: an owner that applies the migrations (and owns
 * every table, the audit log's among them) and the role the app serves requests with, which reads and
 * writes rows but owns nothing. Owning the audit table is what would let the app's connection switch
 * off the triggers that keep it append-only, or drop it.
 */

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const suffix = randomBytes(4).toString('hex');
const ownerRole = `cordee_owner_${suffix}`;
const appRole = `cordee_app_${suffix}`;
const databaseName = `cordee_roles_${suffix}`;

/** The test server's URL with another user (the server trusts local connections: no password). */
function urlAs(role: string, database = databaseName): string {
  const url = new URL(adminUrl(serverUrl, database));
  url.username = role;
  url.password = '';
  return url.toString();
}

async function asRole<T>(role: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  return onConnection(urlAs(role), work);
}

async function onConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm run backup` / `npm run restore` as a process, with only the settings given. */
function runCommand(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATABASE_MIGRATION_URL', 'S3_BUCKET', 'INIT_CWD']) delete inherited[name];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `src/cli/${command}.ts`, ...args],
      { cwd: serverDir, env: { ...inherited, ...env } },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, output: stdout + stderr });
      },
    );
  });
}

const initScript = path.resolve(serverDir, '../../deploy/postgres/10-cordee-app-role.sh');

/**
 * compose's deploy/postgres/10-cordee-app-role.sh with psql pointed at the test server, as the postgres
 * image runs it (POSTGRES_USER is the test server's superuser, the owner of the cluster there).
 */
function runInitScript(appDatabaseUrl: string): Promise<{ code: number; output: string }> {
  const server = new URL(serverUrl);
  const env = {
    PATH: process.env.PATH ?? '',
    PGHOST: server.hostname,
    PGPORT: server.port || '5432',
    ...(server.password ? { PGPASSWORD: decodeURIComponent(server.password) } : {}),
    POSTGRES_USER: decodeURIComponent(server.username || 'postgres'),
    POSTGRES_DB: databaseName,
    CORDEE_APP_DATABASE_URL: appDatabaseUrl,
  };
  return new Promise((resolve) => {
    execFile('sh', [initScript], { env }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, output: stdout + stderr });
    });
  });
}

/** The SQLSTATE and message a statement fails with, or `succeeded`. */
async function outcomeOf(client: pg.Client, statement: string, values: unknown[] = []): Promise<string> {
  try {
    await client.query(statement, values);
    return 'succeeded';
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    return `${code}: ${message}`;
  }
}

/** The setup under test: the URL the app connects with, and its database once migrated. */
async function openAppDatabase(): Promise<{ appUrl: string; database: DatabaseHandle }> {
  // As compose runs it: the owner migrates (DATABASE_MIGRATION_URL), the app serves with its own role.
  const appUrl = urlAs(appRole);
  const database = await openDatabase({ databaseUrl: appUrl });
  await migrateDatabase(database, settings());
  return { appUrl, database };
}

/** What compose's migrate service (and a server with DATABASE_MIGRATION_URL) is given. */
const settings = () => ({ DATABASE_URL: urlAs(appRole), DATABASE_MIGRATION_URL: urlAs(ownerRole) });

describe('DATABASE_MIGRATION_URL', () => {
  it('is refused without DATABASE_URL (PGlite has one role), saying why', () => {
    expect(() => loadConfig({ DATABASE_MIGRATION_URL: 'postgres://owner@db/cordee' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_MIGRATION_URL: 'postgres://owner@db/cordee' })).toThrow(
      /DATABASE_MIGRATION_URL: needs DATABASE_URL/,
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db/cordee', DATABASE_MIGRATION_URL: '' })).toMatchObject({
      DATABASE_MIGRATION_URL: undefined,
    });
  });
});

describe.skipIf(!serverUrl)('the app role on PostgreSQL: reads and writes rows, owns nothing', () => {
  let database: DatabaseHandle;
  let appUrl: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let auditedAdminId = 0;

  beforeAll(async () => {
    await adminStatement(serverUrl, `CREATE ROLE ${ownerRole} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE`);
    await adminStatement(serverUrl, `CREATE DATABASE ${databaseName} OWNER ${ownerRole} TEMPLATE template0`);
    // The app role as compose creates it: the postgres image's init script, from the app's DATABASE_URL.
    const created = await runInitScript(
      `postgres://${appRole}:${randomBytes(12).toString('hex')}@postgres:5432/${databaseName}`,
    );
    expect(created.code, created.output).toBe(0);
    ({ appUrl, database } = await openAppDatabase());
    app = await buildApp({ config: testConfig(), database });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await adminStatement(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await adminStatement(serverUrl, `DROP ROLE IF EXISTS ${appRole}`);
    await adminStatement(serverUrl, `DROP ROLE IF EXISTS ${ownerRole}`);
  });

  it('serves writes as the app role: a sign-in, and staff actions that write the audit log', async () => {
    const superAdmin = await createUser(database.db, { role: 'super_admin' });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/sign-in',
      payload: { email: superAdmin.email, password: 'correct-horse-battery' },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const token = await freshToken(app, superAdmin.id);
    const created = await app.inject({
      method: 'POST',
      url: '/api/admins',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        name: 'Audited Admin',
        email: `roles-${suffix}@example.test`,
        password: 'sub-admin-secret',
        permissions: ['guides'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    auditedAdminId = created.json().admin.id;
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/admins/${auditedAdminId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Renamed Admin', email: `roles-${suffix}@example.test` },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const rows = await asRole(ownerRole, (client) =>
      client.query<{ action: string }>('select action from audit_log where target_id = $1 order by id', [
        auditedAdminId,
      ]),
    );
    expect(rows.rows.map((row) => row.action)).toEqual(['admin.created', 'admin.updated']);
    // The pool really is the app role's: the writes above went through it.
    const who = (await database.db.execute(sql`select current_user as role`)) as unknown as {
      rows: { role: string }[];
    };
    expect(who.rows[0]?.role).toBe(appRole);
  });

  it('cannot switch off the audit triggers, rewrite or remove audit rows, or change the schema', async () => {
    // On the connection the app serves with.
    const attempts = await onConnection(appUrl, async (client) => {
      const [row] = (
        await client.query<{ id: number }>('select id from audit_log where target_id = $1 order by id limit 1', [
          auditedAdminId,
        ])
      ).rows;
      return {
        disableTrigger: await outcomeOf(client, 'ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update_or_delete'),
        disableAllTriggers: await outcomeOf(client, 'ALTER TABLE audit_log DISABLE TRIGGER ALL'),
        replicationRole: await outcomeOf(client, 'SET session_replication_role = replica'),
        update: await outcomeOf(client, `UPDATE audit_log SET action = 'forged' WHERE id = $1`, [row?.id]),
        delete: await outcomeOf(client, 'DELETE FROM audit_log WHERE id = $1', [row?.id]),
        truncate: await outcomeOf(client, 'TRUNCATE audit_log'),
        drop: await outcomeOf(client, 'DROP TABLE audit_log'),
        dropFunction: await outcomeOf(client, 'DROP FUNCTION audit_log_is_append_only() CASCADE'),
        alterOtherTable: await outcomeOf(client, 'ALTER TABLE users ADD COLUMN forged integer'),
        createTable: await outcomeOf(client, 'CREATE TABLE forged (id integer)'),
      };
    });
    console.log('statements tried as the app role:', attempts);
    const notOwner = expect.stringMatching(/^42501: must be owner of/);
    const denied = expect.stringMatching(/^42501: permission denied/);
    expect(attempts).toEqual({
      disableTrigger: notOwner,
      disableAllTriggers: notOwner,
      replicationRole: denied,
      update: denied,
      delete: denied,
      truncate: denied,
      drop: notOwner,
      dropFunction: notOwner,
      alterOtherTable: notOwner,
      createTable: denied,
    });
    // Refused by the privileges themselves, before the append-only trigger would have said no.
    expect(attempts.update).toContain('permission denied for table audit_log');

    const state = await asRole(ownerRole, async (client) => ({
      actions: (
        await client.query<{ action: string }>('select action from audit_log where target_id = $1 order by id', [
          auditedAdminId,
        ])
      ).rows.map((row) => row.action),
      triggers: (
        await client.query<{ name: string; enabled: string }>(
          `select tgname as name, tgenabled as enabled from pg_trigger
            where tgrelid = 'audit_log'::regclass and not tgisinternal order by 1`,
        )
      ).rows,
    }));
    expect(state).toEqual({
      actions: ['admin.created', 'admin.updated'],
      triggers: [
        { name: 'audit_log_no_truncate', enabled: 'O' },
        { name: 'audit_log_no_update_or_delete', enabled: 'O' },
      ],
    });
  });

  it('has rows rights on every table of the schema (only INSERT and SELECT on the audit log), and owns none', async () => {
    const privileges = await asRole(ownerRole, (client) =>
      client.query<{ table: string; owner: string; rights: string }>(
        `select schemaname || '.' || tablename as table, tableowner as owner,
                concat_ws(',',
                  case when has_table_privilege($1, format('%I.%I', schemaname, tablename), 'SELECT') then 'SELECT' end,
                  case when has_table_privilege($1, format('%I.%I', schemaname, tablename), 'INSERT') then 'INSERT' end,
                  case when has_table_privilege($1, format('%I.%I', schemaname, tablename), 'UPDATE') then 'UPDATE' end,
                  case when has_table_privilege($1, format('%I.%I', schemaname, tablename), 'DELETE') then 'DELETE' end,
                  case when has_table_privilege($1, format('%I.%I', schemaname, tablename), 'TRUNCATE') then 'TRUNCATE' end,
                  case when has_table_privilege($1, format('%I.%I', schemaname, tablename), 'TRIGGER') then 'TRIGGER' end
                ) as rights
           from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
        [appRole],
      ),
    );
    expect(privileges.rows.length).toBeGreaterThan(30);
    const expected = (table: string) =>
      table.startsWith('drizzle.')
        ? 'SELECT'
        : APPEND_ONLY_TABLES.includes(table.replace(/^public\./, ''))
          ? 'SELECT,INSERT'
          : 'SELECT,INSERT,UPDATE,DELETE';
    expect(privileges.rows).toEqual(
      privileges.rows.map((row) => ({ table: row.table, owner: ownerRole, rights: expected(row.table) })),
    );
  });

  it('gets the rights on a table a later migration adds, at the next start, and keeps none it was given', async () => {
    // A later migration, as the owner runs it; and a right granted by hand, which the refresh takes back.
    await asRole(ownerRole, async (client) => {
      await client.query('CREATE TABLE later_feature_rows (id serial PRIMARY KEY, note text NOT NULL)');
      await client.query(`GRANT TRUNCATE, UPDATE ON audit_log TO ${appRole}`);
    });
    const before = await onConnection(appUrl, (client) =>
      outcomeOf(client, `INSERT INTO later_feature_rows (note) VALUES ('before')`),
    );
    expect(before).toMatch(/^42501: permission denied for table later_feature_rows/);

    const outcome = await migrateDatabase(database, settings());
    expect(outcome).toEqual({ applied: 0, grants: { appRole, ownerRole }, appRoleOwnsAuditLog: false });

    const after = await onConnection(appUrl, async (client) => ({
      insert: await outcomeOf(client, `INSERT INTO later_feature_rows (note) VALUES ('after')`),
      truncateAudit: await outcomeOf(client, 'TRUNCATE audit_log'),
      updateAudit: await outcomeOf(client, `UPDATE audit_log SET action = 'forged'`),
    }));
    expect(after).toEqual({
      insert: 'succeeded',
      truncateAudit: expect.stringMatching(/^42501: permission denied/),
      updateAudit: expect.stringMatching(/^42501: permission denied/),
    });
  });

  it('starts as the app role alone once the owner migrated, and says how to migrate when it cannot', async () => {
    // An instance of compose: DATABASE_URL only; the migrate service has applied everything.
    const instance = await openDatabase({ databaseUrl: appUrl });
    try {
      expect(await migrateDatabase(instance, { DATABASE_URL: appUrl })).toEqual({
        applied: 0,
        appRoleOwnsAuditLog: false,
      });
    } finally {
      await instance.close();
    }

    // An empty database the app role alone would have to migrate.
    const emptyName = `${databaseName}_empty`;
    await adminStatement(serverUrl, `CREATE DATABASE ${emptyName} OWNER ${ownerRole} TEMPLATE template0`);
    const alone = await openDatabase({ databaseUrl: urlAs(appRole, emptyName) });
    try {
      const refused = await migrateDatabase(alone, { DATABASE_URL: urlAs(appRole, emptyName) }).then(
        () => 'started',
        (error: Error) => error.message,
      );
      expect(refused).toMatch(/may not apply \(permission denied for database .*set DATABASE_MIGRATION_URL/);
    } finally {
      await alone.close();
      await adminStatement(serverUrl, `DROP DATABASE IF EXISTS ${emptyName} WITH (FORCE)`);
    }
  });

  it('backs up as the app role (read only is enough), restores as the owner, and grants the app role again', async () => {
    const backupDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-roles-backup-')), 'backup');
    const restoredName = `${databaseName}_restored`;
    try {
      // Each command's DATA_DIR is a folder of its own: the uploads (none here) are copied there and back.
      const dataDir = (purpose: string) => fs.mkdtempSync(path.join(path.dirname(backupDir), `${purpose}-`));
      const backup = await runCommand('backup', [backupDir], { DATABASE_URL: appUrl, DATA_DIR: dataDir('source') });
      expect(backup.code, backup.output).toBe(0);

      await adminStatement(serverUrl, `CREATE DATABASE ${restoredName} OWNER ${ownerRole} TEMPLATE template0`);
      const restore = await runCommand('restore', [backupDir], {
        DATABASE_URL: urlAs(appRole, restoredName),
        DATABASE_MIGRATION_URL: urlAs(ownerRole, restoredName),
        DATA_DIR: dataDir('target'),
      });
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain(`The role "${appRole}" (DATABASE_URL) may read and write the restored rows.`);

      const restored = await onConnection(urlAs(appRole, restoredName), async (client) => ({
        owners: (
          await client.query<{ owner: string }>(
            `select distinct tableowner as owner from pg_tables where schemaname in ('public', 'drizzle')`,
          )
        ).rows.map((row) => row.owner),
        audited: (
          await client.query<{ action: string }>('select action from audit_log where target_id = $1 order by id', [
            auditedAdminId,
          ])
        ).rows.map((row) => row.action),
        write: await outcomeOf(client, `UPDATE users SET name = name WHERE id = $1`, [auditedAdminId]),
        rewriteAudit: await outcomeOf(client, `UPDATE audit_log SET action = 'forged'`),
      }));
      expect(restored).toEqual({
        owners: [ownerRole],
        audited: ['admin.created', 'admin.updated'],
        write: 'succeeded',
        rewriteAudit: expect.stringMatching(/^42501: permission denied for table audit_log/),
      });
    } finally {
      fs.rmSync(path.dirname(backupDir), { recursive: true, force: true });
      await adminStatement(serverUrl, `DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
    }
  });

  it("was created by compose's init script with no right but to log in, which it can run again", async () => {
    const [role] = (
      await asRole(ownerRole, (client) =>
        client.query(
          `select rolsuper, rolcreatedb, rolcreaterole, rolreplication, rolbypassrls, rolcanlogin
             from pg_roles where rolname = $1`,
          [appRole],
        ),
      )
    ).rows;
    expect(role).toEqual({
      rolsuper: false,
      rolcreatedb: false,
      rolcreaterole: false,
      rolreplication: false,
      rolbypassrls: false,
      rolcanlogin: true,
    });
    const again = await runInitScript(
      `postgres://${appRole}:${randomBytes(12).toString('hex')}@postgres:5432/${databaseName}`,
    );
    expect(again.code, again.output).toBe(0);
    const placeholder = await runInitScript(
      `postgres://${appRole}:change-me-to-a-long-random-hex-string@postgres:5432/${databaseName}`,
    );
    expect(placeholder).toEqual({
      code: 1,
      output: expect.stringContaining('password must be letters and digits only'),
    });
    const owner = await runInitScript(
      `postgres://${new URL(serverUrl).username || 'postgres'}:abc123@postgres:5432/${databaseName}`,
    );
    expect(owner).toEqual({ code: 1, output: expect.stringContaining('give the app a role of its own') });
  });
});
