import type { AuthUser } from '@cordee/shared/auth.contracts';
import type { Booking } from '@cordee/shared/bookings.contracts';
import { useQuery } from '@tanstack/react-query';
import { type BookingListRequest, bookingListQueryOptions } from './bookings.api.ts';

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
