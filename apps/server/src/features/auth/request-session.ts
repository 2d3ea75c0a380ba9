import type { AuthenticatedSession } from './auth.service.ts';

/**
 * What `request.auth` holds: the session `findSessionByToken` found for the request's token, which
 * buildApp hands to http/auth.ts as its lookup. Declared here rather than in http/, which imports no
 * feature (decision 0045).
 */
declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthenticatedSession | null;
  }
}
