import {
  DeleteDiaryResponseSchema,
  DiaryIdParamsSchema,
  DiaryListQuerySchema,
  DiaryListSchema,
  DiaryResponseSchema,
  DiaryWriteResponseSchema,
  DiaryWriteSchema,
  ViewDiaryResponseSchema,
} from '@cordee/shared/diaries.contracts';
import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import { IdParamsSchema } from '@cordee/shared/ids.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, identifyUser, requireRole } from '../../http/auth.ts';
import { noticeOf } from '../../http/notices.ts';
import { createDiary, deleteDiary, getDiary, listDiaries, updateDiary, viewDiary } from './journal.service.ts';

const tags = ['journal'];
const security = [{ bearer: [] }];
const denied = { 401: ErrorSchema, 403: ErrorSchema };

/** The Climbing Journal: a climber's own entries (`/api/dairy`, spec spelling) and the public view of a shared one. */
export const journalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dairy',
    {
      onRequest: requireRole('climber'),
      schema: {
        tags,
        security,
        summary:
          "The climber's own journal entries, newest climbing day first; `search` matches the title (case and accents aside)",
        querystring: DiaryListQuerySchema,
        response: { 200: DiaryListSchema, ...denied, 422: ValidationErrorSchema },
      },
    },
    async (request) => listDiaries(app.db, actorOf(request), request.query),
  );

  app.post(
    '/api/dairy',
    {
      onRequest: requireRole('climber'),
      schema: {
        tags,
        security,
        summary: 'Add a journal entry (private unless `is_shared`)',
        body: DiaryWriteSchema,
        response: { 201: DiaryWriteResponseSchema, ...denied, 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      const diary = await createDiary(app.db, actorOf(request), request.body);
      return reply.status(201).send({ ...noticeOf('diary_created'), diary });
    },
  );

  app.get(
    '/api/dairy/:id',
    {
      onRequest: requireRole('climber'),
      schema: {
        tags,
        security,
        summary: "One of the climber's own entries (404 for anybody else's)",
        params: IdParamsSchema,
        response: { 200: DiaryResponseSchema, ...denied, 404: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => ({ diary: await getDiary(app.db, actorOf(request), request.params.id) }),
  );

  app.put(
    '/api/dairy/:id',
    {
      onRequest: requireRole('climber'),
      schema: {
        tags,
        security,
        summary: "Edit one of the climber's own entries",
        params: IdParamsSchema,
        body: DiaryWriteSchema,
        response: { 200: DiaryWriteResponseSchema, ...denied, 404: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => ({
      ...noticeOf('diary_updated'),
      diary: await updateDiary(app.db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/dairy/:id',
    {
      onRequest: requireRole('climber'),
      schema: {
        tags,
        security,
        summary: "Delete one of the climber's own entries",
        params: IdParamsSchema,
        response: { 200: DeleteDiaryResponseSchema, ...denied, 404: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => deleteDiary(app.db, actorOf(request), request.params.id),
  );

  app.get(
    '/api/viewdiary/:diaryid',
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary:
          'A shared journal entry (public, no token); a private one only for its signed-in author, 404 for everybody else',
        params: DiaryIdParamsSchema,
        response: { 200: ViewDiaryResponseSchema, 404: ErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => ({ diary: await viewDiary(app.db, request.auth, request.params.diaryid) }),
  );
};
