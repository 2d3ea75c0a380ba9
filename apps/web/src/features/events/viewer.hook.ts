import type { AuthUser } from '@cordee/shared/auth.contracts';
import { useQuery } from '@tanstack/react-query';
import { getStoredUser, isSignedIn } from '../../lib/session.ts';
import { bootstrapQueryOptions } from '../bootstrap/bootstrap.api.ts';

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
