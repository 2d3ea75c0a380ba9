import type { Notification } from '@cordee/shared/bootstrap.contracts';
import type { Role } from '@cordee/shared/roles';

/**
 * What clicking a notification opens (spec 3 "Notifications"): a guide (or staff) gets the climber
 * view of the booking, a climber their booking in My Courses. Other notifications (a new guide sign-up)
 * open nothing from the list.
 */
export type NotificationTarget =
  | { kind: 'climber_view'; bookingId: number }
  | { kind: 'my_booking'; bookingId: number; eventId: number | null }
  | { kind: 'none' };

/** Every booking notification type starts so (booking_requested, booking_accepted, booking_paid, ...). */
const BOOKING_TYPE_PREFIX = 'booking_';

function positiveIdOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

export function notificationTargetOf(
  notification: Pick<Notification, 'type' | 'data'>,
  role: Role,
): NotificationTarget {
  if (!notification.type.startsWith(BOOKING_TYPE_PREFIX)) return { kind: 'none' };
  const bookingId = positiveIdOf(notification.data.booking_id);
  if (bookingId === null) return { kind: 'none' };
  if (role === 'climber') {
    // A null (or absent) event id means the guide deleted the course: the click says so.
    return { kind: 'my_booking', bookingId, eventId: positiveIdOf(notification.data.event_id) };
  }
  return { kind: 'climber_view', bookingId };
}
