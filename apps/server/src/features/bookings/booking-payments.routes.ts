import { MessageResponseSchema } from '@cordee/shared/auth.contracts';
import {
  AttemptPaymentSchema,
  BookingResponseSchema,
  CheckoutSessionBodySchema,
} from '@cordee/shared/bookings.contracts';
import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import { DatabaseIdSchema } from '@cordee/shared/ids.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireRole } from '../../http/auth.ts';
import { abandonCheckout, attemptPayment, completeBooking, type PaymentContext } from './booking-payments.service.ts';

const tags = ['bookings'];
const security = [{ bearer: [] }];
const denied = { 401: ErrorSchema, 403: ErrorSchema };
const BookingIdParams = z.object({ bookingId: DatabaseIdSchema });
const CheckoutUrlSchema = z.object({ url: z.string() });
/** Only climbers book and pay; nobody else has a checkout session to confirm or abandon. */
const climberOnly = { onRequest: requireRole('climber') };

/** Paying for a booking: checkout, success and cancelled screens. */
export const bookingPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: PaymentContext = { db: app.db, payments: app.payments, config: app.config, log: app.log };

  app.post(
    '/api/attempt-payment/:bookingId',
    {
      ...climberOnly,
      schema: {
        tags,
        security,
        summary: "The booking modal's Pay: records the waiver answers and answers the checkout page URL",
        description:
          'The booking must be the caller’s and accepted ("Waiting payment"), its payment window open, its event ' +
          'still listed and its guide able to take payments (409 otherwise). `guide_waiver_accepted` is required ' +
          'when the event has a waiver of its own, `relist` for a private trip (422). The amount is the quote ' +
          'stored on the booking; nothing the client sends about price is read. While a checkout page of the ' +
          'booking is open, the same URL is answered.',
        params: BookingIdParams,
        body: AttemptPaymentSchema,
        response: {
          200: CheckoutUrlSchema,
          ...denied,
          404: ErrorSchema,
          409: ErrorSchema,
          422: ValidationErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request) => attemptPayment(ctx, actorOf(request), request.params.bookingId, request.body),
  );

  app.post(
    '/api/complete-booking',
    {
      ...climberOnly,
      schema: {
        tags,
        security,
        summary: 'The success screen: confirms the booking once the provider reports its checkout paid',
        description:
          'Idempotent: any number of calls (and the webhook) book once. 404 for a session that is not one of the ' +
          'caller’s bookings; 409 `payment_not_completed` when the provider does not report it paid; 409 ' +
          '`booking_not_payable` when the booking had expired or been cancelled before the payment (it is refunded).',
        body: CheckoutSessionBodySchema,
        response: {
          200: BookingResponseSchema,
          ...denied,
          404: ErrorSchema,
          409: ErrorSchema,
          422: ValidationErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request) => completeBooking(ctx, actorOf(request), request.body.session_id),
  );

  app.post(
    '/api/cancel-booking',
    {
      ...climberOnly,
      schema: {
        tags,
        security,
        summary: 'The cancelled screen: the checkout page was left unpaid; the booking keeps waiting for payment',
        description: '404 for a session that is not one of the caller’s bookings; 409 `already_paid` for a paid one.',
        body: CheckoutSessionBodySchema,
        response: {
          200: MessageResponseSchema,
          ...denied,
          404: ErrorSchema,
          409: ErrorSchema,
          422: ValidationErrorSchema,
        },
      },
    },
    async (request) => abandonCheckout(ctx, actorOf(request), request.body.session_id),
  );
};
