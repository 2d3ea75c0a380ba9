import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import { ContactFormResponseSchema, ContactFormSchema } from '@cordee/shared/event-search.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identifyUser } from '../../http/auth.ts';
import { submitContactForm } from './contact.service.ts';

/** POST /api/contactform: public; status 200 means success. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contactform',
    {
      onRequest: identifyUser,
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support (public; 5 per hour per address)',
        body: ContactFormSchema,
        response: { 200: ContactFormResponseSchema, 422: ValidationErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => submitContactForm(app.db, app.config, request.body, request.ip, request.auth?.user ?? null),
  );
};
