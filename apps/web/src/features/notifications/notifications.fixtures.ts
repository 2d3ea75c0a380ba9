import type { Bootstrap, Notification } from '@cordee/shared/bootstrap.contracts';
import { vi } from 'vitest';
import { jsonResponse } from '../../test/render.tsx';

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
  existingEvents?: ReadonlyArray<{ id: number }>;
}) {
  const state = { notifications: options.notifications };
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const unread = () => state.notifications.filter((n) => n.read_at === null).length;
    if (url.pathname === '/api/user' && options.bootstrap) return jsonResponse(200, options.bootstrap);
    if (url.pathname === '/api/notifications' && method === 'GET') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 20);
      return jsonResponse(200, {
        data: state.notifications.slice((page - 1) * perPage, page * perPage),
        page,
        per_page: perPage,
        total: state.notifications.length,
        unread: unread(),
      });
    }
    if (url.pathname === '/api/notifications/read-all' && method === 'POST') {
      state.notifications = state.notifications.map((n) => ({ ...n, read_at: n.read_at ?? '2025-06-02T00:00:00Z' }));
      return jsonResponse(200, { unread: 0 });
    }
    const read = /^\/api\/notifications\/(\d+)\/read$/.exec(url.pathname);
    if (read && method === 'POST') {
      const id = Number(read[1]);
      if (!state.notifications.some((n) => n.id === id)) return jsonResponse(404, { message: 'Not found.' });
      state.notifications = state.notifications.map((n) =>
        n.id === id ? { ...n, read_at: n.read_at ?? '2025-06-02T00:00:00Z' } : n,
      );
      return jsonResponse(200, { unread: unread() });
    }
    const event = /^\/api\/event\/(\d+)$/.exec(url.pathname);
    const existing = event && options.existingEvents?.find((candidate) => candidate.id === Number(event[1]));
    if (existing) return jsonResponse(200, { event: existing });
    return jsonResponse(404, { message: 'Not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The calls made, as "METHOD path". */
  const calls = () =>
    fetchMock.mock.calls.map(
      ([input, init]) => `${init?.method ?? 'GET'} ${new URL(input, 'http://localhost').pathname}`,
    );
  return { fetchMock, calls, state };
}
