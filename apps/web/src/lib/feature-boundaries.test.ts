import { describe, expect, it } from 'vitest';
import { checkFeatureImports, isPublicSurface } from './feature-boundaries.ts';

describe('checkFeatureImports', () => {
  it('counts feature to feature edges by pair and lets a feature use its own files freely', () => {
    const report = checkFeatureImports([
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
    ]);
    expect(report.edges).toEqual([{ from: 'events', to: 'bookings', imports: 3 }]);
    expect(report.violations).toEqual([]);
    expect(report.cycles).toEqual([]);
  });

  it("refuses another feature's internals and any feature import of the app layer", () => {
    const report = checkFeatureImports([
      {
        file: 'features/bookings/book-button.component.tsx',
        imports: ['features/events/event-display.ts', 'features/accounts/climber-wizard/wizard-stepper.component.tsx'],
      },
      { file: 'features/accounts/climber-wizard/steps.ts', imports: ['app/route-table.ts'] },
    ]);
    expect(report.violations).toEqual([
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
    const report = checkFeatureImports([
      { file: 'features/bookings/booking-request.test.ts', imports: [fixtures] },
      { file: 'features/bookings/booking-request.ts', imports: [fixtures] },
    ]);
    expect(report.violations).toEqual([
      { file: 'features/bookings/booking-request.ts', imported: fixtures, reason: 'feature-internals' },
    ]);
  });

  it('refuses a folder below the features importing a feature, a screen or the app', () => {
    const report = checkFeatureImports([
      { file: 'api/events.api.ts', imports: ['features/payouts/payouts.api.ts', 'lib/api-client.ts'] },
      { file: 'shell/modals/modal-host.component.tsx', imports: ['app/modal-registry.ts'] },
      { file: 'test/app-modal-host.tsx', imports: ['app/modal-registry.ts'] },
    ]);
    expect(report.violations.map((violation) => [violation.file, violation.reason])).toEqual([
      ['api/events.api.ts', 'lower-layer'],
      ['shell/modals/modal-host.component.tsx', 'lower-layer'],
    ]);
  });

  it('finds each cycle between features once, however long', () => {
    const report = checkFeatureImports([
      { file: 'features/auth/sign-in.component.tsx', imports: ['features/accounts/accounts.api.ts'] },
      { file: 'features/accounts/accounts.api.ts', imports: ['features/bootstrap/bootstrap.api.ts'] },
      { file: 'features/bootstrap/bootstrap.api.ts', imports: ['features/auth/auth.api.ts'] },
      { file: 'features/events/event-card.component.tsx', imports: ['features/bookings/bookings.api.ts'] },
      { file: 'features/bookings/bookings.api.ts', imports: ['features/events/events.api.ts'] },
    ]);
    expect(report.cycles).toEqual([
      ['accounts', 'bootstrap', 'auth'],
      ['bookings', 'events'],
    ]);
  });
});

describe('isPublicSurface', () => {
  it('is the api modules and components at the top of a feature folder, tests excluded', () => {
    expect(isPublicSurface('features/events/events.api.ts')).toBe(true);
    expect(isPublicSurface('features/events/event-card.component.tsx')).toBe(true);
    expect(isPublicSurface('features/events/event-card.component.test.tsx')).toBe(false);
    expect(isPublicSurface('features/events/near-me.hook.ts')).toBe(false);
    expect(isPublicSurface('features/accounts/climber-wizard/fun-facts-step.component.tsx')).toBe(false);
    expect(isPublicSurface('lib/format.ts')).toBe(false);
  });
});
