import { mayChangeEvents } from '@cordee/shared/access-policy';
import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import { EventWriteSchema } from '@cordee/shared/event-write.contracts';
import { DeleteEventResponseSchema, EventResponseSchema, EventSchema } from '@cordee/shared/events.contracts';
import { IdParamsSchema } from '@cordee/shared/ids.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { actorOf, requireAccess, requireRole } from '../../http/auth.ts';
import { noticeOf } from '../../http/notices.ts';
import { auditContextOf } from '../audit-log/audit-context.ts';
import { createEvent, deleteEvent, getEvent, updateEvent } from './events.service.ts';

const denied = { 401: ErrorSchema, 403: ErrorSchema };
const tags = ['events'];
const security = [{ bearer: [] }];

/** Events: the wizard's writes for guides, public reads for everyone. */
/** The bookings feature's count of an event's live bookings, passed in by app.ts (events imports no booking code). */
export type EventsRoutesOptions = {
  countLiveBookings: (tx: Database, eventId: number, now: Date) => Promise<number>;
};

export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, { countLiveBookings }) => {
  const writes = { db: app.db, geocoder: app.geocoder };

  app.post(
    '/api/event',
    {
      onRequest: requireRole('guide'),
      schema: {
        tags,
        security,
        summary: 'Create an event from the whole wizard draft (guide with a payout account)',
        body: EventWriteSchema,
        response: { 201: EventResponseSchema, ...denied, 409: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      const event = await createEvent(writes, actorOf(request), request.body);
      return reply.status(201).send({ ...noticeOf('event_created'), event });
    },
  );

  app.put(
    '/api/event/:id',
    {
      onRequest: requireAccess(mayChangeEvents),
      schema: {
        tags,
        security,
        summary: 'Edit an event (its guide, the super admin or an admin holding All Courses)',
        params: IdParamsSchema,
        body: EventWriteSchema,
        response: {
          200: EventResponseSchema,
          ...denied,
          404: ErrorSchema,
          409: ErrorSchema,
          422: ValidationErrorSchema,
        },
      },
    },
    async (request) => ({
      ...noticeOf('event_updated'),
      event: await updateEvent(writes, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/event/:id',
    {
      onRequest: requireAccess(mayChangeEvents),
      schema: {
        tags,
        security,
        summary:
          'Delete an event (its guide, the super admin or an admin holding All Courses); refused while bookings hold seats on runs to come',
        params: IdParamsSchema,
        response: {
          200: DeleteEventResponseSchema,
          ...denied,
          404: ErrorSchema,
          409: ErrorSchema,
          422: ValidationErrorSchema,
        },
      },
    },
    async (request) =>
      deleteEvent(app.db, actorOf(request), auditContextOf(request), request.params.id, countLiveBookings),
  );

  app.get(
    '/api/event/:id',
    {
      schema: {
        tags,
        summary: 'One event with its occurrences (public)',
        params: IdParamsSchema,
        response: { 200: z.object({ event: EventSchema }), 404: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => ({ event: await getEvent(app.db, request.params.id) }),
  );
};
