import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Scaffold: the feature's routes land here.
export const notificationsRoutes: FastifyPluginAsyncZod = async () => {};
