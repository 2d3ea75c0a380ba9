import {
  ForgotPasswordSchema,
  MessageResponseSchema,
  RegisterClimberSchema,
  RequestVerificationEmailSchema,
  ResetPasswordSchema,
  SignInResponseSchema,
  SignInSchema,
  UpdatePasswordSchema,
  VerifyEmailResponseSchema,
  VerifyEmailSchema,
} from '@cordee/shared/auth.contracts';
import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import type { Notice } from '@cordee/shared/notice-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireUser } from '../../http/auth.ts';
import { noticeOf } from '../../http/notices.ts';
import { auditContextOf } from '../audit-log/audit-context.ts';
import {
  requestEmailVerification,
  requestPasswordReset,
  resendEmailVerification,
  resetPassword,
  verifyEmail,
} from './account-recovery.service.ts';
import { logout, registerClimber, signIn, updatePassword } from './auth.service.ts';

const errors = { 401: ErrorSchema, 422: ValidationErrorSchema, 429: ErrorSchema };

/** The answer of a use case that tells the person one of several things (account recovery). */
const answerOf = ({ code, context }: Notice) => noticeOf(code, context);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/register-climber',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a climber account and sign it in',
        body: RegisterClimberSchema,
        response: { 201: SignInResponseSchema, 422: ValidationErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await registerClimber(app.db, app.config, request.body, {
        ip: request.ip,
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
        response: { 200: SignInResponseSchema, ...errors, 403: ErrorSchema },
      },
    },
    async (request) =>
      signIn(app.db, app.config, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  );

  app.delete(
    '/api/logout',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current session token',
        security: [{ bearer: [] }],
        response: { 200: MessageResponseSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      await logout(app.db, actorOf(request).sessionId);
      return noticeOf('logged_out');
    },
  );

  app.post(
    '/api/update-password',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's password; other sessions are revoked",
        security: [{ bearer: [] }],
        body: UpdatePasswordSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await updatePassword(app.db, actorOf(request), auditContextOf(request), request.body);
      return noticeOf('password_updated');
    },
  );

  app.post(
    '/api/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link (same answer whether or not the email has an account)',
        body: ForgotPasswordSchema,
        response: { 200: MessageResponseSchema, 422: ValidationErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => answerOf(await requestPasswordReset(app.db, app.config, request.body, request.ip)),
  );

  app.post(
    '/api/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the emailed link; every session of the user ends',
        body: ResetPasswordSchema,
        response: { 200: MessageResponseSchema, 422: ValidationErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => answerOf(await resetPassword(app.db, request.body, request.ip)),
  );

  app.post(
    '/api/verify-account-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm an email address with the emailed link',
        body: VerifyEmailSchema,
        response: { 200: VerifyEmailResponseSchema, 422: ValidationErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => verifyEmail(app.db, request.body.token, request.ip),
  );

  app.post(
    '/api/resend-verification-email',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Send a new verification link to the signed-in user',
        security: [{ bearer: [] }],
        response: { 200: MessageResponseSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => answerOf(await resendEmailVerification(app.db, app.config, actorOf(request).user.id)),
  );

  app.post(
    '/api/request-verification-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a new verification link to an unverified account (same answer for every email)',
        body: RequestVerificationEmailSchema,
        response: { 200: MessageResponseSchema, 422: ValidationErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => answerOf(await requestEmailVerification(app.db, app.config, request.body, request.ip)),
  );
};
