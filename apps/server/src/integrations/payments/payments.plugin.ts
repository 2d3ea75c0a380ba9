import type { FastifyInstance } from 'fastify';
import { sandboxPagesRoutes } from './sandbox/sandbox-pages.routes.ts';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment-provider.ts';

/** With the sandbox provider, serves its hosted pages (checkout, onboarding, dashboard). */
export async function registerPaymentPages(app: FastifyInstance): Promise<void> {
  const payments = app.payments;
  if (payments instanceof SandboxPaymentProvider) {
    if (app.config.runMode.kind === 'production') {
      // Start-up lets this through only when PAYMENTS_PROVIDER=sandbox says so; the log still says it loudly.
      app.log.warn('payments run on the sandbox provider (PAYMENTS_PROVIDER=sandbox): no real money moves');
    }
    await app.register(sandboxPagesRoutes, { provider: payments, publicUrl: app.config.PUBLIC_URL });
  }
}
