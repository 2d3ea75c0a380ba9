/**
 * The import rules between the web app's feature folders, as a pure function over "file → imported files"
 * so that it can be tested without a file system. `scripts/feature-imports.ts` feeds it the real source
 * tree and `npm run lint` fails when it reports a violation.
 *
 * The rule: a feature may import another feature only through that feature's public surface — the
 * `*.api.ts` files (queries and mutations other screens share) and the `*.component.tsx` files (pieces other
 * screens compose) at the top of its folder. Everything else (hooks, stores, helpers, sub-folders, fixtures)
 * is the feature's own business, so it can change without breaking a neighbour. No feature imports the
 * app layer (`src/app/**`): the app composes the features, not the other way round, and a feature that
 * reaches up drags the router and every screen into its chunk. The folders below the features (api,
 * routing, shell, lib, components) import no feature, no screen and no app code, or they would not be below.
 * And the features import one another without a cycle, so each can be read, tested and split on its own.
 */

/** One source file (path relative to `src/`, with `/` separators) and the source files it imports. */
export type SourceImports = { file: string; imports: readonly string[] };

export type FeatureEdge = { from: string; to: string; imports: number };

export type BoundaryViolation = {
  file: string;
  imported: string;
  reason: 'app-layer' | 'feature-internals' | 'lower-layer';
};

export type FeatureImportReport = {
  /** Feature → feature pairs, with how many import lines make each one. */
  edges: FeatureEdge[];
  /** Each cycle once, as the list of features it passes through (starting with the smallest name). */
  cycles: string[][];
  violations: BoundaryViolation[];
};

const FEATURE_FILE = /^features\/([^/]+)\/(.+)$/;
const LOWER_LAYER = /^(api|routing|shell|lib|components)\//;
const UPPER_LAYER = /^(features|routes|app)\//;

/** The feature a file belongs to, or undefined when it lives outside `features/`. */
export function featureOf(file: string): string | undefined {
  return FEATURE_FILE.exec(file)?.[1];
}

/** Whether another feature may import this file of a feature (see the rule at the top). */
export function isPublicSurface(file: string): boolean {
  const inFeature = FEATURE_FILE.exec(file)?.[2];
  if (!inFeature || inFeature.includes('/')) return false;
  if (/\.test\.tsx?$/.test(inFeature)) return false;
  return inFeature.endsWith('.api.ts') || inFeature.endsWith('.component.tsx');
}

/** Test files may use another feature's fixtures, which are made for exactly that. */
function isTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file);
}

function isFixtures(file: string): boolean {
  return /\.fixtures\.tsx?$/.test(file);
}

export function checkFeatureImports(sources: readonly SourceImports[]): FeatureImportReport {
  const edgeCounts = new Map<string, FeatureEdge>();
  const violations: BoundaryViolation[] = [];

  for (const { file, imports } of sources) {
    if (LOWER_LAYER.test(file)) {
      for (const imported of imports) {
        if (UPPER_LAYER.test(imported)) violations.push({ file, imported, reason: 'lower-layer' });
      }
      continue;
    }
    const from = featureOf(file);
    if (!from) continue;
    for (const imported of imports) {
      if (imported.startsWith('app/')) {
        violations.push({ file, imported, reason: 'app-layer' });
        continue;
      }
      const to = featureOf(imported);
      if (!to || to === from) continue;
      const key = `${from} ${to}`;
      const edge = edgeCounts.get(key) ?? { from, to, imports: 0 };
      edge.imports += 1;
      edgeCounts.set(key, edge);
      const allowed = isPublicSurface(imported) || (isTestFile(file) && isFixtures(imported));
      if (!allowed) violations.push({ file, imported, reason: 'feature-internals' });
    }
  }

  const edges = [...edgeCounts.values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  return { edges, cycles: findCycles(edges), violations };
}

/**
 * Elementary cycles of the feature graph. The graph has a couple of dozen nodes, so a depth-first search
 * from each node that only visits nodes named after the start is plenty, and reports each cycle once.
 */
function findCycles(edges: readonly FeatureEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const cycles: string[][] = [];
  for (const start of [...next.keys()].sort()) {
    const walk = (node: string, path: string[]) => {
      for (const target of next.get(node) ?? []) {
        if (target === start) cycles.push([...path]);
        else if (target > start && !path.includes(target)) walk(target, [...path, target]);
      }
    };
    walk(start, [start]);
  }
  return cycles;
}
