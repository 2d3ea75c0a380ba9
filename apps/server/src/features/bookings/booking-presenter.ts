import { bookingActionsOf } from '@cordee/shared/booking-lifecycle';
import { bookingFlagsOf } from '@cordee/shared/booking-status';
import type { Booking } from '@cordee/shared/bookings.contracts';
import { rowIdOf } from '@cordee/shared/event-pricing';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type UserRow, users } from '../users/users.tables.ts';
import { roleInBooking } from './booking-access.ts';
import type { BookingRow } from './bookings.tables.ts';

type Person = Pick<UserRow, 'id' | 'name' | 'profilePicture' | 'color'>;

const presentPerson = (person: Person | undefined) =>
  person
    ? { id: person.id, name: person.name, profile_picture: person.profilePicture, color: person.color ?? null }
    : null;

/** Who reads the bookings, and when: a booking's `actions` are those open to this user now. */
export type BookingReader = { viewer: UserRow; now: Date };

/**
 * The spec's booking shape from a row and its two people (either may be gone: a deleted account), with
 * the lifecycle's transitions open to the reader now (`actions`: the buttons the web shows).
 */
export function presentBooking(
  row: BookingRow,
  people: { climber?: Person; guide?: Person },
  { viewer, now }: BookingReader,
): Booking {
  const { quote } = row;
  const addons = quote.lines
    .filter((line) => line.kind === 'addon')
    .map((line, index) => ({ id: line.id ?? rowIdOf({}, index), addons_title: line.label, addons_price: line.amount }));
  const donations = quote.lines
    .filter((line) => line.kind === 'donation')
    .map((line, index) => ({
      id: line.id ?? rowIdOf({}, index),
      donations_title: line.label,
      donations_price: line.amount,
    }));
  const role = roleInBooking(row, viewer);
  const cancellationPolicy = {
    version: row.cancellationPolicy.version,
    tiers: row.cancellationPolicy.tiers.map((tier) => ({ ...tier })),
  };
  return {
    id: row.id,
    event_id: row.eventId,
    occurrence_id: row.occurrenceId,
    event_name: row.eventName,
    event_type: row.eventType,
    status: row.status,
    ...bookingFlagsOf(row.status, row.cancelledBy),
    start_date: row.startsOn,
    end_date: row.endsOn,
    date_selected: row.startsOn,
    repeat_at: row.repeatAt,
    duration: row.duration,
    address: row.address,
    province: row.province,
    color_class: row.color,
    quantity: row.quantity,
    limit_count: row.quantity,
    price: quote.price_per_person,
    total_price: row.totalCents,
    quote,
    addons,
    donations,
    attendees: row.attendees.map((attendee, index) => ({ id: index + 1, ...attendee })),
    relist: row.relist,
    receipt_no: row.receiptNo,
    refunded_amount: row.refundedCents,
    cancellation_policy: cancellationPolicy,
    cancelled_by: row.cancelledBy,
    climber: presentPerson(people.climber),
    guide: presentPerson(people.guide),
    expires_at: row.expiresAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    accepted_at: row.acceptedAt?.toISOString() ?? null,
    paid_at: row.paidAt?.toISOString() ?? null,
    cancelled_at:
      row.status === 'declined' || row.status === 'cancelled' ? (row.closedAt?.toISOString() ?? null) : null,
    actions:
      role === null
        ? []
        : bookingActionsOf(
            {
              status: row.status,
              start_date: row.startsOn,
              province: row.province,
              cancellation_policy: cancellationPolicy,
            },
            role,
            now,
          ),
  };
}

/** Bookings with their climbers and guides, read in one query whatever the number of rows (no N+1). */
export async function presentBookings(db: Database, rows: BookingRow[], reader: BookingReader): Promise<Booking[]> {
  const ids = [
    ...new Set(rows.flatMap((row) => [row.climberId, row.guideId]).filter((id): id is number => id !== null)),
  ];
  const people =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name, profilePicture: users.profilePicture, color: users.color })
          .from(users)
          .where(inArray(users.id, ids));
  const byId = new Map(people.map((person) => [person.id, person]));
  return rows.map((row) =>
    presentBooking(
      row,
      {
        climber: row.climberId === null ? undefined : byId.get(row.climberId),
        guide: row.guideId === null ? undefined : byId.get(row.guideId),
      },
      reader,
    ),
  );
}
