import type { SubscriptionInterval, SubscriptionResponseSchema } from '@cordee/shared/subscriptions.contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { bootstrapQueryOptions } from '../../session/bootstrap.api.ts';
import { trainingProgramKeys } from '../training-programs/training-programs.api.ts';
import { trainingKeys } from '../trainings/trainings.api.ts';

export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;

/** POST /api/subscribe/{planId}: the provider's checkout URL. */
export function subscribe(planId: number, interval: SubscriptionInterval): Promise<{ url: string }> {
  return apiRequest<{ url: string }>(`/api/subscribe/${planId}`, { method: 'POST', body: { interval } });
}

export function completeSubscription(sessionId: string): Promise<SubscriptionResponse> {
  return apiRequest<SubscriptionResponse>('/api/complete-subscription', {
    method: 'POST',
    body: { session_id: sessionId },
  });
}

export function cancelSubscription(): Promise<SubscriptionResponse> {
  return apiRequest<SubscriptionResponse>('/api/subscription/cancel', { method: 'POST' });
}

export function resumeSubscription(): Promise<SubscriptionResponse> {
  return apiRequest<SubscriptionResponse>('/api/subscription/resume', { method: 'POST' });
}

export function sandboxSubscriptionPage(): Promise<{ url: string }> {
  return apiRequest<{ url: string }>('/api/subscription/sandbox-page', { method: 'POST' });
}

export function useSubscribe() {
  return useMutation({
    mutationFn: ({ planId, interval }: { planId: number; interval: SubscriptionInterval }) =>
      subscribe(planId, interval),
  });
}

/**
 * Each of these changes the user's plan, which GET /api/user carries (`subscription`, `userPlan`,
 * `trainings`), and with it which videos play and which programs open: the lists of trainings and
 * programs cached before (each says per row what this user may open) are asked again too.
 */
function useRefreshUser() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bootstrapQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
      queryClient.invalidateQueries({ queryKey: trainingProgramKeys.all }),
    ]);
}

export function useCompleteSubscription() {
  const refresh = useRefreshUser();
  return useMutation({ mutationFn: completeSubscription, onSuccess: refresh });
}

export function useCancelSubscription() {
  const refresh = useRefreshUser();
  return useMutation({ mutationFn: cancelSubscription, onSuccess: refresh });
}

export function useResumeSubscription() {
  const refresh = useRefreshUser();
  return useMutation({ mutationFn: resumeSubscription, onSuccess: refresh });
}

export function useSandboxSubscriptionPage() {
  return useMutation({ mutationFn: sandboxSubscriptionPage });
}
