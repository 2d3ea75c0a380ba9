import { describe, expect, it } from 'vitest';
import { BOOKING_BADGE_TEXT, bookingBadgeOf, bookingFlagsOf } from './booking-status.ts';
import { PrebookRequestSchema } from './bookings.contracts.ts';

describe('booking badges', () => {
  it('words a paid booking for who looks at it', () => {
    expect(BOOKING_BADGE_TEXT[bookingBadgeOf('paid', 'climber')]).toBe('Booked');
    expect(BOOKING_BADGE_TEXT[bookingBadgeOf('paid', 'guide')]).toBe('Paid');
    expect(BOOKING_BADGE_TEXT[bookingBadgeOf('accepted', 'climber')]).toBe('Waiting payment');
    expect(BOOKING_BADGE_TEXT[bookingBadgeOf('requested', 'guide')]).toBe('Pending approval');
    expect(BOOKING_BADGE_TEXT[bookingBadgeOf('declined', 'climber')]).toBe('Booking canceled');
    expect(BOOKING_BADGE_TEXT[bookingBadgeOf('cancelled', 'guide')]).toBe('Booking canceled');
    expect(BOOKING_BADGE_TEXT[bookingBadgeOf('expired', 'guide')]).toBe('Expired');
  });

  it("derives the spec's flags", () => {
    expect(bookingFlagsOf('paid', null)).toEqual({ accepted: true, paid: true, guide_delete: false });
    expect(bookingFlagsOf('declined', null)).toEqual({ accepted: false, paid: false, guide_delete: true });
    expect(bookingFlagsOf('cancelled', 'climber').guide_delete).toBe(false);
    expect(bookingFlagsOf('cancelled', 'guide').guide_delete).toBe(true);
  });
});

describe('PrebookRequestSchema', () => {
  const attendee = { name: 'Ada', email: 'ada@example.com', dob: '1990-01-01' };
  it('wants one attendee per seat', () => {
    const result = PrebookRequestSchema.safeParse({
      occurrence_date: '2030-01-01',
      group_size: 2,
      attendees: [attendee],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['attendees']);
    expect(
      PrebookRequestSchema.safeParse({ occurrence_date: '2030-01-01', group_size: 1, attendees: [attendee] }).success,
    ).toBe(true);
  });

  it('refuses a date of birth in the future', () => {
    const body = (dob: string) => ({ occurrence_date: '2030-01-01', group_size: 1, attendees: [{ ...attendee, dob }] });
    expect(PrebookRequestSchema.safeParse(body('2999-01-01')).success).toBe(false);
    expect(PrebookRequestSchema.safeParse(body('1899-12-31')).success).toBe(false);
  });
});
