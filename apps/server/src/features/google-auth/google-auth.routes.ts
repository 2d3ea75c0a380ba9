import { ErrorSchema } from '@cordee/shared/errors.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../http/errors.ts';
import { redirect } from '../../http/page-responses.ts';
import {
  CALLBACK_PATH,
  finishGoogleSignIn,
  GoogleSignInRefusedError,
  googleClientFrom,
  LANDING_PATH,
  publicBase,
  startGoogleSignIn,
} from './google-auth.service.ts';

const CallbackQuerySchema = z.looseObject({
  code: z.string().optional().describe('Authorization code from the provider (single use)'),
  state: z.string().optional().describe('The state sent with the authorization request'),
  iss: z.string().optional().describe('Issuer of the response (RFC 9207)'),
  error: z.string().optional().describe('Set by the provider when sign-in was refused or cancelled'),
  error_description: z.string().optional(),
});

/**
 * GET /api/auth/google/redirect and its callback (OpenID Connect). Both are browser navigations: the
 * callback always answers with a redirect to the web app's landing screen, never with JSON.
 */
export const googleAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config;
  // Built once per app so discovery is cached across requests; it contacts the issuer only when used.
  const oidc = googleClientFrom(config);
  const landing = `${publicBase(config)}${LANDING_PATH}`;

  app.get(
    '/api/auth/google/redirect',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start sign-in with Google: redirects the browser to the identity provider',
        description:
          'Opened by browser navigation. 302 to the provider; 404 when sign-in with Google is not configured; ' +
          'when the provider cannot be reached, 302 to `/googleauth?error=unavailable` so the person sees a message, not JSON.',
        querystring: z.object({}),
        response: {
          302: redirect('To the identity provider, or to the /googleauth landing with an error'),
          404: ErrorSchema,
        },
      },
    },
    async (_request, reply) => {
      try {
        const url = await startGoogleSignIn(app.db, oidc);
        return reply.redirect(url.href, 302);
      } catch (error) {
        if (!(error instanceof GoogleSignInRefusedError)) throw error;
        return reply.redirect(`${landing}?${new URLSearchParams({ error: error.reason })}`, 302);
      }
    },
  );

  app.get(
    CALLBACK_PATH,
    {
      // A malformed callback (e.g. a repeated parameter) still ends on the landing screen, not in JSON.
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: 'Finish sign-in with Google: redirects to /googleauth with a session token or an error',
        description:
          'The provider sends the browser here. 302 to `/googleauth?token=…&tokentype=login|signup` on success, ' +
          'or to `/googleauth?error=<reason>`: expired, cancelled, failed, unavailable, unverified, disabled, ' +
          'no_email, guide_pending or staff_password_only (the web app words each one).',
        querystring: CallbackQuerySchema,
        response: { 302: redirect('To the /googleauth landing, with a session token or an error'), 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const queryStart = request.url.indexOf('?');
      const query = queryStart === -1 ? '' : request.url.slice(queryStart + 1);
      try {
        const result = await finishGoogleSignIn(app.db, config, oidc, query, {
          userAgent: request.headers['user-agent'],
        });
        const target = new URLSearchParams({ token: result.token, tokentype: result.tokentype });
        return reply.redirect(`${landing}?${target}`, 302);
      } catch (error) {
        if (!(error instanceof DomainError) || error.status === 404) throw error;
        // Only the error's kind is logged: provider errors can carry claims (personal data) in their cause.
        const cause = error.cause instanceof Error ? error.cause : undefined;
        request.log.warn(
          { reason: error.message, cause: cause && { name: cause.name, code: (cause as { code?: unknown }).code } },
          'sign in with Google refused',
        );
        const reason = error instanceof GoogleSignInRefusedError ? error.reason : 'failed';
        return reply.redirect(`${landing}?${new URLSearchParams({ error: reason })}`, 302);
      }
    },
  );
};
