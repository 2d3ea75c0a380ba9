import type { Statistics } from '@cordee/shared/statistics.contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';
import type { StatisticsParams } from './statistics-query.ts';

export const statisticsKeys = {
  all: ['statistics'] as const,
  of: (params: StatisticsParams) => [...statisticsKeys.all, params] as const,
};

/** GET /api/statistics?state=&from=&to= (both ends or neither: the server fills its default range). */
export function fetchStatistics(params: StatisticsParams, signal?: AbortSignal): Promise<Statistics> {
  const range = params.from && params.to ? { from: params.from, to: params.to } : {};
  return apiGet('/api/statistics', { query: { state: params.state, ...range }, signal });
}

export function statisticsQueryOptions(params: StatisticsParams) {
  return queryOptions({
    queryKey: statisticsKeys.of(params),
    queryFn: ({ signal }) => fetchStatistics(params, signal),
    // Fetched by the route's loader while the screen's code arrives: not fetched again when it mounts.
    staleTime: 10_000,
  });
}

/** The figures of one tab and range; while another loads, the previous ones stay on screen. */
export function useStatistics(params: StatisticsParams) {
  return useQuery({ ...statisticsQueryOptions(params), placeholderData: keepPreviousData });
}
