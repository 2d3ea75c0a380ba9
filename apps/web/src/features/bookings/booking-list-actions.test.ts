import type { BookingStatus } from '@cordee/shared/booking-status';
import { describe, expect, it } from 'vitest';
import { climberActionsOf, guideActionsOf } from './booking-list-actions.ts';
import { makeBooking } from './my-courses.fixtures.ts';

// A fixed instant: 2030-06-10 at noon in Vancouver (19:00 UTC).
const now = new Date('2030-06-10T19:00:00Z');
const inBc = (status: BookingStatus, start: string) =>
  makeBooking({ status, start_date: start, province: 'British Columbia' });

describe('climberActionsOf', () => {
  it('offers Complete booking on an accepted booking only', () => {
    expect(climberActionsOf(inBc('accepted', '2030-07-01'), now).complete).toBe(true);
    for (const status of ['requested', 'paid', 'declined', 'expired', 'cancelled'] as const) {
      expect(climberActionsOf(inBc(status, '2030-07-01'), now).complete).toBe(false);
    }
  });

  it('offers Cancel booking while the booking holds seats and its start day has not begun where it runs', () => {
    for (const status of ['requested', 'accepted', 'paid'] as const) {
      expect(climberActionsOf(inBc(status, '2030-06-11'), now).cancel).toBe(true);
      expect(climberActionsOf(inBc(status, '2030-06-10'), now).cancel).toBe(false);
    }
    for (const status of ['declined', 'expired', 'cancelled'] as const) {
      expect(climberActionsOf(inBc(status, '2030-07-01'), now).cancel).toBe(false);
    }
  });

  it("counts the start day on the trip's calendar, not the viewer's", () => {
    // 02:00 UTC on the 11th is still the evening of the 10th in Vancouver: a trip starting on the 11th
    // has not started there yet.
    const lateEvening = new Date('2030-06-11T02:00:00Z');
    expect(climberActionsOf(inBc('paid', '2030-06-11'), lateEvening).cancel).toBe(true);
  });
});

describe('guideActionsOf', () => {
  it('answers a request, cancels an accepted or paid booking, and does nothing on a closed one', () => {
    expect(guideActionsOf({ status: 'requested' })).toEqual({ answer: true, cancel: false });
    expect(guideActionsOf({ status: 'accepted' })).toEqual({ answer: false, cancel: true });
    expect(guideActionsOf({ status: 'paid' })).toEqual({ answer: false, cancel: true });
    for (const status of ['declined', 'expired', 'cancelled'] as const) {
      expect(guideActionsOf({ status })).toEqual({ answer: false, cancel: false });
    }
  });
});
