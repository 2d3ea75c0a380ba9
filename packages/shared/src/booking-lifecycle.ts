import { type CancellationPolicy, climberRefundTerms } from './booking-policy.ts';
import type { BookingStatus } from './booking-status.ts';

/**
 * The booking lifecycle as data: every transition, the statuses it leaves from, the status it reaches,
 * who may trigger it, and what it does to seats, money and notifications. The server's services look a
 * transition up here and refuse anything the table does not allow; the server's booking presenter
 * answers each booking with the transitions open to its viewer (`bookingActionsOf`), and the web shows
 * exactly those buttons. Nothing else decides whether a booking may move (decision 0048).
 *
 * Seats are held from the request: `release` gives them back to the run.
 * Money: `charge` records the provider's payment, `refund_by_terms` refunds a paid booking by the
 * cancellation terms copied onto it, `refund_full` refunds all that was paid.
 *
 * The `seats`, `money` and `notify` columns are a specification, not a switch: the services write each
 * effect by hand (`releaseSeats`, the refund rows, `notifyBooking`) and the server's
 * `booking-lifecycle.test.ts` checks that they agree with these columns. The `from`, `to`, `by` and
 * `expiry` columns drive the code.
 */
export type BookingActor = 'climber' | 'guide' | 'staff' | 'system' | 'provider';
export type SeatEffect = 'hold' | 'keep' | 'release';
export type MoneyEffect = 'none' | 'charge' | 'refund_by_terms' | 'refund_full';
export type NotifiedParty = 'climber' | 'guide';

export type BookingTransition = {
  from: readonly (BookingStatus | 'none')[];
  to: BookingStatus;
  by: readonly BookingActor[];
  seats: SeatEffect;
  money: MoneyEffect;
  notify: readonly NotifiedParty[];
  /** What the expiry clock becomes: a deadline from now, or cleared. */
  expiry: 'request_deadline' | 'payment_deadline' | 'clear';
  /**
   * Who asks for the transition from a screen when another party applies it: a climber's checkout
   * asks for `pay`, the provider's confirmed payment applies it.
   */
  askedBy?: readonly BookingActor[];
};

/** An unanswered request runs out after six days, or when its trip starts if that comes first. */
export const REQUEST_ANSWER_WINDOW_MS = 6 * 24 * 60 * 60 * 1000;
/** An accepted booking not paid within 72 hours is cancelled and its seats go back on sale. */
export const PAYMENT_WINDOW_MS = 72 * 60 * 60 * 1000;

export const BOOKING_TRANSITIONS = {
  request: {
    from: ['none'],
    to: 'requested',
    by: ['climber'],
    seats: 'hold',
    money: 'none',
    notify: ['guide'],
    expiry: 'request_deadline',
  },
  accept: {
    from: ['requested'],
    to: 'accepted',
    by: ['guide'],
    seats: 'keep',
    money: 'none',
    notify: ['climber'],
    expiry: 'payment_deadline',
  },
  decline: {
    from: ['requested'],
    to: 'declined',
    by: ['guide'],
    seats: 'release',
    money: 'none',
    notify: ['climber'],
    expiry: 'clear',
  },
  expire_request: {
    from: ['requested'],
    to: 'expired',
    by: ['system'],
    seats: 'release',
    money: 'none',
    notify: ['climber', 'guide'],
    expiry: 'clear',
  },
  pay: {
    from: ['accepted'],
    to: 'paid',
    by: ['provider'],
    seats: 'keep',
    money: 'charge',
    notify: ['climber', 'guide'],
    expiry: 'clear',
    askedBy: ['climber'],
  },
  expire_payment: {
    from: ['accepted'],
    to: 'expired',
    by: ['system'],
    seats: 'release',
    money: 'none',
    notify: ['climber', 'guide'],
    expiry: 'clear',
  },
  cancel_by_climber: {
    from: ['requested', 'accepted', 'paid'],
    to: 'cancelled',
    by: ['climber'],
    seats: 'release',
    money: 'refund_by_terms',
    notify: ['guide', 'climber'],
    expiry: 'clear',
  },
  cancel_by_guide: {
    from: ['accepted', 'paid'],
    to: 'cancelled',
    by: ['guide', 'staff'],
    seats: 'release',
    money: 'refund_full',
    notify: ['climber', 'guide'],
    expiry: 'clear',
  },
} as const satisfies Record<string, BookingTransition>;

export type BookingTransitionName = keyof typeof BOOKING_TRANSITIONS;
/** The transitions' names in the table's order (the `actions` of a booking on the wire). */
export const BOOKING_TRANSITION_NAMES = Object.keys(BOOKING_TRANSITIONS) as [
  BookingTransitionName,
  ...BookingTransitionName[],
];

/** Whether `actor` may apply `name` to a booking in `status` (the table's answer, nothing else). */
export function mayApply(name: BookingTransitionName, status: BookingStatus | 'none', actor: BookingActor): boolean {
  const transition: BookingTransition = BOOKING_TRANSITIONS[name];
  return transition.from.includes(status) && transition.by.includes(actor);
}

/** The transitions a given actor may apply to a booking in a status (the buttons a screen offers). */
export function transitionsOpenTo(status: BookingStatus, actor: BookingActor): BookingTransitionName[] {
  return BOOKING_TRANSITION_NAMES.filter((name) => mayApply(name, status, actor));
}

/** Statuses no transition leaves: the booking is closed. */
export function isFinal(status: BookingStatus): boolean {
  return !(Object.values(BOOKING_TRANSITIONS) as BookingTransition[]).some((t) =>
    (t.from as readonly string[]).includes(status),
  );
}

/** The deadline a transition sets, from now (a request's also stops at its trip's start). */
export function expiryAfter(name: BookingTransitionName, now: Date, tripStartsAt: Date): Date | null {
  const transition: BookingTransition = BOOKING_TRANSITIONS[name];
  switch (transition.expiry) {
    case 'request_deadline':
      return new Date(Math.min(now.getTime() + REQUEST_ANSWER_WINDOW_MS, tripStartsAt.getTime()));
    case 'payment_deadline':
      return new Date(now.getTime() + PAYMENT_WINDOW_MS);
    default:
      return null;
  }
}

/** The part a person who reads a booking plays in it (the booking presenter's viewer). */
export type BookingViewer = Extract<BookingActor, 'climber' | 'guide' | 'staff'>;

/**
 * What a viewer may do with a booking now, as transition names: those the table opens to them, and
 * those they ask for while another party applies them (the climber's `pay`). The climber's cancellation
 * is offered until the trip has started where it takes place, by the cancellation terms' own reading
 * (`climberRefundTerms`), so the button goes exactly when a cancellation would refund nothing.
 */
export function bookingActionsOf(
  booking: {
    status: BookingStatus;
    start_date: string;
    province: string | null;
    cancellation_policy: CancellationPolicy;
  },
  viewer: BookingViewer,
  now: Date,
): BookingTransitionName[] {
  const applied = transitionsOpenTo(booking.status, viewer);
  const open = BOOKING_TRANSITION_NAMES.filter(
    (name) => applied.includes(name) || isAskedBy(BOOKING_TRANSITIONS[name], booking.status, viewer),
  );
  if (!open.includes('cancel_by_climber')) return open;
  const { started } = climberRefundTerms(booking.cancellation_policy, booking.start_date, booking.province, now);
  return started ? open.filter((name) => name !== 'cancel_by_climber') : open;
}

function isAskedBy(transition: BookingTransition, status: BookingStatus, viewer: BookingViewer): boolean {
  return transition.from.includes(status) && (transition.askedBy?.includes(viewer) ?? false);
}
