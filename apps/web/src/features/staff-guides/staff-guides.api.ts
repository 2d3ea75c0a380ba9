import type { UserSummary } from '@cordee/shared/bootstrap.contracts';
import type { GuideDecisionResponseSchema } from '@cordee/shared/guides.contracts';
import type { GuideApplicationView, StaffUserList } from '@cordee/shared/staff-users.contracts';
import type { DeleteUserResponseSchema } from '@cordee/shared/sub-admins.contracts';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiDelete, apiGet, apiPut, NO_RESPONSE_STATUS } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';
import type { NoticeAnswer } from '../../lib/notice-words.ts';
import { getToken } from '../../lib/session.ts';
import { bootstrapQueryOptions } from '../../session/bootstrap.api.ts';

export type GuideStatusFilter = 'all' | 'verified' | 'unverified';
export const GUIDE_STATUS_FILTERS: readonly GuideStatusFilter[] = ['all', 'verified', 'unverified'];

/** Rows per page of the Guides and Climbers lists (the server allows up to 100). */
export const STAFF_USERS_PER_PAGE = 20;

export type GuideListParams = { page: number; perPage: number; search: string; status: GuideStatusFilter };
export type AcceptGuideResponse = NoticeAnswer & { guide: UserSummary };
export type DeclineGuideResponse = z.infer<typeof GuideDecisionResponseSchema>;
export type DeleteUserResponse = z.infer<typeof DeleteUserResponseSchema>;

/** The bootstrap (GET /api/user) carries the notifications and the guide lists of the home screen. */
export const BOOTSTRAP_QUERY_KEY = bootstrapQueryOptions.queryKey;

export const staffGuideKeys = {
  all: ['staff-guides'] as const,
  lists: () => [...staffGuideKeys.all, 'list'] as const,
  list: (params: GuideListParams) => [...staffGuideKeys.lists(), params] as const,
  details: () => [...staffGuideKeys.all, 'detail'] as const,
  detail: (id: number) => [...staffGuideKeys.details(), id] as const,
};

export function fetchGuides(params: GuideListParams, signal?: AbortSignal): Promise<StaffUserList> {
  const query = {
    page: params.page,
    per_page: params.perPage,
    search: params.search.trim() || undefined,
    status: params.status === 'all' ? undefined : params.status,
  };
  return apiGet('/api/guides', { query, signal });
}

export function fetchGuide(id: number, signal?: AbortSignal): Promise<GuideApplicationView> {
  return apiGet('/api/guides/{id}', { path: { id }, signal });
}

/** PUT /api/accept-guide/{id}. */
export function acceptGuide(id: number): Promise<AcceptGuideResponse> {
  return apiPut('/api/accept-guide/{id}', { path: { id } });
}

export function declineGuide(id: number): Promise<DeclineGuideResponse> {
  return apiPut('/api/decline-guide/{id}', { path: { id } });
}

/** DELETE /api/delete-user/{id}: the call every user delete shares (guides, climbers, admins). */
export function deleteStaffUser(id: number): Promise<DeleteUserResponse> {
  return apiDelete('/api/delete-user/{id}', { path: { id } });
}

export function guidesQueryOptions(params: GuideListParams) {
  return queryOptions({
    queryKey: staffGuideKeys.list(params),
    queryFn: ({ signal }) => fetchGuides(params, signal),
    // Asked for by the route's loader while the screen's code arrives: not asked again when it mounts.
    staleTime: 10_000,
  });
}

export function guideQueryOptions(id: number) {
  return queryOptions({
    queryKey: staffGuideKeys.detail(id),
    queryFn: ({ signal }) => fetchGuide(id, signal),
    // Asked for by the route's loader while the screen's code arrives: not asked again when it mounts.
    staleTime: 10_000,
  });
}

/** One page of guides; while the next page, filter or search loads, the previous rows stay on screen. */
export function useGuides(params: GuideListParams) {
  return useQuery({ ...guidesQueryOptions(params), placeholderData: keepPreviousData });
}

export function useGuide(id: number | null) {
  return useQuery({ ...guideQueryOptions(id ?? 0), enabled: id !== null });
}

/**
 * After a review or a delete: the lists and the guide's detail reload, and so does the bootstrap, whose
 * notifications lose the "new guide sign up" of a reviewed application.
 */
export function refreshAfterGuideChange(queryClient: QueryClient, id: number) {
  void queryClient.invalidateQueries({ queryKey: BOOTSTRAP_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: staffGuideKeys.detail(id) });
  return queryClient.invalidateQueries({ queryKey: staffGuideKeys.lists() });
}

export function useAcceptGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptGuide,
    onSettled: (_data, _error, id) => refreshAfterGuideChange(queryClient, id),
  });
}

/** A declined application is removed: it leaves the lists at once, before the refetch confirms it. */
export function useDeclineGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineGuide,
    onSuccess: (_data, id) => removeFromLists(queryClient, id),
    onSettled: (_data, _error, id) => refreshAfterGuideChange(queryClient, id),
  });
}

export function useDeleteGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaffUser,
    onSuccess: ({ id }) => {
      removeFromLists(queryClient, id);
      queryClient.removeQueries({ queryKey: staffGuideKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: BOOTSTRAP_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: staffGuideKeys.lists() });
    },
  });
}

function removeFromLists(queryClient: QueryClient, id: number) {
  queryClient.setQueriesData<StaffUserList>({ queryKey: staffGuideKeys.lists() }, (list) =>
    list?.data.some((row) => row.id === id)
      ? { ...list, data: list.data.filter((row) => row.id !== id), total: Math.max(0, list.total - 1) }
      : list,
  );
}

/** How long an opened document's object URL lives: long enough for the new tab to read it. */
const DOCUMENT_URL_LIFETIME_MS = 60_000;

/**
 * Opens a private upload (an application's insurance, certificate or license) in a new tab. The file
 * is served to staff only, so it is fetched with the session's bearer header and shown from an object
 * URL: a token in the address would end up in the history, in the tab's URL bar and in logs.
 * The tab is opened before the download starts, while the click still counts as the user's gesture
 * (a tab opened after an await is blocked as a pop-up); when even that is refused, the file downloads.
 */
export async function openPrivateDocument(url: string, name: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchPrivateFile(url);
    const objectUrl = URL.createObjectURL(blob);
    setTimeout(() => URL.revokeObjectURL(objectUrl), DOCUMENT_URL_LIFETIME_MS);
    if (tab) {
      // The new tab must not reach back into this one.
      tab.opener = null;
      tab.location.href = objectUrl;
      return;
    }
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = name;
    link.rel = 'noopener';
    link.click();
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export async function fetchPrivateFile(url: string): Promise<Blob> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError({ status: NO_RESPONSE_STATUS, message: i18n.t('errors.noResponse'), code: 'no_response' });
  }
  if (!response.ok) {
    throw new ApiError({ status: response.status, message: i18n.t('errors.unexpected') });
  }
  return response.blob();
}
