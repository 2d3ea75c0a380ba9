import type { Training, TrainingList } from '@cordee/shared/trainings.contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, apiDelete, apiGet, apiPost, apiPut } from '../../lib/api-client.ts';
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
  const query = {
    page: params.page,
    per_page: params.perPage,
    search: params.search.trim().slice(0, 100) || undefined,
    plan_id: params.planId ?? undefined,
  };
  return apiGet('/api/training', { query, signal });
}

export function fetchTraining(id: number, signal?: AbortSignal): Promise<Training> {
  return apiGet('/api/training/{id}', { path: { id }, signal });
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
    queryFn: ({ signal }) => apiGet('/api/training/plan-options', { signal }),
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
    mutationFn: (values: ApiBody<'post', '/api/training'>) =>
      id === null
        ? apiPost('/api/training', { body: values })
        : apiPut('/api/training/{id}', { path: { id }, body: values }),
    onSuccess: saved,
  });
}

/** A deleted training leaves the lists at once; the refetch then fills the page again. */
export function useDeleteTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete('/api/training/{id}', { path: { id } }),
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
