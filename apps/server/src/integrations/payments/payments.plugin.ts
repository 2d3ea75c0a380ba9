import type { FastifyInstance } from 'fastify';
import { createPaymentProvider } from './payment-provider.factory.ts';
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
