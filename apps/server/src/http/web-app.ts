import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * A `Link` header value for a page's first answer (a preload of what its first screen will show), or null.
 * Asked for with the page's path and query; it must be quick and must not fail the page.
 */
export type PageLinkHint = (pathname: string, query: URLSearchParams) => Promise<string | null>;

/**
 * Serves the built React app: hashed files under /assets/ cache for a year, everything else is
 * revalidated, and any other GET that wants HTML gets index.html (history fallback).
 *
 * The build writes a brotli (.br) and a gzip (.gz) copy beside each compressible file (see
 * apps/web/scripts/compress-dist.ts); the copy the browser accepts is sent as it is, with its
 * Content-Encoding, so no CPU is spent compressing files per request. Every answer of a file says
 * `Vary: Accept-Encoding`, so a shared cache never hands the brotli copy to a client that asked for none.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, linkHint?: PageLinkHint): Promise<void> {
  const built = fs.existsSync(path.join(distDir, 'index.html'));
  if (!built) app.log.warn({ distDir }, 'web app not built; only the API is served (run npm run build -w apps/web)');
  const pageOf = built ? routePagesOf(distDir) : () => 'index.html';

  app.setNotFoundHandler(async (request, reply) => {
    const [pathname = '', search = ''] = request.url.split('?', 2);
    const wantsPage =
      built &&
      request.method === 'GET' &&
      !pathname.startsWith('/api/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) {
      const hint = await linkHint?.(pathname, new URLSearchParams(search)).catch((error: unknown) => {
        request.log.warn({ err: error }, 'page link hint failed; the page is sent without it');
        return null;
      });
      if (hint) reply.header('link', hint);
      return reply.header('cache-control', 'no-cache').sendFile(pageOf(pathname));
    }
    return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found.`, code: 'not_found' });
  });
  if (!built) return;

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are reached only through the file they belong to, never by their own URL.
    globIgnore: ['**/*.br', '**/*.gz', 'pages/**'],
    setHeaders(reply, filePath) {
      const immutable = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // A hashed file never changes and is never revalidated: its validators would only add bytes to each
      // of the many scripts of a first visit (`npm run bench:web` counts headers too).
      if (immutable) reply.removeHeader('etag').removeHeader('last-modified');
    },
  });

  app.get('/', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile(pageOf('/')),
  );
}

/** The longest path a route pattern is tried on; longer addresses are no route's and get index.html. */
const MAX_ROUTE_PATH_LENGTH = 2048;

/**
 * The page to send for an address. The build writes a copy of index.html per route
 * (`pages/<route>.html`) whose preload script names that route's files, and `pages/routes.json`, the
 * route patterns in the order the router tries them. A build without them (or an address no route
 * matches) gets index.html, whose script then preloads nothing.
 */
function routePagesOf(distDir: string): (pathname: string) => string {
  const tableFile = path.join(distDir, 'pages', 'routes.json');
  if (!fs.existsSync(tableFile)) return () => 'index.html';
  const table = JSON.parse(fs.readFileSync(tableFile, 'utf8')) as Array<[pattern: string, page: string]>;
  const routes = table.map(([pattern, page]) => ({ pattern: new RegExp(pattern), page }));
  return (pathname) => {
    if (pathname.length > MAX_ROUTE_PATH_LENGTH) return 'index.html';
    return routes.find((route) => route.pattern.test(pathname))?.page ?? 'index.html';
  };
}
