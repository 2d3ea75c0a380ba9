import type { Bootstrap, Notification } from '@cordee/shared/bootstrap.contracts';
import type { Event } from '@cordee/shared/events.contracts';
import { api, apiServer, recordRequests } from '../../test/api-server.ts';

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    type: 'booking_requested',
    subject: 'You have a new booking request.',
    data: { booking_id: 9, event_id: 5 },
    read_at: null,
    created_at: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}

/** `count` notifications, newest (highest id) first, as the server lists them. */
export const manyNotifications = (count: number, overrides: Partial<Notification> = {}) =>
  Array.from({ length: count }, (_, index) =>
    makeNotification({ id: count - index, subject: `Notice ${count - index}`, ...overrides }),
  );

/**
 * A stand-in for the notifications API over a list the test owns: pages of GET /api/notifications,
 * the two read calls (which change the list), GET /api/user, and GET /api/event/{id} for the events
 * that still exist.
 */
export function stubNotificationsApi(options: {
  notifications: Notification[];
  bootstrap?: Bootstrap;
  /** GET /api/event/{id} answers these events (by id); any other id 404s. */
  existingEvents?: ReadonlyArray<Event>;
}) {
  const state = { notifications: options.notifications };
  const unread = () => state.notifications.filter((n) => n.read_at === null).length;
  const { bootstrap } = options;
  apiServer.use(
    ...(bootstrap ? [api.get('/api/user', ({ response }) => response(200).json(bootstrap))] : []),
    api.get('/api/notifications', ({ query, response }) => {
      const page = Number(query.get('page') ?? 1);
      const perPage = Number(query.get('per_page') ?? 20);
      return response(200).json({
        data: state.notifications.slice((page - 1) * perPage, page * perPage),
        page,
        per_page: perPage,
        total: state.notifications.length,
        unread: unread(),
      });
    }),
    api.post('/api/notifications/read-all', ({ response }) => {
      state.notifications = state.notifications.map((n) => ({ ...n, read_at: n.read_at ?? '2025-06-02T00:00:00Z' }));
      return response(200).json({ unread: 0 });
    }),
    api.post('/api/notifications/{id}/read', ({ params, response }) => {
      const id = Number(params.id);
      if (!state.notifications.some((n) => n.id === id)) {
        return response(404).json({ message: 'Not found.', code: 'not_found' });
      }
      state.notifications = state.notifications.map((n) =>
        n.id === id ? { ...n, read_at: n.read_at ?? '2025-06-02T00:00:00Z' } : n,
      );
      return response(200).json({ unread: unread() });
    }),
    api.get('/api/event/{id}', ({ params, response }) => {
      const existing = options.existingEvents?.find((candidate) => candidate.id === Number(params.id));
      return existing
        ? response(200).json({ event: existing })
        : response(404).json({ message: 'Not found', code: 'not_found' });
    }),
  );
  const requests = recordRequests();
  /** The calls made, as "METHOD path". */
  const calls = () => requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);
  return { calls, state };
}
