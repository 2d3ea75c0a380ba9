/**
 * The server's feature boundaries (docs/decisions/0045-server-feature-boundaries.md), checked over
 * `apps/server/src` by the checker both apps share (`scripts/feature-imports/`).
 *
 *   node --import tsx apps/server/scripts/feature-imports.ts           # edges, cycles, mutual pairs
 *   node --import tsx apps/server/scripts/feature-imports.ts --check   # fail on a boundary violation or a cycle
 *
 * `npm run lint` runs it with `--check`.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_BOUNDARIES } from '../../../scripts/feature-imports/feature-boundaries.ts';
import { runFeatureImports } from '../../../scripts/feature-imports/feature-imports.ts';

runFeatureImports({
  sourceRoot: join(dirname(fileURLToPath(import.meta.url)), '..', 'src'),
  shownAs: 'apps/server/src/',
  boundaries: SERVER_BOUNDARIES,
  argv: process.argv,
});
