import { SIGNED_IN } from './route-access.rules.ts';
import type { RouteAccess } from './route-access.types.ts';

/** Notifications. */
export const notificationRows: RouteAccess[] = [
  {
    method: 'GET',
    url: '/api/notifications',
    rule: "Every signed-in account has a bell: it lists its own notifications, nobody else's.",
    access: SIGNED_IN,
    request: () => ({ url: '/api/notifications?page=1&per_page=8' }),
  },
  {
    method: 'POST',
    url: '/api/notifications/:id/read',
    rule: "A user marks one of its own notifications read (another user's id answers 404).",
    access: SIGNED_IN,
    request: async (caller, world) => ({
      url: `/api/notifications/${await world.newNotificationFor(caller.user?.id ?? world.guide.user.id)}/read`,
    }),
  },
  {
    method: 'POST',
    url: '/api/notifications/read-all',
    rule: 'A user marks all its own notifications read (Mark all as read).',
    access: SIGNED_IN,
    request: () => ({ url: '/api/notifications/read-all' }),
  },
];
