import type { AuthUser } from '@cordee/shared/auth.contracts';
import type { Bootstrap } from '@cordee/shared/bootstrap.contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, NO_RESPONSE_STATUS } from '../lib/api-client.ts';
import { takeEarlyUserResponse } from '../lib/early-requests.ts';
import { i18n } from '../lib/i18n.ts';
import { getStoredUser, getToken, isSignedIn, storeUser } from '../lib/session.ts';

export async function fetchBootstrap(signal?: AbortSignal): Promise<Bootstrap> {
  const bootstrap = await apiRequest<Bootstrap>('/api/user', { signal, started: takeEarlyUserResponse(getToken()) });
  // Route guards read the stored user, so a role change on the server reaches them on the next load.
  storeUser(bootstrap.user);
  return bootstrap;
}

/** The signed-in session's query: what a sign-in, a sign-out or a change to the user's own data refreshes. */
export const BOOTSTRAP_QUERY_KEY = ['bootstrap'] as const;

export const bootstrapQueryOptions = queryOptions({
  queryKey: BOOTSTRAP_QUERY_KEY,
  queryFn: ({ signal }) => fetchBootstrap(signal),
  staleTime: 60_000,
});

/** GET /api/user: the signed-in user and the data every dashboard screen shares. */
export function useBootstrap() {
  return useQuery(bootstrapQueryOptions);
}

/** For screens inside the app shell, which renders them only once the bootstrap has loaded. */
export function useBootstrapData(): Bootstrap {
  const { data } = useBootstrap();
  if (!data) throw new Error('useBootstrapData is used outside the app shell.');
  return data;
}

/**
 * What to tell the user when the bootstrap fails (decision 0003). A 401 never gets here: the API
 * client ends the session and reloads to SignIn.
 */
export function bootstrapErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === NO_RESPONSE_STATUS) return i18n.t('errors.noResponse');
    // Under overload the server answers this call 429 rather than 503 (decision record 3): both pass.
    if (error.status === 503 || error.status === 429) return i18n.t('errors.serviceUnavailable');
  }
  return i18n.t('errors.userData');
}

/**
 * Who is looking at an event: null for a visitor. The search screens are also public (outside the app
 * shell), so the stored user stands in until GET /api/user has answered.
 */
export function useViewer(): AuthUser | null {
  const signedIn = isSignedIn();
  const { data } = useQuery({ ...bootstrapQueryOptions, enabled: signedIn });
  if (!signedIn) return null;
  return data?.user ?? getStoredUser();
}
