import type { Event } from '@cordee/shared/events.contracts';

/** Spec 2 §2.5 / §9: zoom 4, centred on central Canada while there is nothing to show. */
export const MAP_ZOOM = 4;
export const DEFAULT_MAP_CENTRE = { lat: 56.1304, lng: -106.3468 } as const;

export type MapMarker = {
  /** Unique per marker: an event has one marker for its address and one per other location. */
  key: string;
  event: Event;
  lat: number;
  lng: number;
  address: string;
  /** Another meeting place of the same course (other_location). */
  otherLocation: boolean;
};

const isPlace = (lat: number, lng: number) =>
  Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/** Every event's main place, then its other locations as further markers of the same event. */
export function mapMarkersOf(events: readonly Event[]): MapMarker[] {
  const markers: MapMarker[] = [];
  const seen = new Set<number>();
  for (const event of events) {
    // Pages of a search may overlap when events are added meanwhile; one marker set per event.
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

/** The average of the marker positions, or the default centre when there is none. */
export function mapCentreOf(markers: readonly Pick<MapMarker, 'lat' | 'lng'>[]): { lat: number; lng: number } {
  if (markers.length === 0) return DEFAULT_MAP_CENTRE;
  const sum = markers.reduce((total, marker) => ({ lat: total.lat + marker.lat, lng: total.lng + marker.lng }), {
    lat: 0,
    lng: 0,
  });
  return { lat: sum.lat / markers.length, lng: sum.lng / markers.length };
}
