import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import { IdParamsSchema } from '@cordee/shared/ids.contracts';
import { ClimberListQuerySchema, ClimberViewSchema, StaffUserListSchema } from '@cordee/shared/staff-users.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requirePermission } from '../../http/auth.ts';
import { getClimber, listClimbers } from './climbers.service.ts';

const tags = ['climbers'];
const security = [{ bearer: [] }];
const denied = { 401: ErrorSchema, 403: ErrorSchema };

/** The Climbers screen of staff: "All Climbers" with search, and one climber for the panel and modal. */
export const climbersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/climbers',
    {
      onRequest: requirePermission('climbers'),
      schema: {
        tags,
        security,
        summary: 'List climbers, newest first (search on name or email)',
        querystring: ClimberListQuerySchema,
        response: { 200: StaffUserListSchema, ...denied, 422: ValidationErrorSchema },
      },
    },
    async (request) => listClimbers(app.db, actorOf(request), request.query),
  );

  app.get(
    '/api/climbers/:id',
    {
      onRequest: requirePermission('climbers'),
      schema: {
        tags,
        security,
        summary: "A climber's profile, verification status and activity",
        params: IdParamsSchema,
        response: { 200: ClimberViewSchema, ...denied, 404: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => getClimber(app.db, actorOf(request), request.params.id),
  );
};
