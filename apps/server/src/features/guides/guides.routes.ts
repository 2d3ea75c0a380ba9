import { CreateGuideLoginSchema, MessageResponseSchema } from '@cordee/shared/auth.contracts';
import { UserSummarySchema } from '@cordee/shared/bootstrap.contracts';
import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import { PublicGuideResponseSchema } from '@cordee/shared/event-search.contracts';
import {
  GuideApplicationResponseSchema,
  GuideApplicationSchema,
  GuideDecisionResponseSchema,
  GuideEmailCheckResponseSchema,
  GuideEmailCheckSchema,
} from '@cordee/shared/guides.contracts';
import { IdParamsSchema } from '@cordee/shared/ids.contracts';
import { NOTICE_FIELDS } from '@cordee/shared/notices.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../http/auth.ts';
import { auditContextOf } from '../audit-log/audit-context.ts';
import { limitAnonymousListing } from '../events/public-listing-limit.ts';
import {
  acceptGuide,
  checkGuideEmail,
  createGuideLogin,
  declineGuide,
  registerGuide,
} from './guide-application.service.ts';
import { getPublicGuideProfile } from './guide-profile.service.ts';

const reviewErrors = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  422: ValidationErrorSchema,
};

/**
 * The guide application, its review by staff, the login an accepted guide creates from the invitation,
 * and an approved guide's public profile.
 */
export const guidesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/register-guide',
    {
      schema: {
        tags: ['guides'],
        summary: 'Submit a guide application (stored unapproved, reviewers notified)',
        body: GuideApplicationSchema,
        response: { 201: GuideApplicationResponseSchema, 422: ValidationErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await registerGuide(app.db, request.body, request.ip)),
  );

  app.post(
    '/api/check-guide-email',
    {
      schema: {
        tags: ['guides'],
        summary: 'Whether an email is free for a guide application (step 1; the submission checks again)',
        body: GuideEmailCheckSchema,
        response: { 200: GuideEmailCheckResponseSchema, 422: ValidationErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => checkGuideEmail(app.db, request.body, request.ip),
  );

  app.put(
    '/api/accept-guide/:id',
    {
      onRequest: requirePermission('guides'),
      schema: {
        tags: ['guides'],
        security: [{ bearer: [] }],
        summary: 'Approve a guide application and email the invitation to create the login',
        params: IdParamsSchema,
        response: { 200: z.object({ ...NOTICE_FIELDS, guide: UserSummarySchema }), ...reviewErrors },
      },
    },
    async (request) => acceptGuide(app.db, app.config, auditContextOf(request), request.params.id),
  );

  app.put(
    '/api/decline-guide/:id',
    {
      onRequest: requirePermission('guides'),
      schema: {
        tags: ['guides'],
        security: [{ bearer: [] }],
        summary: 'Decline (remove) a pending guide application and tell the applicant',
        params: IdParamsSchema,
        response: { 200: GuideDecisionResponseSchema, ...reviewErrors },
      },
    },
    async (request) => declineGuide(app.db, app.config, auditContextOf(request), request.params.id),
  );

  app.post(
    '/api/create-guide-login',
    {
      schema: {
        tags: ['guides'],
        summary: "Set an approved guide's password from the invitation link (then sign in)",
        body: CreateGuideLoginSchema,
        response: { 200: MessageResponseSchema, 422: ValidationErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => createGuideLogin(app.db, request.body, request.ip),
  );

  app.get(
    '/api/get-this-guide/:id',
    {
      // A public listing like the event searches, limited alike per IP for callers not signed in.
      preValidation: limitAnonymousListing,
      schema: {
        tags: ['guides'],
        summary: "An approved guide's public profile and upcoming events (public; never email or phone)",
        params: IdParamsSchema,
        response: { 200: PublicGuideResponseSchema, 404: ErrorSchema, 422: ValidationErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => getPublicGuideProfile(app.db, request.params.id),
  );
};
