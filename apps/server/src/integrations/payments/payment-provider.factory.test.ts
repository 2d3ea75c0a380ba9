import { describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../../test/test-app.ts';
import { createPaymentProvider } from './payment-provider.factory.ts';

describe('createPaymentProvider', () => {
  it('runs the sandbox by default and Stripe when both Stripe secrets are set', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      expect((await createPaymentProvider(testConfig(), database.db)).kind).toBe('sandbox');
      expect((await createPaymentProvider(testConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }), database.db)).kind).toBe(
        'sandbox',
      );
      const stripe = await createPaymentProvider(
        testConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
        database.db,
      );
      expect(stripe.kind).toBe('stripe');
    } finally {
      await drop();
    }
  });
});
