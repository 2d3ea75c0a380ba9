import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment-provider.ts';

/**
 * Signs the sandbox's webhooks when SANDBOX_WEBHOOK_SECRET is unset. Per process is enough: each
 * instance delivers the sandbox's events to itself (in-process), so it verifies with its own secret.
 */
const processSandboxSecret = `whsec_sandbox_${randomBytes(24).toString('hex')}`;

/**
 * The provider the configuration resolved (resolvePaymentsProvider in config.ts decides which). The Stripe
 * SDK is loaded only when Stripe is configured: it is one of the costliest packages to load (time and
 * memory at every start-up), and the demo and a sandbox deployment never use it.
 */
export async function createPaymentProvider(config: Config, db: Database): Promise<PaymentProvider> {
  if (config.paymentsProvider === 'stripe') {
    const { createStripeProvider } = await import('./stripe/stripe-provider.ts');
    return createStripeProvider(config);
  }
  return new SandboxPaymentProvider(db, config.PUBLIC_URL, config.SANDBOX_WEBHOOK_SECRET ?? processSandboxSecret);
}
