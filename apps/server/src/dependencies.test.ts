import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDependencies } from './dependencies.ts';
import { accountUpdatedHandler } from './features/webhooks/account-updated.handler.ts';
import { WebhookHandlerRegistry } from './features/webhooks/webhook-registry.ts';
import { unknownPlace } from './integrations/geocoding/geocoder.ts';
import { OfflineGeocoder } from './integrations/geocoding/reverse-geocoder.ts';
import type { PaymentProvider as Payments } from './integrations/payments/payment-provider.ts';
import { LocalDiskStorage } from './integrations/storage/local-disk-storage.ts';
import { createTestApp, openTestDatabase, testConfig } from './test/test-app.ts';

describe('createDependencies', () => {
  it('builds the configured services, each app its own, with the account.updated handler registered', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const config = testConfig();
      const first = await createDependencies(config, database);
      expect(first.payments.kind).toBe('sandbox');
      expect(first.storage).toBeInstanceOf(LocalDiskStorage);
      expect((first.storage as LocalDiskStorage).root).toBe(path.join(config.DATA_DIR, 'uploads'));
      expect(first.geocoder).toBeInstanceOf(OfflineGeocoder);
      expect(first.webhookHandlers.handlersFor('account.updated')).toEqual([accountUpdatedHandler]);

      // A handler one app registers (a test's stand-in) is not seen by another app of the process.
      const second = await createDependencies(config, database);
      first.webhookHandlers.register('test.only', { apply: async () => {} });
      expect(second.webhookHandlers.handlersFor('test.only')).toEqual([]);
      expect(second.storage).not.toBe(first.storage);
      expect(second.realtimeHub).not.toBe(first.realtimeHub);
      expect(second.databaseAdmission).not.toBe(first.databaseAdmission);
      expect(second.pdfScanPool).not.toBe(first.pdfScanPool);
      expect(second.cappedSearches).not.toBe(first.cappedSearches);
      // The sandbox brings its own job and pages; nothing asks the provider what class it is.
      expect(first.paymentsSandbox?.jobs.map((job) => job.name)).toEqual(['sandbox webhook delivery']);
      expect(second.paymentsSandbox).not.toBe(first.paymentsSandbox);
    } finally {
      await drop();
    }
  });

  it('uses what the caller passes instead of building it', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const geocoder = { kind: 'fixed', reverse: async () => unknownPlace(), search: async () => [] };
      const webhookHandlers = new WebhookHandlerRegistry();
      const built = await createDependencies(testConfig(), database, { geocoder, webhookHandlers });
      expect(built.geocoder).toBe(geocoder);
      expect(built.webhookHandlers).toBe(webhookHandlers);
      expect(webhookHandlers.handlersFor('account.updated')).toEqual([]);
      // A provider passed in has no sandbox extras unless they are passed too.
      const down = { kind: 'stripe' } as Payments;
      expect((await createDependencies(testConfig(), database, { payments: down })).paymentsSandbox).toBeUndefined();
    } finally {
      await drop();
    }
  });
});

describe('two apps in one process', () => {
  it('share no live streams hub, database admission, PDF scan pool or search memory, and one closing leaves the other working', async () => {
    const first = await createTestApp();
    const second = await createTestApp();
    let firstClosed = false;
    try {
      expect(second.app.realtimeHub).not.toBe(first.app.realtimeHub);
      expect(second.app.databaseAdmission).not.toBe(first.app.databaseAdmission);
      expect(second.app.pdfScanPool).not.toBe(first.app.pdfScanPool);
      expect(second.app.cappedSearches).not.toBe(first.app.cappedSearches);

      // A slot taken in one app is not taken in the other.
      const release = first.app.databaseAdmission.enterIfFree();
      expect(first.app.databaseAdmission.inFlight).toBe(1);
      expect(second.app.databaseAdmission.inFlight).toBe(0);
      release?.();

      await first.close();
      firstClosed = true;
      expect(first.app.realtimeHub.isClosed).toBe(true);
      expect(second.app.realtimeHub.isClosed).toBe(false);
      expect(second.app.realtimeHub.hasRoom()).toBe(true);
      const health = await second.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      if (!firstClosed) await first.close();
      await second.close();
    }
  });
});

describe('WebhookHandlerRegistry', () => {
  it('keeps registration order, ignores a second registration of the same handler, and unsubscribes', () => {
    const registry = new WebhookHandlerRegistry();
    const first = { apply: async () => {} };
    const second = { apply: async () => {} };
    registry.register('charge.refunded', first);
    const unsubscribe = registry.register('charge.refunded', second);
    registry.register('charge.refunded', first);
    expect(registry.handlersFor('charge.refunded')).toEqual([first, second]);
    unsubscribe();
    expect(registry.handlersFor('charge.refunded')).toEqual([first]);
    expect(registry.handlersFor('account.updated')).toEqual([]);
  });
});
