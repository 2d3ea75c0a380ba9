import { CANCELLATION_POLICY } from '@cordee/shared/booking-policy';
import type { BookingStatus } from '@cordee/shared/booking-status';
import { quote } from '@cordee/shared/event-pricing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { pricedEventOf } from '../features/bookings/booking-requests.service.ts';
import { holdSeats } from '../features/bookings/booking-seats.ts';
import { type BookingRow, bookingPayments, bookings } from '../features/bookings/bookings.tables.ts';
import { type EventOccurrenceRow, type EventRow, eventOccurrences, events } from '../features/events/events.tables.ts';
import { bearer, daysFromNow } from './factories.ts';

/**
 * Test helpers for the money path: bookings written straight to the database in the state a test
 * needs (as the request and accept use cases would leave them), so payment and cancellation tests do
 * not depend on those routes.
 */

export type BookableEvent = { event: EventRow; occurrence: EventOccurrenceRow };

/** An event with one run, priced like the wizard stores it (cents), in a province with sales taxes. */
export async function insertBookableEvent(
  db: Database,
  values: {
    guideId: number;
    startsInDays?: number;
    startsOn?: string;
    eventType?: 'public' | 'private';
    province?: string;
    capacity?: number;
    price?: EventRow['price'];
    addons?: EventRow['addons'];
    donations?: EventRow['donations'];
    termsType?: EventRow['termsType'];
    termsLink?: string | null;
    eventTerms?: EventRow['eventTerms'];
  },
): Promise<BookableEvent> {
  const startsOn = values.startsOn ?? daysFromNow(values.startsInDays ?? 30);
  const eventType = values.eventType ?? 'public';
  const capacity = values.capacity ?? 4;
  const price =
    values.price ??
    (eventType === 'private'
      ? Array.from({ length: capacity }, (_, index) => ({ id: index + 1, price: 30_000 - index * 2_000 }))
      : [{ id: 1, price: 25_000 }]);
  const [event] = await db
    .insert(events)
    .values({
      guideId: values.guideId,
      eventName: eventType === 'private' ? 'Private alpine day' : 'Intro to ice climbing',
      durationType: 'single',
      eventDuration: ['1 day'],
      startDate: startsOn,
      endDate: startsOn,
      repeatAt: 'daily',
      category: 'Ice Climbing',
      address: 'Haffner Creek, Kootenay National Park',
      state: 'Radium Hot Springs',
      province: values.province ?? 'British Columbia',
      latitude: 51.17,
      longitude: -116.0,
      eventType,
      attendanceMin: 1,
      attendanceLimit: capacity,
      price,
      minPriceCents: Math.min(...price.map((row) => row.price)),
      addons: values.addons ?? [{ id: 'addon-1', addons_title: 'Boot rental', addons_price: 2_500 }],
      donations: values.donations ?? [{ id: 'donation-1', donations_title: 'Trail fund', donations_price: 1_000 }],
      experienceRequired: ['Beginner'],
      termsType: values.termsType ?? 'link',
      termsLink: values.termsLink === undefined ? 'https://example.test/waiver.pdf' : values.termsLink,
      eventTerms: values.eventTerms ?? null,
      color: 'blue',
    })
    .returning();
  if (!event) throw new Error('event insert returned no row');
  const [occurrence] = await db
    .insert(eventOccurrences)
    .values({ eventId: event.id, startsOn, endsOn: startsOn, capacity })
    .returning();
  if (!occurrence) throw new Error('occurrence insert returned no row');
  return { event, occurrence };
}

/**
 * A booking of `groupSize` seats on the run, quoted from the stored event with its first add-on and
 * donation, its seats held, in `status` (accepted by default: "Waiting payment", 72 hours to pay).
 */
export async function insertBooking(
  db: Database,
  { event, occurrence }: BookableEvent,
  values: {
    climberId: number;
    groupSize?: number;
    status?: BookingStatus;
    relist?: boolean | null;
    withExtras?: boolean;
    expiresAt?: Date | null;
  },
): Promise<BookingRow> {
  const groupSize = values.groupSize ?? 2;
  const withExtras = values.withExtras ?? true;
  const booked = quote(pricedEventOf(event), {
    groupSize,
    addons: withExtras && event.addons[0]?.id ? [event.addons[0].id] : [],
    donations: withExtras && event.donations[0]?.id ? [{ id: event.donations[0].id }] : [],
  });
  return db.transaction(async (tx) => {
    const status = values.status ?? 'accepted';
    // Only live bookings hold seats, as the use cases leave them (the invariants check it).
    const holdsSeats = status === 'requested' || status === 'accepted' || status === 'paid';
    if (holdsSeats && !(await holdSeats(tx, occurrence.id, groupSize)))
      throw new Error('the run has no room for the test booking');
    const now = new Date();
    const [row] = await tx
      .insert(bookings)
      .values({
        eventId: event.id,
        occurrenceId: occurrence.id,
        climberId: values.climberId,
        guideId: event.guideId,
        status,
        eventName: event.eventName,
        eventType: event.eventType,
        repeatAt: event.repeatAt,
        duration: event.eventDuration[0] ?? '1 day',
        address: event.address,
        province: event.province,
        color: event.color,
        startsOn: occurrence.startsOn,
        endsOn: occurrence.endsOn,
        quantity: groupSize,
        attendees: Array.from({ length: groupSize }, (_, index) => ({
          name: `Attendee ${index + 1}`,
          email: `attendee${index + 1}@example.test`,
          dob: '1990-01-01',
        })),
        quote: booked,
        totalCents: booked.total,
        platformFeeCents: booked.platform_fee,
        guideNetCents: booked.guide_net,
        cancellationPolicy: CANCELLATION_POLICY,
        relist: values.relist ?? null,
        acceptedAt: now,
        // A paid booking carries its receipt (the table's CHECK asks for it).
        ...(values.status === 'paid'
          ? { receiptNo: `TEST-${occurrence.id}-${values.climberId}`, paidAt: now, paidCents: booked.total }
          : {}),
        expiresAt: values.expiresAt === undefined ? new Date(now.getTime() + 72 * 60 * 60 * 1000) : values.expiresAt,
      })
      .returning();
    if (!row) throw new Error('booking insert returned no row');
    // A paid booking was paid by one checkout, as the payment use cases leave it.
    if (status === 'paid') {
      await tx.insert(bookingPayments).values({
        bookingId: row.id,
        checkoutSessionId: `cs_test_fixture_${row.id}`,
        status: 'paid',
        amountCents: booked.total,
        expiresAt: new Date(now.getTime() + 24 * 60 * 60 * 1000),
        paidAt: now,
      });
    }
    return row;
  });
}

export async function bookingRow(db: Database, id: number): Promise<BookingRow> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`no booking ${id}`);
  return row;
}

export async function occurrenceRow(db: Database, id: number): Promise<EventOccurrenceRow> {
  const [row] = await db.select().from(eventOccurrences).where(eq(eventOccurrences.id, id));
  if (!row) throw new Error(`no occurrence ${id}`);
  return row;
}

/** The modal's answers for a public trip with a guide waiver. */
export const MODAL_ANSWERS = {
  sign: { signature: 'Ada Lovelace', name: 'Ada Lovelace', date: '2026-01-10' },
  terms_accepted: true,
  guide_waiver_accepted: true,
} as const;

/** The checkout session id at the end of a sandbox checkout URL. */
export function sessionIdOf(url: string): string {
  const id = new URL(url).pathname.split('/').pop();
  if (!id) throw new Error(`no session id in ${url}`);
  return id;
}

/** The money routes as a climber's or a guide's browser calls them. */
export function bookingCalls(app: FastifyInstance) {
  const post = (url: string, token: string, payload?: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  return {
    attempt: (token: string, bookingId: number, body: Record<string, unknown> = MODAL_ANSWERS) =>
      post(`/api/attempt-payment/${bookingId}`, token, body),
    complete: (token: string, sessionId: string) => post('/api/complete-booking', token, { session_id: sessionId }),
    abandon: (token: string, sessionId: string) => post('/api/cancel-booking', token, { session_id: sessionId }),
    preview: (token: string, bookingId: number) =>
      app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/cancellation`, headers: bearer(token) }),
    cancel: (token: string, bookingId: number) => post(`/api/bookings/${bookingId}/cancel`, token),
    /** Opens the checkout and answers its session id (fails the test on anything but 200). */
    async checkout(token: string, bookingId: number, body: Record<string, unknown> = MODAL_ANSWERS) {
      const response = await post(`/api/attempt-payment/${bookingId}`, token, body);
      if (response.statusCode !== 200) throw new Error(`attempt-payment: ${response.statusCode} ${response.body}`);
      return sessionIdOf(response.json().url);
    },
  };
}
