import type { CreateGuideLogin, MessageResponseSchema } from '@cordee/shared/auth.contracts';
import type {
  GuideApplicationResponseSchema,
  GuideEmailCheck,
  GuideEmailCheckResponseSchema,
} from '@cordee/shared/guides.contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiBody, apiPost } from '../../lib/api-client.ts';

export type GuideApplicationResponse = z.infer<typeof GuideApplicationResponseSchema>;
type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** POST /api/register-guide: the whole draft; the answer's `data` becomes the completion screen's status. */
export function registerGuide(body: ApiBody<'post', '/api/register-guide'>): Promise<GuideApplicationResponse> {
  return apiPost('/api/register-guide', { body });
}

/** POST /api/check-guide-email: step 1 learns at once that an email is taken (422 on `email`). */
export function checkGuideEmail(body: GuideEmailCheck): Promise<z.infer<typeof GuideEmailCheckResponseSchema>> {
  return apiPost('/api/check-guide-email', { body });
}

/** POST /api/create-guide-login: sets the password of an approved guide from the invitation link. */
export function createGuideLogin(body: CreateGuideLogin): Promise<MessageResponse> {
  return apiPost('/api/create-guide-login', { body });
}

export function useRegisterGuide() {
  return useMutation({ mutationFn: registerGuide });
}

export function useCreateGuideLogin() {
  return useMutation({ mutationFn: createGuideLogin });
}

export function useCheckGuideEmail() {
  return useMutation({ mutationFn: checkGuideEmail });
}
