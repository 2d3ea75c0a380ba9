import fs from 'node:fs';
import path from 'node:path';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import { auditLog } from '../features/audit-log/audit-log.tables.ts';
import {
  type Database,
  type DatabaseHandle,
  MIGRATION_APPLICATION_NAME,
  MIGRATION_LOCK_KEY,
  migrationsFolder,
  openDatabase,
  standaloneClient,
} from './client.ts';
import { hasSqlState } from './pg-errors.ts';

/**
 * Two roles on PostgreSQL (decision 0042): the owner applies the migrations and owns every table; the
 * app serves requests with a role that reads and writes rows and owns nothing. Only an owner (or a
 * superuser) may ALTER a table, switch its triggers off or drop it, so the app's connection, whatever
 * runs through it, cannot rewrite the audit log. With one role (DATABASE_MIGRATION_URL unset: PGlite,
 * development, tests) nothing here changes how the app starts.
 */

/** Rows are added and read, never changed or removed: the app role gets INSERT and SELECT only. */
export const APPEND_ONLY_TABLES: readonly string[] = [getTableName(auditLog)];

/** The app's tables (and the migrator's record of what was applied, which backups and start-up read). */
const APP_SCHEMA = 'public';
const MIGRATIONS_SCHEMA = 'drizzle';

/**
 * The app role's privileges, set exactly (what was granted before is revoked first, in the same
 * transaction, so the app never sees a moment without them): every table of the app and every one a
 * later migration adds, since this runs after each migration rather than relying on default privileges
 * that a restore into a new database would not carry.
 */
function grantStatements(client: pg.ClientBase, appRole: string): string[] {
  const role = client.escapeIdentifier(appRole);
  const app = client.escapeIdentifier(APP_SCHEMA);
  const migrations = client.escapeIdentifier(MIGRATIONS_SCHEMA);
  return [
    `GRANT USAGE ON SCHEMA ${app} TO ${role}`,
    `REVOKE ALL ON ALL TABLES IN SCHEMA ${app} FROM ${role}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${app} TO ${role}`,
    ...APPEND_ONLY_TABLES.map(
      (table) => `REVOKE UPDATE, DELETE ON TABLE ${app}.${client.escapeIdentifier(table)} FROM ${role}`,
    ),
    // nextval for serial ids; SELECT so pg_dump (a backup run as this role) reads where each one stands.
    `REVOKE ALL ON ALL SEQUENCES IN SCHEMA ${app} FROM ${role}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${app} TO ${role}`,
    // Read only: start-up checks that nothing is pending, and backups record how many were applied.
    `GRANT USAGE ON SCHEMA ${migrations} TO ${role}`,
    `REVOKE ALL ON ALL TABLES IN SCHEMA ${migrations} FROM ${role}`,
    `GRANT SELECT ON ALL TABLES IN SCHEMA ${migrations} TO ${role}`,
    `REVOKE ALL ON ALL SEQUENCES IN SCHEMA ${migrations} FROM ${role}`,
    `GRANT SELECT ON ALL SEQUENCES IN SCHEMA ${migrations} TO ${role}`,
  ];
}

/** The driver's own words: drizzle wraps them in a "Failed query" error. */
function innermostMessage(error: unknown): string {
  let message = error instanceof Error ? error.message : String(error);
  let current: unknown = error;
  while (current && typeof current === 'object' && 'cause' in current && current.cause) {
    current = current.cause;
    if (current instanceof Error) message = current.message;
  }
  return message;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  // Named and listened to like every connection of the app (decision 0036): a connection lost mid-way
  // fails the pending query instead of crashing the process.
  const client = standaloneClient(url, MIGRATION_APPLICATION_NAME);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

const currentRoleOf = async (client: pg.ClientBase) =>
  (await client.query<{ role: string }>('select current_user as role')).rows[0]?.role ?? '';

/** Refusals that would leave the app role able to do what the split is for. */
async function checkAppRole(client: pg.ClientBase, appRole: string): Promise<void> {
  const { rows } = await client.query<{ superuser: boolean; member: boolean; owned: number }>(
    `select r.rolsuper as superuser,
            pg_has_role(r.oid, current_user, 'MEMBER') as member,
            (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where c.relowner = r.oid and n.nspname in ($2, $3)) as owned
       from pg_roles r where r.rolname = $1`,
    [appRole, APP_SCHEMA, MIGRATIONS_SCHEMA],
  );
  const [found] = rows;
  const reasons = !found
    ? [`the role "${appRole}" does not exist`]
    : [
        ...(found.superuser ? [`"${appRole}" is a superuser`] : []),
        ...(found.member ? [`"${appRole}" is a member of the migrating role, so it has its rights`] : []),
        ...(found.owned > 0
          ? [
              `"${appRole}" owns ${found.owned} tables, sequences or indexes (it migrated once itself): as the ` +
                `migrating role run REASSIGN OWNED BY "${appRole}" TO CURRENT_USER, once, as a superuser`,
            ]
          : []),
      ];
  if (reasons.length > 0) {
    throw new Error(
      `DATABASE_URL's role must own nothing and only read and write rows (DATABASE_MIGRATION_URL is set): ${reasons.join('; ')}.`,
    );
  }
}

/**
 * Sets the app role's privileges (see grantStatements) on the database of `migrationUrl`, as its role,
 * under the migration lock: two instances granting at once could fail with "tuple concurrently
 * updated". Nothing to do, and undefined, when both URLs log in as the same role.
 */
export async function refreshAppRoleGrants(settings: {
  databaseUrl: string;
  migrationUrl: string;
}): Promise<{ appRole: string; ownerRole: string } | undefined> {
  const appRole = await withClient(settings.databaseUrl, currentRoleOf);
  return withClient(settings.migrationUrl, async (client) => {
    const ownerRole = await currentRoleOf(client);
    if (ownerRole === appRole) return undefined;
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await checkAppRole(client, appRole);
      await client.query('BEGIN');
      try {
        for (const statement of grantStatements(client, appRole)) await client.query(statement);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      }
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]).catch(() => {});
    }
    return { appRole, ownerRole };
  });
}

/** Rows of a query through drizzle, on either driver (its result type is the driver's). */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The migrations of this version not yet recorded in the database (drizzle's rule: newer than the last). */
async function pendingMigrationCount(db: Database): Promise<number> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const [table] = await rowsOf<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return journal.entries.length;
  const [last] = await rowsOf<{ created: string | null }>(
    db,
    sql`select max(created_at)::text as created from drizzle.__drizzle_migrations`,
  );
  const lastApplied = last?.created ? Number(last.created) : undefined;
  return journal.entries.filter((entry) => lastApplied === undefined || lastApplied < entry.when).length;
}

async function appRoleOwnsAuditLog(db: Database): Promise<boolean> {
  const [row] = await rowsOf<{ owns: boolean }>(
    db,
    sql`select tableowner = current_user as owns from pg_tables
         where schemaname = ${APP_SCHEMA} and tablename = ${getTableName(auditLog)}`,
  );
  return row?.owns === true;
}

export type MigrationOutcome = {
  /** Migrations this run found pending (and applied). */
  applied: number;
  /** Set when the migrating role is another than the app's: the role whose privileges were refreshed. */
  grants?: { appRole: string; ownerRole: string };
  /** PostgreSQL with one role: the app's connection owns the audit log and could switch its triggers off. */
  appRoleOwnsAuditLog: boolean;
};

/**
 * What every start (the server, create-admin, `migrate`) does before serving:
 * - PGlite: apply the pending migrations (one process, one role);
 * - PostgreSQL with DATABASE_MIGRATION_URL: apply them as that role, then refresh the app role's grants;
 * - PostgreSQL with one role: apply them when some are pending. An app role that may not (its owner
 *   migrated elsewhere, e.g. compose's migrate service) starts when nothing is pending, and otherwise
 *   stops with a message saying how to migrate.
 */
export async function migrateDatabase(
  database: DatabaseHandle,
  settings: { DATABASE_URL?: string; DATABASE_MIGRATION_URL?: string },
): Promise<MigrationOutcome> {
  if (database.kind === 'pglite') {
    const applied = await pendingMigrationCount(database.db);
    await database.migrate();
    return { applied, appRoleOwnsAuditLog: false };
  }
  const { DATABASE_URL: databaseUrl, DATABASE_MIGRATION_URL: migrationUrl } = settings;
  if (databaseUrl && migrationUrl && migrationUrl !== databaseUrl) {
    const owner = await openDatabase({ databaseUrl: migrationUrl });
    let applied: number;
    try {
      applied = await pendingMigrationCount(owner.db);
      await owner.migrate();
    } finally {
      await owner.close();
    }
    const grants = await refreshAppRoleGrants({ databaseUrl, migrationUrl });
    return { applied, grants, appRoleOwnsAuditLog: await appRoleOwnsAuditLog(database.db) };
  }
  let applied = 0;
  try {
    applied = await pendingMigrationCount(database.db);
    if (applied > 0) await database.migrate();
  } catch (error) {
    if (!hasSqlState(error, '42501')) throw error;
    throw new Error(
      `The database needs migrations that the role of DATABASE_URL may not apply (${innermostMessage(error)}). ` +
        'Apply them as the role that owns the tables: set DATABASE_MIGRATION_URL to its URL (compose: the ' +
        'migrate service does this before the app starts).',
      { cause: error },
    );
  }
  return { applied, appRoleOwnsAuditLog: await appRoleOwnsAuditLog(database.db) };
}
