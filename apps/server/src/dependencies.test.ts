import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDependencies } from './dependencies.ts';
import { accountUpdatedHandler } from './features/webhooks/account-updated.handler.ts';
import { WebhookHandlerRegistry } from './features/webhooks/webhook-registry.ts';
import { unknownPlace } from './integrations/geocoding/geocoder.ts';
import { OfflineGeocoder } from './integrations/geocoding/reverse-geocoder.ts';
import { LocalDiskStorage } from './integrations/storage/local-disk-storage.ts';
import { openTestDatabase, testConfig } from './test/test-app.ts';

describe('createDependencies', () => {
  it('builds the configured services, each app its own, with the account.updated handler registered', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const config = testConfig();
      const first = await createDependencies(config, database.db);
      expect(first.payments.kind).toBe('sandbox');
      expect(first.storage).toBeInstanceOf(LocalDiskStorage);
      expect((first.storage as LocalDiskStorage).root).toBe(path.join(config.DATA_DIR, 'uploads'));
      expect(first.geocoder).toBeInstanceOf(OfflineGeocoder);
      expect(first.webhookHandlers.handlersFor('account.updated')).toEqual([accountUpdatedHandler]);

      // A handler one app registers (a test's stand-in) is not seen by another app of the process.
      const second = await createDependencies(config, database.db);
      first.webhookHandlers.register('test.only', { apply: async () => {} });
      expect(second.webhookHandlers.handlersFor('test.only')).toEqual([]);
      expect(second.storage).not.toBe(first.storage);
    } finally {
      await drop();
    }
  });

  it('uses what the caller passes instead of building it', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const geocoder = { kind: 'fixed', reverse: async () => unknownPlace(), search: async () => [] };
      const webhookHandlers = new WebhookHandlerRegistry();
      const built = await createDependencies(testConfig(), database.db, { geocoder, webhookHandlers });
      expect(built.geocoder).toBe(geocoder);
      expect(built.webhookHandlers).toBe(webhookHandlers);
      expect(webhookHandlers.handlersFor('account.updated')).toEqual([]);
    } finally {
      await drop();
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
