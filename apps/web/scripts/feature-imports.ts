/**
 * Lists the import edges between the web app's feature folders and the cycles among them.
 *
 *   node --import tsx apps/web/scripts/feature-imports.ts           # the table of edges and cycles
 *   node --import tsx apps/web/scripts/feature-imports.ts --check   # also fail on a boundary violation
 *
 * Biome's restricted imports match the import text, not the file it resolves to, so a relative import of
 * another feature's helper cannot be told from one of the feature's own sub-folder; this resolves every
 * import and applies the rule of `src/lib/feature-boundaries.ts`. `npm run lint` runs it with `--check`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { checkFeatureImports, type SourceImports } from '../src/lib/feature-boundaries.ts';

const sourceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Relative imports resolved to paths under `src/`; package imports are no feature's business. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(sourceRoot, file), 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => posix.normalize(posix.join(posix.dirname(file), specifier)));
}

const sources: SourceImports[] = sourceFiles(sourceRoot).map((path) => {
  const file = relative(sourceRoot, path).split(sep).join('/');
  return { file, imports: importsOf(file) };
});
const { edges, cycles, violations } = checkFeatureImports(sources);

if (process.argv.includes('--check')) {
  for (const { file, imported, reason } of violations) {
    const why = {
      'app-layer': 'a feature must not import src/app (move what it needs to src/routing, src/shell or src/lib)',
      'feature-internals': "another feature's internals (only its top-level *.api.ts and *.component.tsx are public)",
      'lower-layer': 'api, routing, shell, lib and components sit below the features and import none of them',
    }[reason];
    console.error(`apps/web/src/${file}: imports ${imported} — ${why}`);
  }
  for (const cycle of cycles) console.error(`feature import cycle: ${[...cycle, cycle[0]].join(' → ')}`);
  if (violations.length > 0 || cycles.length > 0) process.exit(1);
} else {
  for (const { from, to, imports } of edges)
    console.log(`${from} → ${to}  (${imports} import${imports > 1 ? 's' : ''})`);
  for (const cycle of cycles) console.log(`cycle: ${[...cycle, cycle[0]].join(' → ')}`);
  const importLines = edges.reduce((sum, edge) => sum + edge.imports, 0);
  const appImports = violations.filter((violation) => violation.reason === 'app-layer');
  const internals = violations.filter((violation) => violation.reason === 'feature-internals');
  console.log(
    `${edges.length} feature → feature edges (${importLines} import lines), ${cycles.length} cycles, ` +
      `${new Set(appImports.map((violation) => violation.file)).size} feature files importing src/app, ` +
      `${internals.length} imports of another feature's internals`,
  );
}
