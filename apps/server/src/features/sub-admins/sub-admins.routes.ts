import { mayManageSubAdmins } from '@cordee/shared/access-policy';
import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import { IdParamsSchema } from '@cordee/shared/ids.contracts';
import { PaginationQuerySchema } from '@cordee/shared/pagination.contracts';
import {
  CreateSubAdminSchema,
  DeleteUserResponseSchema,
  ResetSubAdminPasswordSchema,
  SubAdminListSchema,
  SubAdminResponseSchema,
  UpdateSubAdminPermissionsSchema,
  UpdateSubAdminSchema,
} from '@cordee/shared/sub-admins.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireAccess, requireUser } from '../../http/auth.ts';
import { noticeOf } from '../../http/notices.ts';
import { auditContextOf } from '../audit-log/audit-context.ts';
import { deleteUser } from '../users/delete-user.service.ts';
import {
  createSubAdmin,
  listSubAdmins,
  resetSubAdminPassword,
  updateSubAdmin,
  updateSubAdminPermissions,
} from './sub-admins.service.ts';

const denied = { 401: ErrorSchema, 403: ErrorSchema };
const superOnly = { onRequest: requireAccess(mayManageSubAdmins) };
const tags = ['sub-admins'];
const security = [{ bearer: [] }];

/** Sub Admins: managing sub admins stays with the super admin (decision 0006). */
export const subAdminsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admins',
    {
      ...superOnly,
      schema: {
        tags,
        security,
        summary: 'List sub admins (paginated, searchable by name or email)',
        querystring: PaginationQuerySchema,
        response: { 200: SubAdminListSchema, ...denied, 422: ValidationErrorSchema },
      },
    },
    async (request) => listSubAdmins(app.db, request.query),
  );

  app.post(
    '/api/admins',
    {
      ...superOnly,
      schema: {
        tags,
        security,
        summary: 'Add a sub admin with a password and permission flags',
        body: CreateSubAdminSchema,
        response: { 201: SubAdminResponseSchema, ...denied, 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      const admin = await createSubAdmin(app.db, auditContextOf(request), request.body);
      return reply.status(201).send({ ...noticeOf('admin_created'), admin });
    },
  );

  app.put(
    '/api/admins/:id',
    {
      ...superOnly,
      schema: {
        tags,
        security,
        summary: "Edit a sub admin's name and email",
        params: IdParamsSchema,
        body: UpdateSubAdminSchema,
        response: { 200: SubAdminResponseSchema, ...denied, 404: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => ({
      ...noticeOf('admin_updated'),
      admin: await updateSubAdmin(app.db, auditContextOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/api/admins/:id/password',
    {
      ...superOnly,
      schema: {
        tags,
        security,
        summary: "Set a sub admin's password (signs them out everywhere)",
        params: IdParamsSchema,
        body: ResetSubAdminPasswordSchema,
        response: { 200: SubAdminResponseSchema, ...denied, 404: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => ({
      ...noticeOf('admin_password_updated'),
      admin: await resetSubAdminPassword(app.db, auditContextOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/api/admins/:id/permissions',
    {
      ...superOnly,
      schema: {
        tags,
        security,
        summary: "Switch a sub admin's permission flags (effective immediately)",
        params: IdParamsSchema,
        body: UpdateSubAdminPermissionsSchema,
        response: { 200: SubAdminResponseSchema, ...denied, 404: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => ({
      ...noticeOf('admin_permissions_updated'),
      admin: await updateSubAdminPermissions(app.db, auditContextOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/delete-user/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        security,
        summary: 'Delete an admin (super admin), a guide or a climber (super admin or admin with the flag)',
        params: IdParamsSchema,
        response: {
          200: DeleteUserResponseSchema,
          ...denied,
          404: ErrorSchema,
          409: ErrorSchema,
          422: ValidationErrorSchema,
        },
      },
    },
    async (request) =>
      deleteUser(
        { db: app.db, payments: app.payments, log: request.log, handlers: app.userDeletionHandlers },
        actorOf(request),
        auditContextOf(request),
        request.params.id,
      ),
  );
};
