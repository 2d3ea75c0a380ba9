import { bookingFlagsOf } from '@cordee/shared/booking-status';
import type { Booking } from '@cordee/shared/bookings.contracts';
import { rowIdOf } from '@cordee/shared/event-pricing';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type UserRow, users } from '../users/users.tables.ts';
import type { BookingRow } from './bookings.tables.ts';

type Person = Pick<UserRow, 'id' | 'name' | 'profilePicture' | 'color'>;

const presentPerson = (person: Person | undefined) =>
  person
    ? { id: person.id, name: person.name, profile_picture: person.profilePicture, color: person.color ?? null }
    : null;

/** The spec's booking shape from a row and its two people (either may be gone: a deleted account). */
export function presentBooking(row: BookingRow, people: { climber?: Person; guide?: Person }): Booking {
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
    cancellation_policy: {
      version: row.cancellationPolicy.version,
      tiers: row.cancellationPolicy.tiers.map((tier) => ({ ...tier })),
    },
    cancelled_by: row.cancelledBy,
    climber: presentPerson(people.climber),
    guide: presentPerson(people.guide),
    expires_at: row.expiresAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    accepted_at: row.acceptedAt?.toISOString() ?? null,
    paid_at: row.paidAt?.toISOString() ?? null,
    cancelled_at:
      row.status === 'declined' || row.status === 'cancelled' ? (row.closedAt?.toISOString() ?? null) : null,
  };
}

/** Bookings with their climbers and guides, read in one query whatever the number of rows (no N+1). */
export async function presentBookings(db: Database, rows: BookingRow[]): Promise<Booking[]> {
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
    presentBooking(row, {
      climber: row.climberId === null ? undefined : byId.get(row.climberId),
      guide: row.guideId === null ? undefined : byId.get(row.guideId),
    }),
  );
}
