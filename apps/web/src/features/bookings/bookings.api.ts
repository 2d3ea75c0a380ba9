import type { AuthUser } from '@cordee/shared/auth.contracts';
import { type BookingStatus, SEAT_HOLDING_STATUSES } from '@cordee/shared/booking-status';
import type {
  AttemptPayment,
  Booking,
  BookingList,
  CancellationPreview,
  PrebookRequest,
} from '@cordee/shared/bookings.contracts';
import type { EventSummary } from '@cordee/shared/events.contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '../../api/event-keys.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { isFullyBooked } from '../../lib/event-display.ts';
import { BOOTSTRAP_QUERY_KEY } from '../../session/bootstrap.api.ts';

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
      queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      queryClient.invalidateQueries({ queryKey: BOOTSTRAP_QUERY_KEY }),
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

/**
 * The climber's bookings on runs not yet ended, as one list every card and panel shares (one request
 * however many cards show). The server caps a page at 100; a climber with more live bookings than that
 * is far beyond what a person books, and the server refuses a duplicate request anyway.
 */
export const CLIMBER_BOOKINGS_REQUEST: BookingListRequest = { type: 'all', perPage: 100 };

export type ClimberBookingsState = {
  /** Only a climber has bookings to show; null for anyone else. */
  bookings: Booking[] | null;
  /** True until the climber's list has answered (or failed: the server stays the judge then). */
  loading: boolean;
};

export function useClimberBookings(viewer: AuthUser | null): ClimberBookingsState {
  const isClimber = viewer?.role === 'climber';
  const list = useQuery({ ...bookingListQueryOptions(CLIMBER_BOOKINGS_REQUEST), enabled: isClimber });
  if (!isClimber) return { bookings: null, loading: false };
  return { bookings: list.data?.bookings ?? [], loading: list.isPending };
}

/** A booking that still holds seats on its run: requested, accepted or paid. */
export function isLiveBooking(booking: Pick<Booking, 'status'>): boolean {
  return (SEAT_HOLDING_STATUSES as readonly BookingStatus[]).includes(booking.status);
}

/** Which of a climber's bookings on one course speaks for it on a card: the one asking for action first. */
const BADGE_PRIORITY: Readonly<Record<BookingStatus, number>> = {
  accepted: 0,
  requested: 1,
  paid: 2,
  declined: 3,
  cancelled: 3,
  expired: 3,
};

export type ClimberEventBookings = {
  /** The climber's bookings on the course, live ones first, then soonest run first. */
  bookings: Booking[];
  /** The booking a card's badge shows, if any. */
  shown: Booking | null;
  /** The accepted booking that waits for payment: the button completes it. */
  toComplete: Booking | null;
  /** What the book button reads and whether it may be pressed. */
  button: { label: 'book' | 'complete'; enabled: boolean; status: BookingStatus | null };
};

/**
 * The book button of a climber on one course: "Complete booking" while a booking waits for
 * payment (the server offers its `pay`); otherwise "Book event", enabled while a run remains that the
 * climber holds no live booking on and the course is not fully booked. A repeating course may be booked
 * again on another run, so a live booking disables the button only when it covers every run the course has.
 */
export function climberEventBookingsOf(
  event: Pick<EventSummary, 'id' | 'repeat' | 'occurrence_count' | 'next_occurrences'>,
  allBookings: readonly Booking[],
): ClimberEventBookings {
  const bookings = allBookings
    .filter((booking) => booking.event_id === event.id)
    .sort(
      (a, b) =>
        Number(isLiveBooking(b)) - Number(isLiveBooking(a)) ||
        a.start_date.localeCompare(b.start_date) ||
        b.created_at.localeCompare(a.created_at),
    );
  const live = bookings.filter(isLiveBooking);
  const toComplete = live.find((booking) => booking.actions.includes('pay')) ?? null;
  const [shown = null] = [...bookings].sort((a, b) => BADGE_PRIORITY[a.status] - BADGE_PRIORITY[b.status]);

  if (toComplete) {
    return { bookings, shown, toComplete, button: { label: 'complete', enabled: true, status: toComplete.status } };
  }
  const bookedRuns = new Set(live.map((booking) => booking.occurrence_id));
  const everyRunBooked = live.length > 0 && bookedRuns.size >= Math.max(1, event.occurrence_count);
  if (everyRunBooked) {
    const status = live[0]?.status ?? null;
    return { bookings, shown, toComplete, button: { label: 'book', enabled: false, status } };
  }
  return {
    bookings,
    shown,
    toComplete,
    button: { label: 'book', enabled: !isFullyBooked(event), status: null },
  };
}
