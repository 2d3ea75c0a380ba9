import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_CITY, UNKNOWN_STATE } from './geocoder.ts';
import { loadPopulatedPlaces } from './populated-places.ts';
import { OfflineGeocoder } from './reverse-geocoder.ts';

const unknown = { city: UNKNOWN_CITY, state: UNKNOWN_STATE, country: null, distance_km: null };
/** The geocoder the app builds: the bundled data set, the default distance. */
const bundled = new OfflineGeocoder();
const reverseGeocode = (lat: number, lng: number) => bundled.reverse(lat, lng);

describe('reverse lookup (bundled GeoNames data)', () => {
  it.each([
    ['Squamish', 49.7, -123.15, 'Squamish', 'British Columbia'],
    ['Canmore', 51.09, -115.35, 'Canmore', 'Alberta'],
    ['Lake Louise', 51.43, -116.18, 'Lake Louise', 'Alberta'],
    ['Val-David', 46.03, -74.21, 'Val-David', 'Quebec'],
  ])('names %s', async (_area, lat, lng, city, state) => {
    const result = await reverseGeocode(lat, lng);
    expect(result).toMatchObject({ city, state, country: 'CA' });
    expect(result.distance_km).toBeLessThan(5);
  });

  it('names a BC town for the Bugaboos, some 50 km from any road town', async () => {
    const result = await reverseGeocode(50.74, -116.79);
    expect(result.state).toBe('British Columbia');
    expect(['Radium Hot Springs', 'Invermere', 'Golden', 'Field']).toContain(result.city);
    expect(result.distance_km).toBeGreaterThan(30);
  });

  it('names Penticton or Kaleden for Skaha', async () => {
    const result = await reverseGeocode(49.44, -119.56);
    expect(result.state).toBe('British Columbia');
    expect(['Penticton', 'Kaleden']).toContain(result.city);
  });

  it('names the US town, not a Canadian one, just south of the border (Mount Baker)', async () => {
    const result = await reverseGeocode(48.78, -121.81);
    expect(result).toMatchObject({ state: 'Washington', country: 'US' });
  });

  it('falls back in the middle of Hudson Bay, hundreds of km from any place', async () => {
    expect(await reverseGeocode(60, -85)).toEqual(unknown);
  });

  it.each([
    ['NaN latitude', Number.NaN, -123.15],
    ['NaN longitude', 49.7, Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY, 0],
    ['latitude out of range', 91, -123.15],
    ['longitude out of range', 49.7, -181],
    ['a string from JSON text', '49.7' as unknown as number, -123.15],
    ['null', null as unknown as number, null as unknown as number],
  ])('falls back on invalid input: %s', async (_case, lat, lng) => {
    expect(await reverseGeocode(lat, lng)).toEqual(unknown);
  });

  it('ships every province and territory under its full name', async () => {
    const places = await loadPopulatedPlaces();
    const provinces = new Set(places.states.filter((_, i) => places.countries[i] === 'CA'));
    expect([...provinces].sort()).toEqual([
      'Alberta',
      'British Columbia',
      'Manitoba',
      'New Brunswick',
      'Newfoundland and Labrador',
      'Northwest Territories',
      'Nova Scotia',
      'Nunavut',
      'Ontario',
      'Prince Edward Island',
      'Quebec',
      'Saskatchewan',
      'Yukon',
    ]);
  });
});

describe('OfflineGeocoder', () => {
  async function withFixture(rows: string, run: (file: string) => Promise<void>) {
    const dir = await mkdtemp(join(tmpdir(), 'geocoder-'));
    try {
      const file = join(dir, 'places.tsv');
      await writeFile(file, `# fixture\n${rows}`);
      await run(file);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('honours its radius', async () => {
    await withFixture('Squamish\tBritish Columbia\tCA\t49.69925\t-123.15631\n', async (file) => {
      // Whistler is ~50 km from Squamish.
      expect(await new OfflineGeocoder({ dataFile: file, maxDistanceKm: 60 }).reverse(50.118, -122.954)).toMatchObject({
        city: 'Squamish',
      });
      expect(await new OfflineGeocoder({ dataFile: file, maxDistanceKm: 40 }).reverse(50.118, -122.954)).toEqual(
        unknown,
      );
    });
  });

  it('answers concurrent first lookups and rejects a malformed data file', async () => {
    await withFixture('Squamish\tBritish Columbia\tCA\t49.69925\t-123.15631\n', async (file) => {
      const geocoder = new OfflineGeocoder({ dataFile: file });
      const results = await Promise.all([geocoder.reverse(49.7, -123.15), geocoder.reverse(49.71, -123.14)]);
      expect(results.map((result) => result.city)).toEqual(['Squamish', 'Squamish']);
    });
    await withFixture('Squamish\tBritish Columbia\n', async (file) => {
      await expect(new OfflineGeocoder({ dataFile: file }).reverse(49.7, -123.15)).rejects.toThrow(/malformed line/);
    });
  });
});
