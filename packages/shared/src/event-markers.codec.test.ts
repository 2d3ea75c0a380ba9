import { describe, expect, it } from 'vitest';
import { decodeEventMarkers, encodeEventMarkers } from './event-markers.codec.ts';
import { type EventMarker, EventMarkerColumnsSchema, type EventMarkerList } from './event-search.contracts.ts';

const squamish: EventMarker = {
  id: 7,
  event_name: 'Crack school',
  latitude: 49.701234567,
  longitude: -123.155555555,
  address: 'Smoke Bluffs, Squamish, BC',
  min_price: 10_000,
  max_price: 30_000,
  other_location: [
    { address: 'Chief, Squamish, BC', lat: 49.68, lng: -123.14 },
    { address: 'Murrin Park, BC', lat: 49.65, lng: -123.2 },
  ],
};
const canmore: EventMarker = {
  id: 3,
  event_name: 'Ice intro',
  latitude: 51.08,
  longitude: -115.35,
  address: 'Canmore, AB',
  min_price: 9_000,
  max_price: 9_000,
  other_location: [],
};
const list: EventMarkerList = { markers: [squamish, canmore], total: 12, truncated: true };

describe('the map markers answer in columns', () => {
  it('sends one column per field, coordinates as whole numbers of 1e-5 degree and the price as a spread', () => {
    const columns = encodeEventMarkers(list);
    expect(columns).toEqual({
      id: [7, 3],
      event_name: ['Crack school', 'Ice intro'],
      lat: [4970123, 5108000],
      lng: [-12315556, -11535000],
      address: ['Smoke Bluffs, Squamish, BC', 'Canmore, AB'],
      min_price: [10_000, 9_000],
      price_spread: [20_000, 0],
      other_location: {
        course: [0, 0],
        lat: [4968000, 4965000],
        lng: [-12314000, -12320000],
        address: ['Chief, Squamish, BC', 'Murrin Park, BC'],
      },
      total: 12,
      truncated: true,
    });
    expect(EventMarkerColumnsSchema.parse(columns)).toEqual(columns);
  });

  it('decodes back to the same courses in the same order, places rounded to about a metre', () => {
    const decoded = decodeEventMarkers(encodeEventMarkers(list));
    expect(decoded).toEqual({
      markers: [{ ...squamish, latitude: 49.70123, longitude: -123.15556 }, canmore],
      total: 12,
      truncated: true,
    });
  });

  it('decodes an empty answer', () => {
    const empty = { markers: [], total: 0, truncated: false };
    expect(decodeEventMarkers(encodeEventMarkers(empty))).toEqual(empty);
  });

  it('is smaller than the same markers as objects', () => {
    const many = {
      markers: Array.from({ length: 100 }, (_, index) => ({ ...squamish, id: index + 1 })),
      total: 100,
      truncated: false,
    };
    expect(JSON.stringify(encodeEventMarkers(many)).length).toBeLessThan(JSON.stringify(many).length * 0.6);
  });

  it('refuses columns of different lengths rather than mixing courses up', () => {
    const columns = encodeEventMarkers(list);
    expect(() => decodeEventMarkers({ ...columns, min_price: [10_000] })).toThrow(/different lengths/);
    expect(() =>
      decodeEventMarkers({ ...columns, other_location: { ...columns.other_location, address: [] } }),
    ).toThrow(/different lengths/);
    expect(() =>
      decodeEventMarkers({ ...columns, other_location: { ...columns.other_location, course: [0, 2] } }),
    ).toThrow(/no course/);
  });
});
