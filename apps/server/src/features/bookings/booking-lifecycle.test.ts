import {
  BOOKING_TRANSITIONS,
  type BookingActor,
  expiryAfter,
  isFinal,
  mayApply,
  PAYMENT_WINDOW_MS,
  REQUEST_ANSWER_WINDOW_MS,
  transitionsOpenTo,
} from '@cordee/shared/booking-lifecycle';
import { BOOKING_STATUSES, type BookingStatus } from '@cordee/shared/booking-status';
import { describe, expect, it } from 'vitest';
import { startOfDayIn, tripStartsAt } from './booking-calendar.ts';
import { type BookingNoticeKind, partiesNotifiedOf } from './booking-notices.ts';

const ACTORS: BookingActor[] = ['climber', 'guide', 'staff', 'system', 'provider'];
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('the booking lifecycle table', () => {
  it('opens to each actor exactly the transitions of the product rules, from each status', () => {
    const open: Record<string, string[]> = {};
    for (const status of BOOKING_STATUSES) {
      for (const actor of ACTORS) {
        const names = transitionsOpenTo(status, actor);
        if (names.length > 0) open[`${status} by ${actor}`] = names;
      }
    }
    expect(open).toEqual({
      'requested by climber': ['cancel_by_climber'],
      'requested by guide': ['accept', 'decline'],
      'requested by system': ['expire_request'],
      'accepted by climber': ['cancel_by_climber'],
      'accepted by guide': ['cancel_by_guide'],
      'accepted by staff': ['cancel_by_guide'],
      'accepted by system': ['expire_payment'],
      'accepted by provider': ['pay'],
      'paid by climber': ['cancel_by_climber'],
      'paid by guide': ['cancel_by_guide'],
      'paid by staff': ['cancel_by_guide'],
    });
  });

  it('lets only a climber start a booking, and nobody else answer for the guide', () => {
    for (const actor of ACTORS) expect(mayApply('request', 'none', actor)).toBe(actor === 'climber');
    for (const actor of ACTORS) {
      expect(mayApply('accept', 'requested', actor), actor).toBe(actor === 'guide');
      expect(mayApply('decline', 'requested', actor), actor).toBe(actor === 'guide');
    }
  });

  it('refuses a second answer: accept twice, decline after accept, anything on a closed booking', () => {
    expect(mayApply('accept', 'accepted', 'guide')).toBe(false);
    expect(mayApply('decline', 'accepted', 'guide')).toBe(false);
    expect(mayApply('accept', 'declined', 'guide')).toBe(false);
    for (const status of ['declined', 'expired', 'cancelled'] as BookingStatus[]) {
      expect(isFinal(status), status).toBe(true);
      for (const actor of ACTORS) expect(transitionsOpenTo(status, actor), `${status} ${actor}`).toEqual([]);
    }
    for (const status of ['requested', 'accepted', 'paid'] as BookingStatus[]) expect(isFinal(status)).toBe(false);
  });

  it('holds seats from the request, keeps them while the booking lives and releases them when it closes', () => {
    const seats = Object.fromEntries(Object.entries(BOOKING_TRANSITIONS).map(([name, t]) => [name, t.seats]));
    expect(seats).toEqual({
      request: 'hold',
      accept: 'keep',
      decline: 'release',
      expire_request: 'release',
      pay: 'keep',
      expire_payment: 'release',
      cancel_by_climber: 'release',
      cancel_by_guide: 'release',
    });
    // Every transition to a closed status releases; every other keeps or holds.
    for (const transition of Object.values(BOOKING_TRANSITIONS)) {
      expect(transition.seats === 'release').toBe(isFinal(transition.to));
    }
  });

  it('sends the notices of request, answer and expiry to exactly the parties the table names', () => {
    const noticeOf: Partial<Record<keyof typeof BOOKING_TRANSITIONS, BookingNoticeKind>> = {
      request: 'requested',
      accept: 'accepted',
      decline: 'declined',
      expire_request: 'request_expired',
      expire_payment: 'payment_expired',
    };
    for (const [name, kind] of Object.entries(noticeOf)) {
      const table = BOOKING_TRANSITIONS[name as keyof typeof BOOKING_TRANSITIONS];
      expect(partiesNotifiedOf(kind).sort(), name).toEqual([...table.notify].sort());
    }
  });

  it('notifies the guide of a request and the climber of the answer', () => {
    expect(BOOKING_TRANSITIONS.request.notify).toEqual(['guide']);
    expect(BOOKING_TRANSITIONS.accept.notify).toEqual(['climber']);
    expect(BOOKING_TRANSITIONS.decline.notify).toEqual(['climber']);
    expect([...BOOKING_TRANSITIONS.expire_request.notify].sort()).toEqual(['climber', 'guide']);
    expect([...BOOKING_TRANSITIONS.expire_payment.notify].sort()).toEqual(['climber', 'guide']);
  });
});

describe('expiry deadlines', () => {
  const now = new Date('2027-03-01T15:00:00Z');

  it('gives a request six days to be answered when the trip is further away', () => {
    const tripStart = new Date('2027-04-01T07:00:00Z');
    expect(expiryAfter('request', now, tripStart)?.getTime()).toBe(now.getTime() + 6 * DAY);
    expect(REQUEST_ANSWER_WINDOW_MS).toBe(6 * DAY);
  });

  it("stops a request at the trip's start when that comes first", () => {
    const tripStart = new Date('2027-03-03T08:00:00Z');
    expect(expiryAfter('request', now, tripStart)).toEqual(tripStart);
  });

  it('gives an accepted booking 72 hours to be paid, whatever the trip date', () => {
    const tripStart = new Date('2027-03-02T08:00:00Z');
    expect(expiryAfter('accept', now, tripStart)?.getTime()).toBe(now.getTime() + 72 * HOUR);
    expect(PAYMENT_WINDOW_MS).toBe(72 * HOUR);
  });

  it('clears the deadline once the booking is paid or closed', () => {
    const tripStart = new Date('2027-04-01T07:00:00Z');
    for (const name of ['pay', 'decline', 'expire_request', 'expire_payment', 'cancel_by_climber'] as const) {
      expect(expiryAfter(name, now, tripStart), name).toBeNull();
    }
  });
});

describe("a trip's start on its own calendar", () => {
  it('is midnight of the start day in the time zone of its province', () => {
    // Vancouver is UTC-8 in winter, UTC-7 in summer; Toronto UTC-5 / UTC-4; St. John's UTC-3:30 in winter.
    expect(tripStartsAt('2027-01-15', 'British Columbia').toISOString()).toBe('2027-01-15T08:00:00.000Z');
    expect(tripStartsAt('2027-07-15', 'British Columbia').toISOString()).toBe('2027-07-15T07:00:00.000Z');
    expect(tripStartsAt('2027-01-15', 'Quebec').toISOString()).toBe('2027-01-15T05:00:00.000Z');
    expect(tripStartsAt('2027-01-15', 'Newfoundland and Labrador').toISOString()).toBe('2027-01-15T03:30:00.000Z');
    // Saskatchewan keeps standard time all year.
    expect(tripStartsAt('2027-07-15', 'Saskatchewan').toISOString()).toBe('2027-07-15T06:00:00.000Z');
  });

  it('is right on the days the clocks change', () => {
    // 2027-03-14 and 2027-11-07: clocks change at 2 am, after midnight.
    expect(startOfDayIn('2027-03-14', 'America/Toronto').toISOString()).toBe('2027-03-14T05:00:00.000Z');
    expect(startOfDayIn('2027-03-15', 'America/Toronto').toISOString()).toBe('2027-03-15T04:00:00.000Z');
    expect(startOfDayIn('2027-11-07', 'America/Vancouver').toISOString()).toBe('2027-11-07T07:00:00.000Z');
    expect(startOfDayIn('2027-11-08', 'America/Vancouver').toISOString()).toBe('2027-11-08T08:00:00.000Z');
  });

  it('makes a request sent the evening before a trip expire at the trip start, not six days later', () => {
    const evening = new Date('2027-01-15T03:00:00Z'); // 7 pm on the 14th in Vancouver
    const start = tripStartsAt('2027-01-15', 'British Columbia');
    expect(expiryAfter('request', evening, start)?.toISOString()).toBe('2027-01-15T08:00:00.000Z');
  });
});
