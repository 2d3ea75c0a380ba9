import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { LAYOUT_COMPONENTS, ROUTES, type RouteDefinition, type RouteName } from './src/routing/routes.ts';

/** The API server of `apps/server`; in production it serves this build from the same origin. */
const apiServer = process.env.CORDEE_API_URL ?? 'http://localhost:3000';

/**
 * Screens that open a modal from their address: `?event=N` opens a course's detail over the course search
 * (a link shared from the app). A deep link asks for the modal frame and body together with the screen,
 * instead of after the screen has rendered and read its address.
 */
const MODALS_OPENED_BY_ADDRESS: ReadonlyArray<{ routes: RouteName[]; param: string; modules: string[] }> = [
  {
    routes: ['ViewEvents', 'ExploreEvents'],
    param: 'event',
    modules: ['/src/app/app-modal-host.component.tsx', '/src/features/events/search-result-modal.component.tsx'],
  },
];

/**
 * A deep link would otherwise wait for two round trips: the entry, then the chunk of the route it opens.
 * This writes a small script, loaded from the HTML beside the entry, that asks for the current route's
 * chunk (and the chunks it imports) at once; the route's copy of the HTML names them (see the end). The
 * routes, their screens and layouts come from their definitions (src/routing/routes.ts), imported here.
 * The server's content security policy allows scripts from our own origin only, so it is a file rather
 * than an inline script. Signed-in routes are preloaded only when a session token is stored,
 * visitor-only routes only when none is: the guard would send the visitor elsewhere and the bytes would
 * be wasted. On a signed-in route it also starts GET /api/user, which every signed-in screen waits for
 * before painting, and on a route with a `firstRequest` (its definition) the screen's first API request,
 * whose answer its largest picture waits for: both start about 1.5 s earlier on a phone than the app
 * could ask (lib/early-requests.ts hands them to the app).
 */
function routeChunkPreload(): Plugin {
  // The catalogue namespaces each module of the app names (lib/i18n.ts): a route's page asks for the words
  // of its chunks' modules beside the chunks.
  const namespacesOfModule = new Map<string, string[]>();
  return {
    name: 'cordee:route-chunk-preload',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('/src/') || id.includes('node_modules')) return;
      // Comments may show a call as an example (lib/i18n.ts does): only code names a namespace.
      const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
      const named = [...withoutComments.matchAll(/useTranslation\(([^)]*)\)/g)].flatMap(([, args]) =>
        [...(args ?? '').matchAll(/["']([\w-]+)["']/g)].map(([, name]) => name ?? ''),
      );
      if (named.length > 0) namespacesOfModule.set(id.split('?')[0] ?? id, named);
    },
    generateBundle(_options, bundle) {
      // The modules app/router.tsx loads for a route's screen and layout, named by the route's definition.
      const screenModuleOf = (route: RouteDefinition) => `/src/routes/${route.screen.file}.screen.tsx`;
      const layoutModuleOf = (route: RouteDefinition) =>
        `/src/app/layouts/${LAYOUT_COMPONENTS[route.layout].file}.layout.tsx`;
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const chunkOf = (moduleFile: string | undefined) =>
        moduleFile ? chunks.find((candidate) => candidate.facadeModuleId?.endsWith(moduleFile)) : undefined;
      const entry = chunks.find((chunk) => chunk.isEntry);
      const html = bundle['index.html'];
      if (!entry || !html || html.type !== 'asset') throw new Error('route preload: no entry chunk or index.html.');

      const staticClosure = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(imported, seen);
        return seen;
      };
      const loadedByEntry = staticClosure(entry.fileName);

      // The English catalogue's files (lib/i18n.ts fetches them by these names), by namespace.
      const catalogueFiles = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset') continue;
        const source = output.originalFileNames.find((name) => /locales\/en\/[\w-]+\.json$/.test(name));
        const namespace = source?.match(/([\w-]+)\.json$/)?.[1];
        if (namespace) catalogueFiles.set(namespace, output.fileName);
      }
      const coreWords = catalogueFiles.get('translation');
      if (!coreWords)
        throw new Error('route preload: the core catalogue (locales/en/translation.json) was not emitted.');
      const wordsOf = (files: Iterable<string>) => {
        const names = new Set<string>();
        for (const file of files) {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk') continue;
          for (const id of chunk.moduleIds) for (const name of namespacesOfModule.get(id) ?? []) names.add(name);
        }
        return [...names].flatMap((name) => {
          const file = catalogueFiles.get(name);
          if (!file && name !== 'translation')
            throw new Error(`route preload: no catalogue file for namespace ${name}.`);
          return file && name !== 'translation' ? [file] : [];
        });
      };

      const routes = Object.entries(ROUTES).map(([name, route]: [string, RouteDefinition]) => {
        const chunk = chunkOf(screenModuleOf(route));
        if (!chunk) throw new Error(`route preload: no chunk for the screen of ${name}.`);
        if (!chunk.exports.includes(route.screen.component)) {
          throw new Error(`route preload: ${route.screen.file}.screen.tsx exports no ${route.screen.component}.`);
        }
        const layoutChunk = chunkOf(layoutModuleOf(route));
        if (!layoutChunk) throw new Error(`route preload: no chunk for the ${route.layout} layout of ${name}.`);
        const pattern = `^${route.path.replace(/:[^/]+/g, '[^/]+')}/?$`;
        const gate = route.access.kind === 'visitor-only' ? 'visitor' : route.access.kind === 'public' ? '' : 'user';
        const needed = staticClosure(layoutChunk.fileName, staticClosure(chunk.fileName));
        const files = [...needed].filter((file) => !loadedByEntry.has(file));
        const byAddress = MODALS_OPENED_BY_ADDRESS.filter((modal) => modal.routes.includes(name as RouteName)).map(
          (modal) => {
            const modalFiles = new Set<string>();
            for (const module of modal.modules) {
              const modalChunk = chunkOf(module);
              if (!modalChunk) throw new Error(`route preload: no chunk for ${module}, opened by ${name}'s address.`);
              staticClosure(modalChunk.fileName, modalFiles);
            }
            const files: string[] = [...modalFiles].filter((file) => !loadedByEntry.has(file) && !needed.has(file));
            return [modal.param, files] as const;
          },
        );
        const first = route.firstRequest;
        const words = wordsOf(needed);
        for (const [, modalFiles] of byAddress)
          for (const file of wordsOf(modalFiles)) if (!words.includes(file)) words.push(file);
        return {
          pattern,
          gate,
          files,
          words,
          byAddress,
          first,
          firstPath: first?.includes(':') ? route.path : undefined,
        };
      });

      // Each route gets its own copy of index.html whose preload script tag carries that route's files
      // (`pages/<route>.html`), and the server sends the copy of the route an address opens
      // (apps/server/src/http/web-app.ts, reading `pages/routes.json`). The script itself is the same small
      // file for every route: a table of every route's files in it would grow with each screen, and every
      // first visit would download all of it.
      // The first request's `:name` takes the address's segment of that name, only letters, digits, `_` and
      // `-` (anything else and it is not made): it never reaches another API path than the table's.
      const script = `(function(){var s=document.currentScript,d=s&&s.dataset,t;if(!d||!d.files)return;try{t=localStorage.getItem("token")}catch(e){t=null}if(d.gate==="user"&&!t||d.gate==="visitor"&&t)return;var h={Accept:"application/json"};if(t)h.Authorization="Bearer "+t;if(d.gate==="user"){var u=fetch("/api/user",{headers:h});u.catch(function(){});window.__cordeeEarlyUser={token:t,response:u}}if(d.first){var a=(d.path||"").split("/"),b=location.pathname.split("/"),ok=true,f=d.first.replace(/:(\\w+)/g,function(m,n){var v=b[a.indexOf(":"+n)];if(!v||!/^[\\w-]+$/.test(v))ok=false;return v});if(ok){var r=fetch(f,{headers:h});r.catch(function(){});window.__cordeeEarlyFirst={token:t,url:f,response:r,at:performance.now()}}}function pre(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href="/"+h;document.head.appendChild(l)}JSON.parse(d.files).forEach(pre);JSON.parse(d.words||"[]").forEach(function(w){var l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="";l.href="/"+w;document.head.appendChild(l)});JSON.parse(d.modals||"[]").forEach(function(m){if(new RegExp("[?&]"+m[0]+"=").test(location.search))m[1].forEach(pre)})})();`;
      const reference = this.emitFile({ type: 'asset', name: 'route-preload.js', source: script });
      const tag = `<script async src="/${this.getFileName(reference)}"></script>`;
      // The core words go with every page, fetched beside the entry: the first render waits for them
      // (main.tsx). `crossorigin` makes the preload match the app's fetch, so the answer is used, not asked again.
      const coreWordsTag = `<link rel="preload" as="fetch" crossorigin href="/${coreWords}">`;
      const page = String(html.source).replace('</title>', `</title>\n    ${tag}\n    ${coreWordsTag}`);
      // Without a route's data (an address no route matches), the script does nothing.
      html.source = page;

      // Single-quoted attributes: the JSON's double quotes stay readable and the page small.
      const attribute = (value: unknown) => JSON.stringify(value).replaceAll('&', '&amp;').replaceAll("'", '&#39;');
      const pageFiles = new Map<string, string>();
      const table = routes.map(({ pattern, gate, files: routeFiles, words, byAddress, first, firstPath }, index) => {
        const data = [
          gate ? ` data-gate="${gate}"` : '',
          ` data-files='${attribute(routeFiles)}'`,
          words.length > 0 ? ` data-words='${attribute(words)}'` : '',
          byAddress.length > 0 ? ` data-modals='${attribute(byAddress)}'` : '',
          first ? ` data-first="${first.replaceAll('&', '&amp;')}"` : '',
          firstPath ? ` data-path="${firstPath}"` : '',
        ].join('');
        const source = page.replace(tag, tag.replace('<script async', `<script async${data}`));
        // Routes that preload the same files share one copy.
        let fileName = pageFiles.get(source);
        if (!fileName) {
          fileName = `pages/${Object.keys(ROUTES)[index]}.html`;
          pageFiles.set(source, fileName);
          this.emitFile({ type: 'asset', fileName, source });
        }
        return [pattern, fileName];
      });
      // [[path pattern, page file], …] in the routes' order: the first match wins.
      this.emitFile({ type: 'asset', fileName: 'pages/routes.json', source: JSON.stringify(table) });
    },
  };
}

const SHELL_ICON_NAMES = [
  'bell',
  'calendar-check',
  'chart-column',
  'clapperboard',
  'clipboard-list',
  'compass',
  'graduation-cap',
  'house',
  'layout-list',
  'log-out',
  'menu',
  'messages-square',
  'notebook-pen',
  'refresh-cw',
  'scroll-text',
  'settings',
  'shield-check',
  'user-check',
  'users',
  'video',
  'wallet',
];
const SHELL_ICONS = new RegExp(
  String.raw`node_modules[\/]lucide-react[\/]dist[\/]esm[\/]` +
    String.raw`icons[\/](${SHELL_ICON_NAMES.join('|')})\.mjs$`,
);
const ICON_FACTORY =
  /node_modules[/]lucide-react[/]dist[/]esm[/](createLucideIcon|Icon|defaultAttributes|context|shared[/]src[/]utils[/][\w-]+)\.mjs$/;

export default defineConfig({
  plugins: [react(), tailwindcss(), routeChunkPreload()],
  server: {
    proxy: {
      '/api': { target: apiServer, ws: true },
      '/sandbox': apiServer,
      '/dev': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: true,
    modulePreload: {
      // A dynamic import carries the list of every chunk its target needs, so that they download
      // together. The modal registry's list (every modal, its catalogue and their parts) had become half
      // of the registry's chunk, which a shared course link downloads on a first visit. A modal's chunk
      // now asks for its own imports as it runs: they are mostly the app's own parts, already there.
      resolveDependencies: (_filename, dependencies, { hostId }) =>
        hostId.includes('app-modal-host.component') ? [] : dependencies,
    },
    // The build's map from source modules to files (dist/.vite/manifest.json, not served): the journeys
    // and the web benchmark find a chunk by its source there, since chunk files carry only a hash.
    manifest: true,
    rolldownOptions: {
      output: {
        // A chunk's file is its hash alone. Every dynamic import carries the names of the chunks its target
        // needs (Vite's preload table in the entry, about 230 of them), and every chunk names the chunks it
        // imports: descriptive names cost each first visit about 2 KiB compressed (decision 0052).
        chunkFileNames: 'assets/[hash].js',
        // React and the router are on every page and change less often than the app: one shared chunk
        // that stays cached across deploys. Every other library goes wherever the screens that import it
        // go, so the calendar, the rich-text editor and the map load only with the screens that use them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            // The icons only the signed-in shell draws on every page (side menu, top bar; not those the
            // public pages use too): as some screens import them as well, each would otherwise be a chunk
            // of its own, about twenty requests of 0.3 KiB that are mostly wrapping.
            { name: 'shell-icons', test: SHELL_ICONS, priority: 1 },
            // What every icon is made with, on its own so that a public page's few icons do not pull the
            // shell's in with it.
            { name: 'icon-factory', test: ICON_FACTORY, priority: 2 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
