import { FULL_OR_HALF_DAY } from '@cordee/shared/event-limits';
import type { EventSummary } from '@cordee/shared/events.contracts';
import { thumbnailUrlOf } from '@cordee/shared/upload-urls';

/** Spec 2 §9: the address on a card and in the mobile map card is cut at 20 characters, 30 in a desktop popup. */
export const CARD_ADDRESS_MAX = 20;
export const DESKTOP_POPUP_ADDRESS_MAX = 30;
export const MOBILE_POPUP_ADDRESS_MAX = 20;
const ELLIPSIS = '...';

/**
 * "20 characters (17 plus ellipsis)": the ellipsis counts as three characters, so the shortened text is
 * never longer than `max`. Text that fits is left alone.
 */
export function truncateText(text: string, max: number): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join('');
  return `${characters
    .slice(0, max - ELLIPSIS.length)
    .join('')
    .trimEnd()}${ELLIPSIS}`;
}

/** Every per-person amount an event is offered at, in cents: full-day and half-day (priceh) rows alike. */
function amountsOf(event: Pick<EventSummary, 'price' | 'min_price'>): number[] {
  const amounts = event.price.flatMap((row) => (row.priceh != null ? [row.price, row.priceh] : [row.price]));
  return amounts.length > 0 ? amounts : [event.min_price];
}

/** The lowest and highest per-person price across price and priceh, in cents. */
export function priceBoundsOf(event: Pick<EventSummary, 'price' | 'min_price'>): { min: number; max: number } {
  const amounts = amountsOf(event);
  return { min: Math.min(...amounts), max: Math.max(...amounts) };
}

/**
 * Spec 2 §2.4: "Fully booked" when the event does not repeat and its seats are all taken. A repeating
 * event has many dates, and one full date does not make the course full.
 */
export function isFullyBooked(event: Pick<EventSummary, 'repeat' | 'occurrence_count' | 'next_occurrences'>): boolean {
  if (event.repeat || event.occurrence_count !== 1) return false;
  const [only] = event.next_occurrences;
  return only !== undefined && only.capacity > 0 && only.seats_taken >= only.capacity;
}

/** A card shows the 320-px preview of the first photo, so a list does not download full-size photos. */
export function cardImageOf(event: Pick<EventSummary, 'gallery'>): string | null {
  const [first] = event.gallery;
  return first ? thumbnailUrlOf(first.url) : null;
}

/** The category to show: the guide's own name for "Other" (its alias). */
export function categoryNameOf(event: Pick<EventSummary, 'category' | 'alias'>): string {
  return event.category === 'Other' && event.alias ? event.alias : event.category;
}

/** Driving directions to the meeting point in the maps service. */
export function directionsUrlOf(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** What the geocoder answers when it knows nothing better; not worth showing. */
const UNKNOWN_PLACES = new Set(['Unknown City', 'Unknown State']);

/**
 * "Squamish, British Columbia": the city (stored as `state`) and province of an event, as the server's
 * offline reverse lookup found them; null when neither is known.
 */
export function placeNameOf(event: Pick<EventSummary, 'state' | 'province'>): string | null {
  const parts = [event.state, event.province].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '' && !UNKNOWN_PLACES.has(part),
  );
  return parts.length > 0 ? parts.join(', ') : null;
}

/** Coordinates as a place name of last resort: "49.68, -123.15". */
export function coordinatesLabel(lat: number, lng: number): string {
  return `${lat.toFixed(2)}, ${lng.toFixed(2)}`;
}

/** Whether the trip is offered as a full or a half day (priceh then holds the half-day price). */
export function isFullOrHalfDay(event: Pick<EventSummary, 'event_duration'>): boolean {
  return event.event_duration.includes(FULL_OR_HALF_DAY);
}

/**
 * The dated occurrences from `today` (the user's own day) on, soonest first, at most `limit`: from the
 * next runs every event carries (the server's today; at most LISTED_NEXT_OCCURRENCES).
 */
export function upcomingOccurrencesOf(event: Pick<EventSummary, 'next_occurrences'>, today: string, limit: number) {
  return event.next_occurrences.filter((occurrence) => occurrence.ends_on >= today).slice(0, limit);
}

/** Today as the server's ISO day (YYYY-MM-DD) in the user's own calendar. */
export function todayIso(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** Links a guide typed are shown only when they are https: anything else stays plain text. */
export function isSafeLink(href: string | null | undefined): href is string {
  return typeof href === 'string' && /^https:\/\/[^\s]+$/i.test(href.trim());
}
