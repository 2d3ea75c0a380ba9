import { BookingListQuerySchema, BookingListSchema, BookingSchema } from '@cordee/shared/bookings.contracts';
import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import { IdParamsSchema } from '@cordee/shared/ids.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireAccess } from '../../http/auth.ts';
import { getBooking, listBookings, mayReadBookings } from './booking-queries.service.ts';

const tags = ['bookings'];
const security = [{ bearer: [] }];
const denied = { 401: ErrorSchema, 403: ErrorSchema };

/** Reading bookings: My Courses, the registered climbers of a course, one booking. */
export const bookingQueriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bookings',
    {
      onRequest: requireAccess(mayReadBookings),
      schema: {
        tags,
        security,
        summary: "A page of bookings: a climber's own, a guide's on their events, every booking for staff",
        description:
          '`type`: all = runs not yet ended, registered = those holding seats, past = runs ended. Soonest run ' +
          'first (past: most recent first). `event_id` narrows to one event; for a guide, another guide’s event ' +
          'gives an empty list.',
        querystring: BookingListQuerySchema,
        response: { 200: BookingListSchema, ...denied, 422: ValidationErrorSchema },
      },
    },
    async (request) => listBookings(app.db, actorOf(request), request.query),
  );

  app.get(
    '/api/bookings/:id',
    {
      onRequest: requireAccess(mayReadBookings),
      schema: {
        tags,
        security,
        summary: 'One booking, for its climber, the guide of its event or staff (404 for anyone else)',
        params: IdParamsSchema,
        response: {
          200: z.object({ booking: BookingSchema }),
          ...denied,
          404: ErrorSchema,
          422: ValidationErrorSchema,
        },
      },
    },
    async (request) => ({ booking: await getBooking(app.db, actorOf(request), request.params.id) }),
  );
};
