/**
 * Run by bench:search in a process of its own: opens the database (PostgreSQL when DATABASE_URL is set,
 * else an in-memory PGlite), builds and starts the app on a free loopback port, lets it settle, and
 * prints its resident memory as one JSON line. A fresh process, so that nothing the benchmark itself
 * loaded (the other driver, the load generator, seeded rows) is counted.
 */
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

const databaseUrl = process.env.DATABASE_URL;
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: undefined });
await database.migrate();
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent-web-dist',
  PUBLIC_URL: 'http://127.0.0.1',
});
const app = await buildApp({ config, database });
await app.listen({ host: '127.0.0.1', port: 0 });
await new Promise((resolve) => setTimeout(resolve, 1000));
global.gc?.();
const { rss, heapUsed } = process.memoryUsage();
console.log(JSON.stringify({ rss, heapUsed }));
await app.close();
