import { ErrorSchema } from '@cordee/shared/errors.contracts';
import { HomeSchema } from '@cordee/shared/home.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireUser } from '../../http/auth.ts';
import { loadHome } from './home.service.ts';

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/home',
    {
      onRequest: requireUser,
      schema: {
        tags: ['home'],
        summary: 'The Home dashboard of the signed-in user: stat cards with trends, events, the Today panel',
        security: [{ bearer: [] }],
        response: { 200: HomeSchema, 401: ErrorSchema },
      },
    },
    async (request) => loadHome(app.db, app.payments, actorOf(request), request.log),
  );
};
