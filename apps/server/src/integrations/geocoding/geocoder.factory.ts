import type { Config } from '../../config.ts';
import type { Geocoder } from './geocoder.ts';
import { OnlineGeocoder } from './online-geocoder.ts';
import { OfflineGeocoder } from './reverse-geocoder.ts';

/** The bundled places; with GEOCODER_URL, the online service first and the bundled places behind it. */
export function createGeocoder(config: Pick<Config, 'GEOCODER_URL' | 'PUBLIC_URL'>): Geocoder {
  const offline = new OfflineGeocoder();
  if (!config.GEOCODER_URL) return offline;
  return new OnlineGeocoder({
    baseUrl: config.GEOCODER_URL,
    fallback: offline,
    userAgent: `Cordee (${config.PUBLIC_URL})`,
  });
}
