import { mayReadAuditLog } from '@cordee/shared/access-policy';
import { AuditLogListSchema, AuditLogQuerySchema } from '@cordee/shared/audit-log.contracts';
import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../http/auth.ts';
import { listAuditLog } from './audit-log.service.ts';

/** The audit log of staff actions: read-only here; rows are written by the use cases themselves. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit-log',
    {
      onRequest: requireAccess(mayReadAuditLog),
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
