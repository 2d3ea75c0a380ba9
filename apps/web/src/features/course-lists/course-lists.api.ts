import type { DeleteEventResponseSchema } from '@cordee/shared/events.contracts';
import type { MyEventList, MyEventsType } from '@cordee/shared/my-events.contracts';
import {
  hashKey,
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { eventQueryOptions } from '../events/events.api.ts';

export type DeleteEventResponse = z.infer<typeof DeleteEventResponseSchema>;

/**
 * Courses per page of GET /api/my-events: the server's maximum, because the search of the list runs
 * over what is loaded (spec 2 §2.8) and a guide rarely has more.
 */
export const MY_EVENTS_PER_PAGE = 100;

export const courseListKeys = {
  all: ['events', 'mine'] as const,
  list: (type: MyEventsType) => [...courseListKeys.all, { type, perPage: MY_EVENTS_PER_PAGE }] as const,
};

/** GET /api/my-events: a guide's own courses, or every guide's for a super admin (and admins with `events`). */
export function fetchMyEvents(type: MyEventsType, page: number, signal?: AbortSignal): Promise<MyEventList> {
  const query = new URLSearchParams({ type, page: String(page), per_page: String(MY_EVENTS_PER_PAGE) });
  return apiRequest<MyEventList>(`/api/my-events?${query}`, { signal });
}

/** DELETE /api/event/{id} (spec 2 §7): answers the server's message and the id. */
export function deleteEvent(id: number): Promise<DeleteEventResponse> {
  return apiRequest<DeleteEventResponse>(`/api/event/${id}`, { method: 'DELETE' });
}

export function myEventsQueryOptions(type: MyEventsType) {
  return infiniteQueryOptions({
    queryKey: courseListKeys.list(type),
    queryFn: ({ pageParam, signal }) => fetchMyEvents(type, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: MyEventList) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
  });
}

/** One tab of All Courses, page by page ('Load more'). */
export function useMyEvents(type: MyEventsType) {
  return useInfiniteQuery(myEventsQueryOptions(type));
}

/** The courses of every page loaded so far, in the server's order. */
export function loadedCourses(data: InfiniteData<MyEventList> | undefined) {
  return data?.pages.flatMap((page) => page.events) ?? [];
}

/**
 * Deleting a course takes it out of every loaded list at once, then refetches every event query (house
 * rule: event mutations invalidate ['events']) and the bootstrap, whose home figures count events.
 * The deleted course's own query is left alone: refetched while its panel is still on screen, it would
 * answer 404 and read as "this event cannot be found" right after a successful delete.
 */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: ({ id }) => {
      queryClient.setQueriesData<InfiniteData<MyEventList>>({ queryKey: courseListKeys.all }, (data) =>
        data?.pages.some((page) => page.events.some((event) => event.id === id))
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                events: page.events.filter((event) => event.id !== id),
                total: Math.max(0, page.total - 1),
              })),
            }
          : data,
      );
      const deletedCourse = hashKey(eventQueryOptions(id).queryKey);
      void queryClient.invalidateQueries({
        queryKey: ['events'],
        predicate: (query) => query.queryHash !== deletedCourse,
      });
      void queryClient.invalidateQueries({ queryKey: ['bootstrap'] });
    },
  });
}
