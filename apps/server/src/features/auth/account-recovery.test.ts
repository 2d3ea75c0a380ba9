import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../../integrations/email/email-outbox.tables.ts';
import { bearer, createUser, signInAs, TEST_PASSWORD } from '../../test/factories.ts';
import { lastMailTo, tokenFromMailTo } from '../../test/mail.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../users/users.tables.ts';
import { VERIFICATION_LINK_COOLDOWN_SECONDS } from './account-recovery.service.ts';
import { oneTimeTokens } from './one-time-tokens.tables.ts';
import { hashToken } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://cordee.example' });
});
afterAll(async () => {
  await t.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const resetMailsTo = async (address: string) =>
  (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address))).filter(
    (mail) => mail.subject === 'Reset your Cordée password',
  );

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function expire(token: string) {
  await t.database.db
    .update(oneTimeTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
}

describe('email verification (A4)', () => {
  it('sends a link on sign-up that verifies once', async () => {
    const email = `verify-${Date.now()}@example.test`;
    const signup = await post('/api/register-climber', {
      email,
      name: 'Vera Verify',
      phone_number: '604 555 0111',
      password: 'verify-me-please',
      password_confirmation: 'verify-me-please',
      newsletter: true,
    });
    expect(signup.statusCode).toBe(201);
    const mail = await lastMailTo(t.database.db, email);
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.textBody).toContain('https://cordee.example/verify-account-email/');
    expect(mail?.htmlBody).toContain('href="https://cordee.example/verify-account-email/');
    const token = await tokenFromMailTo(t.database.db, email, 'verify-account-email');

    const ok = await post('/api/verify-account-email', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      status: 'success',
      message: 'Your email address has been verified.',
      code: 'email_verified',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(signup.json().token) });
    expect(me.json().user.email_verified).toBe(true);

    const again = await post('/api/verify-account-email', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This verification link is invalid or has expired.');
  });

  it('refuses an expired, unknown or missing token', async () => {
    const user = await createUser(t.database.db, { emailVerifiedAt: null });
    const signedIn = await signInAs(t.app, user.email);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/resend-verification-email',
      headers: bearer(signedIn),
    });
    expect(resend.json()).toEqual({
      message: 'We have sent you a new verification link.',
      code: 'verification_link_sent',
    });
    const token = await tokenFromMailTo(t.database.db, user.email, 'verify-account-email');
    await expire(token);
    expect((await post('/api/verify-account-email', { token })).statusCode).toBe(422);
    expect((await post('/api/verify-account-email', { token: 'nope' })).statusCode).toBe(422);
    const missing = await post('/api/verify-account-email', {});
    expect(missing.json().errors.token).toEqual(['The token field is required.']);
  });
});

describe('a new verification link', () => {
  const verificationMailsTo = async (address: string) =>
    (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address))).filter(
      (mail) => mail.subject === 'Verify your email address',
    );
  /** Makes the user's newest verification link older, as if the cooldown had passed. */
  const ageVerificationLinks = async (userId: number, seconds: number) =>
    t.database.db
      .update(oneTimeTokens)
      .set({ createdAt: new Date(Date.now() - seconds * 1000) })
      .where(eq(oneTimeTokens.userId, userId));

  it('is sent to a signed-in user at most once a minute: a second click gets 429, not a second email', async () => {
    const user = await createUser(t.database.db, { emailVerifiedAt: null });
    const signedIn = await signInAs(t.app, user.email);
    const resend = () =>
      t.app.inject({ method: 'POST', url: '/api/resend-verification-email', headers: bearer(signedIn) });

    expect((await resend()).json().message).toBe('We have sent you a new verification link.');
    const again = await resend();
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/less than a minute ago/);
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(VERIFICATION_LINK_COOLDOWN_SECONDS);
    expect(await verificationMailsTo(user.email)).toHaveLength(1);

    await ageVerificationLinks(user.id, VERIFICATION_LINK_COOLDOWN_SECONDS + 1);
    expect((await resend()).statusCode).toBe(200);
    expect(await verificationMailsTo(user.email)).toHaveLength(2);

    // Once verified, there is nothing to send, and the answer says so.
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    expect((await resend()).json()).toEqual({
      message: 'Your email address is already verified.',
      code: 'email_already_verified',
    });
    expect(await verificationMailsTo(user.email)).toHaveLength(2);
  });

  it('is sent on request by email, with the same answer for every email, only to an unverified account', async () => {
    const unverified = await createUser(t.database.db, { emailVerifiedAt: null });
    const verified = await createUser(t.database.db, { emailVerifiedAt: new Date() });
    const applicant = await createUser(t.database.db, { role: 'guide', isApproved: false, passwordHash: null });
    const request = (email: string) => post('/api/request-verification-email', { email });

    const answers = [];
    for (const email of [unverified.email, verified.email, applicant.email, `nobody-${Date.now()}@example.test`]) {
      const response = await request(email);
      expect(response.statusCode, email).toBe(200);
      answers.push(response.json());
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({
      message:
        'If an unverified account exists for this email, we have sent it a new verification link. Please check your email.',
      code: 'verification_requested',
    });
    expect(await verificationMailsTo(unverified.email)).toHaveLength(1);
    expect(await verificationMailsTo(verified.email)).toHaveLength(0);
    expect(await verificationMailsTo(applicant.email)).toHaveLength(0);

    // The new link works; asking again within the minute answers the same and sends nothing.
    const token = await tokenFromMailTo(t.database.db, unverified.email, 'verify-account-email');
    expect((await request(unverified.email)).json()).toEqual(answers[0]);
    expect(await verificationMailsTo(unverified.email)).toHaveLength(1);
    expect((await post('/api/verify-account-email', { token })).statusCode).toBe(200);
  });

  it('refuses a bad email per field, and limits one client asking for one address', async () => {
    const missing = await post('/api/request-verification-email', {});
    expect(missing.json().errors.email).toEqual(['The email field is required.']);
    expect((await post('/api/request-verification-email', { email: 'nope' })).statusCode).toBe(422);

    const email = `limited-${Date.now()}@example.test`;
    const from = { remoteAddress: '10.8.0.5' };
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/api/request-verification-email', payload: { email }, ...from });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('forgot and reset password (A4)', () => {
  it('answers the same for known and unknown emails, and only mails the known one', async () => {
    const user = await createUser(t.database.db);
    const known = await post('/api/forgot-password', { email: user.email });
    const unknown = await post('/api/forgot-password', { email: `nobody-${Date.now()}@example.test` });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({
      message:
        'If an account exists for this email, we have sent a link to reset the password. Please check your email.',
      code: 'password_reset_requested',
    });
    expect((await lastMailTo(t.database.db, user.email))?.subject).toBe('Reset your Cordée password');
  });

  it('takes about the same time for known and unknown emails', async () => {
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 5; i += 1) {
      const user = await createUser(t.database.db);
      for (const [kind, email] of [
        ['known', user.email],
        ['unknown', `ghost-${i}-${Date.now()}@example.test`],
      ] as const) {
        const started = performance.now();
        await post('/api/forgot-password', { email }, { 'x-forwarded-for': `10.0.0.${i}` });
        timings[kind].push(performance.now() - started);
      }
    }
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    expect(Math.abs(mean(timings.known) - mean(timings.unknown))).toBeLessThan(50);
  });

  it('resets once with the emailed link, ends every session, and refuses reuse and expiry', async () => {
    const user = await createUser(t.database.db);
    const oldSession = await signInAs(t.app, user.email);
    await post('/api/forgot-password', { email: user.email });
    const token = await tokenFromMailTo(t.database.db, user.email, 'reset-password');

    const mismatch = await post('/api/reset-password', {
      token,
      password: 'new-password-1',
      password_confirmation: 'other',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual(['The password confirmation does not match.']);
    const short = await post('/api/reset-password', { token, password: 'short', password_confirmation: 'short' });
    expect(short.json().errors.password).toBeDefined();

    const ok = await post('/api/reset-password', {
      token,
      password: 'brand-new-secret',
      password_confirmation: 'brand-new-secret',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      message: 'Your password has been reset. You can sign in with your new password.',
      code: 'password_reset',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(oldSession) })).statusCode).toBe(401);
    await signInAs(t.app, user.email, 'brand-new-secret');
    const oldPassword = await post('/api/sign-in', { email: user.email, password: TEST_PASSWORD });
    expect(oldPassword.statusCode).toBe(401);

    const reuse = await post('/api/reset-password', {
      token,
      password: 'another-new-secret',
      password_confirmation: 'another-new-secret',
    });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().errors.token[0]).toMatch(/invalid or has expired/);

    await post('/api/forgot-password', { email: user.email });
    const second = await tokenFromMailTo(t.database.db, user.email, 'reset-password');
    await expire(second);
    const expired = await post('/api/reset-password', {
      token: second,
      password: 'another-new-secret',
      password_confirmation: 'another-new-secret',
    });
    expect(expired.statusCode).toBe(422);
  });

  it('a newer link replaces the older one', async () => {
    const user = await createUser(t.database.db);
    await post('/api/forgot-password', { email: user.email });
    const first = await tokenFromMailTo(t.database.db, user.email, 'reset-password');
    await post('/api/forgot-password', { email: user.email });
    const body = { token: first, password: 'replaced-link-secret', password_confirmation: 'replaced-link-secret' };
    expect((await post('/api/reset-password', body)).statusCode).toBe(422);
  });

  it('limits forgot-password per client and email (429) without revealing whether it exists', async () => {
    const email = `limited-${Date.now()}@example.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await post('/api/forgot-password', { email })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("limits the requester, not the account: the owner's own reset works after someone else's five requests (finding 10)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const owner = await createUser(t.database.db);
    const fromAttacker = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress: '198.51.100.60',
        payload: { email: owner.email },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await fromAttacker()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const mailsBefore = await resetMailsTo(owner.email);
    expect(mailsBefore).toHaveLength(5);

    const fromOwner = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      remoteAddress: '192.0.2.61',
      payload: { email: owner.email },
    });
    expect(fromOwner.statusCode).toBe(200);
    expect(await resetMailsTo(owner.email)).toHaveLength(6);
    const token = await tokenFromMailTo(t.database.db, owner.email, 'reset-password');
    const reset = await post('/api/reset-password', {
      token,
      password: 'my-own-new-secret',
      password_confirmation: 'my-own-new-secret',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('bounds the reset mail one address receives from many clients', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const target = await createUser(t.database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress: `203.0.113.${i}`,
        payload: { email: target.email },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    expect(await resetMailsTo(target.email)).toHaveLength(20);
  });

  it('mails a reset link to a climber who signed up with Google, so they can set a password', async () => {
    const climber = await createUser(t.database.db, { passwordHash: null });
    await post('/api/forgot-password', { email: climber.email });
    expect((await lastMailTo(t.database.db, climber.email))?.subject).toBe('Reset your Cordée password');
  });

  it('does not mail a reset link to a guide who has no login yet', async () => {
    const guide = await createUser(t.database.db, { role: 'guide', isApproved: false, passwordHash: null });
    await post('/api/forgot-password', { email: guide.email });
    expect(await lastMailTo(t.database.db, guide.email)).toBeUndefined();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, guide.id));
    expect(row?.passwordHash).toBeNull();
  });
});
