import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import { IdParamsSchema } from '@cordee/shared/ids.contracts';
import {
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationReadResultSchema,
} from '@cordee/shared/notifications.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireUser } from '../../http/auth.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

/** The signed-in user's own notifications: the bell, the Home card and the Notifications page. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: "A page of the user's notifications, newest first, with the unread count",
        description: '`unread=1` lists the unread ones only; `unread=0` or none lists them all.',
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListSchema, 401: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => listNotifications(app.db, actorOf(request), request.query),
  );

  app.post(
    '/api/notifications/read-all',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Marks every notification of the user read; answers the new unread count',
        response: { 200: NotificationReadResultSchema, 401: ErrorSchema },
      },
    },
    async (request) => markAllNotificationsRead(app.db, actorOf(request)),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: "Marks one of the user's notifications read (404 for anyone else's); answers the unread count",
        params: IdParamsSchema,
        response: {
          200: NotificationReadResultSchema,
          401: ErrorSchema,
          404: ErrorSchema,
          422: ValidationErrorSchema,
        },
      },
    },
    async (request) => markNotificationRead(app.db, actorOf(request), request.params.id),
  );
};
