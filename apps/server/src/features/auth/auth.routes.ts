import {
  MessageResponseSchema,
  RegisterClimberSchema,
  SignInResponseSchema,
  SignInSchema,
  UpdatePasswordSchema,
} from '@cordee/shared/auth.contracts';
import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireUser } from '../../http/auth.ts';
import { logout, registerClimber, signIn, updatePassword } from './auth.service.ts';

const errors = { 401: ErrorSchema, 422: ValidationErrorSchema, 429: ErrorSchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/register-climber',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a climber account and sign it in',
        body: RegisterClimberSchema,
        response: { 201: SignInResponseSchema, 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await registerClimber(app.db, app.config, request.body, {
        userAgent: request.headers['user-agent'],
      });
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/sign-in',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange email and password for a session token',
        body: SignInSchema,
        response: { 200: SignInResponseSchema, ...errors },
      },
    },
    async (request) =>
      signIn(app.db, app.config, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  );

  app.delete(
    '/api/logout',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current session token',
        security: [{ bearer: [] }],
        response: { 200: MessageResponseSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      await logout(app.db, actorOf(request).sessionId);
      return { message: 'You have been logged out.' };
    },
  );

  app.post(
    '/api/update-password',
    {
      preHandler: requireUser,
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's password; other sessions are revoked",
        security: [{ bearer: [] }],
        body: UpdatePasswordSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await updatePassword(app.db, actorOf(request), request.body);
      return { message: 'Your password has been updated.' };
    },
  );
};
