import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** POST /api/temp-image-upload, POST /api/temp-pdf-upload and the file serving route. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (_app) => {};
