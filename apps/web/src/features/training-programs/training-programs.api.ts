import type { TrainingPageResponse, TrainingPagesManagementList } from '@cordee/shared/training-programs.contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, apiDelete, apiGet, apiPost, apiPut } from '../../lib/api-client.ts';

/** The management list shows this many programs a page; search narrows it. */
export const MANAGEMENT_PER_PAGE = 50;
/** The public list shows every published program at once (the server's page limit). */
export const PUBLIC_PER_PAGE = 100;

export const trainingProgramKeys = {
  all: ['training-programs'] as const,
  management: () => [...trainingProgramKeys.all, 'management'] as const,
  managementList: (search: string) => [...trainingProgramKeys.management(), 'list', search] as const,
  managementDetail: (id: number) => [...trainingProgramKeys.management(), 'detail', id] as const,
  publicList: () => [...trainingProgramKeys.all, 'public'] as const,
  bySlug: (slug: string) => [...trainingProgramKeys.all, 'slug', slug] as const,
};

export function fetchManagementList(search: string, signal?: AbortSignal): Promise<TrainingPagesManagementList> {
  const query = { page: 1, per_page: MANAGEMENT_PER_PAGE, search: search.trim() || undefined };
  return apiGet('/api/training-pages', { query, signal });
}

export function managementListQueryOptions(search: string) {
  return queryOptions({
    queryKey: trainingProgramKeys.managementList(search),
    queryFn: ({ signal }) => fetchManagementList(search, signal),
    staleTime: 10_000,
  });
}

/** The programs of Training Pages Management; while a search loads, the previous cards stay. */
export function useManagementList(search: string) {
  return useQuery({ ...managementListQueryOptions(search), placeholderData: keepPreviousData });
}

export function managementDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: trainingProgramKeys.managementDetail(id),
    queryFn: ({ signal }) => apiGet('/api/training-pages/{id}', { path: { id }, signal }),
    staleTime: 10_000,
  });
}

export function useManagementDetail(id: number | null) {
  return useQuery({ ...managementDetailQueryOptions(id ?? 0), enabled: id !== null });
}

export const publicListQueryOptions = queryOptions({
  queryKey: trainingProgramKeys.publicList(),
  queryFn: ({ signal }) => apiGet('/api/training-pages/public', { query: { per_page: PUBLIC_PER_PAGE }, signal }),
  staleTime: 30_000,
});

export function usePublicList() {
  return useQuery(publicListQueryOptions);
}

export function programBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: trainingProgramKeys.bySlug(slug),
    queryFn: ({ signal }) => apiGet('/api/training-pages/slug/{slug}', { path: { slug }, signal }),
    staleTime: 30_000,
    // A 403 (locked) or 404 is an answer, not a hiccup: asking again would give the same.
    retry: false,
  });
}

export function useProgramBySlug(slug: string) {
  return useQuery(programBySlugQueryOptions(slug));
}

export type SaveProgramInput = { id: number | null; body: ApiBody<'post', '/api/training-pages'> };

export function saveProgram({ id, body }: SaveProgramInput): Promise<TrainingPageResponse> {
  return id === null
    ? apiPost('/api/training-pages', { body })
    : apiPut('/api/training-pages/{id}', { path: { id }, body });
}

/** After a save or a delete every list and view of programs asks again. */
export function useSaveProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingProgramKeys.all }),
  });
}

export function useDeleteProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete('/api/training-pages/{id}', { path: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingProgramKeys.all }),
  });
}
