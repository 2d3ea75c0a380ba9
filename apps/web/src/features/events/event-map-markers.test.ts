import type { EventMarker } from '@cordee/shared/event-search.contracts';
import { formatPrice } from '@cordee/shared/money';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_CENTRE, mapCentreOf, mapMarkersOf, markerLabelOf, priceRangeOf } from './event-map-markers.ts';

/** One course as GET /api/event-markers answers it. */
function makeMarker(overrides: Partial<EventMarker> = {}): EventMarker {
  return {
    id: 1,
    event_name: 'Stawamus Chief: Grand Wall',
    latitude: 49.6843,
    longitude: -123.1456,
    address: 'Stawamus Chief Provincial Park, Squamish, BC',
    min_price: 42_500,
    max_price: 42_500,
    other_location: [],
    ...overrides,
  };
}

const money = (cents: number) => `CA$${cents / 100}`;

describe('map markers', () => {
  it('puts one marker on each course and one on each of its other locations', () => {
    const course = makeMarker({
      id: 4,
      latitude: 51,
      longitude: -115,
      address: 'Canmore, AB',
      other_location: [{ address: 'Lake Louise, AB', lat: 51.4, lng: -116.2 }],
    });
    const markers = mapMarkersOf([course, makeMarker({ id: 5, latitude: 46, longitude: -74 })]);
    expect(
      markers.map(({ key, lat, lng, address, otherLocation }) => ({ key, lat, lng, address, otherLocation })),
    ).toEqual([
      { key: '4', lat: 51, lng: -115, address: 'Canmore, AB', otherLocation: false },
      { key: '4-other-0', lat: 51.4, lng: -116.2, address: 'Lake Louise, AB', otherLocation: true },
      { key: '5', lat: 46, lng: -74, address: makeMarker().address, otherLocation: false },
    ]);
    expect(markers[1]?.event).toBe(course);
  });

  it('lists a course named twice once, and skips a place off the globe', () => {
    expect(mapMarkersOf([makeMarker({ id: 1 }), makeMarker({ id: 1 })])).toHaveLength(1);
    expect(
      mapMarkersOf([makeMarker({ other_location: [{ address: 'Nowhere', lat: 95, lng: 0 }] })]).map((m) => m.key),
    ).toEqual(['1']);
  });

  it('labels a marker with the lowest price and shows the range min - max in the popup', () => {
    const ranged = makeMarker({ min_price: 15_000, max_price: 30_000 });
    expect(markerLabelOf(ranged, money)).toBe('CA$150');
    expect(priceRangeOf(ranged, money)).toBe('CA$150 - CA$300');
    expect(priceRangeOf(makeMarker(), money)).toBe('CA$425');
    // The screen's formatter drops the cents: map prices show without decimals.
    expect(markerLabelOf(makeMarker({ min_price: 12_049, max_price: 12_049 }), formatPrice)).toBe('CA$120');
  });

  it('centres the map on the average of the markers, or on central Canada without any', () => {
    expect(mapCentreOf([])).toEqual(DEFAULT_MAP_CENTRE);
    expect(DEFAULT_MAP_CENTRE).toEqual({ lat: 56.1304, lng: -106.3468 });
    expect(
      mapCentreOf([
        { lat: 50, lng: -120 },
        { lat: 46, lng: -74 },
      ]),
    ).toEqual({ lat: 48, lng: -97 });
  });
});
