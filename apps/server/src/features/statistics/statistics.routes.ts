import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import { StatisticsQuerySchema, StatisticsSchema } from '@cordee/shared/statistics.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requirePermission } from '../../http/auth.ts';
import { getStatistics } from './statistics.service.ts';

/** The Statistics screen: cards, sign-ups and bookings per day, and the busiest locations. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/statistics',
    {
      onRequest: requirePermission('statistics'),
      schema: {
        tags: ['statistics'],
        security: [{ bearer: [] }],
        summary: 'Platform figures of the Climbers or Guides tab over a range of UTC days (default: last 30)',
        querystring: StatisticsQuerySchema,
        response: { 200: StatisticsSchema, 401: ErrorSchema, 403: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => getStatistics(app.db, actorOf(request), request.query),
  );
};
