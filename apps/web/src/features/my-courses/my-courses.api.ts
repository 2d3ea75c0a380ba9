import type { Booking, BookingList } from '@cordee/shared/bookings.contracts';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type BookingListType, bookingKeys, fetchBookings } from '../bookings/bookings.api.ts';

/**
 * Bookings per page of My Courses. The search of the list runs over what is loaded, so a
 * page holds a climber's whole season; "Load more" fetches the rest.
 */
export const MY_COURSES_PER_PAGE = 50;

/**
 * One tab of a climber's bookings, page by page. The key sits under `bookingKeys.all`, so every booking
 * mutation (accept, pay, cancel) refreshes the loaded pages.
 */
export function bookingPagesQueryOptions(type: BookingListType) {
  return infiniteQueryOptions({
    queryKey: [...bookingKeys.all, 'pages', { type, perPage: MY_COURSES_PER_PAGE }] as const,
    queryFn: ({ pageParam, signal }) => fetchBookings({ type, page: pageParam, perPage: MY_COURSES_PER_PAGE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: BookingList) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
  });
}

export function useBookingPages(type: BookingListType) {
  return useInfiniteQuery(bookingPagesQueryOptions(type));
}

/** The bookings of every page loaded so far, in the server's order. */
export function loadedBookings(data: InfiniteData<BookingList> | undefined): Booking[] {
  return data?.pages.flatMap((page) => page.bookings) ?? [];
}
