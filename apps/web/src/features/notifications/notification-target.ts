import type { Notification } from '@cordee/shared/bootstrap.contracts';
import { chatDetailsPath } from '@cordee/shared/chat-limits';
import type { Role } from '@cordee/shared/roles';

/**
 * What clicking a notification opens: a guide (or staff) gets the climber
 * view of the booking, a climber their booking in My Courses, staff the approval modal of a new guide's
 * application, anyone the conversation a new message belongs to. Anything else opens nothing.
 */
export type NotificationTarget =
  | { kind: 'climber_view'; bookingId: number }
  | { kind: 'new_guide'; guideId: number }
  | { kind: 'my_booking'; bookingId: number; eventId: number | null }
  | { kind: 'chat'; path: string }
  | { kind: 'none' };

/** The notification staff get when a guide applies; `data.guide_id` names the application. */
const NEW_GUIDE_TYPE = 'new_guide_signup';

/** A chat message came in; `data.sender_id` and `data.sender_name` name the conversation. */
const NEW_MESSAGE_TYPE = 'new_message';

/** Every booking notification type starts so (booking_requested, booking_accepted, booking_paid, ...). */
const BOOKING_TYPE_PREFIX = 'booking_';

/** A paid booking refunded because the payment came too late or twice: it names a booking too. */
const PAYMENT_REFUNDED_TYPE = 'payment_refunded';

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
  if (notification.type === NEW_MESSAGE_TYPE) {
    const senderId = positiveIdOf(notification.data.sender_id);
    const senderName = notification.data.sender_name;
    return senderId === null
      ? { kind: 'none' }
      : { kind: 'chat', path: chatDetailsPath(senderId, typeof senderName === 'string' ? senderName : '') };
  }
  if (!notification.type.startsWith(BOOKING_TYPE_PREFIX) && notification.type !== PAYMENT_REFUNDED_TYPE) {
    return { kind: 'none' };
  }
  const bookingId = positiveIdOf(notification.data.booking_id);
  if (bookingId === null) return { kind: 'none' };
  if (role === 'climber') {
    // A null (or absent) event id means the guide deleted the course: the click says so.
    return { kind: 'my_booking', bookingId, eventId: positiveIdOf(notification.data.event_id) };
  }
  return { kind: 'climber_view', bookingId };
}
