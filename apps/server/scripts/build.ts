/**
 * Compiles the server ahead of time into apps/server/dist, so production runs plain JavaScript with no
 * TypeScript transpiler in the process (see docs/decisions/0020-compiled-server.md).
 *
 * The app's own code, packages/shared and a few pure JavaScript packages (BUNDLED_PACKAGES) are bundled;
 * every other npm package stays an import of node_modules (native addons such as sharp and argon2, PGlite's
 * wasm files, and the SDKs loaded only when configured).
 *
 * Files read at run time are found relative to the module that reads them (`import.meta.url`). In a
 * bundle every module would share the bundle's URL, so each module's `import.meta.url` is rewritten to
 * the place it would have in a copy of `src`, and every file of `src` that is not TypeScript (SQL
 * migrations, demo images, the city list) is copied there: dist mirrors src, and a path relative to a
 * module resolves the same in both. Every output file sits at the root of dist so that rewrite is one
 * rule; worker threads started from `new URL('./x.ts', import.meta.url)` become entry points of their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');
const sourceRoot = path.join(serverRoot, 'src');
const distRoot = path.join(serverRoot, 'dist');

/** Output name (at the root of dist) → source. Workers are named after their file. */
const entryPoints: Record<string, string> = {
  // Started by dist/server.js (written below), which first turns on the compile cache.
  'server-main': 'src/server.ts',
  'create-admin': 'src/cli/create-admin.ts',
  // Run by operators and by the container image as `node apps/server/dist/backup.js` (keep the names).
  backup: 'src/cli/backup.ts',
  restore: 'src/cli/restore.ts',
  // Compose's one-shot `migrate` service: the owner's migrations before the app instances start.
  migrate: 'src/cli/migrate.ts',
  'pdf-scan.worker': 'src/features/uploads/pdf-scan.worker.ts',
};
const workerSources = new Map(
  Object.entries(entryPoints)
    .filter(([name]) => name.endsWith('.worker'))
    .map(([name, source]) => [path.join(serverRoot, source), name]),
);

/** Test data beside the code is not shipped. */
const isShippedAsset = (relative: string) =>
  !relative.endsWith('.ts') && !relative.split(path.sep).includes('fixtures');

const WORKER_URL = /new URL\((['"])(\.{1,2}\/[^'"]+\.ts)\1,\s*import\.meta\.url\)/g;

/** Gives each module of src the `import.meta` it would have in the mirrored copy (see above). */
const mirroredImportMeta: Plugin = {
  name: 'mirrored-import-meta',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
      const source = await fs.promises.readFile(file, 'utf8');
      if (!source.includes('import.meta')) return undefined;
      if (!file.startsWith(sourceRoot + path.sep)) {
        return { errors: [{ text: `${file} uses import.meta outside apps/server/src: it has no place in dist` }] };
      }
      const errors: { text: string }[] = [];
      // Workers first, set aside so the mirroring below leaves their URL alone: a worker sits at the root.
      const workerUrls: string[] = [];
      const withoutWorkers = source.replace(WORKER_URL, (_match, _quote, relative: string) => {
        const name = workerSources.get(path.resolve(path.dirname(file), relative));
        if (!name) errors.push({ text: `${file} starts ${relative}: add it to entryPoints in scripts/build.ts` });
        workerUrls.push(`new URL(${JSON.stringify(`./${name}.js`)}, import.meta.url)`);
        return `__WORKER_URL_${workerUrls.length - 1}__`;
      });
      if (errors.length > 0) return { errors };
      const mirrored = path.relative(sourceRoot, file).replace(/\.ts$/, '.js').split(path.sep).join('/');
      const mirroredDir = path.posix.dirname(mirrored);
      const contents = withoutWorkers
        .replace(/import\.meta\.url(?![\w$])/g, `new URL(${JSON.stringify(`./${mirrored}`)}, import.meta.url).href`)
        .replace(
          /import\.meta\.dirname(?![\w$])/g,
          `(import.meta.dirname + ${JSON.stringify(mirroredDir === '.' ? '' : `/${mirroredDir}`)})`,
        )
        .replace(/import\.meta\.filename(?![\w$])/g, `(import.meta.dirname + ${JSON.stringify(`/${mirrored}`)})`)
        .replace(/__WORKER_URL_(\d+)__/g, (_match, index: string) => workerUrls[Number(index)] ?? '');
      return { contents, loader: 'ts' };
    });
  },
};

/**
 * Pure JavaScript packages made of hundreds of small modules, bundled because resolving and loading each
 * of those files was most of the start-up time. zod goes with every package that imports it (one copy
 * of zod, one schema registry); drizzle-orm with all its entry points (one copy of its entity classes).
 */
const BUNDLED_PACKAGES = ['@cordee/shared', 'drizzle-orm', 'zod', 'fastify-type-provider-zod'];

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Every other npm package is loaded from node_modules at run time (native addons, wasm, SDKs). */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
      if (path.isAbsolute(specifier) || BUNDLED_PACKAGES.includes(packageName(specifier))) return undefined;
      return { path: specifier, external: true };
    });
  },
};

function copyAssets(from: string, to: string): number {
  let copied = 0;
  for (const entry of fs.readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const relative = path.relative(from, source);
    if (!isShippedAsset(relative)) continue;
    fs.mkdirSync(path.dirname(path.join(to, relative)), { recursive: true });
    fs.copyFileSync(source, path.join(to, relative));
    copied += 1;
  }
  return copied;
}

const started = performance.now();
fs.rmSync(distRoot, { recursive: true, force: true });
const result = await build({
  absWorkingDir: serverRoot,
  entryPoints,
  outdir: distRoot,
  bundle: true,
  // Shared code and code loaded only when configured (the Stripe SDK) go to chunks beside the entries.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  // Stack traces and Fastify's plugin names keep the functions' own names.
  keepNames: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [npmPackagesExternal, mirroredImportMeta],
});
/**
 * V8's compile cache keeps the compiled bundle on disk (in the system's temporary folder), so every start
 * after the first skips parsing about 1.5 MB of JavaScript: a third of the module loading time. It must
 * be on before the bundle is imported, hence this small entry that imports it afterwards.
 */
fs.writeFileSync(
  path.join(distRoot, 'server.js'),
  [
    "import module from 'node:module';",
    '',
    '// Written by scripts/build.ts: the compile cache first, then the server.',
    'module.enableCompileCache?.();',
    "await import('./server-main.js');",
    '',
  ].join('\n'),
);
const assets = copyAssets(sourceRoot, distRoot);
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const kilobytes = outputs.reduce((total, [, output]) => total + output.bytes, 0) / 1024;
console.log(
  `server built into ${path.relative(process.cwd(), distRoot) || '.'}: ${outputs.length} files, ` +
    `${kilobytes.toFixed(0)} KiB of JavaScript, ${assets} assets, ${(performance.now() - started).toFixed(0)} ms`,
);
