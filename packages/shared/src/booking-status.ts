// A booking's statuses and what each shows (badge, flags, the book button), without zod: the course
// cards of a first visit read them, and importing bookings.contracts.ts would bring zod and every schema.
// The lifecycle (who moves a booking from one status to another) lives in booking-lifecycle.ts.

export const BOOKING_STATUSES = ['requested', 'accepted', 'paid', 'declined', 'expired', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Statuses that hold seats on their occurrence. */
export const SEAT_HOLDING_STATUSES = ['requested', 'accepted', 'paid'] as const satisfies readonly BookingStatus[];

/** A request still open: waiting for the guide's answer (requested) or for the climber's payment (accepted). */
export const OPEN_REQUEST_STATUSES = ['requested', 'accepted'] as const satisfies readonly BookingStatus[];

/**
 * How many requests one climber may have open at once (decision 0040). Each holds seats for up to six
 * days and emails a guide, so an account that never pays cannot empty a calendar; a person booking for
 * real rarely waits on more than a couple. The server refuses the next one (409); the booking form reads
 * the same number and says so before the climber fills it in.
 */
export const MAX_OPEN_BOOKING_REQUESTS = 5;

/** How many of these bookings are open requests (the count the limit above is about). */
export function openRequestCountOf(bookings: readonly { status: BookingStatus }[]): number {
  return bookings.filter((booking) => (OPEN_REQUEST_STATUSES as readonly BookingStatus[]).includes(booking.status))
    .length;
}

/** What a booking's badge says: keys the web translates; English texts for emails. */
export type BookingBadge = 'paid' | 'booked' | 'waiting_payment' | 'pending_approval' | 'canceled' | 'expired';
export const BOOKING_BADGE_TEXT: Readonly<Record<BookingBadge, string>> = {
  paid: 'Paid',
  booked: 'Booked',
  waiting_payment: 'Waiting payment',
  pending_approval: 'Pending approval',
  canceled: 'Booking canceled',
  expired: 'Expired',
};

/**
 * The badge of a booking for who looks at it: paid reads "Paid" to the guide (and staff) and "Booked" to
 * its climber; accepted and unpaid "Waiting payment"; requested "Pending approval"; declined or
 * cancelled "Booking canceled"; expired "Expired".
 */
export function bookingBadgeOf(status: BookingStatus, viewer: 'climber' | 'guide'): BookingBadge {
  switch (status) {
    case 'paid':
      return viewer === 'climber' ? 'booked' : 'paid';
    case 'accepted':
      return 'waiting_payment';
    case 'requested':
      return 'pending_approval';
    case 'expired':
      return 'expired';
    default:
      return 'canceled';
  }
}

/** The spec's flags of a status: accepted, paid, guide_delete (declined or cancelled by the guide). */
export function bookingFlagsOf(status: BookingStatus, cancelledBy: 'climber' | 'guide' | 'system' | null) {
  return {
    accepted: status === 'accepted' || status === 'paid',
    paid: status === 'paid',
    guide_delete: status === 'declined' || (status === 'cancelled' && cancelledBy === 'guide'),
  };
}

/** The lists of GET /api/bookings?type= (and My Courses' tabs): runs to come, those holding seats, runs ended. */
export const BOOKING_LIST_TYPES = ['all', 'registered', 'past'] as const;
