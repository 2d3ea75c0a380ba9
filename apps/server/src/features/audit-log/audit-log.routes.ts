import { mayReadAuditLog } from '@cordee/shared/access-policy';
import { AuditLogListSchema, AuditLogQuerySchema } from '@cordee/shared/audit-log.contracts';
import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireUser } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import { listAuditLog } from './audit-log.service.ts';

/** onRequest: the audit log records what sub admins did, so only the super admin reads it. */
async function requireAuditReader(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (!mayReadAuditLog(actorOf(request).user)) throw forbidden();
}

/** The audit log of staff actions: read-only here; rows are written by the use cases themselves. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit-log',
    {
      onRequest: requireAuditReader,
      schema: {
        tags: ['audit-log'],
        security: [{ bearer: [] }],
        summary: 'Staff actions, newest first (super admin): filter by action, target, UTC days, name or email',
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogListSchema, 401: ErrorSchema, 403: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => listAuditLog(app.db, request.query),
  );
};
