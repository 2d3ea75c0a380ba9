import { mayManageTrainings } from '@cordee/shared/access-policy';
import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import { IdParamsSchema } from '@cordee/shared/ids.contracts';
import {
  DeleteTrainingResponseSchema,
  TrainingListQuerySchema,
  TrainingListSchema,
  TrainingPlanOptionsSchema,
  TrainingResponseSchema,
  TrainingSchema,
  TrainingWriteSchema,
} from '@cordee/shared/trainings.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireAccess, requireUser } from '../../http/auth.ts';
import { noticeOf } from '../../http/notices.ts';
import { auditContextOf } from '../audit-log/audit-context.ts';
import { mediaSignerOf } from '../uploads/media-signing.ts';
import {
  createTraining,
  deleteTraining,
  getTraining,
  listTrainingPlanOptions,
  listTrainings,
  updateTraining,
} from './trainings.service.ts';

const tags = ['trainings'];
const security = [{ bearer: [] }];
const denied = { 401: ErrorSchema, 403: ErrorSchema };
const managers = { onRequest: requireAccess(mayManageTrainings) };
const accessNote =
  'Each training carries `userCanPlay` for the caller. For a training the caller cannot play, gallery items ' +
  'carry only `type` and `thumbnail` (no media url or key); the description stays, as the teaser. Uploaded ' +
  'videos are answered as short-lived signed `/api/media/{key}` urls.';

/** Training videos: any signed-in user reads, staff manage. */
export const trainingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signer = () => mediaSignerOf(app.db, app.config);

  app.get(
    '/api/training',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'List trainings, newest first (search on the title, filter by plan)',
        description: accessNote,
        querystring: TrainingListQuerySchema,
        response: { 200: TrainingListSchema, ...denied, 422: ValidationErrorSchema },
      },
    },
    async (request) => listTrainings(app.db, await signer(), actorOf(request), request.query),
  );

  app.get(
    '/api/training/plan-options',
    {
      ...managers,
      schema: {
        tags,
        security,
        summary: 'The plans a training may list (the Trainings form)',
        response: { 200: TrainingPlanOptionsSchema, ...denied },
      },
    },
    async (request) => listTrainingPlanOptions(app.db, actorOf(request)),
  );

  app.get(
    '/api/training/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'One training',
        description: accessNote,
        params: IdParamsSchema,
        response: { 200: TrainingSchema, ...denied, 404: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => getTraining(app.db, await signer(), actorOf(request), request.params.id),
  );

  app.post(
    '/api/training',
    {
      ...managers,
      schema: {
        tags,
        security,
        summary: 'Add a training (super admin, admins holding the Videos flag)',
        body: TrainingWriteSchema,
        response: { 201: TrainingResponseSchema, ...denied, 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      const training = await createTraining(
        app.db,
        await signer(),
        actorOf(request),
        auditContextOf(request),
        request.body,
      );
      return reply.status(201).send({ ...noticeOf('training_created'), training });
    },
  );

  app.put(
    '/api/training/:id',
    {
      ...managers,
      schema: {
        tags,
        security,
        summary: 'Edit a training',
        params: IdParamsSchema,
        body: TrainingWriteSchema,
        response: { 200: TrainingResponseSchema, ...denied, 404: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => ({
      ...noticeOf('training_updated'),
      training: await updateTraining(
        app.db,
        await signer(),
        actorOf(request),
        auditContextOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/api/training/:id',
    {
      ...managers,
      schema: {
        tags,
        security,
        summary: 'Delete a training (its files go back to the upload sweep)',
        params: IdParamsSchema,
        response: { 200: DeleteTrainingResponseSchema, ...denied, 404: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => deleteTraining(app.db, actorOf(request), auditContextOf(request), request.params.id),
  );
};
