import { ErrorSchema } from '@cordee/shared/errors.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const StatusSchema = z.object({ status: z.string() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      // Liveness must answer while the database is saturated: it never waits for a database turn.
      config: { databaseWork: false },
      schema: { tags: ['health'], summary: 'Liveness: the process answers', response: { 200: StatusSchema } },
    },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/api/ready',
    {
      // Readiness reflects health, not load: a saturated instance that still works must stay behind the
      // load balancer (else a busy fleet leaves it all at once). So no database admission here, and the
      // ping never waits in the line of user requests (db/client.ts); it has a deadline of its own.
      config: { databaseWork: false },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers within 2 s (its load does not count)',
        response: { 200: StatusSchema, 503: ErrorSchema },
      },
    },
    async (_request, reply) => {
      // A stopping instance finishes what it holds; the load balancer should send it nothing new.
      if (app.lifecycle.shuttingDown) {
        return reply.status(503).send({ message: 'This instance is shutting down.', code: 'shutting_down' });
      }
      if (await app.database.ping()) return { status: 'ready' };
      return reply.status(503).send({ message: 'The database is not reachable.', code: 'not_ready' });
    },
  );
};
