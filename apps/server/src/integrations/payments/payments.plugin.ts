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
    if (app.config.runMode.kind === 'production') {
      // Start-up lets this through only when PAYMENTS_PROVIDER=sandbox says so; the log still says it loudly.
      app.log.warn('payments run on the sandbox provider (PAYMENTS_PROVIDER=sandbox): no real money moves');
    }
    await app.register(sandboxPagesRoutes, { provider: payments, publicUrl: app.config.PUBLIC_URL });
  }
}
