import { describe, expect, it } from 'vitest';
import { notificationTargetOf } from './notification-target.ts';

describe('notificationTargetOf', () => {
  const booking = { type: 'booking_requested', data: { booking_id: 9, event_id: 5 } };

  it('opens the climber view for a guide and for staff', () => {
    expect(notificationTargetOf(booking, 'guide')).toEqual({ kind: 'climber_view', bookingId: 9 });
    expect(notificationTargetOf(booking, 'super_admin')).toEqual({ kind: 'climber_view', bookingId: 9 });
    expect(notificationTargetOf(booking, 'admin')).toEqual({ kind: 'climber_view', bookingId: 9 });
  });

  it("opens a climber's own booking, with the event when it still exists", () => {
    expect(notificationTargetOf({ ...booking, type: 'booking_paid' }, 'climber')).toEqual({
      kind: 'my_booking',
      bookingId: 9,
      eventId: 5,
    });
    expect(
      notificationTargetOf({ type: 'booking_expired', data: { booking_id: 9, event_id: null } }, 'climber'),
    ).toEqual({ kind: 'my_booking', bookingId: 9, eventId: null });
  });

  it('opens the approval modal of the application for the super admin and for admins', () => {
    const signUp = { type: 'new_guide_signup', data: { guide_id: 3 } };
    expect(notificationTargetOf(signUp, 'super_admin')).toEqual({ kind: 'new_guide', guideId: 3 });
    expect(notificationTargetOf(signUp, 'admin')).toEqual({ kind: 'new_guide', guideId: 3 });
  });

  it('opens nothing for a new guide sign-up without a usable id, or seen by a guide or a climber', () => {
    expect(notificationTargetOf({ type: 'new_guide_signup', data: {} }, 'super_admin')).toEqual({ kind: 'none' });
    expect(notificationTargetOf({ type: 'new_guide_signup', data: { guide_id: '3' } }, 'admin')).toEqual({
      kind: 'none',
    });
    expect(notificationTargetOf({ type: 'new_guide_signup', data: { guide_id: 3 } }, 'guide')).toEqual({
      kind: 'none',
    });
    expect(notificationTargetOf({ type: 'new_guide_signup', data: { guide_id: 3 } }, 'climber')).toEqual({
      kind: 'none',
    });
  });

  it('opens nothing for other types or a notification without a usable booking id', () => {
    expect(notificationTargetOf({ type: 'payout_paid', data: { guide_id: 3 } }, 'super_admin')).toEqual({
      kind: 'none',
    });
    expect(notificationTargetOf({ type: 'booking_requested', data: {} }, 'guide')).toEqual({ kind: 'none' });
    expect(notificationTargetOf({ type: 'booking_requested', data: { booking_id: '9' } }, 'guide')).toEqual({
      kind: 'none',
    });
    expect(notificationTargetOf({ type: 'booking_requested', data: { booking_id: 0 } }, 'climber')).toEqual({
      kind: 'none',
    });
  });

  it('opens the conversation of a new message for anyone, and nothing without a usable sender', () => {
    const message = { type: 'new_message', data: { sender_id: 42, sender_name: 'Ava Lee' } };
    for (const role of ['climber', 'guide', 'admin', 'super_admin'] as const) {
      expect(notificationTargetOf(message, role)).toEqual({ kind: 'chat', path: '/chats/42/Ava%20Lee' });
    }
    expect(notificationTargetOf({ type: 'new_message', data: { sender_id: 42 } }, 'guide')).toEqual({
      kind: 'chat',
      path: '/chats/42/user',
    });
    expect(notificationTargetOf({ type: 'new_message', data: { sender_id: '42' } }, 'guide')).toEqual({
      kind: 'none',
    });
  });

  it("opens a climber's refunded booking like any booking notification", () => {
    expect(notificationTargetOf({ type: 'payment_refunded', data: { booking_id: 9, event_id: 5 } }, 'climber')).toEqual(
      { kind: 'my_booking', bookingId: 9, eventId: 5 },
    );
  });
});
