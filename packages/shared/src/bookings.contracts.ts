import { z } from 'zod';
import { BOOKING_TRANSITION_NAMES } from './booking-lifecycle.ts';
import type { CancellationPolicy } from './booking-policy.ts';
import { BOOKING_LIST_TYPES, BOOKING_STATUSES } from './booking-status.ts';
import { ATTENDANCE_MAX, EVENT_TYPES } from './event-limits.ts';
import { MAX_DONATION_CENTS } from './event-pricing.ts';
import { REPEAT_KINDS } from './event-schedule.ts';
import { IsoDaySchema } from './event-search.contracts.ts';
import { NOTICE_FIELDS } from './notices.contracts.ts';
import { nullableEnum } from './nullable-enum.contracts.ts';
import { PaginationQuerySchema } from './pagination.contracts.ts';

/**
 * Bookings on the wire. The lifecycle (who moves a booking from one status to another, and what that
 * does to seats, money and notifications) lives in booking-lifecycle.ts; this file holds the shapes.
 *
 * requested ("Pending approval") → accepted ("Waiting payment") → paid ("Booked"/"Paid");
 * requested → declined | expired; accepted → expired; requested | accepted | paid → cancelled.
 */
export const AttendeeSchema = z.object({
  name: z.string({ error: 'attendee_name_required' }).trim().min(1, 'attendee_name_required').max(120),
  email: z.email({ error: 'attendee_email_invalid' }).trim().max(254),
  // A date of birth is in the past; the day after today (UTC) still allows for the time zones behind UTC.
  dob: IsoDaySchema.refine(
    (day) => day >= '1900-01-01' && day <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    'attendee_dob_invalid',
  ),
});
export type Attendee = z.infer<typeof AttendeeSchema>;

/**
 * POST /api/prebook-event/{eventId}: a climber asks for seats on one run of an event. The run is named
 * by its start day; the group size must be one the event offers; one attendee per seat. The price is
 * never sent: the server quotes it from the stored event.
 */
export const PrebookRequestSchema = z
  .object({
    occurrence_date: IsoDaySchema,
    group_size: z
      .number({ error: 'group_size_not_offered' })
      .int({ error: 'group_size_not_offered' })
      .min(1, 'group_size_not_offered')
      .max(ATTENDANCE_MAX, 'group_size_not_offered'),
    day_option: z.enum(['full', 'half']).optional(),
    attendees: z.array(AttendeeSchema, { error: 'attendees_one_per_person' }).min(1).max(ATTENDANCE_MAX),
    addons: z.array(z.string().max(40)).max(20).default([]),
    donations: z
      .array(z.object({ id: z.string().max(40), amount: z.number().int().min(0).max(MAX_DONATION_CENTS).nullish() }))
      .max(20)
      .default([]),
  })
  .refine((body) => body.attendees.length === body.group_size, {
    path: ['attendees'],
    message: 'attendees_one_per_person',
  });
export type PrebookRequest = z.input<typeof PrebookRequestSchema>;

/**
 * POST /api/attempt-payment/{bookingId}: the booking modal's waiver signature (spec: sign {signature,
 * name, date}), the terms checkbox, the guide waiver's checkbox when the event has one, and for a
 * private trip whether the remaining seats may be offered to others. Answers the checkout URL.
 */
export const AttemptPaymentSchema = z.object({
  sign: z.object({
    signature: z.string({ error: 'signature_required' }).trim().min(1, 'signature_required').max(200),
    name: z.string({ error: 'signature_name_required' }).trim().min(1, 'signature_name_required').max(200),
    date: IsoDaySchema,
  }),
  terms_accepted: z.literal(true, { error: 'booking_terms_required' }),
  guide_waiver_accepted: z.boolean().optional(),
  relist: z.boolean().optional(),
});
export type AttemptPayment = z.input<typeof AttemptPaymentSchema>;

/** POST /api/complete-booking and /api/cancel-booking: the provider's checkout session id. */
export const CheckoutSessionBodySchema = z.object({
  session_id: z.string({ error: 'payment_session_id_missing' }).trim().min(1, 'payment_session_id_missing').max(255),
});

export const QuoteSchema = z.object({
  lines: z.array(
    z.object({
      kind: z.enum(['trip', 'addon', 'donation']),
      id: z.string().optional(),
      label: z.string(),
      unit_amount: z.number().int(),
      quantity: z.number().int(),
      amount: z.number().int(),
    }),
  ),
  taxable_subtotal: z.number().int(),
  subtotal: z.number().int(),
  taxes: z.array(z.object({ code: z.enum(['GST', 'HST', 'QST']), rate: z.number().int(), amount: z.number().int() })),
  total: z.number().int(),
  platform_fee: z.number().int(),
  guide_net: z.number().int(),
  group_size: z.number().int(),
  day_option: z.enum(['full', 'half']),
  price_per_person: z.number().int(),
});

const PersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_picture: z.string().nullable(),
  color: z.string().nullable(),
});

/**
 * A booking as both sides read it: the booking's own fields plus the quote it was made
 * with, its people and its refund terms. `event_id` is null once the guide deleted the event (its
 * bookings keep what they were: name, dates, money). Money in integer cents.
 */
export const BookingSchema = z.object({
  id: z.number().int(),
  event_id: z.number().int().nullable(),
  occurrence_id: z.number().int().nullable(),
  event_name: z.string(),
  event_type: z.enum(EVENT_TYPES),
  status: z.enum(BOOKING_STATUSES),
  /** The spec's three flags, derived from status. */
  accepted: z.boolean(),
  paid: z.boolean(),
  guide_delete: z.boolean(),
  /** The run booked: its first and last day. */
  start_date: z.string(),
  end_date: z.string(),
  date_selected: z.string(),
  repeat_at: z.enum(REPEAT_KINDS),
  duration: z.string(),
  address: z.string(),
  province: z.string().nullable(),
  color_class: z.string(),
  quantity: z.number().int(),
  limit_count: z.number().int(),
  /** Per-person price of the group size chosen. */
  price: z.number().int(),
  total_price: z.number().int(),
  quote: QuoteSchema,
  addons: z.array(z.object({ id: z.string(), addons_title: z.string(), addons_price: z.number().int() })),
  donations: z.array(z.object({ id: z.string(), donations_title: z.string(), donations_price: z.number().int() })),
  attendees: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string(), dob: z.string() })),
  relist: z.boolean().nullable(),
  receipt_no: z.string().nullable(),
  refunded_amount: z.number().int(),
  cancellation_policy: z.object({
    version: z.string(),
    tiers: z.array(z.object({ min_days_before: z.number().int(), refund_percent: z.number().int() })),
  }),
  cancelled_by: nullableEnum(['climber', 'guide', 'system']),
  climber: PersonSchema.nullable(),
  guide: PersonSchema.nullable(),
  /** When an unanswered request or an unpaid acceptance runs out (null once paid or closed). */
  expires_at: z.string().nullable(),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /**
   * What the reader may do with the booking now: the lifecycle's transitions open to them
   * (`bookingActionsOf`), which the web shows as buttons. `pay` is the climber's "Complete booking".
   */
  actions: z.array(z.enum(BOOKING_TRANSITION_NAMES)),
});
export type Booking = z.infer<typeof BookingSchema>;
export type BookingPolicyShape = CancellationPolicy;

export const BookingResponseSchema = z.object({ ...NOTICE_FIELDS, booking: BookingSchema });

/**
 * GET /api/bookings?type&page&per_page: a climber's own bookings, a guide's bookings on their events
 * (a super admin or an admin with the events permission: every booking). `all` = runs not yet ended,
 * `registered` = runs not yet ended that hold seats (requested, accepted, paid), `past` = runs ended.
 * Newest first for past, soonest run first otherwise. `event_id` narrows to one event (the guide's
 * registered climbers).
 */
export const BookingListQuerySchema = PaginationQuerySchema.pick({ page: true, per_page: true }).extend({
  type: z.enum(BOOKING_LIST_TYPES).default('all'),
  event_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const BookingListSchema = z.object({
  bookings: z.array(BookingSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type BookingList = z.infer<typeof BookingListSchema>;

/**
 * GET /api/bookings/{id}/cancellation: what cancelling would do now, shown before the climber or the
 * guide confirms. POST /api/bookings/{id}/cancel does it and answers the booking with the refund made.
 */
export const CancellationPreviewSchema = z.object({
  booking_id: z.number().int(),
  by: z.enum(['climber', 'guide']),
  paid_amount: z.number().int(),
  refund_percent: z.number().int(),
  refund_amount: z.number().int(),
  days_before_start: z.number().int(),
  started: z.boolean(),
});
export type CancellationPreview = z.infer<typeof CancellationPreviewSchema>;
export const CancelBookingResponseSchema = BookingResponseSchema.extend({ refund_amount: z.number().int() });
