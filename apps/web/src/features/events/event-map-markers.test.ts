import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_CENTRE, mapCentreOf, mapMarkersOf } from './event-map-markers.ts';
import { makeEvent } from './events.fixtures.ts';

describe('map markers', () => {
  it('puts one marker on each event and one on each of its other locations', () => {
    const event = makeEvent({
      id: 4,
      latitude: 51,
      longitude: -115,
      address: 'Canmore, AB',
      other_location: [{ id: 'x', address: 'Lake Louise, AB', lat: 51.4, lng: -116.2 }],
    });
    const markers = mapMarkersOf([event, makeEvent({ id: 5, latitude: 46, longitude: -74 })]);
    expect(
      markers.map(({ key, lat, lng, address, otherLocation }) => ({ key, lat, lng, address, otherLocation })),
    ).toEqual([
      { key: '4', lat: 51, lng: -115, address: 'Canmore, AB', otherLocation: false },
      { key: '4-other-0', lat: 51.4, lng: -116.2, address: 'Lake Louise, AB', otherLocation: true },
      { key: '5', lat: 46, lng: -74, address: makeEvent().address, otherLocation: false },
    ]);
  });

  it('lists an event seen twice (overlapping pages) once', () => {
    expect(mapMarkersOf([makeEvent({ id: 1 }), makeEvent({ id: 1 })])).toHaveLength(1);
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
