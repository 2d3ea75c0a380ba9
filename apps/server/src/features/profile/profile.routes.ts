import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import { IdParamsSchema } from '@cordee/shared/ids.contracts';
import { ClimberProfileSchema, UpdateProfileSchema, UserWithMessageSchema } from '@cordee/shared/profile.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireUser } from '../../http/auth.ts';
import { saveClimberProfile, updateProfile } from './profile.service.ts';

const errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ValidationErrorSchema, 429: ErrorSchema };

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/user/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['profile'],
        security: [{ bearer: [] }],
        summary: "Save the climber sign-up wizard's whole record (the caller's own)",
        params: IdParamsSchema,
        body: ClimberProfileSchema,
        response: { 200: UserWithMessageSchema, ...errors },
      },
    },
    async (request) => saveClimberProfile(app.db, actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/auth-user/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['profile'],
        security: [{ bearer: [] }],
        summary: "Edit name, email, phone number and avatar (the caller's own); a new email needs current_password",
        params: IdParamsSchema,
        body: UpdateProfileSchema,
        response: { 200: UserWithMessageSchema, ...errors },
      },
    },
    async (request) => updateProfile(app.db, app.config, actorOf(request), request.params.id, request.body),
  );
};
