import { QueryClient } from '@tanstack/react-query';
import { isApiError, NO_RESPONSE_STATUS } from '../lib/api-client.ts';

/** Only failures that may pass on their own are retried: no answer, overload (429) or a server-side 5xx. */
function isTransient(error: unknown): boolean {
  return isApiError(error) && (error.status === NO_RESPONSE_STATUS || error.status === 429 || error.status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => isTransient(error) && failureCount < 2,
      },
    },
  });
}
