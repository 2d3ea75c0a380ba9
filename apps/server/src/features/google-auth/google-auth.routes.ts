import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/auth/google/redirect and its callback (OpenID Connect). */
export const googleAuthRoutes: FastifyPluginAsyncZod = async (_app) => {};
