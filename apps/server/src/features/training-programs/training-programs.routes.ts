import { mayManageTrainingPages } from '@cordee/shared/access-policy';
import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import { IdParamsSchema } from '@cordee/shared/ids.contracts';
import {
  SlugParamsSchema,
  SubscriptionRequiredSchema,
  TrainingPageDeletedSchema,
  TrainingPageResponseSchema,
  TrainingPageSchema,
  TrainingPagesManagementListSchema,
  TrainingPagesPublicListSchema,
  TrainingPagesQuerySchema,
  TrainingPageWriteSchema,
} from '@cordee/shared/training-programs.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, identifyUser, requireAccess } from '../../http/auth.ts';
import { noticeOf } from '../../http/notices.ts';
import { auditContextOf } from '../audit-log/audit-context.ts';
import { limitAnonymousListing } from '../events/public-listing-limit.ts';
import {
  createTrainingPage,
  deleteTrainingPage,
  getTrainingPageBySlug,
  getTrainingPageForManagement,
  listPublishedTrainingPages,
  listTrainingPagesForManagement,
  updateTrainingPage,
} from './training-programs.service.ts';

const denied = { 401: ErrorSchema, 403: ErrorSchema };
const managers = { onRequest: requireAccess(mayManageTrainingPages) };
const tags = ['training-programs'];
const security = [{ bearer: [] }];

/**
 * Training programs (training pages): managed by the super admin and admins holding the Training Programs
 * flag (decision 0041), every change audited; read by everyone, each
 * program opened by the plans it lists (training access, decision 0034).
 */
export const trainingProgramsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/training-pages',
    {
      ...managers,
      schema: {
        tags,
        security,
        summary: 'Training Pages Management: every program, unpublished too, searchable by title, and the plans',
        querystring: TrainingPagesQuerySchema,
        response: { 200: TrainingPagesManagementListSchema, ...denied, 422: ValidationErrorSchema },
      },
    },
    async (request) => listTrainingPagesForManagement(app.db, actorOf(request), request.query),
  );

  app.get(
    '/api/training-pages/public',
    {
      // A page of programs per answer: visitors share the public listings' allowance, like the course search.
      preValidation: limitAnonymousListing,
      schema: {
        tags,
        summary: 'The published programs, each with whether the caller (or a visitor) may open it',
        querystring: TrainingPagesQuerySchema,
        response: { 200: TrainingPagesPublicListSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => listPublishedTrainingPages(app.db, request.auth?.user ?? null, request.query),
  );

  app.get(
    '/api/training-pages/slug/:slug',
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary: 'A published program by its slug (staff may preview an unpublished one); 403 when locked',
        params: SlugParamsSchema,
        response: {
          200: TrainingPageSchema,
          403: SubscriptionRequiredSchema,
          404: ErrorSchema,
          422: ValidationErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const found = await getTrainingPageBySlug(app.db, request.auth?.user ?? null, request.params.slug);
      return found.open ? found.page : reply.status(403).send(found.locked);
    },
  );

  app.get(
    '/api/training-pages/:id',
    {
      ...managers,
      schema: {
        tags,
        security,
        summary: 'One program with its sections, for the management panel and the form',
        params: IdParamsSchema,
        response: { 200: TrainingPageSchema, ...denied, 404: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => getTrainingPageForManagement(app.db, actorOf(request), request.params.id),
  );

  app.post(
    '/api/training-pages',
    {
      ...managers,
      schema: {
        tags,
        security,
        summary: 'Create a training program (slug generated from the title when empty)',
        body: TrainingPageWriteSchema,
        response: { 201: TrainingPageResponseSchema, ...denied, 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      const page = await createTrainingPage(app.db, actorOf(request), auditContextOf(request), request.body);
      return reply.status(201).send({ ...noticeOf('training_program_created'), page });
    },
  );

  app.put(
    '/api/training-pages/:id',
    {
      ...managers,
      schema: {
        tags,
        security,
        summary: 'Edit a training program',
        params: IdParamsSchema,
        body: TrainingPageWriteSchema,
        response: { 200: TrainingPageResponseSchema, ...denied, 404: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => ({
      ...noticeOf('training_program_updated'),
      page: await updateTrainingPage(
        app.db,
        actorOf(request),
        auditContextOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/api/training-pages/:id',
    {
      ...managers,
      schema: {
        tags,
        security,
        summary: 'Delete a training program',
        params: IdParamsSchema,
        response: { 200: TrainingPageDeletedSchema, ...denied, 404: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => deleteTrainingPage(app.db, actorOf(request), auditContextOf(request), request.params.id),
  );
};
