/**
 * The web app's feature boundaries (docs/decisions/0022-web-boundaries.md), checked over `apps/web/src`
 * by the checker both apps share (`scripts/feature-imports/`, decision 0045).
 *
 *   node --import tsx apps/web/scripts/feature-imports.ts           # the table of edges and cycles
 *   node --import tsx apps/web/scripts/feature-imports.ts --check   # fail on a boundary violation or a cycle
 *
 * `npm run lint` runs it with `--check`.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_BOUNDARIES } from '../../../scripts/feature-imports/feature-boundaries.ts';
import { runFeatureImports } from '../../../scripts/feature-imports/feature-imports.ts';

runFeatureImports({
  sourceRoot: join(dirname(fileURLToPath(import.meta.url)), '..', 'src'),
  shownAs: 'apps/web/src/',
  boundaries: WEB_BOUNDARIES,
  argv: process.argv,
});
