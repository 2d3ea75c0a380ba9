import type {
  MessageResponseSchema,
  RegisterClimber,
  SignIn,
  SignInResponse,
  UpdatePassword,
} from '@cordee/shared/auth.contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { apiDelete, apiPost } from '../../lib/api-client.ts';
import { clearSession, reloadTo, startSession } from '../../lib/session.ts';
import { PATHS, ROUTE_PATHS } from '../../routing/route-paths.ts';
import { BOOTSTRAP_QUERY_KEY } from '../../session/bootstrap.api.ts';

type MessageResponse = z.infer<typeof MessageResponseSchema>;

export function signIn(body: SignIn): Promise<SignInResponse> {
  return apiPost('/api/sign-in', { body });
}

export function registerClimber(body: RegisterClimber): Promise<SignInResponse> {
  return apiPost('/api/register-climber', { body });
}

export function logout(): Promise<MessageResponse> {
  return apiDelete('/api/logout');
}

export function updatePassword(body: UpdatePassword): Promise<MessageResponse> {
  return apiPost('/api/update-password', { body });
}

/** Sign-in and sign-up both answer a token and a user; sign-in lands on Home, sign-up on the wizard. */
function useStartSession(landing: string = PATHS.home) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return ({ token, user }: SignInResponse) => {
    startSession(token, user);
    // Nothing cached for a previous visitor may leak into the new session.
    queryClient.removeQueries({ queryKey: BOOTSTRAP_QUERY_KEY });
    navigate(landing, { replace: true });
  };
}

/** `landing`: where the person was before being asked to sign in (a safe return path), else Home. */
export function useSignIn(landing?: string) {
  const onSession = useStartSession(landing);
  return useMutation({ mutationFn: signIn, onSuccess: onSession });
}

export function useRegisterClimber() {
  // A new climber goes on with the sign-up wizard; its "Back To Dashboard" leads Home.
  const onSession = useStartSession(ROUTE_PATHS.ClimberPersonalInfo);
  return useMutation({ mutationFn: registerClimber, onSuccess: onSession });
}

/**
 * The token is cleared whether or not the server call succeeds, and a full page load leaves
 * nothing of the session in memory.
 */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch {
        // Offline or already expired: the local session ends anyway.
      }
    },
    onSettled: () => {
      clearSession();
      reloadTo(PATHS.signIn);
    },
  });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
