/**
 * Reads an app's source tree, resolves every relative import, and applies `feature-boundaries.ts` to it.
 * Each app's `scripts/feature-imports.ts` calls this with its own source folder and layers:
 *
 *   node --import tsx apps/web/scripts/feature-imports.ts             # the table of edges and cycles
 *   node --import tsx apps/server/scripts/feature-imports.ts --check  # fail on a violation or a cycle
 *
 * Biome's restricted imports match the import text, not the file it resolves to, so a relative import of
 * another feature's helper cannot be told from one of the feature's own sub-folder; this resolves them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import ts from 'typescript';
import {
  type BoundaryViolation,
  checkFeatureImports,
  type FeatureBoundaries,
  type SourceImports,
} from './feature-boundaries.ts';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Relative imports (type-only ones included) resolved to paths under `sourceRoot`; packages are no feature's business. */
function importsOf(sourceRoot: string, file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(sourceRoot, file), 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => posix.normalize(posix.join(posix.dirname(file), specifier)));
}

export function readSourceImports(sourceRoot: string): SourceImports[] {
  return sourceFiles(sourceRoot).map((path) => {
    const file = relative(sourceRoot, path).split(sep).join('/');
    return { file, imports: importsOf(sourceRoot, file) };
  });
}

/**
 * Prints the feature → feature edges, the cycles and the pairs of features importing each other, then a
 * summary line; with `--check`, prints only the problems and exits 1 when there is one.
 */
export function runFeatureImports(options: {
  /** The app's `src/` folder. */
  sourceRoot: string;
  /** How paths are shown, e.g. `apps/web/src/`. */
  shownAs: string;
  boundaries: FeatureBoundaries;
  argv: readonly string[];
}): void {
  const { sourceRoot, shownAs, boundaries, argv } = options;
  const { edges, cycles, mutualPairs, violations } = checkFeatureImports(readSourceImports(sourceRoot), boundaries);
  const whyOf = ({ file, reason }: BoundaryViolation) =>
    ({
      'app-layer': boundaries.appLayer.why,
      'feature-internals': "another feature's internals (only its public surface may be imported)",
      'lower-layer': boundaries.lowerLayers.find((layer) => layer.files.test(file))?.why ?? 'a lower layer',
      'base-feature': `${(boundaries.baseFeatures ?? []).join(', ')} is a base feature and imports no other feature`,
    })[reason];

  if (argv.includes('--check')) {
    for (const violation of violations)
      console.error(`${shownAs}${violation.file}: imports ${violation.imported} — ${whyOf(violation)}`);
    for (const cycle of cycles) console.error(`feature import cycle: ${[...cycle, cycle[0]].join(' → ')}`);
    if (violations.length > 0 || cycles.length > 0) process.exit(1);
    return;
  }
  for (const { from, to, imports } of edges)
    console.log(`${from} → ${to}  (${imports} import${imports > 1 ? 's' : ''})`);
  for (const cycle of cycles.slice(0, 50)) console.log(`cycle: ${[...cycle, cycle[0]].join(' → ')}`);
  if (cycles.length > 50) console.log(`… and ${cycles.length - 50} more cycles`);
  for (const [a, b] of mutualPairs) console.log(`mutual: ${a} ⇄ ${b}`);
  for (const violation of violations)
    console.log(`violation: ${violation.file} imports ${violation.imported} — ${whyOf(violation)}`);
  const importLines = edges.reduce((sum, edge) => sum + edge.imports, 0);
  const count = (reason: BoundaryViolation['reason']) => violations.filter((v) => v.reason === reason).length;
  console.log(
    `${edges.length} feature → feature edges (${importLines} import lines), ${cycles.length} elementary cycles, ` +
      `${mutualPairs.length} pairs importing each other, ${count('app-layer')} feature imports of the app layer, ` +
      `${count('lower-layer')} lower-layer imports of a feature or above, ${count('feature-internals')} imports ` +
      `of another feature's internals, ${count('base-feature')} imports by a base feature`,
  );
}
