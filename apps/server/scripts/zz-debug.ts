import http from 'node:http';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seed } from './bench-search.ts';

const database = await openDatabase({ dataDir: undefined });
await database.migrate();
await seed(database.db, 1000);
const config = loadConfig(
  { NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent-web-dist', PUBLIC_URL: 'http://127.0.0.1' },
  {
    MAX_EVENT_LOOP_DELAY_MS: 0,
    PUBLIC_LISTING_REQUESTS_PER_IP: 0,
    ...(process.env.BIG ? { DATABASE_MAX_REQUESTS_IN_FLIGHT: 1000 } : {}),
  },
);
const app = await buildApp({ config, database, logStream: process.stdout });
await app.listen({ host: '127.0.0.1', port: 3202 });
await new Promise((r) =>
  autocannon(
    {
      url: 'http://127.0.0.1:3202',
      connections: 10,
      duration: 1,
      requests: [{ method: 'GET', path: '/api/event-markers' }],
    },
    r,
  ),
);
console.log('LOAD DONE', app.databaseAdmission.inFlight, app.databaseAdmission.queued);
const started = performance.now();
await new Promise((resolve) => {
  const o = http.request('http://127.0.0.1:3202/api/event-markers', { agent: false }, (res) => {
    res.resume();
    res.on('end', () => {
      console.log('STATUS', res.statusCode, performance.now() - started);
      resolve(0);
    });
  });
  o.on('error', (e) => {
    console.log('ERR', e, performance.now() - started);
    resolve(0);
  });
  o.end();
});
await app.close();
