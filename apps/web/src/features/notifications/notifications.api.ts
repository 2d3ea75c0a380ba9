import type { Notification } from '@cordee/shared/bootstrap.contracts';
import type { NotificationList } from '@cordee/shared/notifications.contracts';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { type RealtimeSignal, useRealtime } from '../../shell/realtime/realtime.store.ts';

/*
 * The signed-in user's notifications: the bell, the Home card and the Notifications page. Every query
 * key starts with 'notifications', so one invalidation refreshes all three.
 */

/** The bell shows 8; the Home card the first 5 of the same page. */
export const NOTIFICATIONS_IN_DROPDOWN = 8;
export const NOTIFICATIONS_ON_CARD = 5;
/** A page of the full list: a phone screen or two. */
export const NOTIFICATIONS_PER_PAGE = 20;

export const notificationKeys = {
  all: ['notifications'] as const,
  /** The newest few, shared by the bell and the Home card. */
  latest: ['notifications', 'latest'] as const,
  page: (page: number) => ['notifications', 'page', page] as const,
};

async function fetchNotifications(page: number, perPage: number, signal?: AbortSignal): Promise<NotificationList> {
  return apiGet('/api/notifications', { query: { page, per_page: perPage }, signal });
}

export const latestNotificationsQueryOptions = queryOptions({
  queryKey: notificationKeys.latest,
  queryFn: ({ signal }) => fetchNotifications(1, NOTIFICATIONS_IN_DROPDOWN, signal),
  // Live events keep it current; a refetch only after a resync, a read elsewhere or a new visit.
  staleTime: 60_000,
});

export const notificationPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: notificationKeys.page(page),
    queryFn: ({ signal }) => fetchNotifications(page, NOTIFICATIONS_PER_PAGE, signal),
    placeholderData: keepPreviousData,
  });

/** Applies a change to every cached list of notifications (the latest few and each page). */
function updateEveryList(queryClient: QueryClient, update: (list: NotificationList) => NotificationList): void {
  queryClient.setQueriesData<NotificationList>({ queryKey: notificationKeys.all }, (list) => list && update(list));
}

/**
 * A live notification goes on top of the newest few and bumps the badge. Several views listen at once
 * (the bell and the Home card), so it is added once only, by id. Other pages shift by one: they refetch.
 */
export function receiveNotification(queryClient: QueryClient, notification: Notification): void {
  queryClient.setQueryData<NotificationList>(notificationKeys.latest, (list) => {
    if (!list) return list;
    // The server moves a notification it refreshes (a later chat message from the same sender) back to
    // the top, unread: the same id arrives again with a newer date. The very same copy is a duplicate.
    const shown = list.data.find((candidate) => candidate.id === notification.id);
    if (shown && shown.created_at === notification.created_at && shown.read_at === notification.read_at) return list;
    const wasUnread = shown !== undefined && shown.read_at === null;
    const isUnread = notification.read_at === null;
    return {
      ...list,
      data: [notification, ...list.data.filter((candidate) => candidate.id !== notification.id)].slice(
        0,
        list.per_page,
      ),
      total: list.total + (shown ? 0 : 1),
      unread: list.unread + (isUnread ? 1 : 0) - (wasUnread ? 1 : 0),
    };
  });
  void queryClient.invalidateQueries({ queryKey: ['notifications', 'page'] });
}

/** What every notification view does with the live stream. */
export function handleNotificationSignal(queryClient: QueryClient, signal: RealtimeSignal): void {
  switch (signal.kind) {
    case 'notification':
      receiveNotification(queryClient, signal.notification);
      return;
    case 'notifications_read':
    case 'resync':
      // Read on another tab or device, or events missed: what is shown may be stale.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      return;
    default:
      return;
  }
}

function useNotificationsLive(): void {
  const queryClient = useQueryClient();
  useRealtime((signal) => handleNotificationSignal(queryClient, signal));
}

/** The newest few notifications and the unread count, kept live. */
export function useLatestNotifications() {
  useNotificationsLive();
  return useQuery(latestNotificationsQueryOptions);
}

/** One page of the full list, kept live. */
export function useNotificationPage(page: number) {
  useNotificationsLive();
  return useQuery(notificationPageQueryOptions(page));
}

/**
 * Marks one notification read. The lists show it read and the badge drops at once; a failure puts them
 * back as the server has them.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost('/api/notifications/{id}/read', { path: { id } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const readAt = new Date().toISOString();
      updateEveryList(queryClient, (list) => {
        const wasUnread = list.data.some((n) => n.id === id && n.read_at === null);
        return {
          ...list,
          data: list.data.map((n) => (n.id === id && n.read_at === null ? { ...n, read_at: readAt } : n)),
          unread: wasUnread ? Math.max(0, list.unread - 1) : list.unread,
        };
      });
    },
    onSuccess: ({ unread }) => updateEveryList(queryClient, (list) => ({ ...list, unread })),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** Mark all as read: every list shows them read at once; a failure refetches. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('/api/notifications/read-all'),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const readAt = new Date().toISOString();
      updateEveryList(queryClient, (list) => ({
        ...list,
        data: list.data.map((n) => (n.read_at === null ? { ...n, read_at: readAt } : n)),
        unread: 0,
      }));
    },
    onSuccess: ({ unread }) => updateEveryList(queryClient, (list) => ({ ...list, unread })),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/**
 * What the bell shows: the newest 8, whether more exist, and the unread count. Until the first answer
 * it shows what GET /api/user brought (the newest few, their unread ones counted), so the first paint
 * has a badge.
 */
export function useBellNotifications(fromBootstrap: readonly Notification[]) {
  const { data } = useLatestNotifications();
  if (!data) {
    return {
      notifications: fromBootstrap.slice(0, NOTIFICATIONS_IN_DROPDOWN),
      hasMore: fromBootstrap.length > NOTIFICATIONS_IN_DROPDOWN,
      unread: fromBootstrap.filter((notification) => notification.read_at === null).length,
    };
  }
  return {
    notifications: data.data.slice(0, NOTIFICATIONS_IN_DROPDOWN),
    hasMore: data.total > NOTIFICATIONS_IN_DROPDOWN,
    unread: data.unread,
  };
}
