import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import { MyEventListSchema, MyEventsQuerySchema } from '@cordee/shared/my-events.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireUser } from '../../http/auth.ts';
import { listMyEvents } from './my-events.service.ts';

/** My Courses (guide) and All Courses (super admin, admin with `events`), and the Calendar. */
export const myEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/my-events',
    {
      onRequest: requireUser,
      schema: {
        tags: ['events'],
        security: [{ bearer: [] }],
        summary:
          'A guide’s own events, or every event for a super admin / admin with All Courses; by tab (all, registered, past) or date range of at most 92 days, each event then with its runs in the range (paginated)',
        querystring: MyEventsQuerySchema,
        response: { 200: MyEventListSchema, 401: ErrorSchema, 403: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => listMyEvents(app.db, actorOf(request), request.query),
  );
};
