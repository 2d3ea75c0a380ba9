import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createPglite, openDatabase } from '../db/client.ts';

/** Names shared between the global setup (which builds the golden copy) and each test file. */
export const GOLDEN_PGLITE_FILE = path.join(os.tmpdir(), `cordee-golden-${process.pid}.tar`);
/**
 * One golden PostgreSQL database per run (named after this process), so two runs on one server (a
 * developer's and CI's, or two worktrees) never drop each other's template mid-run.
 */
export const GOLDEN_PG_DATABASE = `cordee_golden_${process.pid}`;

export function adminUrl(testDatabaseUrl: string, database: string): string {
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** One statement on the test server's maintenance connection (CREATE or DROP DATABASE, which need one). */
export async function adminStatement(testDatabaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Migrates an empty database once per run; every test file then starts from a copy of it. */
export async function buildGoldenDatabase(testDatabaseUrl: string | undefined): Promise<string> {
  if (testDatabaseUrl) {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${GOLDEN_PG_DATABASE} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${GOLDEN_PG_DATABASE}`);
    } finally {
      await admin.end();
    }
    const golden = await openDatabase({ databaseUrl: adminUrl(testDatabaseUrl, GOLDEN_PG_DATABASE) });
    await golden.migrate();
    await golden.close();
    return GOLDEN_PG_DATABASE;
  }
  const pglite = await createPglite();
  const golden = await openDatabase({ dataDir: undefined, pglite });
  await golden.migrate();
  const dump = await pglite.dumpDataDir('none');
  fs.writeFileSync(GOLDEN_PGLITE_FILE, Buffer.from(await dump.arrayBuffer()));
  await golden.close();
  return GOLDEN_PGLITE_FILE;
}
