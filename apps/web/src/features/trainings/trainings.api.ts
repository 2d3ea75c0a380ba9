import type { Training, TrainingList, TrainingPlan, TrainingWrite } from '@cordee/shared/trainings.contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { bootstrapQueryOptions } from '../../session/bootstrap.api.ts';

/**
 * The cards a Trainings or Videos screen shows: one page of the API's largest size. A library grows by a few
 * videos a month; paging through the slider can come when one page no longer holds it.
 */
export const TRAININGS_PER_PAGE = 100;
/** The newest videos the Training overview shows before See all. */
export const TRAINING_OVERVIEW_VIDEOS = 6;

export type TrainingListParams = { page: number; perPage: number; search: string; planId: number | null };

export const trainingKeys = {
  all: ['trainings'] as const,
  lists: () => [...trainingKeys.all, 'list'] as const,
  list: (params: TrainingListParams) => [...trainingKeys.lists(), params] as const,
  details: () => [...trainingKeys.all, 'detail'] as const,
  detail: (id: number) => [...trainingKeys.details(), id] as const,
  planOptions: () => [...trainingKeys.all, 'plan-options'] as const,
};

export function fetchTrainings(params: TrainingListParams, signal?: AbortSignal): Promise<TrainingList> {
  const query = new URLSearchParams({ page: String(params.page), per_page: String(params.perPage) });
  const search = params.search.trim();
  if (search) query.set('search', search.slice(0, 100));
  if (params.planId !== null) query.set('plan_id', String(params.planId));
  return apiRequest<TrainingList>(`/api/training?${query}`, { signal });
}

export function fetchTraining(id: number, signal?: AbortSignal): Promise<Training> {
  return apiRequest<Training>(`/api/training/${id}`, { signal });
}

export function trainingsQueryOptions(params: TrainingListParams) {
  return queryOptions({
    queryKey: trainingKeys.list(params),
    queryFn: ({ signal }) => fetchTrainings(params, signal),
    // Signed media urls live an hour: a list kept this long still plays.
    staleTime: 30_000,
  });
}

export function trainingQueryOptions(id: number) {
  return queryOptions({
    queryKey: trainingKeys.detail(id),
    queryFn: ({ signal }) => fetchTraining(id, signal),
    staleTime: 30_000,
  });
}

/** One page of trainings; while the next search loads, the previous cards stay on screen. */
export function useTrainings(params: TrainingListParams) {
  return useQuery({ ...trainingsQueryOptions(params), placeholderData: keepPreviousData });
}

export function useTraining(id: number | null) {
  return useQuery({ ...trainingQueryOptions(id ?? 0), enabled: id !== null });
}

/** The plans a training may list, cheapest first (staff). */
export function useTrainingPlanOptions() {
  return useQuery({
    queryKey: trainingKeys.planOptions(),
    queryFn: ({ signal }) => apiRequest<{ data: TrainingPlan[] }>('/api/training/plan-options', { signal }),
    staleTime: 60_000,
    select: (answer) => answer.data,
  });
}

type SavedTraining = { message: string; training: Training };

function useTrainingSaved() {
  const queryClient = useQueryClient();
  return (saved: SavedTraining) => {
    queryClient.setQueryData(trainingKeys.detail(saved.training.id), saved.training);
    void queryClient.invalidateQueries({ queryKey: trainingKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: bootstrapQueryOptions.queryKey });
  };
}

export function useSaveTraining(id: number | null) {
  const saved = useTrainingSaved();
  return useMutation({
    mutationFn: (values: TrainingWrite) =>
      apiRequest<SavedTraining>(id === null ? '/api/training' : `/api/training/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: values,
      }),
    onSuccess: saved,
  });
}

/** A deleted training leaves the lists at once; the refetch then fills the page again. */
export function useDeleteTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string; id: number }>(`/api/training/${id}`, { method: 'DELETE' }),
    onSuccess: ({ id }) => {
      queryClient.setQueriesData<TrainingList>({ queryKey: trainingKeys.lists() }, (list) =>
        list?.data.some((row) => row.id === id)
          ? { ...list, data: list.data.filter((row) => row.id !== id), total: Math.max(0, list.total - 1) }
          : list,
      );
      queryClient.removeQueries({ queryKey: trainingKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: trainingKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: bootstrapQueryOptions.queryKey });
    },
  });
}
