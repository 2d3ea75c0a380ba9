import type { DiaryList, DiaryWrite } from '@cordee/shared/diaries.contracts';
import { DIARY_PAGE_SIZE } from '@cordee/shared/diary-rules';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api-client.ts';

/*
 * The Climbing Journal: the climber's own entries (`/api/dairy`, the spec's spelling) and the public view
 * of one entry. Every key starts with 'journal', so a save or a delete refreshes every list at once.
 */

export const journalKeys = {
  all: ['journal'] as const,
  list: (search: string, page: number) => ['journal', 'list', search, page] as const,
  view: (id: number) => ['journal', 'view', id] as const,
};

export function diaryListQueryOptions(search: string, page: number) {
  return queryOptions({
    queryKey: journalKeys.list(search, page),
    queryFn: ({ signal }) =>
      apiGet('/api/dairy', { query: { page, per_page: DIARY_PAGE_SIZE, search: search || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDiaryList(search: string, page: number) {
  return useQuery(diaryListQueryOptions(search, page));
}

/** GET /api/viewdiary/{id}: public; with the author's token, a private entry too. */
export const viewDiaryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: journalKeys.view(id),
    queryFn: ({ signal }) => apiGet('/api/viewdiary/{diaryid}', { path: { diaryid: id }, signal }),
    select: (answer) => answer.diary,
    // A private or missing entry answers 404: asking again will not change that.
    retry: false,
  });

export function useViewDiary(id: number) {
  return useQuery(viewDiaryQueryOptions(id));
}

/** Creates an entry, or edits `id`'s. */
export function useSaveDiary(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: DiaryWrite) =>
      id === undefined
        ? apiPost('/api/dairy', { body: draft })
        : apiPut('/api/dairy/{id}', { path: { id }, body: draft }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKeys.all }),
  });
}

export function useDeleteDiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete('/api/dairy/{id}', { path: { id } }),
    onSuccess: ({ id }) => {
      // Gone from every cached page at once, before the lists are fetched again.
      queryClient.setQueriesData<DiaryList>({ queryKey: ['journal', 'list'] }, (list) =>
        list ? { ...list, dairies: list.dairies.filter((diary) => diary.id !== id), total: list.total - 1 } : list,
      );
      return queryClient.invalidateQueries({ queryKey: journalKeys.all });
    },
  });
}
