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
 * The configured provider, and the sandbox itself when it is the one: the composition root builds
 * what the sandbox adds to the app (its job and hosted pages) from it, so nothing has to ask the
 * provider what class it is.
 */
export type ConfiguredPayments = { provider: PaymentProvider; sandbox?: SandboxPaymentProvider };

/**
 * The provider the configuration resolved (resolvePaymentsProvider in config.ts decides which). The Stripe
 * SDK is loaded only when Stripe is configured: it is one of the costliest packages to load (time and
 * memory at every start-up), and the demo and a sandbox deployment never use it.
 */
export async function createConfiguredPayments(config: Config, db: Database): Promise<ConfiguredPayments> {
  if (config.paymentsProvider === 'stripe') {
    const { createStripeProvider } = await import('./stripe/stripe-provider.ts');
    return { provider: createStripeProvider(config) };
  }
  const sandbox = new SandboxPaymentProvider(
    db,
    config.PUBLIC_URL,
    config.SANDBOX_WEBHOOK_SECRET ?? processSandboxSecret,
  );
  return { provider: sandbox, sandbox };
}

/** The configured provider alone. */
export async function createPaymentProvider(config: Config, db: Database): Promise<PaymentProvider> {
  return (await createConfiguredPayments(config, db)).provider;
}
