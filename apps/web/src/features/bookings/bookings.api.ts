import type {
  AttemptPayment,
  Booking,
  BookingList,
  CancellationPreview,
  PrebookRequest,
} from '@cordee/shared/bookings.contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * Every booking call of the app. A change to a booking touches the event's seats, the dashboard's
 * counts and notifications, so each mutation refreshes bookings, events and the bootstrap together.
 */
export type BookingListType = 'all' | 'registered' | 'past';
export type BookingListRequest = { type: BookingListType; page?: number; perPage?: number; eventId?: number };

export const bookingKeys = {
  all: ['bookings'] as const,
  list: (request: BookingListRequest) => [...bookingKeys.all, 'list', request] as const,
  detail: (id: number) => [...bookingKeys.all, 'detail', id] as const,
  cancellation: (id: number) => [...bookingKeys.all, 'cancellation', id] as const,
};

type BookingAnswer = { message: string; booking: Booking };

export function fetchBookings(request: BookingListRequest, signal?: AbortSignal): Promise<BookingList> {
  const params = new URLSearchParams({
    type: request.type,
    page: String(request.page ?? 1),
    per_page: String(request.perPage ?? 20),
  });
  if (request.eventId !== undefined) params.set('event_id', String(request.eventId));
  return apiRequest<BookingList>(`/api/bookings?${params}`, { signal });
}

export const bookingListQueryOptions = (request: BookingListRequest) =>
  queryOptions({ queryKey: bookingKeys.list(request), queryFn: ({ signal }) => fetchBookings(request, signal) });

export const bookingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<{ booking: Booking }>(`/api/bookings/${id}`, { signal }),
  });

export const cancellationPreviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: bookingKeys.cancellation(id),
    queryFn: ({ signal }) => apiRequest<CancellationPreview>(`/api/bookings/${id}/cancellation`, { signal }),
    // The refund depends on the day: never show yesterday's answer.
    staleTime: 0,
  });

export function useBookings(request: BookingListRequest) {
  return useQuery(bookingListQueryOptions(request));
}

function useRefreshAfterBookingChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['events'] }),
      queryClient.invalidateQueries({ queryKey: ['bootstrap'] }),
    ]);
}

/** POST /api/prebook-event/{eventId}: the climber's request for seats on one run. */
export function usePrebookEvent(eventId: number) {
  const refresh = useRefreshAfterBookingChange();
  return useMutation({
    mutationFn: (request: PrebookRequest) =>
      apiRequest<BookingAnswer>(`/api/prebook-event/${eventId}`, { method: 'POST', body: request }),
    onSuccess: refresh,
  });
}

/** POST /api/accept-booking/{id} and /api/decline-booking/{id}: the guide's answer to a request. */
export function useAnswerBooking() {
  const refresh = useRefreshAfterBookingChange();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: 'accept' | 'decline' }) =>
      apiRequest<BookingAnswer>(`/api/${answer}-booking/${id}`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

/** POST /api/attempt-payment/{bookingId}: the booking modal's answers; the answer is the checkout URL. */
export function useAttemptPayment(bookingId: number) {
  return useMutation({
    mutationFn: (answers: AttemptPayment) =>
      apiRequest<{ url: string }>(`/api/attempt-payment/${bookingId}`, { method: 'POST', body: answers }),
  });
}

/** POST /api/complete-booking: the success screen asks the server to confirm the session is paid. */
export function useCompleteBooking() {
  const refresh = useRefreshAfterBookingChange();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest<BookingAnswer>('/api/complete-booking', { method: 'POST', body: { session_id: sessionId } }),
    onSuccess: refresh,
  });
}

/** POST /api/cancel-booking: the cancelled screen closes the abandoned checkout session. */
export function useCancelCheckout() {
  const refresh = useRefreshAfterBookingChange();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest<{ message: string }>('/api/cancel-booking', { method: 'POST', body: { session_id: sessionId } }),
    onSuccess: refresh,
  });
}

/** POST /api/bookings/{id}/cancel: the climber's or the guide's cancellation, with the refund it gives. */
export function useCancelBooking() {
  const refresh = useRefreshAfterBookingChange();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<BookingAnswer & { refund_amount: number }>(`/api/bookings/${id}/cancel`, { method: 'POST' }),
    onSuccess: refresh,
  });
}
