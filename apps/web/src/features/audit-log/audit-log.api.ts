import type { AuditLogList } from '@cordee/shared/audit-log.contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';
import { type AuditLogParams, auditLogQueryOf } from './audit-log-query.ts';

export const auditLogKeys = {
  all: ['audit-log'] as const,
  list: (params: AuditLogParams) => [...auditLogKeys.all, params] as const,
};

/** GET /api/audit-log: newest first, filtered and paginated by the server. */
export function fetchAuditLog(params: AuditLogParams, signal?: AbortSignal): Promise<AuditLogList> {
  return apiGet('/api/audit-log', { query: auditLogQueryOf(params), signal });
}

export function auditLogQueryOptions(params: AuditLogParams) {
  return queryOptions({
    queryKey: auditLogKeys.list(params),
    queryFn: ({ signal }) => fetchAuditLog(params, signal),
    // Fetched by the route's loader while the screen's code arrives: not fetched again when it mounts.
    staleTime: 10_000,
  });
}

/** One page of the log; while another page or filter loads, the previous rows stay on screen. */
export function useAuditLog(params: AuditLogParams) {
  return useQuery({ ...auditLogQueryOptions(params), placeholderData: keepPreviousData });
}
