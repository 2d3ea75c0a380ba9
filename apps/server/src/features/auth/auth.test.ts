import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signInAs, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../users/users.tables.ts';
import { sessions } from './auth.tables.ts';
import { hashToken } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const validClimber = (overrides: Record<string, unknown> = {}) => ({
  email: `climber-${Math.random().toString(36).slice(2)}@example.test`,
  name: 'Ada Lovelace',
  phone_number: '604 555 0123',
  password: 'a-long-enough-secret',
  password_confirmation: 'a-long-enough-secret',
  newsletter: true,
  ...overrides,
});

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/register-climber', payload: payload as object });

describe('POST /api/register-climber', () => {
  it('creates a climber, signs them in and never returns password material', async () => {
    const body = validClimber({ email: 'Ada@Example.TEST' });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const { token, user } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({ email: 'ada@example.test', name: 'Ada Lovelace', role: 'climber', climber: true });
    expect(response.body).not.toMatch(/password|argon2/i);

    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(user.id);
  });

  it('answers 422 with a message for every missing field', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(422);
    const { message, errors } = response.json();
    expect(message).toBeTypeOf('string');
    expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'password', 'password_confirmation', 'phone_number']);
    expect(errors.email[0]).toBe('The email field is required.');
    expect(errors.name[0]).toBe('The name field is required.');
    expect(errors.phone_number[0]).toBe('The phone number field is required.');
  });

  it('rejects a malformed email, a short phone number, a mismatched confirmation and a non-boolean newsletter', async () => {
    const response = await register(
      validClimber({
        email: 'not-an-email',
        phone_number: '12 34',
        password_confirmation: 'different-secret',
        newsletter: 'yes',
      }),
    );
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors.email[0]).toBe('Please provide a valid email');
    expect(errors.phone_number[0]).toBe('Please provide a valid phone number');
    expect(errors.password_confirmation[0]).toBe('The password confirmation does not match.');
    expect(errors.newsletter[0]).toBe('The newsletter field must be true or false.');
  });

  it('refuses a duplicate email, whatever its case, on the email field', async () => {
    const body = validClimber();
    expect((await register(body)).statusCode).toBe(201);
    const again = await register({ ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual(['The email has already been taken.']);
  });

  it('ignores role, approval and id sent by the client (no mass assignment)', async () => {
    const response = await register({
      ...validClimber(),
      role: 'super_admin',
      is_approved: true,
      id: 1,
      email_verified: true,
    });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user.role).toBe('climber');
    expect(user.is_approved).toBe(false);
    expect(user.email_verified).toBe(false);
    expect(user.id).not.toBe(1);
  });
});

describe('password policy (A5)', () => {
  it('rejects every password shorter than 8 characters', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 0, maxLength: 7 }), async (password) => {
        const response = await register(validClimber({ password, password_confirmation: password }));
        expect(response.statusCode).toBe(422);
        expect(response.json().errors.password).toBeDefined();
      }),
      { numRuns: 25 },
    );
  });

  it('accepts long, unicode and spaced passwords with no composition rules', async () => {
    for (const password of [
      'eightchr',
      'correct horse battery staple',
      'пароль-для-теста',
      '🧗‍♀️🏔️ on belay',
      'x'.repeat(64),
      'y'.repeat(128),
    ]) {
      const response = await register(validClimber({ password, password_confirmation: password }));
      expect(response.statusCode, password).toBe(201);
    }
  });

  it('refuses passwords longer than 128 characters and common passwords', async () => {
    const tooLong = 'z'.repeat(129);
    expect((await register(validClimber({ password: tooLong, password_confirmation: tooLong }))).statusCode).toBe(422);
    for (const password of ['password123', 'TrustNo1', 'qwertyuiop', 'Sunshine']) {
      const common = await register(validClimber({ password, password_confirmation: password }));
      expect(common.statusCode, password).toBe(422);
      expect(common.json().errors.password[0]).toMatch(/too common/);
    }
  });

  it('uses every byte of a long password: a shared 72-byte prefix does not sign in', async () => {
    const prefix = 'p'.repeat(72);
    const body = validClimber({ password: `${prefix}-first-one`, password_confirmation: `${prefix}-first-one` });
    expect((await register(body)).statusCode).toBe(201);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in',
      payload: { email: body.email, password: `${prefix}-other-one` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('stores argon2id hashes only', async () => {
    const body = validClimber();
    await register(body);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(body.password);
  });
});

describe('POST /api/sign-in', () => {
  it('signs in with the right password and answers 401 with one message otherwise', async () => {
    const user = await createUser(t.database.db);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(user.email);

    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in',
      payload: { email: user.email, password: 'nope-nope-nope' },
    });
    const unknownUser = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in',
      payload: { email: 'ghost@example.test', password: 'nope-nope-nope' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
    expect(wrongPassword.json().message).toBe('These credentials do not match our records.');
  });

  it('answers 422 per field when email or password is missing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/sign-in', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password']);
  });

  it('refuses a guide who has no login yet', async () => {
    const guide = await createUser(t.database.db, { role: 'guide', passwordHash: null });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in',
      payload: { email: guide.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('sign-in throttle (A1)', () => {
  it('limits failures per account with 429 + Retry-After, ignores spoofed X-Forwarded-For and leaves other accounts alone', async () => {
    const victim = await createUser(t.database.db);
    const bystander = await createUser(t.database.db);
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let attempt = 0; attempt < 150; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/sign-in',
        headers: { 'x-forwarded-for': `203.0.113.${attempt % 250}` },
        payload: { email: victim.email, password: `wrong-password-${attempt}` },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) retryAfter = response.headers['retry-after'] as string;
      // Other accounts keep working throughout.
      if (attempt % 50 === 49) await signInAs(t.app, bystander.email);
    }
    const evaluated = statuses.filter((s) => s === 401).length;
    expect(evaluated).toBeLessThanOrEqual(100);
    expect(evaluated).toBe(t.app.config.SIGN_IN_FAILURES_PER_EMAIL);
    expect(statuses.filter((s) => s === 429).length).toBe(150 - evaluated);
    expect(Number(retryAfter)).toBeGreaterThan(0);

    // Even the right password is refused while the account is throttled.
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in',
      payload: { email: victim.email, password: TEST_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too_many_requests');
  });
});

describe('sessions (A2)', () => {
  it('issues a new 256-bit token per sign-in, stores only its hash, and revokes on logout', async () => {
    const user = await createUser(t.database.db);
    const first = await signInAs(t.app, user.email);
    const second = await signInAs(t.app, user.email);
    expect(first).not.toBe(second);
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);

    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored.map((s) => s.tokenHash).sort()).toEqual([hashToken(first), hashToken(second)].sort());
    expect(JSON.stringify(stored)).not.toContain(first);

    const out = await t.app.inject({ method: 'DELETE', url: '/api/logout', headers: bearer(first) });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(first) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(second) })).statusCode).toBe(200);
  });

  it('refuses an expired session and a disabled account', async () => {
    const user = await createUser(t.database.db);
    const token = await signInAs(t.app, user.email);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);

    const other = await createUser(t.database.db);
    const live = await signInAs(t.app, other.email);
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, other.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(live) })).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in',
      payload: { email: other.email, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(401);
  });

  it('a password change keeps this session and signs out every other one', async () => {
    const user = await createUser(t.database.db);
    const here = await signInAs(t.app, user.email);
    const elsewhere = await signInAs(t.app, user.email);

    const wrongCurrent = await t.app.inject({
      method: 'POST',
      url: '/api/update-password',
      headers: bearer(here),
      payload: { current_password: 'not-my-password', new_password: 'a-brand-new-secret' },
    });
    expect(wrongCurrent.statusCode).toBe(422);
    expect(wrongCurrent.json().errors.current_password).toEqual(['The current password is incorrect.']);

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/update-password',
      headers: bearer(here),
      payload: { current_password: TEST_PASSWORD, new_password: 'short' },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.new_password).toBeDefined();

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/update-password',
      headers: bearer(here),
      payload: { current_password: TEST_PASSWORD, new_password: 'a-brand-new-secret' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Your password has been updated.');
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(here) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(elsewhere) })).statusCode).toBe(401);
    await signInAs(t.app, user.email, 'a-brand-new-secret');
  });

  it('answers 401 without a token, with a garbage token and for logout without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer('garbage') })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/user?token=${'x'.repeat(5000)}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/logout' })).statusCode).toBe(401);
  });
});

describe('token in URLs (A3)', () => {
  it('accepts ?token= and Bearer, never logs the token, and marks answers no-store / no-referrer', async () => {
    const user = await createUser(t.database.db);
    const token = await signInAs(t.app, user.email);
    const viaQuery = await t.app.inject({ method: 'GET', url: `/api/user?token=${token}` });
    const viaHeader = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    const failing = await t.app.inject({ method: 'GET', url: `/api/user?token=${token}x` });
    for (const response of [viaQuery, viaHeader]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
    expect(failing.statusCode).toBe(401);
    await t.app.inject({ method: 'DELETE', url: `/api/logout?token=${token}` });
    expect(t.logs.join('\n')).toContain('/api/user?token=[REDACTED]');
    expect(t.logs.join('\n')).not.toContain(token);
  });

  it('refuses a repeated token parameter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user?token=a&token=b' });
    expect(response.statusCode).toBe(400);
  });
});
