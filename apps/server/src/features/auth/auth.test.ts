import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refusalBody } from '../../test/error-bodies.ts';
import { bearer, createUser, signInAs, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../users/users.tables.ts';
import { sessions } from './auth.tables.ts';
import { hashToken } from './tokens.ts';

/** Every argon2 verification the sign-in runs, counted: the measure of how many guesses were evaluated. */
const passwordChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../users/passwords.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../users/passwords.ts')>();
  return {
    ...actual,
    verifyPassword: (passwordHash: string, password: string) => {
      passwordChecks.count += 1;
      return actual.verifyPassword(passwordHash, password);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Stops the clock (Date only; timers run) one minute into today's first window, so every attempt of a
 * test falls in the same fixed windows, whatever the time the suite runs at. Returns a clock to move.
 */
function freezeClockAtStartOfWindows() {
  const start = Math.floor(Date.now() / DAY_MS) * DAY_MS + MINUTE_MS;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  return { advanceTo: (msAfterStart: number) => vi.setSystemTime(start + msAfterStart) };
}

let clientSequence = 0;
/** A distinct client address per call (private range 10.x), for tests that are not about the sign-up limit. */
const freshClientIp = () => {
  clientSequence += 1;
  return `10.77.${clientSequence >> 8}.${clientSequence & 255}`;
};

const signIn = (email: string, password: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/sign-in', remoteAddress, headers, payload: { email, password } });

const validClimber = (overrides: Record<string, unknown> = {}) => ({
  email: `climber-${Math.random().toString(36).slice(2)}@example.test`,
  name: 'Ada Lovelace',
  phone_number: '604 555 0123',
  password: 'a-long-enough-secret',
  password_confirmation: 'a-long-enough-secret',
  newsletter: true,
  ...overrides,
});

const register = (payload: unknown, remoteAddress = freshClientIp()) =>
  t.app.inject({ method: 'POST', url: '/api/register-climber', remoteAddress, payload: payload as object });

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
    expect(refusalBody(wrongPassword)).toEqual(refusalBody(unknownUser));
    expect(wrongPassword.json().message).toBe('These credentials do not match our records.');
  });

  it('answers 422 per field when email or password is missing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/sign-in', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password']);
  });

  it('refuses a guide who has no login yet', async () => {
    const guide = await createUser(t.database.db, { role: 'guide', isApproved: false, passwordHash: null });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in',
      payload: { email: guide.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('sign-in throttle (A1)', () => {
  it('throttles the client, not the account: 429 + Retry-After past the per-client limit, a spoofed X-Forwarded-For changes nothing, other accounts and the owner elsewhere still sign in (finding 10)', async () => {
    freezeClockAtStartOfWindows();
    const victim = await createUser(t.database.db);
    const bystander = await createUser(t.database.db);
    const attacker = '198.51.100.10';
    const checksBefore = passwordChecks.count;
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let attempt = 0; attempt < 150; attempt += 1) {
      const response = await signIn(victim.email, `wrong-password-${attempt}`, attacker, {
        'x-forwarded-for': `203.0.113.${attempt % 250}`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) retryAfter = response.headers['retry-after'] as string;
      // Other accounts keep working throughout, from the same address too.
      if (attempt % 50 === 49) await signInAs(t.app, bystander.email);
    }
    const evaluated = statuses.filter((s) => s === 401).length;
    expect(evaluated).toBeLessThanOrEqual(100);
    expect(evaluated).toBe(t.app.config.SIGN_IN_FAILURES_PER_EMAIL);
    expect(passwordChecks.count - checksBefore).toBe(evaluated + 3); // and the bystander's three sign-ins
    expect(statuses.filter((s) => s === 429).length).toBe(150 - evaluated);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(t.app.config.SIGN_IN_WINDOW_SECONDS);

    // The attacker's address stays refused, even with the right password...
    const blocked = await signIn(victim.email, TEST_PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too_many_requests');
    // ...while the owner, from their own address, signs in.
    const owner = await signIn(victim.email, TEST_PASSWORD, '192.0.2.44');
    expect(owner.statusCode).toBe(200);
  });

  it('bounds guessing spread over many addresses: at most 100 failures per account per hour are evaluated', async () => {
    // Behind a proxy each X-Forwarded-For is a different client: the per-account cap is what holds.
    const proxied = await createTestApp({ TRUST_PROXY: true });
    try {
      freezeClockAtStartOfWindows();
      const victim = await createUser(proxied.database.db);
      const bystander = await createUser(proxied.database.db);
      const checksBefore = passwordChecks.count;
      const statuses: number[] = [];
      let retryAfter: string | undefined;
      for (let attempt = 0; attempt < 150; attempt += 1) {
        const response = await proxied.app.inject({
          method: 'POST',
          url: '/api/sign-in',
          headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
          payload: { email: victim.email, password: `wrong-password-${attempt}` },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) retryAfter = response.headers['retry-after'] as string;
      }
      const evaluated = statuses.filter((s) => s === 401).length;
      expect(evaluated).toBe(proxied.app.config.SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR);
      expect(evaluated).toBeLessThanOrEqual(100);
      expect(passwordChecks.count - checksBefore).toBe(evaluated);
      expect(statuses.slice(evaluated).every((s) => s === 429)).toBe(true);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      // No global lockout: another account signs in from one of the same addresses.
      const other = await proxied.app.inject({
        method: 'POST',
        url: '/api/sign-in',
        headers: { 'x-forwarded-for': '203.0.113.7' },
        payload: { email: bystander.email, password: TEST_PASSWORD },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('makes a repeat offender wait longer: the window, then the rest of the hour, then the rest of the day', async () => {
    const clock = freezeClockAtStartOfWindows();
    const victim = await createUser(t.database.db);
    const attacker = '198.51.100.20';
    const window = t.app.config.SIGN_IN_WINDOW_SECONDS;
    const perWindow = t.app.config.SIGN_IN_FAILURES_PER_EMAIL;
    /** Guesses until refused; the number evaluated and the Retry-After of the refusal. */
    const guessUntilRefused = async () => {
      for (let evaluated = 0; ; evaluated += 1) {
        const response = await signIn(victim.email, 'wrong-password', attacker);
        if (response.statusCode === 429) return { evaluated, retryAfter: Number(response.headers['retry-after']) };
        expect(response.statusCode).toBe(401);
      }
    };
    const windowMs = window * 1000;

    const first = await guessUntilRefused();
    expect(first).toEqual({ evaluated: perWindow, retryAfter: window - 60 });

    clock.advanceTo(windowMs);
    const second = await guessUntilRefused();
    // Twice the limit over four windows: the pair now waits for the end of those four windows.
    expect(second).toEqual({ evaluated: perWindow, retryAfter: 4 * window - windowMs / 1000 - 60 });

    clock.advanceTo(4 * windowMs);
    expect((await guessUntilRefused()).evaluated).toBe(perWindow);
    clock.advanceTo(5 * windowMs);
    expect((await guessUntilRefused()).evaluated).toBe(perWindow);
    clock.advanceTo(8 * windowMs);
    // Four times the limit over 96 windows: refused at once, until the end of those 96 windows.
    const fifth = await guessUntilRefused();
    expect(fifth).toEqual({ evaluated: 0, retryAfter: 96 * window - 8 * window - 60 });

    // The owner was never locked out.
    expect((await signIn(victim.email, TEST_PASSWORD, '192.0.2.45')).statusCode).toBe(200);
  });
});

describe('sign-in throttle counts before it checks (finding 3)', () => {
  it('evaluates at most the limit of 200 parallel wrong passwords for one account', async () => {
    freezeClockAtStartOfWindows();
    const victim = await createUser(t.database.db);
    const checksBefore = passwordChecks.count;
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, attempt) => signIn(victim.email, `wrong-password-${attempt}`, '198.51.100.30')),
    );
    const evaluated = passwordChecks.count - checksBefore;
    const limit = t.app.config.SIGN_IN_FAILURES_PER_EMAIL;
    expect(evaluated).toBeLessThanOrEqual(limit);
    expect(evaluated).toBe(limit);
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(evaluated);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - evaluated);
  });
});

describe('POST /api/register-climber limit per client (finding 9)', () => {
  it('answers 429 + Retry-After past ten sign-ups an hour from one address; another address still signs up', async () => {
    freezeClockAtStartOfWindows();
    const client = '198.51.100.40';
    const perHour = t.app.config.SIGN_UPS_PER_IP_PER_HOUR;
    // A taken email counts too: it is how addresses would be probed.
    const taken = await createUser(t.database.db);
    expect((await register(validClimber({ email: taken.email }), client)).statusCode).toBe(422);
    for (let i = 1; i < perHour; i += 1) expect((await register(validClimber(), client)).statusCode).toBe(201);
    const refused = await register(validClimber(), client);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().code).toBe('too_many_requests');
    expect((await register(validClimber(), '198.51.100.41')).statusCode).toBe(201);
  });
});

describe('POST /api/update-password throttle (finding 12)', () => {
  it('refuses with 429 after five wrong current passwords, even the right one, without touching other users', async () => {
    freezeClockAtStartOfWindows();
    const user = await createUser(t.database.db);
    const token = await signInAs(t.app, user.email);
    const change = (current: string, headers = bearer(token)) =>
      t.app.inject({
        method: 'POST',
        url: '/api/update-password',
        headers,
        payload: { current_password: current, new_password: 'a-brand-new-secret' },
      });
    for (let i = 0; i < 5; i += 1) expect((await change(`not-my-password-${i}`)).statusCode).toBe(422);
    const refused = await change(TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const other = await createUser(t.database.db);
    expect((await change(TEST_PASSWORD, bearer(await signInAs(t.app, other.email)))).statusCode).toBe(200);
  });

  it('a right current password gives its place back: successes are not counted', async () => {
    freezeClockAtStartOfWindows();
    const user = await createUser(t.database.db);
    const token = await signInAs(t.app, user.email);
    let current = TEST_PASSWORD;
    for (let i = 0; i < 7; i += 1) {
      const next = `rotated-secret-number-${i}`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/update-password',
        headers: bearer(token),
        payload: { current_password: current, new_password: next },
      });
      expect(response.statusCode).toBe(200);
      current = next;
    }
  });
});

describe('guide approval at sign-in (finding 2)', () => {
  it('never signs in a guide applicant who is not approved, even with a password', async () => {
    const applicant = await createUser(t.database.db, { role: 'guide', isApproved: false });
    const response = await signIn(applicant.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/still being reviewed/);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, applicant.id))).toHaveLength(0);
    // A wrong password still gets the one answer for every failure.
    expect((await signIn(applicant.email, 'wrong-password')).statusCode).toBe(401);
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
    expect(out.json()).toEqual({ message: 'You have been logged out.', code: 'logged_out' });
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
    expect(changed.json().code).toBe('password_updated');
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

describe('the session token travels in the Authorization header only (A3, issue 28 finding f)', () => {
  it('signs in by Bearer; a token in the query string, however spelled, signs nobody in and is never logged', async () => {
    const user = await createUser(t.database.db);
    const token = await signInAs(t.app, user.email);
    const viaHeader = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(viaHeader.statusCode).toBe(200);
    expect(viaHeader.headers['cache-control']).toBe('no-store');
    expect(viaHeader.headers['referrer-policy']).toBe('no-referrer');

    const spellings = [`?token=${token}`, `?%74oken=${token}`, `?TOKEN=${token}`, `?page=1&token=${token}`];
    const answers: string[] = [];
    for (const query of spellings) {
      const response = await t.app.inject({ method: 'GET', url: `/api/user${query}` });
      answers.push(`${query.split('=')[0]} → ${response.statusCode}`);
      expect(response.statusCode, query).toBe(401);
    }
    console.log(`a session token in the query string: ${answers.join(', ')}`);
    // Logging out through the query string ends nothing either: the header's session lives on.
    await t.app.inject({ method: 'DELETE', url: `/api/logout?token=${token}` });
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    expect(t.logs.join('\n')).toContain('/api/user?token=[REDACTED]');
    expect(t.logs.join('\n')).not.toContain(token);
  });

  it('lets the header decide when a query string carries a token too, repeated or not', async () => {
    const user = await createUser(t.database.db);
    const token = await signInAs(t.app, user.email);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user?token=a&token=b',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
  });
});
