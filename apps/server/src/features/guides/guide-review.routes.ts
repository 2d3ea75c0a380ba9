import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import { IdParamsSchema } from '@cordee/shared/ids.contracts';
import {
  GuideApplicationViewSchema,
  GuideListQuerySchema,
  StaffUserListSchema,
} from '@cordee/shared/staff-users.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requirePermission } from '../../http/auth.ts';
import { getGuideApplication, listGuides } from './guide-review.service.ts';

const tags = ['guides'];
const security = [{ bearer: [] }];
const denied = { 401: ErrorSchema, 403: ErrorSchema };

/** The Guides screen of staff: the list with search, and one application for its panel and review modal. */
export const guideReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/guides',
    {
      onRequest: requirePermission('guides'),
      schema: {
        tags,
        security,
        summary: 'List guides and pending applications, newest first (search on name, email, company email)',
        querystring: GuideListQuerySchema,
        response: { 200: StaffUserListSchema, ...denied, 422: ValidationErrorSchema },
      },
    },
    async (request) => listGuides(app.db, actorOf(request), request.query),
  );

  app.get(
    '/api/guides/:id',
    {
      onRequest: requirePermission('guides'),
      schema: {
        tags,
        security,
        summary: "A guide's whole application, pending or approved, with documents and activity",
        params: IdParamsSchema,
        response: { 200: GuideApplicationViewSchema, ...denied, 404: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => getGuideApplication(app.db, actorOf(request), request.params.id),
  );
};
