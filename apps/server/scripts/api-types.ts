/**
 * Writes the web client's types (apps/web/src/api/openapi-types.ts) from the OpenAPI document the app
 * serves at /api/docs/json, with openapi-typescript (decision 0050). `--check` fails when the committed
 * file differs from what the routes declare, so a route's contract and the client never drift apart
 * (`npm run lint` runs it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

const target = fileURLToPath(new URL('../../web/src/api/openapi-types.ts', import.meta.url));
const check = process.argv.includes('--check');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-api-types-'));
// An empty in-memory database: building the routes reads nothing from it.
const database = await openDatabase({ dataDir: undefined });
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: '/nonexistent-web-dist',
});
const app = await buildApp({ config, database });
await app.ready();
const document = app.swagger();
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const header =
  '// Generated from the API document by `npm run api:types` (apps/server/scripts/api-types.ts): do not edit.\n' +
  "// The routes' zod schemas are the source; `npm run lint` fails when this file is out of date.\n\n";
const generated = header + astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));

if (check) {
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (current !== generated) {
    console.error(`${path.relative(process.cwd(), target)} is out of date: run npm run api:types`);
    process.exit(1);
  }
  console.log('API types are up to date');
} else {
  fs.writeFileSync(target, generated);
  console.log(`wrote ${path.relative(process.cwd(), target)} (${Object.keys(document.paths ?? {}).length} paths)`);
}
