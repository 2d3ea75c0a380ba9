import { describe, expect, it } from 'vitest';
import { makeEvent, makeOccurrence } from '../../api/events.fixtures.ts';
import { climberEventBookingsOf } from './bookings.api.ts';
import { makeBooking } from './bookings.fixtures.ts';

const oneRun = makeEvent({ id: 1, repeat: false, occurrence_count: 1 });
const weekly = makeEvent({
  id: 2,
  repeat: true,
  repeat_at: 'weekly',
  occurrence_count: 3,
  next_occurrences: [
    makeOccurrence({ id: 11, starts_on: '2030-06-06', ends_on: '2030-06-06' }),
    makeOccurrence({ id: 12, starts_on: '2030-06-13', ends_on: '2030-06-13' }),
    makeOccurrence({ id: 13, starts_on: '2030-06-20', ends_on: '2030-06-20' }),
  ],
});

describe('climberEventBookingsOf: the book button of spec 2 §4', () => {
  it('offers "Book event" to a climber with no booking on the course', () => {
    const other = makeBooking({ id: 9, event_id: 99 });
    const state = climberEventBookingsOf(oneRun, [other]);
    expect(state.button).toEqual({ label: 'book', enabled: true, status: null });
    expect(state.bookings).toEqual([]);
    expect(state.shown).toBeNull();
  });

  it.each([
    ['requested', 'book', false],
    ['paid', 'book', false],
    ['accepted', 'complete', true],
    ['declined', 'book', true],
    ['cancelled', 'book', true],
    ['expired', 'book', true],
  ] as const)('on the one run of a course, a %s booking gives "%s", enabled %s', (status, label, enabled) => {
    const booking = makeBooking({ status, event_id: 1, occurrence_id: 1 });
    const state = climberEventBookingsOf(oneRun, [booking]);
    expect(state.button.label).toBe(label);
    expect(state.button.enabled).toBe(enabled);
    expect(state.shown?.status).toBe(status);
  });

  it('completes the accepted booking, whatever other booking the climber holds on the course', () => {
    const requested = makeBooking({ id: 1, status: 'requested', event_id: 2, occurrence_id: 11 });
    const accepted = makeBooking({ id: 2, status: 'accepted', event_id: 2, occurrence_id: 12 });
    const state = climberEventBookingsOf(weekly, [requested, accepted]);
    expect(state.button).toEqual({ label: 'complete', enabled: true, status: 'accepted' });
    expect(state.toComplete?.id).toBe(2);
    expect(state.shown?.id).toBe(2);
  });

  it('lets a climber book another run of a repeating course while one run is pending', () => {
    const pending = makeBooking({ status: 'requested', event_id: 2, occurrence_id: 11 });
    expect(climberEventBookingsOf(weekly, [pending]).button).toEqual({ label: 'book', enabled: true, status: null });
  });

  it('disables the button once the climber holds every run of a course', () => {
    const bookings = [11, 12, 13].map((run, index) =>
      makeBooking({ id: index + 1, status: index === 0 ? 'paid' : 'requested', event_id: 2, occurrence_id: run }),
    );
    const { button } = climberEventBookingsOf(weekly, bookings);
    expect(button.enabled).toBe(false);
    expect(button.label).toBe('book');
  });

  it('disables "Book event" on a fully booked course the climber has no booking on', () => {
    const full = makeEvent({ id: 1, next_occurrences: [makeOccurrence({ capacity: 4, seats_taken: 4 })] });
    expect(climberEventBookingsOf(full, []).button).toEqual({ label: 'book', enabled: false, status: null });
  });

  it('lists live bookings first and shows a closed one only when nothing is live', () => {
    const declined = makeBooking({
      id: 1,
      status: 'declined',
      event_id: 2,
      occurrence_id: 11,
      start_date: '2030-06-06',
    });
    const paid = makeBooking({ id: 2, status: 'paid', event_id: 2, occurrence_id: 13, start_date: '2030-06-20' });
    const state = climberEventBookingsOf(weekly, [declined, paid]);
    expect(state.bookings.map((booking) => booking.id)).toEqual([2, 1]);
    expect(state.shown?.id).toBe(2);
    expect(climberEventBookingsOf(weekly, [declined]).shown?.id).toBe(1);
  });
});
