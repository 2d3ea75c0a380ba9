import type { Notification } from '@cordee/shared/bootstrap.contracts';
import type { Role } from '@cordee/shared/roles';

/**
 * What clicking a notification opens (spec 3 "Notifications"): a guide (or staff) gets the climber
 * view of the booking, a climber their booking in My Courses, staff the approval modal of a new guide's
 * application. Anything else opens nothing from the list.
 */
export type NotificationTarget =
  | { kind: 'climber_view'; bookingId: number }
  | { kind: 'new_guide'; guideId: number }
  | { kind: 'my_booking'; bookingId: number; eventId: number | null }
  | { kind: 'none' };

/** The notification staff get when a guide applies; `data.guide_id` names the application. */
const NEW_GUIDE_TYPE = 'new_guide_signup';

/** Every booking notification type starts so (booking_requested, booking_accepted, booking_paid, ...). */
const BOOKING_TYPE_PREFIX = 'booking_';

function positiveIdOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

export function notificationTargetOf(
  notification: Pick<Notification, 'type' | 'data'>,
  role: Role,
): NotificationTarget {
  if (notification.type === NEW_GUIDE_TYPE) {
    // Only staff review applications; the server sends this notification to no one else.
    const guideId = positiveIdOf(notification.data.guide_id);
    return guideId !== null && (role === 'super_admin' || role === 'admin')
      ? { kind: 'new_guide', guideId }
      : { kind: 'none' };
  }
  if (!notification.type.startsWith(BOOKING_TYPE_PREFIX)) return { kind: 'none' };
  const bookingId = positiveIdOf(notification.data.booking_id);
  if (bookingId === null) return { kind: 'none' };
  if (role === 'climber') {
    // A null (or absent) event id means the guide deleted the course: the click says so.
    return { kind: 'my_booking', bookingId, eventId: positiveIdOf(notification.data.event_id) };
  }
  return { kind: 'climber_view', bookingId };
}
