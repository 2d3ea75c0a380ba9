import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './features/demo-seed/demo-seed.ts';
import { startPaymentJobs } from './features/webhooks/payment-jobs.ts';
import { startEmailWorker } from './integrations/email/email-worker.ts';
import { storageFor } from './integrations/storage/storage.ts';

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
);
await database.migrate();

const app = await buildApp({ config, database });
startEmailWorker(app);
startPaymentJobs(app);

if (
  config.NODE_ENV !== 'production' &&
  (await seedDemoData(database.db, { storage: storageFor(config), payments: app.payments }))
) {
  app.log.info('empty database: demo data seeded');
}

// In-flight requests finish; new connections are refused; the database closes in onClose.
closeWithGrace({ delay: config.SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  app.lifecycle.shuttingDown = true;
  await app.close();
});

await app.listen({ port: config.PORT, host: config.HOST });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;

if (config.NODE_ENV !== 'production') {
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(12)} ${a.email}`);
  console.log(
    [
      '',
      `Cordée is running on http://localhost:${port} (database: ${database.kind})`,
      `Demo accounts (password "${DEMO_PASSWORD}"):`,
      ...lines,
      '',
    ].join('\n'),
  );
}
