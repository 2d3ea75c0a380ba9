import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../http/errors.ts';
import { createPaymentProvider } from './payment-provider.factory.ts';
import { PaymentProviderUnavailableError } from './payment-provider.ts';
import type { Payments } from './payment-reports.ts';
import { sandboxPagesRoutes } from './sandbox/sandbox-pages.routes.ts';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider: the sandbox by default, Stripe when configured. */
    payments: Payments;
  }
}

/** Decorates the app with `payments` and, for the sandbox, serves its hosted pages. */
export async function registerPayments(app: FastifyInstance, provider?: Payments): Promise<void> {
  const payments = provider ?? createPaymentProvider(app.config, app.db);
  app.decorate('payments', payments);
  if (payments instanceof SandboxPaymentProvider) {
    if (app.config.NODE_ENV === 'production') {
      app.log.warn('payments run on the sandbox provider: no real money moves (set STRIPE_SECRET_KEY for Stripe)');
    }
    await app.register(sandboxPagesRoutes, { provider: payments, publicUrl: app.config.PUBLIC_URL });
  }
}

export const providerUnavailable = () =>
  new DomainError(
    503,
    'payment_provider_unavailable',
    'The payment provider cannot be reached right now. Please try again in a moment.',
    { 'retry-after': '30' },
  );

/**
 * In the route plugin it is called from: a provider outage answers 503 `payment_provider_unavailable`
 * (F4). Other errors go on to the app's one error handler, which also renders this one.
 */
export function mapPaymentProviderErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request) => {
    if (error instanceof PaymentProviderUnavailableError) {
      request.log.warn({ err: error }, 'payment provider unavailable');
      throw providerUnavailable();
    }
    throw error;
  });
}
