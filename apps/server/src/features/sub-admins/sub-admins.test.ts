import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signInAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const superAdmin = await createUser(t.database.db, { role: 'super_admin' });
  superToken = await signInAs(t.app, superAdmin.email);
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

const newAdmin = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nora Admin',
  email: `nora-${Math.random().toString(36).slice(2)}@example.test`,
  password: 'sub-admin-secret',
  permissions: ['guides'],
  ...overrides,
});

describe('who may manage sub admins', () => {
  it('answers 401 to visitors and 403 to every role but the super admin', async () => {
    expect((await call('GET', '/api/admins')).statusCode).toBe(401);
    expect((await call('POST', '/api/admins', undefined, newAdmin())).statusCode).toBe(401);
    for (const role of ['climber', 'guide', 'admin'] as const) {
      const user = await createUser(t.database.db, {
        role,
        permissions: role === 'admin' ? ['guides', 'climbers', 'events', 'statistics'] : [],
      });
      const token = await signInAs(t.app, user.email);
      expect((await call('GET', '/api/admins', token)).statusCode, role).toBe(403);
      expect((await call('POST', '/api/admins', token, newAdmin())).statusCode, role).toBe(403);
      expect((await call('PUT', `/api/admins/${user.id}/permissions`, token, { permissions: [] })).statusCode).toBe(
        403,
      );
    }
  });
});

describe('sub admin lifecycle', () => {
  it('adds, lists, searches, edits, resets the password, switches flags and deletes', async () => {
    const body = newAdmin({ name: 'Olivia Hébert', permissions: ['guides', 'guides', 'statistics'] });
    const created = await call('POST', '/api/admins', superToken, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Admin is created', code: 'admin_created' });
    const { admin } = created.json();
    expect(admin.permissions.filter((p: { status: boolean }) => p.status).map((p: { id: string }) => p.id)).toEqual([
      'guides',
      'statistics',
    ]);
    expect(created.body).not.toMatch(/password_hash|argon2/);

    const adminToken = await signInAs(t.app, body.email, body.password);
    const me = (await call('GET', '/api/user', adminToken)).json();
    expect(me.user.role).toBe('admin');

    const found = (await call('GET', '/api/admins?search=h%C3%A9bert!!', superToken)).json();
    expect(found.data.map((a: { id: number }) => a.id)).toEqual([admin.id]);
    expect(found.total).toBe(1);

    const edited = await call('PUT', `/api/admins/${admin.id}`, superToken, { name: 'Olivia H.', email: body.email });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'Admin is updated', code: 'admin_updated' });
    expect(edited.json().admin.name).toBe('Olivia H.');

    const flags = await call('PUT', `/api/admins/${admin.id}/permissions`, superToken, { permissions: ['climbers'] });
    expect(flags.statusCode).toBe(200);
    expect(flags.json()).toMatchObject({ message: 'Permissions are updated', code: 'admin_permissions_updated' });
    const live = (await call('GET', '/api/user', adminToken)).json();
    expect(live.user.permissions.find((p: { id: string }) => p.id === 'guides').status).toBe(false);
    expect(live.user.permissions.find((p: { id: string }) => p.id === 'climbers').status).toBe(true);

    const reset = await call('PUT', `/api/admins/${admin.id}/password`, superToken, {
      password: 'another-sub-secret',
      password_confirmation: 'another-sub-secret',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ message: 'Password is updated', code: 'admin_password_updated' });
    expect((await call('GET', '/api/user', adminToken)).statusCode).toBe(401);
    await signInAs(t.app, body.email, 'another-sub-secret');

    const deleted = await call('DELETE', `/api/delete-user/${admin.id}`, superToken);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      message: 'Admin is deleted',
      code: 'user_deleted',
      context: 'admin',
      id: admin.id,
      type: 'admin',
    });
    expect(
      (await call('PUT', `/api/admins/${admin.id}`, superToken, { name: 'x', email: body.email })).statusCode,
    ).toBe(404);
  });

  it('paginates with at most 100 rows per page', async () => {
    for (let i = 0; i < 3; i += 1) await call('POST', '/api/admins', superToken, newAdmin());
    const page = (await call('GET', '/api/admins?page=1&per_page=2', superToken)).json();
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect((await call('GET', '/api/admins?per_page=101', superToken)).statusCode).toBe(422);
    expect((await call('GET', '/api/admins?page=abc', superToken)).statusCode).toBe(422);
  });
});

describe('sub admin validation', () => {
  it('answers 422 per field for missing, duplicate, weak or unknown values', async () => {
    const empty = await call('POST', '/api/admins', superToken, {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'name', 'password']);

    const body = newAdmin();
    expect((await call('POST', '/api/admins', superToken, body)).statusCode).toBe(201);
    const duplicate = await call('POST', '/api/admins', superToken, { ...body, email: body.email.toUpperCase() });
    expect(duplicate.json().errors.email).toEqual(['The email has already been taken.']);

    const weak = await call('POST', '/api/admins', superToken, newAdmin({ password: 'password' }));
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toBeDefined();

    const unknown = await call('POST', '/api/admins', superToken, newAdmin({ permissions: ['everything'] }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['permissions.0']).toEqual(['Unknown permission.']);

    const mismatch = await call('PUT', '/api/admins/999999/password', superToken, {
      password: 'long-enough-pass',
      password_confirmation: 'different-pass',
    });
    expect(mismatch.statusCode).toBe(422);
    expect((await call('PUT', '/api/admins/abc', superToken, { name: 'x', email: 'a@b.co' })).statusCode).toBe(422);
  });
});

describe('DELETE /api/delete-user/{id}', () => {
  it('lets an admin delete guides only while the Guides flag is on (B4), and never a super admin or oneself', async () => {
    const admin = await createUser(t.database.db, { role: 'admin', permissions: ['guides'] });
    const adminToken = await signInAs(t.app, admin.email);
    const guideA = await createUser(t.database.db, { role: 'guide' });
    const guideB = await createUser(t.database.db, { role: 'guide' });
    const climber = await createUser(t.database.db, { role: 'climber' });

    const ok = await call('DELETE', `/api/delete-user/${guideA.id}`, adminToken);
    expect(ok.json()).toEqual({
      message: 'Guide is deleted',
      code: 'user_deleted',
      context: 'guide',
      id: guideA.id,
      type: 'guide',
    });
    expect((await call('DELETE', `/api/delete-user/${climber.id}`, adminToken)).statusCode).toBe(403);

    await call('PUT', `/api/admins/${admin.id}/permissions`, superToken, { permissions: [] });
    expect((await call('DELETE', `/api/delete-user/${guideB.id}`, adminToken)).statusCode).toBe(403);

    const superAdmin = await createUser(t.database.db, { role: 'super_admin' });
    expect((await call('DELETE', `/api/delete-user/${superAdmin.id}`, superToken)).statusCode).toBe(403);
    const me = (await call('GET', '/api/user', superToken)).json().user;
    expect((await call('DELETE', `/api/delete-user/${me.id}`, superToken)).statusCode).toBe(409);
    expect((await call('DELETE', '/api/delete-user/99999999', superToken)).statusCode).toBe(404);

    const climberToken = await signInAs(t.app, (await createUser(t.database.db)).email);
    expect((await call('DELETE', `/api/delete-user/${guideB.id}`, climberToken)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/delete-user/${guideB.id}`)).statusCode).toBe(401);
  });
});
