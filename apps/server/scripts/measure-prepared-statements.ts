/**
 * Do named (prepared) statements make the search queries faster on PostgreSQL? Seeds the benchmark's
 * 50,000 events in a throwaway database next to DATABASE_URL, then runs each search query many times on
 * one connection, alternately unnamed (parsed and planned on every run, as today) and named (parsed once
 * per connection; PostgreSQL may switch to a generic plan after five runs), and prints the mean time of
 * each. Figures only, for decision record 0021; nothing is asserted. BENCH_EVENTS, PREPARED_RUNS.
 */
import { randomBytes } from 'node:crypto';
import type { EventSearchQuery } from '@cordee/shared/event-search.contracts';
import { and, asc } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { filtersOf, nearbyOf } from '../src/features/events/event-search.predicates.ts';
import { keywordPageQuery } from '../src/features/events/event-search.service.ts';
import { events } from '../src/features/events/events.tables.ts';
import { seed } from './bench-search.ts';

const RUNS = Number(process.env.PREPARED_RUNS ?? 300);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server (a throwaway database is made beside it).');

const name = `cordee_prepared_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: databaseUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
try {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  await seed(database.db);
  const page: EventSearchQuery = { page: 1, per_page: 20 };
  const nearby = nearbyOf({ lat: 49.7, lng: -123.15, rad: 100 });
  const queries = {
    'keyword "squamish" (common)': keywordPageQuery(database.db, 'squamish', page).toSQL(),
    'keyword "traverse #12" (rare)': keywordPageQuery(database.db, 'traverse #12', page).toSQL(),
    'nearby page': database.db
      .select({ id: events.id, distanceKm: nearby.distance })
      .from(events)
      .where(and(...filtersOf(page), ...nearby.where))
      .orderBy(nearby.distance, asc(events.id))
      .limit(20)
      .toSQL(),
  };
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const rows = [];
  let index = 0;
  for (const [label, query] of Object.entries(queries)) {
    const statement = `measure_${index++}`;
    const times = { unnamed: 0, named: 0 };
    for (let run = 0; run < RUNS; run += 1) {
      for (const kind of run % 2 === 0 ? (['unnamed', 'named'] as const) : (['named', 'unnamed'] as const)) {
        const started = performance.now();
        await client.query(
          kind === 'named'
            ? { name: statement, text: query.sql, values: query.params }
            : { text: query.sql, values: query.params },
        );
        times[kind] += performance.now() - started;
      }
    }
    rows.push({
      query: label,
      'unnamed ms': Math.round((times.unnamed / RUNS) * 1000) / 1000,
      'named ms': Math.round((times.named / RUNS) * 1000) / 1000,
      'named / unnamed': Math.round((times.named / times.unnamed) * 100) / 100,
    });
  }
  console.log(`${RUNS} runs each, one connection, alternating`);
  console.table(rows);
  await client.end();
  await database.close();
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
