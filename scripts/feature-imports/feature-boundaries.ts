/**
 * The import rules between an app's feature folders, as a pure function over "file → imported files" so
 * that it can be tested without a file system. Each app's `scripts/feature-imports.ts` feeds it its real
 * source tree with its own layers (`WEB_BOUNDARIES`, `SERVER_BOUNDARIES` below), and `npm run lint` fails
 * when it reports a violation or a cycle. It lives at the repository root so that both apps' scripts
 * import it without one app importing the other (docs/decisions/0045-server-feature-boundaries.md).
 *
 * The rule, for both apps:
 * - a feature imports another feature only through that feature's public surface, when the app names
 *   one (the web does; on the server every file of a feature is public);
 * - no feature imports the layer above the features (the web's `src/app`, the server's composition root):
 *   that layer composes the features, not the other way round;
 * - the folders below the features import none of them, nor what is above them;
 * - a base feature (the server's `users`) imports no other feature: everything else builds on it;
 * - the features import one another without a cycle, so each can be read, tested and split on its own.
 */

/** One source file (path relative to the app's `src/`, with `/` separators) and the source files it imports. */
export type SourceImports = { file: string; imports: readonly string[] };

export type FeatureEdge = { from: string; to: string; imports: number };

export type BoundaryViolation = {
  file: string;
  imported: string;
  reason: 'app-layer' | 'feature-internals' | 'lower-layer' | 'base-feature';
};

export type FeatureImportReport = {
  /** Feature → feature pairs, with how many import lines make each one. */
  edges: FeatureEdge[];
  /** Each elementary cycle once, as the list of features it passes through (starting with the smallest name). */
  cycles: string[][];
  /** The pairs of features that import each other, each once and in name order. */
  mutualPairs: [string, string][];
  violations: BoundaryViolation[];
};

/** A folder (or file) below the features, and what it must not import. */
export type LowerLayer = { files: RegExp; mayNotImport: RegExp; why: string };

/** One app's layers around its `features/<name>/` folders. */
export type FeatureBoundaries = {
  /** Files no feature may import: the layer that composes the features. */
  appLayer: { files: RegExp; why: string };
  /** The layers below the features. A file matching several obeys the first. */
  lowerLayers: readonly LowerLayer[];
  /** Which files of a feature another feature may import; every file when absent. */
  isPublicSurface?: (file: string) => boolean;
  /** Files another feature may use although they are not public, and who may (tests: another feature's fixtures). */
  mayAlsoImport?: (file: string, imported: string) => boolean;
  /** Features that import no other feature. */
  baseFeatures?: readonly string[];
  /** Files left out of the graph and of every rule (the server's tests). */
  ignoredFiles?: RegExp;
};

const FEATURE_FILE = /^features\/([^/]+)\/(.+)$/;

/** The feature a file belongs to, or undefined when it lives outside `features/`. */
export function featureOf(file: string): string | undefined {
  return FEATURE_FILE.exec(file)?.[1];
}

const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

/**
 * The web's public surface: the `*.api.ts` files (queries and mutations other screens share) and the
 * `*.component.tsx` files (pieces other screens compose) at the top of a feature folder. Everything else
 * (hooks, stores, helpers, sub-folders, fixtures) is the feature's own business, so it can change without
 * breaking a neighbour (docs/decisions/0022-web-boundaries.md).
 */
export function isPublicSurface(file: string): boolean {
  const inFeature = FEATURE_FILE.exec(file)?.[2];
  if (!inFeature || inFeature.includes('/')) return false;
  if (isTestFile(inFeature)) return false;
  return inFeature.endsWith('.api.ts') || inFeature.endsWith('.component.tsx');
}

/** The web app (`apps/web/src`), as decision 0022 draws it. */
export const WEB_BOUNDARIES: FeatureBoundaries = {
  appLayer: {
    files: /^app\//,
    why: 'a feature must not import src/app (move what it needs to src/routing, src/shell or src/lib)',
  },
  lowerLayers: [
    {
      files: /^(api|routing|session|shell|lib|components)\//,
      mayNotImport: /^(features|routes|app)\//,
      why: 'api, routing, session, shell, lib and components sit below the features and import none of them',
    },
  ],
  isPublicSurface,
  // A test may use another feature's fixtures, which are made for exactly that.
  mayAlsoImport: (file, imported) => isTestFile(file) && /\.fixtures\.tsx?$/.test(imported),
};

/** What composes the server's features: the app, the process, the jobs, and the command line. */
const SERVER_COMPOSITION = /^(app|server|jobs)\.ts$|^cli\//;

/**
 * The server (`apps/server/src`), as it was measured when the rule was written (decision 0045):
 * - `app.ts`, `server.ts`, `jobs.ts` and `cli/` compose the features; `dependencies.ts` builds the outside
 *   services and registers the features' handlers, and a feature may name its `Dependencies` type;
 * - `http/` (the edge: guards, errors, logging, overload) and `integrations/` (payments, storage, email,
 *   geocoding) import no feature and nothing that composes them;
 * - `db/` imports no feature but their `*.tables.ts`, which `db/schema.ts` gathers for drizzle and
 *   `db/database-roles.ts` grants on;
 * - `config.ts` and `deploy/` import nothing above them;
 * - `users` is the base every feature builds on (accounts), and imports no other feature.
 * Tests are left out: a test sets up whatever the features it crosses need, which makes no dependency of the
 * running server. `http/route-access.*` are the access matrix's test support (not yet under `src/test/`).
 */
export const SERVER_BOUNDARIES: FeatureBoundaries = {
  appLayer: {
    files: SERVER_COMPOSITION,
    why: 'a feature must not import what composes the features (app.ts, server.ts, jobs.ts, cli/)',
  },
  lowerLayers: [
    {
      files: /^(http|integrations)\//,
      mayNotImport: new RegExp(`^features/|${SERVER_COMPOSITION.source}`),
      why: 'http/ and integrations/ sit below the features: pass what they need in at registration',
    },
    {
      files: /^db\//,
      mayNotImport: new RegExp(`^features/(?![^/]+/[^/]+\\.tables\\.ts$)|${SERVER_COMPOSITION.source}`),
      why: 'db/ sits below the features and may only gather their *.tables.ts (db/schema.ts)',
    },
    {
      files: /^(config\.ts|deploy\/)/,
      mayNotImport: new RegExp(`^(features|http|integrations|db)/|${SERVER_COMPOSITION.source}`),
      why: 'the configuration sits below everything',
    },
  ],
  baseFeatures: ['users'],
  ignoredFiles: /\.test\.ts$|\.test-support\.ts$|^test\/|^http\/route-access\.(matrix|world)\.ts$/,
};

export function checkFeatureImports(
  sources: readonly SourceImports[],
  boundaries: FeatureBoundaries = WEB_BOUNDARIES,
): FeatureImportReport {
  const edgeCounts = new Map<string, FeatureEdge>();
  const violations: BoundaryViolation[] = [];
  const baseFeatures = new Set(boundaries.baseFeatures ?? []);

  for (const { file, imports } of sources) {
    if (boundaries.ignoredFiles?.test(file)) continue;
    const lowerLayer = boundaries.lowerLayers.find((layer) => layer.files.test(file));
    if (lowerLayer) {
      for (const imported of imports) {
        if (lowerLayer.mayNotImport.test(imported)) violations.push({ file, imported, reason: 'lower-layer' });
      }
      continue;
    }
    const from = featureOf(file);
    if (!from) continue;
    for (const imported of imports) {
      if (boundaries.appLayer.files.test(imported)) {
        violations.push({ file, imported, reason: 'app-layer' });
        continue;
      }
      const to = featureOf(imported);
      if (!to || to === from) continue;
      const key = `${from} ${to}`;
      const edge = edgeCounts.get(key) ?? { from, to, imports: 0 };
      edge.imports += 1;
      edgeCounts.set(key, edge);
      if (baseFeatures.has(from)) {
        violations.push({ file, imported, reason: 'base-feature' });
        continue;
      }
      const allowed =
        !boundaries.isPublicSurface ||
        boundaries.isPublicSurface(imported) ||
        (boundaries.mayAlsoImport?.(file, imported) ?? false);
      if (!allowed) violations.push({ file, imported, reason: 'feature-internals' });
    }
  }

  const edges = [...edgeCounts.values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  const mutualPairs = edges
    .filter(({ from, to }) => from < to && edgeCounts.has(`${to} ${from}`))
    .map(({ from, to }): [string, string] => [from, to]);
  return { edges, cycles: findCycles(edges), mutualPairs, violations };
}

/**
 * Elementary cycles of the feature graph. The graph has a few dozen nodes, so a depth-first search from
 * each node that only visits nodes named after the start is plenty, and reports each cycle once.
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
