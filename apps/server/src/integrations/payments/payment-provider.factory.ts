import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Payments } from './payment-reports.ts';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment-provider.ts';
import { createStripeProvider } from './stripe/stripe-provider.ts';

/**
 * Signs the sandbox's webhooks when SANDBOX_WEBHOOK_SECRET is unset. Per process is enough: each
 * instance delivers the sandbox's events to itself (in-process), so it verifies with its own secret.
 */
const processSandboxSecret = `whsec_sandbox_${randomBytes(24).toString('hex')}`;

/** The provider the configuration resolved (resolvePaymentsProvider in config.ts decides which). */
export function createPaymentProvider(config: Config, db: Database): Payments {
  if (config.paymentsProvider === 'stripe') return createStripeProvider(config);
  return new SandboxPaymentProvider(db, config.PUBLIC_URL, config.SANDBOX_WEBHOOK_SECRET ?? processSandboxSecret);
}
