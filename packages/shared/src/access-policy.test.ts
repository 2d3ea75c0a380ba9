import { describe, expect, it } from 'vitest';
import {
  mayChangeEvent,
  mayChangeEvents,
  mayManageAccountsOf,
  mayManageTrainings,
  mayOpenPayoutAccount,
  maySeeEveryEvent,
} from './access-policy.ts';
import type { Role } from './roles.ts';

const person = (role: Role, values: { permissions?: string[]; isApproved?: boolean; id?: number } = {}) => ({
  id: values.id ?? 1,
  role,
  permissions: values.permissions ?? [],
  isApproved: values.isApproved ?? role === 'guide',
  disabledAt: null,
  stripeAccountId: 'acct_own',
});

describe('the event rules', () => {
  it('open every event to the super admin and an admin holding All Courses, its own to an approved guide', () => {
    const event = { guideId: 7 };
    expect(mayChangeEvent(person('guide', { id: 7 }), event)).toBe(true);
    expect(mayChangeEvent(person('guide', { id: 8 }), event)).toBe(false);
    expect(mayChangeEvent(person('guide', { id: 7, isApproved: false }), event)).toBe(false);
    expect(mayChangeEvent(person('super_admin'), event)).toBe(true);
    expect(mayChangeEvent(person('admin', { permissions: ['events'] }), event)).toBe(true);
    expect(mayChangeEvent(person('admin', { permissions: ['guides'] }), event)).toBe(false);
    expect(mayChangeEvent(person('climber', { id: 7 }), event)).toBe(false);

    expect(mayChangeEvents(person('guide'))).toBe(true);
    expect(mayChangeEvents(person('guide', { isApproved: false }))).toBe(false);
    expect(mayChangeEvents(person('climber'))).toBe(false);
    expect(maySeeEveryEvent(person('admin', { permissions: ['events'] }))).toBe(true);
    expect(maySeeEveryEvent(person('guide'))).toBe(false);
  });
});

describe('accounts and payout accounts', () => {
  it('let flags open guides and climbers, never admins or the super admin', () => {
    const admin = person('admin', { permissions: ['guides', 'climbers', 'events', 'statistics'] });
    expect(mayManageAccountsOf(admin, 'guide')).toBe(true);
    expect(mayManageAccountsOf(admin, 'climber')).toBe(true);
    expect(mayManageAccountsOf(admin, 'admin')).toBe(false);
    expect(mayManageAccountsOf(person('super_admin'), 'admin')).toBe(true);
    expect(mayManageAccountsOf(person('super_admin'), 'super_admin')).toBe(false);
  });

  it('open a payout account to its approved guide and the super admin only', () => {
    expect(mayOpenPayoutAccount(person('guide'), 'acct_own')).toBe(true);
    expect(mayOpenPayoutAccount(person('guide'), 'acct_other')).toBe(false);
    expect(mayOpenPayoutAccount(person('guide', { isApproved: false }), 'acct_own')).toBe(false);
    expect(mayOpenPayoutAccount(person('super_admin'), 'acct_other')).toBe(true);
    expect(mayOpenPayoutAccount(person('admin', { permissions: ['guides', 'events'] }), 'acct_other')).toBe(false);
  });
});

describe('managing trainings (videos)', () => {
  it('is for the super admin and admins holding the Videos flag', () => {
    expect(mayManageTrainings(person('super_admin'))).toBe(true);
    expect(mayManageTrainings(person('admin', { permissions: ['trainings'] }))).toBe(true);
    expect(mayManageTrainings(person('admin', { permissions: ['plans', 'training_pages'] }))).toBe(false);
    expect(mayManageTrainings(person('climber', { permissions: ['trainings'] }))).toBe(false);
    expect(mayManageTrainings(person('guide'))).toBe(false);
  });
});
