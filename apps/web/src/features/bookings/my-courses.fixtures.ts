import { type BookingViewer, bookingActionsOf } from '@cordee/shared/booking-lifecycle';
import { CANCELLATION_POLICY } from '@cordee/shared/booking-policy';
import type { Booking, BookingList } from '@cordee/shared/bookings.contracts';

/**
 * A booking as GET /api/bookings and GET /api/bookings/{id} send it to `viewer` (its climber unless
 * told): two climbers on a paid trip in British Columbia (GST 5 %), CA$400 each plus a CA$25 rental
 * add-on, far in the future. Its `actions` are the lifecycle's answer for the viewer now, as the server's.
 */
export function makeBooking(overrides: Partial<Booking> = {}, viewer: BookingViewer = 'climber'): Booking {
  const start = overrides.start_date ?? '2099-07-04';
  const booking: Omit<Booking, 'actions'> = {
    id: 9,
    event_id: 5,
    occurrence_id: 500,
    event_name: 'Granite at dawn',
    event_type: 'public',
    status: 'paid',
    accepted: true,
    paid: true,
    guide_delete: false,
    start_date: start,
    end_date: overrides.end_date ?? start,
    date_selected: start,
    repeat_at: 'daily',
    duration: '1 day',
    address: 'Stawamus Chief, Squamish',
    province: 'British Columbia',
    color_class: 'green',
    quantity: 2,
    limit_count: 2,
    price: 40_000,
    total_price: 86_625,
    quote: {
      lines: [
        { kind: 'trip', label: 'trip', unit_amount: 40_000, quantity: 2, amount: 80_000 },
        { kind: 'addon', id: 'a1', label: 'Shoe rental', unit_amount: 2_500, quantity: 1, amount: 2_500 },
      ],
      taxable_subtotal: 82_500,
      subtotal: 82_500,
      taxes: [{ code: 'GST', rate: 5_000, amount: 4_125 }],
      total: 86_625,
      platform_fee: 8_250,
      guide_net: 74_250,
      group_size: 2,
      day_option: 'full',
      price_per_person: 40_000,
    },
    addons: [{ id: 'a1', addons_title: 'Shoe rental', addons_price: 2_500 }],
    donations: [],
    attendees: [
      { id: 1, name: 'Ada Lovelace', email: 'ada@example.test', dob: '1990-03-14' },
      { id: 2, name: 'Grace Hopper', email: 'grace@example.test', dob: '1992-12-09' },
    ],
    relist: null,
    receipt_no: 'CR-2099-000123',
    refunded_amount: 0,
    cancellation_policy: {
      version: CANCELLATION_POLICY.version,
      tiers: CANCELLATION_POLICY.tiers.map((tier) => ({ ...tier })),
    },
    cancelled_by: null,
    climber: { id: 1, name: 'Ada Lovelace', profile_picture: null, color: 'purple' },
    guide: { id: 10, name: 'Gabriel Roy', profile_picture: null, color: 'green' },
    expires_at: null,
    created_at: '2099-05-01T15:00:00.000Z',
    accepted_at: '2099-05-02T15:00:00.000Z',
    paid_at: '2099-05-03T15:00:00.000Z',
    cancelled_at: null,
    ...overrides,
  };
  return { ...booking, actions: overrides.actions ?? bookingActionsOf(booking, viewer, new Date()) };
}

/** GET /api/bookings: one page. */
export function makeBookingList(bookings: Booking[], overrides: Partial<BookingList> = {}): BookingList {
  return { bookings, page: 1, per_page: 50, total: bookings.length, ...overrides };
}
