import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  checkFeatureImports,
  type FeatureBoundaries,
  isPublicSurface,
  SERVER_BOUNDARIES,
  WEB_BOUNDARIES,
} from './feature-boundaries.ts';

describe('checkFeatureImports on the web', () => {
  it('counts feature to feature edges by pair and lets a feature use its own files freely', () => {
    const report = checkFeatureImports(
      [
        {
          file: 'features/events/event-card.component.tsx',
          imports: [
            'features/bookings/bookings.api.ts',
            'features/bookings/book-button.component.tsx',
            'features/events/event-map.component.tsx',
            'lib/format.ts',
          ],
        },
        { file: 'features/events/search-form.component.tsx', imports: ['features/bookings/bookings.api.ts'] },
        { file: 'features/events/inner/helper.ts', imports: ['features/events/search-state.ts'] },
      ],
      WEB_BOUNDARIES,
    );
    assert.deepEqual(report.edges, [{ from: 'events', to: 'bookings', imports: 3 }]);
    assert.deepEqual(report.violations, []);
    assert.deepEqual(report.cycles, []);
    assert.deepEqual(report.mutualPairs, []);
  });

  it("refuses another feature's internals and any feature import of the app layer", () => {
    const report = checkFeatureImports(
      [
        {
          file: 'features/bookings/book-button.component.tsx',
          imports: [
            'features/events/event-display.ts',
            'features/accounts/climber-wizard/wizard-stepper.component.tsx',
          ],
        },
        { file: 'features/accounts/climber-wizard/steps.ts', imports: ['app/route-table.ts'] },
      ],
      WEB_BOUNDARIES,
    );
    assert.deepEqual(report.violations, [
      {
        file: 'features/bookings/book-button.component.tsx',
        imported: 'features/events/event-display.ts',
        reason: 'feature-internals',
      },
      {
        file: 'features/bookings/book-button.component.tsx',
        imported: 'features/accounts/climber-wizard/wizard-stepper.component.tsx',
        reason: 'feature-internals',
      },
      { file: 'features/accounts/climber-wizard/steps.ts', imported: 'app/route-table.ts', reason: 'app-layer' },
    ]);
  });

  it("lets a test use another feature's fixtures, and only a test", () => {
    const fixtures = 'features/events/events.fixtures.ts';
    const report = checkFeatureImports(
      [
        { file: 'features/bookings/booking-request.test.ts', imports: [fixtures] },
        { file: 'features/bookings/booking-request.ts', imports: [fixtures] },
      ],
      WEB_BOUNDARIES,
    );
    assert.deepEqual(report.violations, [
      { file: 'features/bookings/booking-request.ts', imported: fixtures, reason: 'feature-internals' },
    ]);
  });

  it('refuses a folder below the features importing a feature, a screen or the app', () => {
    const report = checkFeatureImports(
      [
        { file: 'api/events.api.ts', imports: ['features/payouts/payouts.api.ts', 'lib/api-client.ts'] },
        { file: 'shell/modals/modal-host.component.tsx', imports: ['app/modal-registry.ts'] },
        { file: 'test/app-modal-host.tsx', imports: ['app/modal-registry.ts'] },
      ],
      WEB_BOUNDARIES,
    );
    assert.deepEqual(
      report.violations.map((violation) => [violation.file, violation.reason]),
      [
        ['api/events.api.ts', 'lower-layer'],
        ['shell/modals/modal-host.component.tsx', 'lower-layer'],
      ],
    );
  });

  it('finds each cycle between features once, however long, and names the pairs that import each other', () => {
    const report = checkFeatureImports(
      [
        { file: 'features/auth/sign-in.component.tsx', imports: ['features/accounts/accounts.api.ts'] },
        { file: 'features/accounts/accounts.api.ts', imports: ['features/bootstrap/bootstrap.api.ts'] },
        { file: 'features/bootstrap/bootstrap.api.ts', imports: ['features/auth/auth.api.ts'] },
        { file: 'features/events/event-card.component.tsx', imports: ['features/bookings/bookings.api.ts'] },
        { file: 'features/bookings/bookings.api.ts', imports: ['features/events/events.api.ts'] },
      ],
      WEB_BOUNDARIES,
    );
    assert.deepEqual(report.cycles, [
      ['accounts', 'bootstrap', 'auth'],
      ['bookings', 'events'],
    ]);
    assert.deepEqual(report.mutualPairs, [['bookings', 'events']]);
  });

  it('applies the web rules when no boundaries are given', () => {
    const sources = [{ file: 'features/events/helper.ts', imports: ['app/router.tsx'] }];
    assert.deepEqual(checkFeatureImports(sources), checkFeatureImports(sources, WEB_BOUNDARIES));
  });
});

describe('isPublicSurface', () => {
  it('is the api modules and components at the top of a feature folder, tests excluded', () => {
    assert.equal(isPublicSurface('features/events/events.api.ts'), true);
    assert.equal(isPublicSurface('features/events/event-card.component.tsx'), true);
    assert.equal(isPublicSurface('features/events/event-card.component.test.tsx'), false);
    assert.equal(isPublicSurface('features/events/near-me.hook.ts'), false);
    assert.equal(isPublicSurface('features/accounts/climber-wizard/fun-facts-step.component.tsx'), false);
    assert.equal(isPublicSurface('lib/format.ts'), false);
  });
});

describe('checkFeatureImports on the server', () => {
  it('lets a feature import any file of another feature, and counts the edges', () => {
    const report = checkFeatureImports(
      [
        {
          file: 'features/bookings/booking-requests.service.ts',
          imports: ['features/events/events.tables.ts', 'features/users/users.tables.ts', 'db/client.ts'],
        },
        { file: 'features/bookings/bookings.tables.ts', imports: ['features/events/events.tables.ts'] },
      ],
      SERVER_BOUNDARIES,
    );
    assert.deepEqual(report.violations, []);
    assert.deepEqual(report.edges, [
      { from: 'bookings', to: 'events', imports: 2 },
      { from: 'bookings', to: 'users', imports: 1 },
    ]);
  });

  it('refuses any import of another feature by the base feature, users', () => {
    const report = checkFeatureImports(
      [
        {
          file: 'features/users/delete-user.service.ts',
          imports: ['features/auth/auth.tables.ts', 'features/users/users.tables.ts', 'db/client.ts'],
        },
      ],
      SERVER_BOUNDARIES,
    );
    assert.deepEqual(report.violations, [
      {
        file: 'features/users/delete-user.service.ts',
        imported: 'features/auth/auth.tables.ts',
        reason: 'base-feature',
      },
    ]);
    assert.deepEqual(report.edges, [{ from: 'users', to: 'auth', imports: 1 }]);
  });

  it('keeps http/ and integrations/ below every feature and below what composes them', () => {
    const report = checkFeatureImports(
      [
        {
          file: 'http/auth.ts',
          imports: ['features/auth/auth.service.ts', 'http/errors.ts', 'db/client.ts', 'config.ts'],
        },
        { file: 'http/metrics.ts', imports: ['jobs.ts', 'integrations/email/email-outbox-backlog.ts'] },
        { file: 'integrations/storage/storage.ts', imports: ['features/uploads/upload-keys.ts', 'app.ts'] },
      ],
      SERVER_BOUNDARIES,
    );
    assert.deepEqual(
      report.violations.map((violation) => [violation.file, violation.imported, violation.reason]),
      [
        ['http/auth.ts', 'features/auth/auth.service.ts', 'lower-layer'],
        ['http/metrics.ts', 'jobs.ts', 'lower-layer'],
        ['integrations/storage/storage.ts', 'features/uploads/upload-keys.ts', 'lower-layer'],
        ['integrations/storage/storage.ts', 'app.ts', 'lower-layer'],
      ],
    );
  });

  it("lets db/ gather the features' tables, and nothing else of theirs", () => {
    const report = checkFeatureImports(
      [
        { file: 'db/schema.ts', imports: ['features/users/users.tables.ts', 'features/auth/auth.tables.ts'] },
        { file: 'db/search-term.ts', imports: ['features/users/users.service.ts'] },
        { file: 'db/client.ts', imports: ['features/chat/inner/chat.tables.ts'] },
      ],
      SERVER_BOUNDARIES,
    );
    assert.deepEqual(
      report.violations.map((violation) => [violation.file, violation.imported]),
      [
        ['db/search-term.ts', 'features/users/users.service.ts'],
        ['db/client.ts', 'features/chat/inner/chat.tables.ts'],
      ],
    );
  });

  it('refuses a feature importing the composition, but not the configuration or the dependencies type', () => {
    const report = checkFeatureImports(
      [
        {
          file: 'features/demo-seed/demo-seed.ts',
          imports: ['config.ts', 'dependencies.ts', 'app.ts', 'cli/pglite-data-dir.ts', 'http/errors.ts'],
        },
      ],
      SERVER_BOUNDARIES,
    );
    assert.deepEqual(
      report.violations.map((violation) => [violation.imported, violation.reason]),
      [
        ['app.ts', 'app-layer'],
        ['cli/pglite-data-dir.ts', 'app-layer'],
      ],
    );
  });

  it('leaves tests and test support out of the graph', () => {
    const report = checkFeatureImports(
      [
        { file: 'features/events/events.test.ts', imports: ['features/bookings/bookings.tables.ts'] },
        { file: 'features/bookings/booking.test-support.ts', imports: ['features/events/events.service.ts'] },
        { file: 'http/route-access.world.ts', imports: ['features/users/users.tables.ts'] },
        { file: 'test/factories.ts', imports: ['features/users/users.tables.ts'] },
        { file: 'features/users/create-user.test.ts', imports: ['features/auth/auth.service.ts'] },
      ],
      SERVER_BOUNDARIES,
    );
    assert.deepEqual(report, { edges: [], cycles: [], mutualPairs: [], violations: [] });
  });

  it('finds the cycles a server feature pair makes', () => {
    const report = checkFeatureImports(
      [
        { file: 'features/events/events.service.ts', imports: ['features/payouts/payout-readiness.ts'] },
        { file: 'features/payouts/payouts.service.ts', imports: ['features/events/events.service.ts'] },
      ],
      SERVER_BOUNDARIES,
    );
    assert.deepEqual(report.cycles, [['events', 'payouts']]);
    assert.deepEqual(report.mutualPairs, [['events', 'payouts']]);
  });
});

describe('checkFeatureImports with boundaries of its own', () => {
  it('checks the first lower layer a file matches, and only that one', () => {
    const boundaries: FeatureBoundaries = {
      appLayer: { files: /^app\//, why: 'app' },
      lowerLayers: [
        { files: /^lib\/special\//, mayNotImport: /^lib\/other\//, why: 'special' },
        { files: /^lib\//, mayNotImport: /^features\//, why: 'lib' },
      ],
    };
    const report = checkFeatureImports(
      [
        { file: 'lib/special/a.ts', imports: ['features/x/x.ts', 'lib/other/b.ts'] },
        { file: 'lib/c.ts', imports: ['features/x/x.ts', 'lib/other/b.ts'] },
      ],
      boundaries,
    );
    assert.deepEqual(
      report.violations.map((violation) => [violation.file, violation.imported]),
      [
        ['lib/special/a.ts', 'lib/other/b.ts'],
        ['lib/c.ts', 'features/x/x.ts'],
      ],
    );
  });
});
