import type { EventWrite } from '@cordee/shared/event-write.contracts';
import type { EventResponseSchema } from '@cordee/shared/events.contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { payoutKeys } from '../payouts/payouts.api.ts';

export type EventResponse = z.infer<typeof EventResponseSchema>;

/** Every event query starts with `['events', …]`: one invalidation refreshes every screen. */
const ALL_EVENTS = ['events'] as const;

export function createEvent(body: EventWrite): Promise<EventResponse> {
  return apiRequest<EventResponse>('/api/event', { method: 'POST', body });
}

export function updateEvent({ id, body }: { id: number; body: EventWrite }): Promise<EventResponse> {
  return apiRequest<EventResponse>(`/api/event/${id}`, { method: 'PUT', body });
}

/**
 * Spec 2 §4: after a create or an edit every list shows the change and the user is refreshed (GET
 * /api/user carries the guide's events and stat cards).
 */
function refreshAfterWrite(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['bootstrap'] });
  return queryClient.invalidateQueries({ queryKey: ALL_EVENTS });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => refreshAfterWrite(queryClient),
    onError: () => {
      // A 409 may mean the payout account changed meanwhile: step 1's prompt must read the truth.
      void queryClient.invalidateQueries({ queryKey: payoutKeys.overview() });
    },
  });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEvent, onSuccess: () => refreshAfterWrite(queryClient) });
}
