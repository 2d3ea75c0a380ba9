import {
  allowed,
  answers,
  eventOwnerOf,
  GUIDE_CAPABILITY,
  isOwnerGuide,
  NOBODY,
  withPermission,
} from './route-access.rules.ts';
import type { Access, MatrixCaller, MatrixWorld, RouteAccess } from './route-access.types.ts';

/** A climber pays, confirms and cancels its own bookings; anybody else is asked about a stranger's. */
const ownBookingOf = (caller: MatrixCaller) => (caller.user?.role === 'climber' ? caller.user.id : undefined);

/** A guide's part in a booking is the event's: a guide caller is asked about a booking on its own event. */
const bookingPartiesOf = (caller: MatrixCaller) => ({
  climberId: ownBookingOf(caller),
  guideId: caller.user && isOwnerGuide(caller) ? caller.user.id : undefined,
});

const checkoutSessionOf = async (
  caller: MatrixCaller,
  world: MatrixWorld,
  checkout: 'open' | 'paid',
): Promise<string> => {
  const { sessionId } = await world.newBooking({ climberId: ownBookingOf(caller), checkout });
  if (!sessionId) throw new Error('the booking has no checkout session');
  return sessionId;
};

const MODAL_ANSWERS = {
  sign: { signature: 'Ada Lovelace', name: 'Ada Lovelace', date: '2026-01-10' },
  terms_accepted: true,
  guide_waiver_accepted: true,
};

/** A booking is not revealed to someone who plays no part in it. */
const NOT_A_PARTY = answers(404, 'the caller plays no part in this booking: it is not revealed');

/** Its climber, the guide of its event, and staff (the super admin, an admin holding All Courses). */
const PARTY_OF_A_BOOKING: Access = {
  ...GUIDE_CAPABILITY,
  climber: allowed,
  superAdmin: allowed,
  admin: { permission: 'events', withFlag: allowed, withoutFlag: NOT_A_PARTY },
};

/** A booking the caller takes part in: its own as a climber, on its event as a guide; the approved guide's otherwise. */
const bookingSeenBy = (caller: MatrixCaller, world: MatrixWorld) =>
  world.newBookingRequest({
    guideId: eventOwnerOf(caller, world),
    climberId: caller.user?.role === 'climber' ? caller.user.id : undefined,
    status: 'requested',
  });

/** Who reads bookings: climbers (their own), approved guides (on their events), staff with All Courses. */
const BOOKING_READERS: Access = {
  ...GUIDE_CAPABILITY,
  climber: allowed,
  superAdmin: allowed,
  admin: withPermission('events'),
};

/** Bookings: requests, answers, reads. */
export const bookingRequestRows: RouteAccess[] = [
  {
    method: 'POST',
    url: '/api/prebook-event/:eventId',
    rule: 'Booking is for climbers: the request for seats on a run. Guides and staff do not book.',
    access: { ...NOBODY, climber: allowed },
    request: async (_caller, world) => {
      const trip = await world.newTripOf(world.guide.user.id);
      return {
        url: `/api/prebook-event/${trip.eventId}`,
        payload: {
          occurrence_date: trip.startsOn,
          group_size: 1,
          attendees: [{ name: 'Matrix Climber', email: 'matrix-climber@example.test', dob: '1990-05-01' }],
        },
      };
    },
  },
  {
    method: 'POST',
    url: '/api/accept-booking/:id',
    rule: "The event's guide answers a booking request; staff never answer on a guide's behalf.",
    access: { ...GUIDE_CAPABILITY, otherGuide: NOT_A_PARTY },
    request: async (caller, world) => ({
      url: `/api/accept-booking/${await world.newBookingRequest({ guideId: eventOwnerOf(caller, world), status: 'requested' })}`,
    }),
  },
  {
    method: 'POST',
    url: '/api/decline-booking/:id',
    rule: "The event's guide answers a booking request; staff never answer on a guide's behalf.",
    access: { ...GUIDE_CAPABILITY, otherGuide: NOT_A_PARTY },
    request: async (caller, world) => ({
      url: `/api/decline-booking/${await world.newBookingRequest({ guideId: eventOwnerOf(caller, world), status: 'requested' })}`,
    }),
  },
  {
    method: 'GET',
    url: '/api/bookings',
    rule: "A climber's own bookings (My Courses), a guide's on its events (registered climbers), every booking for the super admin and an admin holding the All Courses flag.",
    access: BOOKING_READERS,
    request: () => ({ url: '/api/bookings?type=all' }),
  },
  {
    method: 'GET',
    url: '/api/bookings/:id',
    rule: 'One booking for its climber, the guide of its event, or staff holding All Courses (404 for anyone else).',
    access: { ...BOOKING_READERS, otherGuide: NOT_A_PARTY },
    request: async (caller, world) => ({ url: `/api/bookings/${await bookingSeenBy(caller, world)}` }),
  },
];

/** Bookings: payment and cancellation. */
export const bookingPaymentRows: RouteAccess[] = [
  {
    method: 'POST',
    url: '/api/attempt-payment/:bookingId',
    rule: "The booking modal's Pay: only the climber of the booking, for its own booking.",
    access: { ...NOBODY, climber: allowed },
    request: async (caller, world) => ({
      url: `/api/attempt-payment/${(await world.newBooking({ climberId: ownBookingOf(caller) })).id}`,
      payload: MODAL_ANSWERS,
    }),
  },
  {
    method: 'POST',
    url: '/api/complete-booking',
    rule: 'The success screen after payment: climbers confirm their own paid checkout.',
    access: { ...NOBODY, climber: allowed },
    request: async (caller, world) => ({
      url: '/api/complete-booking',
      payload: { session_id: await checkoutSessionOf(caller, world, 'paid') },
    }),
  },
  {
    method: 'POST',
    url: '/api/cancel-booking',
    rule: 'The cancelled screen after leaving the checkout: climbers abandon their own open checkout.',
    access: { ...NOBODY, climber: allowed },
    request: async (caller, world) => ({
      url: '/api/cancel-booking',
      payload: { session_id: await checkoutSessionOf(caller, world, 'open') },
    }),
  },
  {
    method: 'GET',
    url: '/api/bookings/:id/cancellation',
    rule: "What cancelling would refund: the booking's climber, the guide of its event, and staff.",
    access: { ...PARTY_OF_A_BOOKING, otherGuide: NOT_A_PARTY },
    request: async (caller, world) => ({
      url: `/api/bookings/${(await world.newBooking(bookingPartiesOf(caller))).id}/cancellation`,
    }),
  },
  {
    method: 'POST',
    url: '/api/bookings/:id/cancel',
    rule: 'Cancelling a booking: its climber (by the terms), the guide of its event or staff (full refund).',
    access: { ...PARTY_OF_A_BOOKING, otherGuide: NOT_A_PARTY },
    request: async (caller, world) => ({
      url: `/api/bookings/${(await world.newBooking(bookingPartiesOf(caller))).id}/cancel`,
    }),
  },
];
