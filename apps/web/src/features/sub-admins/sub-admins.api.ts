import type { Bootstrap } from '@cordee/shared/bootstrap.contracts';
import { ADMIN_PERMISSIONS, type AdminPermissionId } from '@cordee/shared/roles';
import type {
  CreateSubAdmin,
  DeleteUserResponseSchema,
  ResetSubAdminPassword,
  SubAdmin,
  SubAdminListSchema,
  SubAdminResponseSchema,
  UpdateSubAdmin,
  UpdateSubAdminPermissions,
} from '@cordee/shared/sub-admins.contracts';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { BOOTSTRAP_QUERY_KEY } from '../../session/bootstrap.api.ts';

export type SubAdminList = z.infer<typeof SubAdminListSchema>;
export type SubAdminResponse = z.infer<typeof SubAdminResponseSchema>;
export type DeleteUserResponse = z.infer<typeof DeleteUserResponseSchema>;

/** Rows per page of the Sub Admins table (the server allows up to 100). */
export const SUB_ADMINS_PER_PAGE = 20;

export type SubAdminListParams = { page: number; perPage: number; search: string };

export const subAdminKeys = {
  all: ['sub-admins'] as const,
  lists: () => [...subAdminKeys.all, 'list'] as const,
  list: (params: SubAdminListParams) => [...subAdminKeys.lists(), params] as const,
};

export function fetchSubAdmins(params: SubAdminListParams, signal?: AbortSignal): Promise<SubAdminList> {
  const query = new URLSearchParams({ page: String(params.page), per_page: String(params.perPage) });
  const search = params.search.trim();
  if (search) query.set('search', search);
  return apiRequest<SubAdminList>(`/api/admins?${query}`, { signal });
}

export function createSubAdmin(body: CreateSubAdmin): Promise<SubAdminResponse> {
  return apiRequest<SubAdminResponse>('/api/admins', { method: 'POST', body });
}

export function updateSubAdmin(id: number, body: UpdateSubAdmin): Promise<SubAdminResponse> {
  return apiRequest<SubAdminResponse>(`/api/admins/${id}`, { method: 'PUT', body });
}

export function resetSubAdminPassword(id: number, body: ResetSubAdminPassword): Promise<SubAdminResponse> {
  return apiRequest<SubAdminResponse>(`/api/admins/${id}/password`, { method: 'PUT', body });
}

export function updateSubAdminPermissions(id: number, body: UpdateSubAdminPermissions): Promise<SubAdminResponse> {
  return apiRequest<SubAdminResponse>(`/api/admins/${id}/permissions`, { method: 'PUT', body });
}

/** DELETE /api/delete-user/{id}, the call every user delete shares. */
export function deleteUser(id: number): Promise<DeleteUserResponse> {
  return apiRequest<DeleteUserResponse>(`/api/delete-user/${id}`, { method: 'DELETE' });
}

export function subAdminsQueryOptions(params: SubAdminListParams) {
  return queryOptions({
    queryKey: subAdminKeys.list(params),
    queryFn: ({ signal }) => fetchSubAdmins(params, signal),
  });
}

/** One page of sub admins; while the next page or search loads, the previous rows stay on screen. */
export function useSubAdmins(params: SubAdminListParams) {
  return useQuery({ ...subAdminsQueryOptions(params), placeholderData: keepPreviousData });
}

/** Shows a changed admin in every cached page at once, before the refetch confirms it. */
function replaceInLists(queryClient: QueryClient, admin: SubAdmin) {
  queryClient.setQueriesData<SubAdminList>({ queryKey: subAdminKeys.lists() }, (list) =>
    list ? { ...list, data: list.data.map((row) => (row.id === admin.id ? admin : row)) } : list,
  );
}

/**
 * The list is refetched after every change; GET /api/user also carries the latest admins,
 * so it is marked stale and reloads the next time it is read rather than at once.
 */
function refreshLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: BOOTSTRAP_QUERY_KEY, refetchType: 'none' });
  return queryClient.invalidateQueries({ queryKey: subAdminKeys.lists() });
}

export function useCreateSubAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubAdmin,
    // Waits for the refetch, so the new row is there when the modal closes.
    onSuccess: () => refreshLists(queryClient),
  });
}

export function useUpdateSubAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateSubAdmin }) => updateSubAdmin(id, body),
    onSuccess: ({ admin }) => {
      replaceInLists(queryClient, admin);
      void refreshLists(queryClient);
    },
  });
}

export function useResetSubAdminPassword() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ResetSubAdminPassword }) => resetSubAdminPassword(id, body),
  });
}

export function useUpdateSubAdminPermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateSubAdminPermissions }) => updateSubAdminPermissions(id, body),
    onSuccess: ({ admin }) => {
      replaceInLists(queryClient, admin);
      void refreshLists(queryClient);
    },
  });
}

/** A deleted admin leaves the lists at once; the refetch then fills the page again. */
export function useDeleteSubAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: ({ id }) => {
      queryClient.setQueriesData<SubAdminList>({ queryKey: subAdminKeys.lists() }, (list) =>
        list?.data.some((row) => row.id === id)
          ? { ...list, data: list.data.filter((row) => row.id !== id), total: Math.max(0, list.total - 1) }
          : list,
      );
      queryClient.setQueryData<Bootstrap>(BOOTSTRAP_QUERY_KEY, (bootstrap) =>
        bootstrap ? { ...bootstrap, admins: bootstrap.admins.filter((row) => row.id !== id) } : bootstrap,
      );
      void queryClient.invalidateQueries({ queryKey: subAdminKeys.lists() });
    },
  });
}

export function isAdminPermissionId(id: string): id is AdminPermissionId {
  return ADMIN_PERMISSIONS.some((permission) => permission.id === id);
}

/** The ids of the flags that are on, in the order of ADMIN_PERMISSIONS. */
export function grantedPermissionIds(admin: Pick<SubAdmin, 'permissions'>): AdminPermissionId[] {
  return admin.permissions.flatMap((permission) =>
    permission.status && isAdminPermissionId(permission.id) ? [permission.id] : [],
  );
}
