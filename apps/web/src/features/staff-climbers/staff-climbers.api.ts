import type { ClimberView, StaffUserList } from '@cordee/shared/staff-users.contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';
import { BOOTSTRAP_QUERY_KEY, deleteStaffUser } from '../staff-guides/staff-guides.api.ts';

export type ClimberListParams = { page: number; perPage: number; search: string };

export const staffClimberKeys = {
  all: ['staff-climbers'] as const,
  lists: () => [...staffClimberKeys.all, 'list'] as const,
  list: (params: ClimberListParams) => [...staffClimberKeys.lists(), params] as const,
  details: () => [...staffClimberKeys.all, 'detail'] as const,
  detail: (id: number) => [...staffClimberKeys.details(), id] as const,
};

export function fetchClimbers(params: ClimberListParams, signal?: AbortSignal): Promise<StaffUserList> {
  const query = { page: params.page, per_page: params.perPage, search: params.search.trim() || undefined };
  return apiGet('/api/climbers', { query, signal });
}

export function fetchClimber(id: number, signal?: AbortSignal): Promise<ClimberView> {
  return apiGet('/api/climbers/{id}', { path: { id }, signal });
}

export function climbersQueryOptions(params: ClimberListParams) {
  return queryOptions({
    queryKey: staffClimberKeys.list(params),
    queryFn: ({ signal }) => fetchClimbers(params, signal),
    // Asked for by the route's loader while the screen's code arrives: not asked again when it mounts.
    staleTime: 10_000,
  });
}

export function climberQueryOptions(id: number) {
  return queryOptions({
    queryKey: staffClimberKeys.detail(id),
    queryFn: ({ signal }) => fetchClimber(id, signal),
    // Asked for by the route's loader while the screen's code arrives: not asked again when it mounts.
    staleTime: 10_000,
  });
}

/** One page of climbers; while the next page or search loads, the previous rows stay on screen. */
export function useClimbers(params: ClimberListParams) {
  return useQuery({ ...climbersQueryOptions(params), placeholderData: keepPreviousData });
}

export function useClimber(id: number | null) {
  return useQuery({ ...climberQueryOptions(id ?? 0), enabled: id !== null });
}

/** A deleted climber leaves the lists at once; the refetch then fills the page again. */
export function useDeleteClimber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaffUser,
    onSuccess: ({ id }) => {
      queryClient.setQueriesData<StaffUserList>({ queryKey: staffClimberKeys.lists() }, (list) =>
        list?.data.some((row) => row.id === id)
          ? { ...list, data: list.data.filter((row) => row.id !== id), total: Math.max(0, list.total - 1) }
          : list,
      );
      queryClient.removeQueries({ queryKey: staffClimberKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: BOOTSTRAP_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: staffClimberKeys.lists() });
    },
  });
}
