/**
 * An online place search for addresses the bundled places do not hold (a trailhead, a street), from a
 * Nominatim-compatible service (`GET {base}/search?format=json&countrycodes=ca&q=…`): a self-hosted
 * Nominatim or a commercial service speaking its API. The public nominatim.openstreetmap.org forbids
 * search-as-you-type, so it is not a default. Any failure (down, slow, a bad answer) falls back to the
 * offline places, so typing an address never breaks; reverse lookups stay offline (the k-d tree is
 * exact enough for a city and a province, and costs nothing).
 */
import type { PlaceSuggestion } from '@cordee/shared/places.contracts';
import { z } from 'zod';
import type { Geocoder, ReverseGeocodeResult } from './geocoder.ts';

/** Typing waits on this answer: past it the offline places answer instead. */
export const DEFAULT_ONLINE_TIMEOUT_MS = 1500;
/** Eight places with their details are a few kilobytes; anything far bigger is not an answer to read. */
const MAX_ANSWER_LENGTH = 512 * 1024;
/** An address longer than the event's address field would be cut anyway. */
const MAX_LABEL_LENGTH = 300;

/** Nominatim sends coordinates as decimal text. */
const coordinateText = (limit: number) =>
  z
    .union([z.string().trim().min(1), z.number()])
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit));

const NominatimPlaceSchema = z.object({
  display_name: z.string().min(1),
  name: z.string().optional(),
  lat: coordinateText(90),
  lon: coordinateText(180),
  address: z
    .object({
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      hamlet: z.string().optional(),
      municipality: z.string().optional(),
      state: z.string().optional(),
    })
    .optional(),
});
const NominatimAnswerSchema = z.array(z.unknown()).max(100);

export type OnlineGeocoderOptions = {
  /** The service's base URL, e.g. https://nominatim.example.com (its `/search` is called). */
  baseUrl: string;
  /** Answers for anything the service cannot: reverse lookups, and every search it fails. */
  fallback: Geocoder;
  /** Sent as User-Agent: such services ask every client to say who it is. */
  userAgent: string;
  timeoutMs?: number;
};

export class OnlineGeocoder implements Geocoder {
  readonly kind = 'online';
  private readonly searchUrl: URL;
  private readonly timeoutMs: number;

  constructor(private readonly options: OnlineGeocoderOptions) {
    this.searchUrl = new URL('search', options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_ONLINE_TIMEOUT_MS;
  }

  reverse(lat: number, lng: number): Promise<ReverseGeocodeResult> {
    return this.options.fallback.reverse(lat, lng);
  }

  async search(query: string, limit: number): Promise<PlaceSuggestion[]> {
    if (query.trim() === '') return [];
    try {
      const places = await this.searchOnline(query, limit);
      // Nothing found online may still be a town the bundled places know under another spelling.
      return places.length > 0 ? places : await this.options.fallback.search(query, limit);
    } catch {
      return this.options.fallback.search(query, limit);
    }
  }

  private async searchOnline(query: string, limit: number): Promise<PlaceSuggestion[]> {
    const url = new URL(this.searchUrl);
    url.search = new URLSearchParams({
      format: 'json',
      countrycodes: 'ca',
      addressdetails: '1',
      limit: String(limit),
      q: query,
    }).toString();
    const response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': this.options.userAgent },
      signal: AbortSignal.timeout(this.timeoutMs),
      redirect: 'error',
    });
    if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
    const text = await response.text();
    if (text.length > MAX_ANSWER_LENGTH) throw new Error('Geocoder answer too long');
    const rows = NominatimAnswerSchema.parse(JSON.parse(text));
    const places: PlaceSuggestion[] = [];
    for (const row of rows) {
      const parsed = NominatimPlaceSchema.safeParse(row);
      if (!parsed.success) continue;
      const { display_name, name, lat, lon, address } = parsed.data;
      const city = address?.city ?? address?.town ?? address?.village ?? address?.hamlet ?? address?.municipality;
      places.push({
        label: display_name.replace(/,\s*Canada$/, '').slice(0, MAX_LABEL_LENGTH),
        city: city ?? name ?? display_name.split(',')[0] ?? display_name,
        state: address?.state ?? '',
        latitude: lat,
        longitude: lon,
      });
      if (places.length === limit) break;
    }
    return places;
  }
}
