import { climberRefundTerms } from '@cordee/shared/booking-policy';
import type { Booking } from '@cordee/shared/bookings.contracts';
import { isLiveBooking } from './bookings.api.ts';

export type ClimberBookingActions = {
  /** 'Complete booking': the guide accepted, the climber has not paid yet (spec 2 §4). */
  complete: boolean;
  /** 'Cancel booking': the booking holds seats and its run has not started where it takes place. */
  cancel: boolean;
};

/**
 * What a climber may do with one of their bookings. "Started" is the cancellation terms' own reading
 * (the start day has begun in the trip's province), so the button disappears exactly when the server
 * would stop offering a cancellation.
 */
export function climberActionsOf(
  booking: Pick<Booking, 'status' | 'start_date' | 'province' | 'cancellation_policy'>,
  now: Date,
): ClimberBookingActions {
  const { started } = climberRefundTerms(booking.cancellation_policy, booking.start_date, booking.province, now);
  return {
    complete: booking.status === 'accepted',
    // A booking that still holds seats may be cancelled.
    cancel: isLiveBooking(booking) && !started,
  };
}

/** What the guide (or staff) may do from the climber view: answer a request, or cancel a live booking. */
export function guideActionsOf(booking: Pick<Booking, 'status'>): { answer: boolean; cancel: boolean } {
  return {
    answer: booking.status === 'requested',
    cancel: booking.status === 'accepted' || booking.status === 'paid',
  };
}
