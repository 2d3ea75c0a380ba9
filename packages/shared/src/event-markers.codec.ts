import type { EventMarker, EventMarkerColumns, EventMarkerList } from './event-search.contracts.ts';
import { MARKER_COORDINATE_SCALE } from './event-search-limits.ts';

const toFixedPoint = (degrees: number) => Math.round(degrees * MARKER_COORDINATE_SCALE);
const fromFixedPoint = (value: number) => value / MARKER_COORDINATE_SCALE;

/** The server's side: the markers of a search as the columns GET /api/event-markers sends. */
export function encodeEventMarkers(list: EventMarkerList): EventMarkerColumns {
  const columns: EventMarkerColumns = {
    id: [],
    event_name: [],
    lat: [],
    lng: [],
    address: [],
    min_price: [],
    price_spread: [],
    other_location: { course: [], lat: [], lng: [], address: [] },
    total: list.total,
    truncated: list.truncated,
  };
  list.markers.forEach((marker, index) => {
    columns.id.push(marker.id);
    columns.event_name.push(marker.event_name);
    columns.lat.push(toFixedPoint(marker.latitude));
    columns.lng.push(toFixedPoint(marker.longitude));
    columns.address.push(marker.address);
    columns.min_price.push(marker.min_price);
    columns.price_spread.push(marker.max_price - marker.min_price);
    for (const other of marker.other_location) {
      columns.other_location.course.push(index);
      columns.other_location.lat.push(toFixedPoint(other.lat));
      columns.other_location.lng.push(toFixedPoint(other.lng));
      columns.other_location.address.push(other.address);
    }
  });
  return columns;
}

/**
 * The screens' side: the columns back into one object per course. Columns of different lengths, or an
 * other location naming a course that is not there, mean a broken answer: it throws rather than place
 * markers with another course's name or price.
 */
export function decodeEventMarkers(columns: EventMarkerColumns): EventMarkerList {
  const count = columns.id.length;
  const courseColumns = [
    columns.event_name,
    columns.lat,
    columns.lng,
    columns.address,
    columns.min_price,
    columns.price_spread,
  ];
  const others = columns.other_location;
  const otherCount = others.course.length;
  if (
    courseColumns.some((column) => column.length !== count) ||
    [others.lat, others.lng, others.address].some((column) => column.length !== otherCount)
  ) {
    throw new Error('The map markers answer has columns of different lengths.');
  }
  const markers: EventMarker[] = columns.id.map((id, index) => ({
    id,
    event_name: columns.event_name[index] as string,
    latitude: fromFixedPoint(columns.lat[index] as number),
    longitude: fromFixedPoint(columns.lng[index] as number),
    address: columns.address[index] as string,
    min_price: columns.min_price[index] as number,
    max_price: (columns.min_price[index] as number) + (columns.price_spread[index] as number),
    other_location: [],
  }));
  others.course.forEach((course, index) => {
    const marker = markers[course];
    if (!Number.isInteger(course) || marker === undefined) {
      throw new Error('The map markers answer has an other location of no course.');
    }
    marker.other_location.push({
      address: others.address[index] as string,
      lat: fromFixedPoint(others.lat[index] as number),
      lng: fromFixedPoint(others.lng[index] as number),
    });
  });
  return { markers, total: columns.total, truncated: columns.truncated };
}
