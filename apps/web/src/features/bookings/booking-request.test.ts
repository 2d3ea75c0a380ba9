import { describe, expect, it } from 'vitest';
import { makeEvent, makeOccurrence } from '../../api/events.fixtures.ts';
import {
  type BookingRequestValues,
  bookingRequestSchema,
  groupSizesFor,
  liveQuoteOf,
  runChoicesOf,
  toPrebookRequest,
} from './booking-request.ts';
import { makeBooking } from './bookings.fixtures.ts';

const TODAY = '2030-06-01';

const runs = [
  makeOccurrence({ id: 10, starts_on: '2030-05-25', ends_on: '2030-05-25' }),
  makeOccurrence({ id: 11, starts_on: '2030-06-01', ends_on: '2030-06-01' }),
  makeOccurrence({ id: 12, starts_on: '2030-06-08', ends_on: '2030-06-08', capacity: 4, seats_taken: 1 }),
  makeOccurrence({ id: 13, starts_on: '2030-06-15', ends_on: '2030-06-15', capacity: 4, seats_taken: 3 }),
  makeOccurrence({ id: 14, starts_on: '2030-06-22', ends_on: '2030-06-22', closed: true }),
  makeOccurrence({ id: 15, starts_on: '2030-06-29', ends_on: '2030-06-29' }),
];

/** A private weekly trip in Quebec for 2 to 4, full or half day, with an add-on and two donations. */
const event = makeEvent({
  id: 5,
  event_type: 'private',
  repeat: true,
  repeat_at: 'weekly',
  province: 'Quebec',
  attendance_min: 2,
  attendance_limit: 4,
  event_duration: ['fhday'],
  price: [
    { id: 2, price: 30_000, priceh: 18_000 },
    { id: 3, price: 26_000, priceh: 15_000 },
    { id: 4, price: 24_000, priceh: 14_000 },
  ],
  addons: [{ id: 'rope', addons_title: 'Rope rental', addons_price: 2_500 }],
  donations: [
    { id: 'trail', donations_title: 'Trail fund', donations_price: 1_000 },
    { donations_title: 'Avalanche Canada', donations_price: null },
  ],
  occurrences: runs,
  next_occurrences: runs.slice(0, 5),
});

function values(overrides: Partial<BookingRequestValues> = {}): BookingRequestValues {
  return {
    occurrence_date: '2030-06-08',
    group_size: '2',
    day_option: 'full',
    addons: [{ chosen: false }],
    donations: [
      { chosen: false, amount: '' },
      { chosen: false, amount: '' },
    ],
    attendees: [
      { name: 'Ada Lovelace', email: 'ada@example.test', dob: '1990-04-01' },
      { name: 'Mary Somerville', email: 'mary@example.test', dob: '1991-05-02' },
    ],
    ...overrides,
  };
}

describe('runChoicesOf', () => {
  it('offers the runs not yet started, with seats left and why a run cannot be picked', () => {
    const mine = [makeBooking({ event_id: 5, occurrence_id: 15, status: 'requested' })];
    const choices = runChoicesOf(event, mine, TODAY);
    expect(choices.map((choice) => [choice.occurrence.id, choice.seatsLeft, choice.state])).toEqual([
      [12, 3, 'open'],
      // One seat left is fewer than the smallest private group (2).
      [13, 1, 'full'],
      [14, 4, 'closed'],
      [15, 4, 'booked'],
    ]);
  });

  it("does not count another course's booking, or a closed booking, as holding a run", () => {
    const mine = [
      makeBooking({ event_id: 6, occurrence_id: 15, status: 'paid' }),
      makeBooking({ event_id: 5, occurrence_id: 15, status: 'declined' }),
    ];
    expect(runChoicesOf(event, mine, TODAY).at(-1)?.state).toBe('open');
  });

  it('limits the group sizes to the seats left', () => {
    expect(groupSizesFor(event, 3)).toEqual([2, 3]);
    expect(groupSizesFor(makeEvent({ attendance_limit: 4 }), 2)).toEqual([1, 2]);
  });
});

describe('toPrebookRequest', () => {
  it('sends ids of the chosen rows and the typed donation in exact cents, never a price', () => {
    const request = toPrebookRequest(
      event,
      values({
        day_option: 'half',
        addons: [{ chosen: true }],
        donations: [
          { chosen: true, amount: '' },
          { chosen: true, amount: '12.34' },
        ],
      }),
    );
    expect(request).toEqual({
      occurrence_date: '2030-06-08',
      group_size: 2,
      day_option: 'half',
      attendees: values().attendees,
      addons: ['rope'],
      donations: [{ id: 'trail' }, { id: 'row-1', amount: 1234 }],
    });
  });

  it('sends no day option for a course without a half day', () => {
    expect(toPrebookRequest(makeEvent(), values({ group_size: '1' }))).not.toHaveProperty('day_option');
  });
});

describe('liveQuoteOf', () => {
  it("prices the group at its size's half-day price, the add-on, the donations, and Quebec's GST and QST", () => {
    const live = liveQuoteOf(
      event,
      values({
        group_size: '3',
        day_option: 'half',
        addons: [{ chosen: true }],
        donations: [
          { chosen: true, amount: '' },
          { chosen: true, amount: '20' },
        ],
      }),
    );
    // 3 × 150 + 25 = 475 taxable; GST 5 % = 23.75; QST 9.975 % = 47.38; donations 10 + 20 untaxed.
    expect(live?.lines.map((line) => line.amount)).toEqual([45_000, 2_500, 1_000, 2_000]);
    expect(live?.taxes).toEqual([
      { code: 'GST', rate: 5_000, amount: 2_375 },
      { code: 'QST', rate: 9_975, amount: 4_738 },
    ]);
    expect(live?.total).toBe(47_500 + 3_000 + 2_375 + 4_738);
  });

  it('leaves out a donation whose amount is not yet an amount', () => {
    const live = liveQuoteOf(
      event,
      values({
        donations: [
          { chosen: false, amount: '' },
          { chosen: true, amount: '12.345' },
        ],
      }),
    );
    expect(live?.lines.map((line) => line.kind)).toEqual(['trip']);
  });

  it('is null while the group size is not one the course offers', () => {
    expect(liveQuoteOf(event, values({ group_size: '1' }))).toBeNull();
  });
});

describe('bookingRequestSchema', () => {
  const choices = runChoicesOf(event, [], TODAY);
  const schema = bookingRequestSchema(event, choices, TODAY);
  const issuesOf = (input: BookingRequestValues) =>
    (schema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

  it('accepts a complete request', () => {
    expect(issuesOf(values())).toEqual([]);
  });

  it('names every attendee field that is missing or wrong, with the server’s messages', () => {
    expect(
      issuesOf(
        values({
          attendees: [
            { name: ' ', email: 'ada@example', dob: '' },
            { name: 'Mary', email: 'mary@example.test', dob: '2030-06-02' },
          ],
        }),
      ),
    ).toEqual([
      ['attendees.0.name', 'attendee_name_required'],
      ['attendees.0.email', 'attendee_email_invalid'],
      ['attendees.0.dob', 'attendee_dob_invalid'],
      ['attendees.1.dob', 'attendee_dob_invalid'],
    ]);
  });

  it('refuses a run that cannot be booked and a donation amount out of range', () => {
    expect(
      issuesOf(
        values({
          occurrence_date: '2030-06-22',
          donations: [
            { chosen: false, amount: '' },
            { chosen: true, amount: '0.50' },
          ],
        }),
      ),
    ).toEqual([
      ['occurrence_date', 'booking_occurrence_unknown'],
      ['donations.1.amount', 'quote_donation_amount'],
    ]);
  });

  it('refuses a group larger than the seats left on the run', () => {
    expect(issuesOf(values({ group_size: '4' }))).toEqual([['group_size', 'Only 3 seats are left on this date.']]);
  });
});
