import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * GET /api/public-config. Not in packages/shared yet, so the shape is written here; it moves there
 * once the server publishes it as a contract.
 */
export type PublicConfig = {
  google_sign_in: boolean;
  marketing: {
    site: string;
    about: string;
    blog: string;
    faq: string;
    merchandise: string;
    community: string;
  };
  banner_url: string;
};

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => apiRequest<PublicConfig>('/api/public-config', { signal }),
  // Deployment settings: they do not change while the page is open.
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
