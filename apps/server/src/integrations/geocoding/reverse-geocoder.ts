/**
 * Offline geocoding (ARCHITECTURE.md "geocoding") from the bundled GeoNames data set
 * (populated-places.tsv, CC BY 4.0): the nearest populated place of a point, found with a k-d tree
 * (kdbush) searched by great-circle distance (geokdbush, which handles the poles and the antimeridian);
 * and the Canadian places a typed address may mean, from a sorted prefix index of their names. The data
 * set is read and indexed on the first lookup, not at start-up, and kept for the life of the process.
 */
import type { PlaceSuggestion } from '@cordee/shared/places.contracts';
import { around, distance } from 'geokdbush';
import {
  type Geocoder,
  isValidCoordinate,
  type ReverseGeocodeResult,
  UNKNOWN_CITY,
  UNKNOWN_STATE,
  unknownPlace,
} from './geocoder.ts';
import { buildPlaceNameIndex, normalisePlaceText, type PlaceNameIndex, searchPlaceNames } from './place-name-index.ts';
import { loadPopulatedPlaces, POPULATED_PLACES_FILE, type PopulatedPlaces } from './populated-places.ts';

/** The provinces and territories by their postal abbreviations, as people type them after a town. */
const PROVINCE_CODES: Record<string, string> = {
  ab: 'alberta',
  bc: 'british columbia',
  mb: 'manitoba',
  nb: 'new brunswick',
  nl: 'newfoundland and labrador',
  ns: 'nova scotia',
  nt: 'northwest territories',
  nu: 'nunavut',
  on: 'ontario',
  pe: 'prince edward island',
  qc: 'quebec',
  sk: 'saskatchewan',
  yt: 'yukon',
};

type IndexedPlaces = PopulatedPlaces & { byName: PlaceNameIndex; normalisedStates: string[] };

/**
 * Climbing areas are remote: the Bugaboos are ~53 km from Radium Hot Springs, the Icefields Parkway
 * ice lines ~90 km from Jasper or Golden, Auyuittuq ~86 km from Pangnirtung. 100 km still names the
 * town a trip starts from for all of them; farther than that a town name would mislead more than
 * "Unknown City" (the middle of Hudson Bay, the Cirque of the Unclimbables at ~220 km, Waddington).
 * The province is the nearest place's, so a point just across a provincial line near no town of its
 * own province can be named after the neighbour's town.
 */
export const DEFAULT_MAX_DISTANCE_KM = 100;

export type OfflineGeocoderOptions = {
  maxDistanceKm?: number;
  /** The TSV to read; tests point this at a small fixture. */
  dataFile?: URL | string;
};

export class OfflineGeocoder implements Geocoder {
  readonly kind = 'offline';
  readonly maxDistanceKm: number;
  private readonly dataFile: URL | string;
  private places: Promise<IndexedPlaces> | null = null;

  constructor(options: OfflineGeocoderOptions = {}) {
    this.maxDistanceKm = options.maxDistanceKm ?? DEFAULT_MAX_DISTANCE_KM;
    this.dataFile = options.dataFile ?? POPULATED_PLACES_FILE;
  }

  /**
   * Rejects only when the bundled data file cannot be read, which is a broken build rather than a
   * lookup failure; the next call tries again.
   */
  async reverse(lat: number, lng: number): Promise<ReverseGeocodeResult> {
    if (!isValidCoordinate(lat, lng)) return unknownPlace();
    const places = await this.load();
    const [nearest] = around(places.index, lng, lat, 1, this.maxDistanceKm);
    if (nearest === undefined) return unknownPlace();
    return {
      city: places.names[nearest] ?? UNKNOWN_CITY,
      state: places.states[nearest] ?? UNKNOWN_STATE,
      country: places.countries[nearest] ?? null,
      distance_km: Math.round(distance(lng, lat, places.lngs[nearest] ?? lng, places.lats[nearest] ?? lat) * 10) / 10,
    };
  }

  /**
   * Canadian places only: the US places are in the data set so that a point just south of the border is
   * not named after a Canadian town, but trips are listed in Canada. "Squamish, BC" or "Squamish, Brit"
   * narrows the names to a province.
   */
  async search(query: string, limit: number): Promise<PlaceSuggestion[]> {
    const places = await this.load();
    const [name = '', ...rest] = query.split(',');
    const provinceText = normalisePlaceText(rest.join(' '));
    const province = PROVINCE_CODES[provinceText] ?? provinceText;
    const inProvince = (place: number) => (places.normalisedStates[place] ?? '').startsWith(province);
    return searchPlaceNames(places.byName, name, limit, inProvince).map((place) => {
      const city = places.names[place] ?? UNKNOWN_CITY;
      const state = places.states[place] ?? UNKNOWN_STATE;
      return {
        label: `${city}, ${state}`,
        city,
        state,
        latitude: places.lats[place] ?? 0,
        longitude: places.lngs[place] ?? 0,
      };
    });
  }

  /** Concurrent first lookups share one read. */
  private load(): Promise<IndexedPlaces> {
    if (!this.places) {
      this.places = loadPopulatedPlaces(this.dataFile)
        .then(indexed)
        .catch((error: unknown) => {
          this.places = null;
          throw error;
        });
    }
    return this.places;
  }
}

function indexed(places: PopulatedPlaces): IndexedPlaces {
  return {
    ...places,
    byName: buildPlaceNameIndex(places.names, (place) => places.countries[place] === 'CA'),
    normalisedStates: places.states.map(normalisePlaceText),
  };
}
