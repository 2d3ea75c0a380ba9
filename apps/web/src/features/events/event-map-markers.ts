import type { EventMarker } from '@cordee/shared/event-search.contracts';

/** Spec 2 §2.5 / §9: zoom 4, centred on central Canada while there is nothing to show. */
export const MAP_ZOOM = 4;
export const DEFAULT_MAP_CENTRE = { lat: 56.1304, lng: -106.3468 } as const;

export type MapMarker = {
  /** Unique per marker: an event has one marker for its address and one per other location. */
  key: string;
  event: EventMarker;
  lat: number;
  lng: number;
  address: string;
  /** Another meeting place of the same course (other_location). */
  otherLocation: boolean;
};

const isPlace = (lat: number, lng: number) =>
  Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/** Every course's main place, then its other locations as further markers of the same course. */
export function mapMarkersOf(events: readonly EventMarker[]): MapMarker[] {
  const markers: MapMarker[] = [];
  const seen = new Set<number>();
  for (const event of events) {
    // A course is one marker set, even if an answer ever named it twice.
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    if (isPlace(event.latitude, event.longitude)) {
      markers.push({
        key: `${event.id}`,
        event,
        lat: event.latitude,
        lng: event.longitude,
        address: event.address,
        otherLocation: false,
      });
    }
    event.other_location.forEach((location, index) => {
      if (!isPlace(location.lat, location.lng)) return;
      markers.push({
        key: `${event.id}-other-${index}`,
        event,
        lat: location.lat,
        lng: location.lng,
        address: location.address,
        otherLocation: true,
      });
    });
  }
  return markers;
}

type PriceBounds = Pick<EventMarker, 'min_price' | 'max_price'>;

/** The marker's label: the lowest price across price and priceh, without decimals, e.g. "CA$120". */
export function markerLabelOf(event: PriceBounds, formatMoney: (cents: number) => string): string {
  return formatMoney(event.min_price);
}

/** The popup's range "min - max"; a single price when every row costs the same. */
export function priceRangeOf(event: PriceBounds, formatMoney: (cents: number) => string): string {
  return event.min_price === event.max_price
    ? formatMoney(event.min_price)
    : `${formatMoney(event.min_price)} - ${formatMoney(event.max_price)}`;
}

/** The average of the marker positions, or the default centre when there is none. */
export function mapCentreOf(markers: readonly Pick<MapMarker, 'lat' | 'lng'>[]): { lat: number; lng: number } {
  if (markers.length === 0) return DEFAULT_MAP_CENTRE;
  const sum = markers.reduce((total, marker) => ({ lat: total.lat + marker.lat, lng: total.lng + marker.lng }), {
    lat: 0,
    lng: 0,
  });
  return { lat: sum.lat / markers.length, lng: sum.lng / markers.length };
}
