/**
 * Reads the bundled populated-places.tsv (GeoNames, CC BY 4.0; see its header and
 * populated-places.generate.ts) into a static k-d tree. The file is tab-separated rather than JSON so
 * Biome leaves it alone and a regeneration reads as a line diff.
 */
import { readFile } from 'node:fs/promises';
import KDBush from 'kdbush';

export const POPULATED_PLACES_FILE = new URL('./populated-places.tsv', import.meta.url);

export type PopulatedPlaces = {
  /** kdbush index over (lng, lat); item i is described by names[i], states[i], countries[i]. */
  index: KDBush;
  names: string[];
  states: string[];
  countries: string[];
  lats: Float64Array;
  lngs: Float64Array;
};

export async function loadPopulatedPlaces(file: URL | string = POPULATED_PLACES_FILE): Promise<PopulatedPlaces> {
  const text = await readFile(file, 'utf8');
  const lines = text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  const names: string[] = [];
  const states: string[] = [];
  const countries: string[] = [];
  const lats = new Float64Array(lines.length);
  const lngs = new Float64Array(lines.length);
  const index = new KDBush(lines.length);
  for (const [i, line] of lines.entries()) {
    const [name, state, country, lat, lng] = line.split('\t');
    const latitude = Number(lat);
    const longitude = Number(lng);
    if (!name || !state || !country || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
      throw new Error(`${String(file)}: malformed line ${i + 1} of data: ${JSON.stringify(line)}`);
    }
    names.push(name);
    states.push(state);
    countries.push(country);
    lats[i] = latitude;
    lngs[i] = longitude;
    index.add(longitude, latitude);
  }
  index.finish();
  return { index, names, states, countries, lats, lngs };
}
