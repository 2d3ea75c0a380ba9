import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

type ManifestChunk = { file: string; name?: string };

const MANIFEST = resolve(import.meta.dirname, '../../dist/.vite/manifest.json');

/**
 * The address of the built chunk with this name (a module's base name, such as `climbing-journal.screen`,
 * or the part of a library the bundler named it after, such as `TileLayer`). Chunk files carry only a hash
 * (vite.config.ts), so the journeys look them up in the build's manifest.
 */
export function chunkAddressOf(name: string): string {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  const chunk = Object.values(manifest).find((entry) => entry.name === name && entry.file.endsWith('.js'));
  if (!chunk) throw new Error(`The build has no chunk named ${name} (dist/.vite/manifest.json).`);
  return `/${chunk.file}`;
}
