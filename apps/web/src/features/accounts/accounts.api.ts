import type {
  AuthUser,
  ForgotPassword,
  MessageResponseSchema,
  RequestVerificationEmail,
  ResetPassword,
  VerifyEmailResponseSchema,
} from '@cordee/shared/auth.contracts';
import type { Bootstrap } from '@cordee/shared/bootstrap.contracts';
import type { ClimberProfile, UpdateProfile, UserWithMessageSchema } from '@cordee/shared/profile.contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { storeUser } from '../../lib/session.ts';
import { bootstrapQueryOptions } from '../../session/bootstrap.api.ts';

type MessageResponse = z.infer<typeof MessageResponseSchema>;
export type UserWithMessage = z.infer<typeof UserWithMessageSchema>;
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

export function requestPasswordReset(body: ForgotPassword): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/forgot-password', { method: 'POST', body });
}

export function resetPassword(body: ResetPassword): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/reset-password', { method: 'POST', body });
}

export function verifyAccountEmail(token: string): Promise<VerifyEmailResponse> {
  return apiRequest<VerifyEmailResponse>('/api/verify-account-email', { method: 'POST', body: { token } });
}

export function resendVerificationEmail(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/resend-verification-email', { method: 'POST' });
}

/** POST /api/request-verification-email: someone not signed in asks for a new link (same answer for all). */
export function requestVerificationEmail(body: RequestVerificationEmail): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/request-verification-email', { method: 'POST', body });
}

/** PUT /api/user/{id}: the climber wizard's whole record. */
export function saveClimberProfile(id: number, body: ClimberProfile): Promise<UserWithMessage> {
  return apiRequest<UserWithMessage>(`/api/user/${id}`, { method: 'PUT', body });
}

/** PUT /api/auth-user/{id}: name, email, phone number and avatar. */
export function updateProfile(id: number, body: UpdateProfile): Promise<UserWithMessage> {
  return apiRequest<UserWithMessage>(`/api/auth-user/${id}`, { method: 'PUT', body });
}

/**
 * GET /api/user with a token that is not stored yet (the Google landing): it is only stored once the
 * server has accepted it. It travels in the Authorization header, as every token does (decision 0041).
 */
export function fetchBootstrapWithToken(token: string, signal?: AbortSignal): Promise<Bootstrap> {
  return apiRequest<Bootstrap>('/api/user', { signal, token });
}

/**
 * The saved user replaces the stored one and the cached bootstrap's at once (the top bar and the guards
 * read them), then the bootstrap reloads for whatever else the change touched.
 */
export function adoptSavedUser(queryClient: QueryClient, user: AuthUser): void {
  storeUser(user);
  queryClient.setQueryData(bootstrapQueryOptions.queryKey, (cached) => (cached ? { ...cached, user } : cached));
  // Not awaited: the form is done once the user is saved; the refresh lands in the background.
  void queryClient.invalidateQueries({ queryKey: bootstrapQueryOptions.queryKey });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

export function useVerifyAccountEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyAccountEmail,
    // A signed-in user's `email_verified` changed: the profile's notice must go.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bootstrapQueryOptions.queryKey }),
  });
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}

export function useRequestVerificationEmail() {
  return useMutation({ mutationFn: requestVerificationEmail });
}

export function useSaveClimberProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ClimberProfile }) => saveClimberProfile(id, body),
    onSuccess: ({ user }) => adoptSavedUser(queryClient, user),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateProfile }) => updateProfile(id, body),
    onSuccess: ({ user }) => adoptSavedUser(queryClient, user),
  });
}
