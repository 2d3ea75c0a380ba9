/**
 * Offline reverse geocoding (ARCHITECTURE.md "geocoding"): the nearest populated place from the bundled
 * GeoNames data set (populated-places.tsv, CC BY 4.0), found with a k-d tree (kdbush) searched by
 * great-circle distance (geokdbush, which handles the poles and the antimeridian). The data set is
 * read on the first lookup, not at start-up, and kept for the life of the process.
 */
import { around, distance } from 'geokdbush';
import {
  type Geocoder,
  isValidCoordinate,
  type ReverseGeocodeResult,
  UNKNOWN_CITY,
  UNKNOWN_STATE,
  unknownPlace,
} from './geocoder.ts';
import { loadPopulatedPlaces, POPULATED_PLACES_FILE, type PopulatedPlaces } from './populated-places.ts';

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
  private places: Promise<PopulatedPlaces> | null = null;

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

  /** Concurrent first lookups share one read. */
  private load(): Promise<PopulatedPlaces> {
    if (!this.places) {
      this.places = loadPopulatedPlaces(this.dataFile).catch((error: unknown) => {
        this.places = null;
        throw error;
      });
    }
    return this.places;
  }
}
