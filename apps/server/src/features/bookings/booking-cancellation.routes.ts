import { CancelBookingResponseSchema, CancellationPreviewSchema } from '@cordee/shared/bookings.contracts';
import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import { IdParamsSchema } from '@cordee/shared/ids.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireRole } from '../../http/auth.ts';
import { auditContextOf } from '../audit-log/audit-context.ts';
import { cancelBooking, previewCancellation } from './booking-cancellation.service.ts';
import type { MoneyContext } from './booking-fulfilment.ts';

const tags = ['bookings'];
const security = [{ bearer: [] }];
/**
 * Any role may take part in a booking (its climber, the guide of its event, staff); which part the
 * caller plays is the service's question, and a stranger gets 404. The role guard keeps an applicant
 * whose guide review is pending out, as on every guide route.
 */
const partyOfABooking = { onRequest: requireRole('climber', 'guide', 'admin', 'super_admin') };
const responses = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  422: ValidationErrorSchema,
};

/** Cancelling a booking under its refund terms: the refund shown first, then the cancellation. */
export const bookingCancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: MoneyContext = { db: app.db, payments: app.payments, log: app.log };

  app.get(
    '/api/bookings/:id/cancellation',
    {
      ...partyOfABooking,
      schema: {
        tags,
        security,
        summary: 'What cancelling the booking now would refund, for its climber (by the terms) or its guide (all)',
        description:
          'The climber’s refund follows the terms copied onto the booking, counted in calendar days on the trip’s ' +
          'local calendar (14 days or more: 100 %, 7 to 13: 50 %, 6 or fewer: none, none once started). The guide ' +
          'and staff refund everything paid. 409 `invalid_transition` when the booking cannot be cancelled by the caller.',
        params: IdParamsSchema,
        response: { 200: CancellationPreviewSchema, ...responses },
      },
    },
    async (request) => previewCancellation(ctx, actorOf(request), request.params.id),
  );

  app.post(
    '/api/bookings/:id/cancel',
    {
      ...partyOfABooking,
      schema: {
        tags,
        security,
        summary: 'Cancels the booking: seats released, refund made (climber: by the terms; guide or staff: in full)',
        description:
          'Cancelling twice answers 409 `invalid_transition` ("This booking is already cancelled.") and changes ' +
          'nothing; the provider refunds once. `refund_amount` is in cents.',
        params: IdParamsSchema,
        response: { 200: CancelBookingResponseSchema, ...responses },
      },
    },
    async (request) => cancelBooking(ctx, actorOf(request), auditContextOf(request), request.params.id),
  );
};
