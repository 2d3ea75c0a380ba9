import {
  type Booking,
  type BookingStatus,
  bookButtonOf,
  SEAT_HOLDING_STATUSES,
} from '@cordee/shared/bookings.contracts';
import type { EventSummary } from '@cordee/shared/events.contracts';
import { isFullyBooked } from '../events/event-display.ts';

/** A booking that still holds seats on its run: requested, accepted or paid. */
export function isLiveBooking(booking: Pick<Booking, 'status'>): boolean {
  return (SEAT_HOLDING_STATUSES as readonly BookingStatus[]).includes(booking.status);
}

/** Which of a climber's bookings on one course speaks for it on a card: the one asking for action first. */
const BADGE_PRIORITY: Readonly<Record<BookingStatus, number>> = {
  accepted: 0,
  requested: 1,
  paid: 2,
  declined: 3,
  cancelled: 3,
  expired: 3,
};

export type ClimberEventBookings = {
  /** The climber's bookings on the course, live ones first, then soonest run first. */
  bookings: Booking[];
  /** The booking a card's badge shows, if any. */
  shown: Booking | null;
  /** The accepted booking that waits for payment: the button completes it. */
  toComplete: Booking | null;
  /** What the book button reads and whether it may be pressed (spec 2 §4). */
  button: { label: 'book' | 'complete'; enabled: boolean; status: BookingStatus | null };
};

/**
 * The book button of a climber on one course (spec 2 §4): "Complete booking" while a booking waits for
 * payment; otherwise "Book event", enabled while a run remains that the climber holds no live booking
 * on and the course is not fully booked. A repeating course may be booked again on another run, so a
 * live booking disables the button only when it covers every run the course has.
 */
export function climberEventBookingsOf(
  event: Pick<EventSummary, 'id' | 'repeat' | 'occurrence_count' | 'next_occurrences'>,
  allBookings: readonly Booking[],
): ClimberEventBookings {
  const bookings = allBookings
    .filter((booking) => booking.event_id === event.id)
    .sort(
      (a, b) =>
        Number(isLiveBooking(b)) - Number(isLiveBooking(a)) ||
        a.start_date.localeCompare(b.start_date) ||
        b.created_at.localeCompare(a.created_at),
    );
  const live = bookings.filter(isLiveBooking);
  const toComplete = live.find((booking) => booking.status === 'accepted') ?? null;
  const [shown = null] = [...bookings].sort((a, b) => BADGE_PRIORITY[a.status] - BADGE_PRIORITY[b.status]);

  if (toComplete) return { bookings, shown, toComplete, button: { ...bookButtonOf('accepted'), status: 'accepted' } };
  const bookedRuns = new Set(live.map((booking) => booking.occurrence_id));
  const everyRunBooked = live.length > 0 && bookedRuns.size >= Math.max(1, event.occurrence_count);
  if (everyRunBooked) {
    const status = live[0]?.status ?? null;
    return { bookings, shown, toComplete, button: { ...bookButtonOf(status), status } };
  }
  return {
    bookings,
    shown,
    toComplete,
    button: { label: 'book', enabled: !isFullyBooked(event), status: null },
  };
}
