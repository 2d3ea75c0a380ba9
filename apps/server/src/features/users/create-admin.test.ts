import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValidationError } from '../../http/errors.ts';
import { signInAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../demo-seed/demo-seed.ts';
import { createSuperAdmin } from './create-admin.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo seed and the operator account', () => {
  it('seeds the four demo accounts once, each able to sign in', async () => {
    const services = {
      storage: t.app.storage,
      payments: t.app.payments,
      geocoder: t.app.geocoder,
      config: t.app.config,
    };
    expect(await seedDemoData(t.database.db, services)).toBe(true);
    expect(await seedDemoData(t.database.db, services)).toBe(false);
    for (const account of DEMO_ACCOUNTS) {
      const token = await signInAs(t.app, account.email, DEMO_PASSWORD);
      const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });
      expect(me.json().user.role).toBe(account.role);
    }
  });

  it('creates a super admin who can sign in, refusing weak passwords and taken emails', async () => {
    await expect(
      createSuperAdmin(t.database.db, { email: 'ops@example.test', password: 'short' }),
    ).rejects.toBeInstanceOf(FieldValidationError);
    const user = await createSuperAdmin(t.database.db, { email: 'Ops@Example.test', password: 'operator-secret-1' });
    expect(user.role).toBe('super_admin');
    await signInAs(t.app, 'ops@example.test', 'operator-secret-1');
    await expect(
      createSuperAdmin(t.database.db, { email: 'ops@example.test', password: 'operator-secret-2' }),
    ).rejects.toMatchObject({ errors: { email: ['The email has already been taken.'] } });
  });
});
