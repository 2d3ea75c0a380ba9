import { AttendeeSchema, type Booking, type PrebookRequest } from '@cordee/shared/bookings.contracts';
import {
  type DayOption,
  groupSizesOf,
  MAX_DONATION_CENTS,
  offersHalfDay,
  type PricedEvent,
  type Quote,
  QuoteError,
  quote,
  rowIdOf,
} from '@cordee/shared/event-pricing';
import type { Event, EventSummary, Occurrence } from '@cordee/shared/events.contracts';
import { isIsoDay } from '@cordee/shared/iso-day';
import { parseDollarsToCents } from '@cordee/shared/money';
import { z } from 'zod';
import { i18n } from '../../lib/i18n.ts';
import { isLiveBooking } from './bookings.api.ts';

/**
 * The booking request form's rules, apart from its screen: which runs a climber may pick, what the
 * form checks before sending, the request it sends and the live quote it shows. The server checks
 * everything again and charges its own quote; these only spare the climber a refused request.
 */

export type RunState = 'open' | 'full' | 'closed' | 'booked';
export type RunChoice = { occurrence: Occurrence; seatsLeft: number; state: RunState };

/** Every run of the event when it was loaded whole, else the next ones every listing carries. */
function occurrencesOf(event: EventSummary | Event): Occurrence[] {
  return 'occurrences' in event ? event.occurrences : event.next_occurrences;
}

/**
 * The runs a climber may ask for, soonest first: those not yet started (a trip starts at the
 * beginning of its first day, and a request runs out then), each with its seats left and why it
 * cannot be picked: closed by a private group, too few seats for the smallest group, or already
 * booked by this climber.
 */
export function runChoicesOf(event: EventSummary | Event, myBookings: readonly Booking[], today: string): RunChoice[] {
  const smallestGroup = groupSizesOf(event)[0] ?? 1;
  const bookedRuns = new Set(
    myBookings.filter((booking) => booking.event_id === event.id && isLiveBooking(booking)).map((b) => b.occurrence_id),
  );
  return occurrencesOf(event)
    .filter((occurrence) => occurrence.starts_on > today)
    .sort((a, b) => a.starts_on.localeCompare(b.starts_on))
    .map((occurrence) => {
      const seatsLeft = Math.max(0, occurrence.capacity - occurrence.seats_taken);
      const state: RunState = occurrence.closed
        ? 'closed'
        : bookedRuns.has(occurrence.id)
          ? 'booked'
          : seatsLeft < smallestGroup
            ? 'full'
            : 'open';
      return { occurrence, seatsLeft, state };
    });
}

/** The group sizes the event offers that fit in a run's seats left. */
export function groupSizesFor(event: PricedEvent, seatsLeft: number): number[] {
  return groupSizesOf(event).filter((size) => size <= seatsLeft);
}

export type AttendeeValues = { name: string; email: string; dob: string };
export type BookingRequestValues = {
  occurrence_date: string;
  /** A select's value: the number as text. */
  group_size: string;
  day_option: DayOption;
  /** One row per add-on of the event, in the event's order. */
  addons: { chosen: boolean }[];
  /** One row per donation of the event; `amount` is typed in dollars when the donation has no price. */
  donations: { chosen: boolean; amount: string }[];
  /** One row per person in the group. */
  attendees: AttendeeValues[];
};

export const emptyAttendee = (): AttendeeValues => ({ name: '', email: '', dob: '' });

/** A donation with a set price costs that; one without takes the amount the climber types. */
export function donationTakesAmount(donation: PricedEvent['donations'][number] | undefined): boolean {
  return !donation?.donations_price;
}

/**
 * One attendee row: the server's own `AttendeeSchema` fields, read as the form holds them. The email is
 * trimmed before it is checked (the request sends it trimmed); a date of birth that is not a day reads
 * as the attendee message rather than the date format's, and it may not be later than the climber's
 * today (the date input's `max`), which is a day stricter than the server's allowance for time zones.
 */
function attendeeFormSchema(today: string) {
  const { name, email, dob } = AttendeeSchema.shape;
  return z.object({
    name,
    email: z.string().trim().pipe(email),
    dob: z
      .string()
      .refine(isIsoDay, { error: 'attendee_dob_invalid', abort: true })
      .refine((day) => day <= today, 'attendee_dob_invalid')
      .pipe(dob),
  });
}

/** The form's checks for one event, its runs and today's date (a date of birth cannot be later). */
export function bookingRequestSchema(event: PricedEvent, runs: readonly RunChoice[], today: string) {
  return z
    .object({
      occurrence_date: z
        .string()
        .refine(
          (date) => runs.some((run) => run.occurrence.starts_on === date && run.state === 'open'),
          'booking_occurrence_unknown',
        ),
      group_size: z.string().refine((size) => groupSizesOf(event).includes(Number(size)), 'group_size_not_offered'),
      day_option: z.enum(['full', 'half']),
      addons: z.array(z.object({ chosen: z.boolean() })),
      donations: z.array(z.object({ chosen: z.boolean(), amount: z.string() })).superRefine((rows, ctx) => {
        rows.forEach((row, index) => {
          if (!row.chosen || !donationTakesAmount(event.donations[index])) return;
          const cents = parseDollarsToCents(row.amount);
          if (cents === null || cents < 100 || cents > MAX_DONATION_CENTS) {
            ctx.addIssue({ code: 'custom', path: [index, 'amount'], message: 'quote_donation_amount' });
          }
        });
      }),
      attendees: z.array(attendeeFormSchema(today)),
    })
    .superRefine((values, ctx) => {
      const run = runs.find((candidate) => candidate.occurrence.starts_on === values.occurrence_date);
      if (run && Number(values.group_size) > run.seatsLeft) {
        ctx.addIssue({
          code: 'custom',
          path: ['group_size'],
          message: i18n.t('bookings.request.notEnoughSeats', { count: run.seatsLeft }),
        });
      }
    });
}

/** The request the form sends: ids of the chosen rows, donation amounts in cents, never a price. */
export function toPrebookRequest(event: PricedEvent, values: BookingRequestValues): PrebookRequest {
  return {
    occurrence_date: values.occurrence_date,
    group_size: Number(values.group_size),
    ...(offersHalfDay(event) ? { day_option: values.day_option } : {}),
    attendees: values.attendees.map((attendee) => ({
      name: attendee.name.trim(),
      email: attendee.email.trim(),
      dob: attendee.dob,
    })),
    addons: event.addons.flatMap((addon, index) => (values.addons[index]?.chosen ? [rowIdOf(addon, index)] : [])),
    donations: event.donations.flatMap((donation, index) => {
      const row = values.donations[index];
      if (!row?.chosen) return [];
      const id = rowIdOf(donation, index);
      return donationTakesAmount(donation) ? [{ id, amount: parseDollarsToCents(row.amount) }] : [{ id }];
    }),
  };
}

/**
 * What the choices cost so far, as the server will quote them; null while the group size is not one
 * the event offers. A donation whose amount is not yet a valid amount is left out until it is.
 */
export function liveQuoteOf(event: PricedEvent, values: BookingRequestValues): Quote | null {
  const request = toPrebookRequest(event, values);
  const donations = (request.donations ?? []).filter(
    (donation) =>
      donation.amount === undefined ||
      (donation.amount !== null && donation.amount >= 100 && donation.amount <= MAX_DONATION_CENTS),
  );
  try {
    return quote(event, {
      groupSize: request.group_size,
      dayOption: request.day_option,
      addons: request.addons,
      donations,
    });
  } catch (error) {
    if (error instanceof QuoteError) return null;
    throw error;
  }
}
