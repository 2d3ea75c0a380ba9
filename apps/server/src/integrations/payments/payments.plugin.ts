import type { FastifyInstance } from 'fastify';

/** With the sandbox provider, serves its hosted pages (checkout, onboarding, dashboard). */
export async function registerPaymentPages(app: FastifyInstance): Promise<void> {
  const sandbox = app.paymentsSandbox;
  if (!sandbox) return;
  if (app.config.runMode.kind === 'production') {
    // Start-up lets this through only when PAYMENTS_PROVIDER=sandbox says so; the log still says it loudly.
    app.log.warn('payments run on the sandbox provider (PAYMENTS_PROVIDER=sandbox): no real money moves');
  }
  await sandbox.registerPages(app);
}
