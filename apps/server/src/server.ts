import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/database-roles.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, existingDemoAccounts, seedDemoData } from './features/demo-seed/demo-seed.ts';
import { listenForMetrics } from './http/metrics.ts';
import { checkStorageAtStartup } from './integrations/storage/storage-startup-check.ts';
import { startJobs } from './jobs.ts';

/** A configuration this process must not serve: says why and what to set, then exits non-zero. */
function refuseToStart(reasons: string[]): never {
  console.error(['Cordée will not start:', ...reasons.map((reason) => `  - ${reason}`)].join('\n'));
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) refuseToStart([error.message]);
    throw error;
  }
}

const config = readConfig();
if (config.startupRefusals.length > 0) refuseToStart(config.startupRefusals);

const database = await openDatabase(
  config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
);
const migration = await migrateDatabase(database, config);

const app = await buildApp({ config, database });

// A bucket that does not exist or credentials that may not use it stop the server here, rather than at a
// user's first upload. A store that does not answer does not: everything but files still works.
const storageCheck = await checkStorageAtStartup(app.storage);
if (storageCheck.outcome === 'misconfigured') {
  await app.close();
  refuseToStart([`file storage: ${storageCheck.reason}`]);
}
if (storageCheck.outcome === 'unreachable') {
  app.log.warn(`file storage: ${storageCheck.reason}; uploads and files answer 503 until it answers`);
}

startJobs(app);

if (config.devConveniences) {
  if (
    await seedDemoData(database.db, { storage: app.storage, payments: app.payments, geocoder: app.geocoder, config })
  ) {
    app.log.info('empty database: demo data seeded');
  }
} else {
  // Several instances share PostgreSQL; files on one machine's disk would be missing on the others.
  if (database.kind === 'postgres' && app.storage.isLocal) {
    app.log.warn(
      { uploads: app.storage.location },
      "uploads are kept on this machine's disk: run one instance only, or set S3_BUCKET so every instance serves every file",
    );
  }
  if (migration.appRoleOwnsAuditLog) {
    app.log.warn(
      "DATABASE_URL's role owns the tables, so a connection of the app could switch off the audit log's triggers: " +
        'serve with a role that owns nothing and migrate with DATABASE_MIGRATION_URL (README, Run in production)',
    );
  }
  // A database once started in development keeps its demo accounts and their published password.
  const leftovers = await existingDemoAccounts(database.db);
  if (leftovers.length > 0) {
    app.log.error(
      { accounts: leftovers },
      'demo accounts from a development start exist in this database: delete them or change their passwords',
    );
  }
}

// In-flight requests finish; new connections are refused; the database closes in onClose.
closeWithGrace({ delay: config.SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  app.lifecycle.shuttingDown = true;
  await app.close();
});

// The metrics' own port, when configured, opens first: a port already taken stops the start here.
try {
  const metrics = await listenForMetrics(app);
  if (metrics) app.log.info({ url: metrics.url }, 'metrics are served (GET /metrics)');
} catch (error) {
  await app.close();
  refuseToStart([`METRICS_PORT=${config.METRICS_PORT} on ${config.METRICS_HOST}: ${(error as Error).message}`]);
}

await app.listen({ port: config.PORT, host: config.HOST });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;

if (config.devConveniences) {
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(12)} ${a.email}`);
  console.log(
    [
      '',
      `Cordée is running on http://localhost:${port} (database: ${database.kind}, development)`,
      `Demo accounts (password "${DEMO_PASSWORD}"):`,
      ...lines,
      `Every email sent is readable at http://localhost:${port}/dev/mailbox`,
      '',
    ].join('\n'),
  );
} else {
  app.log.info({ port, host: config.HOST, payments: app.payments.kind }, 'Cordée is running (production)');
}
