import { MAX_OPEN_BOOKING_REQUESTS } from '@cordee/shared/booking-status';
import { BookingResponseSchema, PrebookRequestSchema } from '@cordee/shared/bookings.contracts';
import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import { DatabaseIdSchema, IdParamsSchema } from '@cordee/shared/ids.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireRole } from '../../http/auth.ts';
import { noticeOf } from '../../http/notices.ts';
import { answerBookingRequest, type BookingContext, prebookEvent } from './booking-requests.service.ts';

const tags = ['bookings'];
const security = [{ bearer: [] }];
const denied = { 401: ErrorSchema, 403: ErrorSchema };

/** A climber's request for seats, and the guide's answer to it. */
export const bookingRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: BookingContext = { db: app.db, config: app.config };

  app.post(
    '/api/prebook-event/:eventId',
    {
      onRequest: requireRole('climber'),
      schema: {
        tags,
        security,
        summary: 'Request seats on one run of an event (climber); the guide is asked to accept',
        description:
          'Seats are held at once. The price is quoted on the server from the stored event; no price is read ' +
          'from the request. Sending the same request again answers the first booking with 200. Needs a ' +
          `verified email (403 \`email_not_verified\`); at most ${MAX_OPEN_BOOKING_REQUESTS} requests of a ` +
          'climber wait for an answer or a payment at once (409 `too_many_open_requests`); requests are ' +
          'limited per climber and per client address (429 with Retry-After).',
        params: z.object({ eventId: DatabaseIdSchema }),
        body: PrebookRequestSchema,
        response: {
          200: BookingResponseSchema,
          201: BookingResponseSchema,
          ...denied,
          404: ErrorSchema,
          409: ErrorSchema,
          422: ValidationErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { created, booking } = await prebookEvent(
        ctx,
        actorOf(request),
        request.params.eventId,
        request.body,
        new Date(),
        request.ip,
      );
      return reply.status(created ? 201 : 200).send({ ...noticeOf('booking_request_sent'), booking });
    },
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/api/${answer}-booking/:id`,
      {
        onRequest: requireRole('guide'),
        schema: {
          tags,
          security,
          summary:
            answer === 'accept'
              ? "Accept a booking request (the event's guide); the climber then has 72 hours to pay"
              : "Decline a booking request (the event's guide); its seats are released",
          params: IdParamsSchema,
          response: {
            200: BookingResponseSchema,
            ...denied,
            404: ErrorSchema,
            409: ErrorSchema,
            422: ValidationErrorSchema,
          },
        },
      },
      async (request) => answerBookingRequest(ctx, actorOf(request), request.params.id, answer),
    );
  }
};
