import type { AuthUser } from '@cordee/shared/auth.contracts';
import { type BookingViewer, bookingActionsOf } from '@cordee/shared/booking-lifecycle';
import { CANCELLATION_POLICY } from '@cordee/shared/booking-policy';
import type { BookingStatus } from '@cordee/shared/booking-status';
import { bookingFlagsOf } from '@cordee/shared/booking-status';
import type { Booking, CancellationPreview } from '@cordee/shared/bookings.contracts';
import { quote } from '@cordee/shared/event-pricing';
import type { Event } from '@cordee/shared/events.contracts';
import { createElement } from 'react';
import { type FakeCall, makeEvent } from '../../api/events.fixtures.ts';
import { useOpenModal } from '../../shell/modals/modal.store.ts';
import { api, apiServer } from '../../test/api-server.ts';
import { makeBootstrap } from '../../test/fixtures.ts';

/**
 * A booking as the server presents it to `viewer` (its climber unless told): by default two persons on
 * the one run of the fixture event (CA$425 per person in British Columbia, so GST only), requested by
 * climber 20 of guide 7. Its `actions` are the lifecycle's answer for the viewer now, as the server's.
 */
export function makeBooking(
  overrides: Partial<Booking> = {},
  event: Event = makeEvent(),
  viewer: BookingViewer = 'climber',
): Booking {
  const status: BookingStatus = overrides.status ?? 'requested';
  const quantity = overrides.quantity ?? 2;
  const bookingQuote = overrides.quote ?? quote(event, { groupSize: quantity });
  const booking: Omit<Booking, 'actions'> = {
    id: 50,
    event_id: event.id,
    occurrence_id: event.next_occurrences[0]?.id ?? 1,
    event_name: event.event_name,
    event_type: event.event_type,
    status,
    ...bookingFlagsOf(status, overrides.cancelled_by ?? null),
    start_date: event.start_date,
    end_date: event.end_date,
    date_selected: event.start_date,
    repeat_at: event.repeat_at,
    duration: event.event_duration.join(', '),
    address: event.address,
    province: event.province,
    color_class: event.color,
    quantity,
    limit_count: quantity,
    price: bookingQuote.price_per_person,
    total_price: bookingQuote.total,
    quote: bookingQuote,
    addons: [],
    donations: [],
    attendees: [
      { id: 1, name: 'Ada Lovelace', email: 'ada@example.test', dob: '1990-04-01' },
      { id: 2, name: 'Mary Somerville', email: 'mary@example.test', dob: '1991-05-02' },
    ].slice(0, quantity),
    relist: null,
    receipt_no: null,
    refunded_amount: 0,
    cancellation_policy: { version: CANCELLATION_POLICY.version, tiers: [...CANCELLATION_POLICY.tiers] },
    cancelled_by: null,
    climber: { id: 20, name: 'Ada Lovelace', profile_picture: null, color: 'purple' },
    guide: { id: 7, name: 'Noah Bergeron', profile_picture: null, color: 'green' },
    expires_at: '2030-06-01T00:00:00.000Z',
    created_at: '2030-05-20T00:00:00.000Z',
    accepted_at: null,
    paid_at: null,
    cancelled_at: null,
    ...overrides,
  };
  return { ...booking, actions: overrides.actions ?? bookingActionsOf(booking, viewer, new Date()) };
}

export function bookingList(bookings: Booking[]) {
  return { bookings, page: 1, per_page: 100, total: bookings.length };
}

export function makeCancellationPreview(overrides: Partial<CancellationPreview> = {}): CancellationPreview {
  return {
    booking_id: 50,
    by: 'climber',
    paid_amount: 89_250,
    refund_percent: 50,
    refund_amount: 44_625,
    days_before_start: 10,
    started: false,
    ...overrides,
  };
}

/**
 * Signs a user in as the app does (token and user in localStorage), so `useViewer` sees them, and
 * answers GET /api/user for them as the server would for that token.
 */
export function signInForTest(user: AuthUser): void {
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user', JSON.stringify(user));
  apiServer.use(api.get('/api/user', ({ response }) => response(200).json(makeBootstrap({ user }))));
}

/** The calls a fake server received with a method and a path, in order. */
export function callsTo(calls: readonly FakeCall[], method: string, path: string): FakeCall[] {
  return calls.filter((call) => call.method === method && call.path === path);
}

/** What the modal store holds, written out so a test can read which modal a click opened. */
export function OpenModalProbe() {
  const open = useOpenModal();
  return createElement(
    'output',
    { 'aria-label': 'open modal' },
    open ? `${open.kind} ${JSON.stringify(open.props)}` : '',
  );
}
