import { ErrorSchema } from '@cordee/shared/errors.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WEBHOOK_PATH } from '../../integrations/payments/webhook-signature.ts';
import { receiveWebhook, type WebhookContext } from './webhooks.service.ts';

const WebhookAckSchema = z.object({
  received: z.literal(true),
  /** True when the event (or the same fact under another id) was already applied. */
  duplicate: z.boolean(),
});

/** The payment provider's webhook endpoint (Stripe and the sandbox post to the same route). */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only in this plugin: the signature covers the exact bytes, so the body reaches the handler raw.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    WEBHOOK_PATH,
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Receive a signed payment provider event (Stripe-Signature header over the raw JSON body)',
        description:
          'Events older than 300 s, unsigned or altered answer 400 `invalid_signature` and change nothing. Each event is ' +
          'applied once (replays answer 200 with `duplicate: true`); a handler failure answers 5xx so the provider retries.',
        consumes: ['application/json'],
        response: { 200: WebhookAckSchema, 400: ErrorSchema, 415: ErrorSchema, 503: ErrorSchema },
      },
    },
    async (request) => {
      const ctx: WebhookContext = {
        db: app.db,
        payments: app.payments,
        webhookHandlers: app.webhookHandlers,
        log: request.log,
      };
      const signature = request.headers['stripe-signature'];
      return receiveWebhook(ctx, request.body, Array.isArray(signature) ? signature[0] : signature);
    },
  );
};
