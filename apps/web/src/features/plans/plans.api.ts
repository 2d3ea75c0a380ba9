import type {
  Plan,
  PlanDeletedSchema,
  PlanListSchema,
  PlanResponseSchema,
  PlanWrite,
} from '@cordee/shared/plans.contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { bootstrapQueryOptions } from '../../session/bootstrap.api.ts';

export type PlanList = z.infer<typeof PlanListSchema>;
export type PlanResponse = z.infer<typeof PlanResponseSchema>;
export type PlanDeleted = z.infer<typeof PlanDeletedSchema>;

export const planKeys = { all: ['plans'] as const };

export function fetchPlans(signal?: AbortSignal): Promise<Plan[]> {
  return apiRequest<PlanList>('/api/plan', { signal }).then((list) => list.plans);
}

export function createPlan(body: PlanWrite): Promise<PlanResponse> {
  return apiRequest<PlanResponse>('/api/plan', { method: 'POST', body });
}

export function updatePlan(id: number, body: PlanWrite): Promise<PlanResponse> {
  return apiRequest<PlanResponse>(`/api/plan/${id}`, { method: 'PUT', body });
}

/** DELETE /api/plan/{id}: message and id. */
export function deletePlan(id: number): Promise<PlanDeleted> {
  return apiRequest<PlanDeleted>(`/api/plan/${id}`, { method: 'DELETE' });
}

/** Every plan, cheapest first. */
export const plansQueryOptions = queryOptions({
  queryKey: planKeys.all,
  queryFn: ({ signal }) => fetchPlans(signal),
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}

/** A plan change shows in the plan list and in the bootstrap's `plans` (the subscription picker). */
function useRefreshPlans() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: planKeys.all }),
      queryClient.invalidateQueries({ queryKey: bootstrapQueryOptions.queryKey }),
    ]);
}

export function useCreatePlan() {
  const refresh = useRefreshPlans();
  return useMutation({ mutationFn: createPlan, onSuccess: refresh });
}

export function useUpdatePlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PlanWrite }) => updatePlan(id, body),
    onSuccess: refresh,
  });
}

export function useDeletePlan() {
  const refresh = useRefreshPlans();
  return useMutation({ mutationFn: deletePlan, onSuccess: refresh });
}
