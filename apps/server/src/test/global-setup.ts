import fs from 'node:fs';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildGoldenDatabase, GOLDEN_PG_DATABASE } from './golden-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    goldenDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  const golden = await buildGoldenDatabase(testDatabaseUrl);
  project.provide('goldenDatabase', golden);
  return async () => {
    if (testDatabaseUrl) {
      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${GOLDEN_PG_DATABASE} WITH (FORCE)`);
      await admin.end();
    } else {
      fs.rmSync(golden, { force: true });
    }
  };
}
