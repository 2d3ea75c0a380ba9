/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the built web app, so
 * the server sends them as they are (@fastify/static's `preCompressed`) instead of compressing on every
 * request. Run after `vite build`: `node --import tsx scripts/compress-dist.ts [distDir]`.
 *
 * Done once per build, so the slowest, smallest settings are worth it: brotli quality 11, gzip level 9.
 * A copy is kept only when it is smaller than the file itself (a tiny SVG can grow).
 *
 * Source maps are left out: only the browser's developer tools fetch them, and they are several times
 * the size of the code, so compressing them at these settings would slow every build for no visitor.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
]);

export type CompressedFile = { file: string; bytes: number; brotliBytes: number | null; gzipBytes: number | null };

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function writeIfSmaller(target: string, compressed: Buffer, originalBytes: number): Promise<number | null> {
  if (compressed.length >= originalBytes) {
    // A copy from an earlier run of the script would otherwise be served instead of the new file.
    await fs.rm(target, { force: true });
    return null;
  }
  await fs.writeFile(target, compressed);
  return compressed.length;
}

async function compressFile(file: string): Promise<CompressedFile> {
  const content = await fs.readFile(file);
  const [brotli, gzipped] = await Promise.all([
    brotliCompress(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    file,
    bytes: content.length,
    brotliBytes: await writeIfSmaller(`${file}.br`, brotli, content.length),
    gzipBytes: await writeIfSmaller(`${file}.gz`, gzipped, content.length),
  };
}

/** Compresses every compressible file under `distDir`; returns what it wrote, largest files first. */
export async function compressDist(distDir: string): Promise<CompressedFile[]> {
  const files = (await listFiles(distDir)).filter((file) => COMPRESSIBLE_EXTENSIONS.has(path.extname(file)));
  // zlib's asynchronous calls run on libuv's thread pool, so the files compress in parallel.
  const results = await Promise.all(files.map(compressFile));
  return results.sort((a, b) => b.bytes - a.bytes);
}

function kilobytes(bytes: number | null): string {
  return bytes === null ? '-' : `${(bytes / 1024).toFixed(1)} kB`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? 'dist');
  const results = await compressDist(distDir);
  for (const { file, bytes, brotliBytes, gzipBytes } of results) {
    const name = path.relative(distDir, file).padEnd(44);
    console.log(
      `${name} ${kilobytes(bytes).padStart(10)} │ br: ${kilobytes(brotliBytes).padStart(9)} │ gz: ${kilobytes(gzipBytes).padStart(9)}`,
    );
  }
}
