import { BootstrapSchema } from '@cordee/shared/bootstrap.contracts';
import { ErrorSchema } from '@cordee/shared/errors.contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireUser } from '../../http/auth.ts';
import { mediaSignerOf } from '../uploads/media-signing.ts';
import { loadBootstrap } from './bootstrap.service.ts';

export const bootstrapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user',
    {
      onRequest: requireUser,
      config: {
        // The spec's client drops its token on a 503 from this call; when the server is overloaded
        // it answers 429 with Retry-After instead, which every client treats as "try again".
        pressureHandler: (_request: FastifyRequest, reply: FastifyReply) => {
          reply.status(429).header('retry-after', '5');
          // under-pressure sends what the handler returns.
          return { message: 'The server is busy. Please try again.', code: 'overloaded' };
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and the role-shaped data the dashboard starts from',
        security: [{ bearer: [] }],
        response: { 200: BootstrapSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) =>
      loadBootstrap(app.db, app.payments, actorOf(request), request.log, await mediaSignerOf(app.db, app.config)),
  );
};
