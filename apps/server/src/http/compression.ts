import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes a compressed answer saves less than the time spent compressing it. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Text-like answers; never server-sent events (each event must reach the browser as it is written). */
const COMPRESSIBLE_TYPES = /^(?:application\/(?:[\w.-]+\+)?json|text\/(?!event-stream)[\w.+-]+)(?:;|$)/;

/**
 * Compresses API answers of 1 KiB and more with brotli or gzip, whichever the client prefers.
 *
 * Brotli runs at quality 4: close to gzip in CPU per answer while still smaller, because this runs on
 * every request (quality 11 belongs to the build, which compresses the web app's files once).
 *
 * Only routes under /api compress per request. The web app's files come precompressed from the build
 * (see web-app.ts), so compressing them again would only cost CPU; the few pages the server renders
 * itself (sandbox payment pages, the dev mailbox) are small. Request bodies are not decompressed: no
 * client of this API sends compressed bodies, and it keeps the body limit a limit on what is parsed.
 *
 * Must run before any route is declared: it attaches itself to each route as the route is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(fastifyCompress, {
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
