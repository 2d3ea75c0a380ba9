import type { BookingStatus } from '@cordee/shared/booking-status';

/**
 * The booking lifecycle as data: every transition, the statuses it leaves from, the status it reaches,
 * who may trigger it, and what it does to seats, money and notifications. The services look a
 * transition up here and refuse anything the table does not allow; nothing else decides whether a
 * booking may move.
 *
 * Seats are held from the request: `release` gives them back to the run.
 * Money: `charge` records the provider's payment, `refund_by_terms` refunds a paid booking by the
 * cancellation terms copied onto it, `refund_full` refunds all that was paid.
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

/** Whether `actor` may apply `name` to a booking in `status` (the table's answer, nothing else). */
export function mayApply(name: BookingTransitionName, status: BookingStatus | 'none', actor: BookingActor): boolean {
  const transition: BookingTransition = BOOKING_TRANSITIONS[name];
  return transition.from.includes(status) && transition.by.includes(actor);
}

/** The transitions a given actor may apply to a booking in a status (the buttons a screen offers). */
export function transitionsOpenTo(status: BookingStatus, actor: BookingActor): BookingTransitionName[] {
  return (Object.keys(BOOKING_TRANSITIONS) as BookingTransitionName[]).filter((name) => mayApply(name, status, actor));
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
