import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 2 §4 / §9: while the current place is not known yet, ask again after 1 second. */
export const NEARBY_RETRY_MS = 1000;
/** A phone without a fix after this many tries is not going to get one now; the user can try again. */
export const NEARBY_MAX_ATTEMPTS = 5;
/** About 11 m: plenty for a 100 km search, and the address bar does not carry the exact spot. */
const COORDINATE_DECIMALS = 4;

export type GeoPoint = { lat: number; lng: number };

const rounded = (value: number) => Number(value.toFixed(COORDINATE_DECIMALS));

/**
 * The browser's current position for the nearby search. A temporary failure (no fix yet, time-out) is
 * retried after a second; a refusal or a browser without geolocation is only logged, at
 * info level since it is the user's choice, not a fault.
 */
export function useNearMe(onLocated: (point: GeoPoint) => void) {
  const [locating, setLocating] = useState(false);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestOnLocated = useRef(onLocated);
  latestOnLocated.current = onLocated;

  useEffect(() => () => clearTimeout(retryTimer.current), []);

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      console.info('Nearby search: this browser does not offer geolocation.');
      return;
    }
    clearTimeout(retryTimer.current);
    setLocating(true);
    let attempts = 0;
    const attempt = () => {
      attempts += 1;
      navigator.geolocation.getCurrentPosition(
        (position) => {
          setLocating(false);
          latestOnLocated.current({ lat: rounded(position.coords.latitude), lng: rounded(position.coords.longitude) });
        },
        (error) => {
          if (error.code !== error.PERMISSION_DENIED && attempts < NEARBY_MAX_ATTEMPTS) {
            retryTimer.current = setTimeout(attempt, NEARBY_RETRY_MS);
            return;
          }
          setLocating(false);
          console.info(`Nearby search: the current location is not available (${error.message}).`);
        },
        { maximumAge: 60_000, timeout: 10_000 },
      );
    };
    attempt();
  }, []);

  return { locate, locating };
}
