import { maySeeEveryEvent } from '@cordee/shared/access-policy';
import type { BookingViewer } from '@cordee/shared/booking-lifecycle';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import type { UserRow } from '../users/users.tables.ts';
import { type BookingRow, bookings } from './bookings.tables.ts';

/**
 * The part the signed-in user plays in a booking: its climber, the guide of its event, or staff (a
 * super admin, or an admin holding the events permission). Anyone else gets null.
 */
export function roleInBooking(booking: Pick<BookingRow, 'climberId' | 'guideId'>, user: UserRow): BookingViewer | null {
  if (booking.climberId === user.id) return 'climber';
  if (booking.guideId === user.id) return 'guide';
  if (maySeeEveryEvent(user)) return 'staff';
  return null;
}

/**
 * A booking the user takes part in, read inside the use case's transaction and locked against a
 * concurrent change (`for update`), or 404 for anyone else: a booking's existence is not revealed to
 * strangers.
 */
export async function bookingForActor(
  tx: Database,
  id: number,
  actor: AuthenticatedSession,
  options: { lock?: boolean } = {},
): Promise<{ booking: BookingRow; role: NonNullable<ReturnType<typeof roleInBooking>> }> {
  const query = tx.select().from(bookings).where(eq(bookings.id, id));
  const [booking] = options.lock ? await query.for('update') : await query;
  if (!booking) throw notFound('booking');
  const role = roleInBooking(booking, actor.user);
  if (!role) throw notFound('booking');
  return { booking, role };
}

/** Refuses with 403 when the user's part in the booking is not the one the action needs. */
export function requireBookingRole(
  role: string,
  allowed: readonly string[],
  context: 'only_the_guide' | 'only_the_climber',
): void {
  if (!allowed.includes(role)) throw forbidden(context);
}
