import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { APPEND_ONLY_TABLES, migrateDatabase } from '../db/database-roles.ts';

/**
 * `npm run migrate -w apps/server` (or `node apps/server/dist/migrate.js` in the image): applies the
 * pending migrations and, with DATABASE_MIGRATION_URL, refreshes the privileges of DATABASE_URL's role,
 * then exits. Compose's one-shot `migrate` service runs it before the app instances start, so they hold
 * no password that could change the schema; the server itself does the same at each start.
 */

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const database = await openDatabase(
  config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
);
try {
  const outcome = await migrateDatabase(database, config);
  console.log(
    outcome.applied === 0
      ? `The ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} database is up to date.`
      : `${outcome.applied} migrations applied.`,
  );
  if (outcome.grants) {
    console.log(
      `The role "${outcome.grants.appRole}" (DATABASE_URL) reads and writes the rows of every table and only adds ` +
        `to ${APPEND_ONLY_TABLES.join(', ')}; "${outcome.grants.ownerRole}" (DATABASE_MIGRATION_URL) owns them.`,
    );
  } else if (outcome.appRoleOwnsAuditLog) {
    console.log(
      `The role of DATABASE_URL owns the tables: to serve with a role that cannot alter them, give the app ` +
        'another role and set DATABASE_MIGRATION_URL to this one (README, Run in production).',
    );
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
