import { describe, expect, it } from 'vitest';
import { type BookingViewer, bookingActionsOf } from './booking-lifecycle.ts';
import { CANCELLATION_POLICY } from './booking-policy.ts';
import { BOOKING_STATUSES, type BookingStatus } from './booking-status.ts';

// A fixed instant: 2030-06-10 at noon in Vancouver (19:00 UTC).
const now = new Date('2030-06-10T19:00:00Z');
const inBc = (status: BookingStatus, start: string) => ({
  status,
  start_date: start,
  province: 'British Columbia',
  cancellation_policy: CANCELLATION_POLICY,
});
const actionsOf = (status: BookingStatus, viewer: BookingViewer, start = '2030-07-01', at = now) =>
  bookingActionsOf(inBc(status, start), viewer, at);

describe("a climber's actions", () => {
  it('offer Complete booking (`pay`) on an accepted booking only: the book button then reads "Complete booking"', () => {
    expect(actionsOf('accepted', 'climber')).toContain('pay');
    for (const status of ['requested', 'paid', 'declined', 'expired', 'cancelled'] as const) {
      expect(actionsOf(status, 'climber'), status).not.toContain('pay');
    }
  });

  it('offer Cancel booking while the booking holds seats and its start day has not begun where it runs', () => {
    for (const status of ['requested', 'accepted', 'paid'] as const) {
      expect(actionsOf(status, 'climber', '2030-06-11'), status).toContain('cancel_by_climber');
      expect(actionsOf(status, 'climber', '2030-06-10'), status).not.toContain('cancel_by_climber');
    }
    for (const status of ['declined', 'expired', 'cancelled'] as const) {
      expect(actionsOf(status, 'climber'), status).toEqual([]);
    }
  });

  it("count the start day on the trip's calendar, not the viewer's", () => {
    // 02:00 UTC on the 11th is still the evening of the 10th in Vancouver: a trip starting on the 11th
    // has not started there yet.
    const lateEvening = new Date('2030-06-11T02:00:00Z');
    expect(actionsOf('paid', 'climber', '2030-06-11', lateEvening)).toEqual(['cancel_by_climber']);
  });

  it('keep Complete booking once the trip started (the server then says why it cannot be paid)', () => {
    expect(actionsOf('accepted', 'climber', '2030-06-10')).toEqual(['pay']);
    expect(actionsOf('accepted', 'climber')).toEqual(['pay', 'cancel_by_climber']);
  });
});

describe("a guide's and staff's actions", () => {
  it('answer a request, cancel an accepted or paid booking, and do nothing on a closed one', () => {
    expect(actionsOf('requested', 'guide')).toEqual(['accept', 'decline']);
    expect(actionsOf('accepted', 'guide')).toEqual(['cancel_by_guide']);
    expect(actionsOf('paid', 'guide')).toEqual(['cancel_by_guide']);
    for (const status of ['declined', 'expired', 'cancelled'] as const) {
      expect(actionsOf(status, 'guide'), status).toEqual([]);
    }
  });

  it('cancel for the guide whenever the trip is, even once it started; staff never answer for the guide', () => {
    expect(actionsOf('paid', 'guide', '2030-06-01')).toEqual(['cancel_by_guide']);
    expect(actionsOf('requested', 'staff')).toEqual([]);
    expect(actionsOf('accepted', 'staff')).toEqual(['cancel_by_guide']);
    expect(actionsOf('paid', 'staff', '2030-06-01')).toEqual(['cancel_by_guide']);
  });

  it('never offer what only the provider or the clock does', () => {
    for (const status of BOOKING_STATUSES) {
      for (const viewer of ['climber', 'guide', 'staff'] as const) {
        for (const name of ['request', 'expire_request', 'expire_payment'] as const) {
          expect(actionsOf(status, viewer), `${status} ${viewer}`).not.toContain(name);
        }
      }
    }
  });
});
