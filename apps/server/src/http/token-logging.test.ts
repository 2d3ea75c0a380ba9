import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../features/users/users.tables.ts';
import { bearer, createUser, signInAs } from '../test/factories.ts';
import { tokenFromMailTo } from '../test/mail.ts';
import { freshToken } from '../test/role-tokens.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { redactUrl } from './logging.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  // A built web app, so the emailed links' paths are answered (and logged) by the history fallback.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Cordée</title><div id="root"></div>');
  // Overload refusals are another test's subject; on a busy machine they would answer these pages 503.
  t = await createTestApp({ WEB_DIST_DIR: dist, MAX_EVENT_LOOP_DELAY_MS: 0 });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

let ipSequence = 0;
const nextIp = () => {
  ipSequence += 1;
  return `10.7.0.${ipSequence}`;
};

const page = (url: string) =>
  t.app.inject({ method: 'GET', url, remoteAddress: nextIp(), headers: { accept: 'text/html' } });

const json = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, remoteAddress: nextIp(), headers });

describe('one-time tokens and emails never reach the access log (A3, finding 7)', () => {
  it('drives every flow that issues a token, opens its links, and finds none of them in the log', async () => {
    const secrets: string[] = [];

    // Sign-up: a session token in the answer and a verification link in the mail.
    const climberEmail = `climber-${Date.now()}@example.test`;
    const signUp = await json('POST', '/api/register-climber', {
      email: climberEmail,
      name: 'Casey Climber',
      phone_number: '604 555 0101',
      password: 'granite-slab-crux',
      password_confirmation: 'granite-slab-crux',
    });
    expect(signUp.statusCode).toBe(201);
    const signUpSession: string = signUp.json().token;
    const verifyToken = await tokenFromMailTo(t.app.db, climberEmail, 'verify-account-email');

    // Forgot password: a reset link.
    expect((await json('POST', '/api/forgot-password', { email: climberEmail })).statusCode).toBe(200);
    const resetToken = await tokenFromMailTo(t.app.db, climberEmail, 'reset-password');

    // Guide application, approval, and the invitation with the email in its query.
    const guideEmail = `guide+invite-${Date.now()}@example.test`;
    const applied = await json('POST', '/api/register-guide', {
      name: 'Summit Guides Inc.',
      email: guideEmail,
      phone_number: '403 555 0142',
      guide_experience: [{ name: 'Rock Climbing', value: 12, description: 'Bow Valley multi-pitch' }],
      referees: [{ name: 'Jane Reference', email: 'jane@example.test', phone: '403 555 0100' }],
    });
    expect(applied.statusCode).toBe(201);
    const superAdmin = await createUser(t.app.db, { role: 'super_admin' });
    const superToken = await freshToken(t.app, superAdmin.id);
    const [application] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, guideEmail));
    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/api/accept-guide/${application?.id}`,
      headers: bearer(superToken),
    });
    expect(accepted.statusCode).toBe(200);
    const inviteToken = await tokenFromMailTo(t.app.db, guideEmail, 'guide-signup');

    // Sign-in: another session token.
    const signInSession = await signInAs(t.app, climberEmail, 'granite-slab-crux');
    secrets.push(signUpSession, verifyToken, resetToken, inviteToken, superToken, signInSession);

    // The web pages behind the emailed links, as sent and as a hand-edited link could spell them.
    const encodedEmail = encodeURIComponent(guideEmail);
    const webPages = [
      `/verify-account-email/${verifyToken}`,
      `/reset-password/${resetToken}`,
      `/guide-signup/${inviteToken}?email=${encodedEmail}`,
      `/guide-signup/${inviteToken}?%65mail=${encodedEmail}`,
      `/Reset-Password/${resetToken}/`,
      `//reset-password//${resetToken}`,
      `/%72eset-password/${resetToken}`,
      `/verify-account-email/${verifyToken};x=1`,
      `/googleauth?token=${signInSession}&tokentype=login`,
    ];
    for (const url of webPages) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      // The page loads map tiles and images from other origins: its URL must not travel in Referer.
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }

    // The API with the session token in the URL, spelled every way the query parser accepts or nearly does.
    const apiCalls = [
      `/api/user?token=${signInSession}`,
      `/api/user?%74oken=${signInSession}`,
      `/api/user?%54%4F%4B%45%4E=${signInSession}`,
      `/api/user?TOKEN=${signInSession}&token=${signInSession}`,
      `/api/user?token=${signInSession}&token=${signUpSession}`,
      `/api/user?to%6Ben=${signInSession};token=${signUpSession}`,
      `/api/user?page=1&token=${signInSession}#fragment`,
      `/api/user;token=${signInSession}`,
      `/api/nothing-here?token=${signInSession}`,
    ];
    for (const url of apiCalls) await json('GET', url);
    // A token in the URL signs nobody in (issue 28): the header is the only way, so no client sends one.
    for (const url of [`/api/user?token=${signInSession}`, `/api/user?%74oken=${signInSession}`]) {
      const response = await json('GET', url);
      expect(response.statusCode, url).toBe(401);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
    const withHeader = await json('GET', '/api/user', undefined, bearer(signInSession));
    expect(withHeader.statusCode).toBe(200);
    expect(withHeader.headers['cache-control']).toBe('no-store');

    // The API calls the pages make with the tokens (in bodies, which are not logged).
    expect((await json('POST', '/api/verify-account-email', { token: verifyToken })).statusCode).toBe(200);
    const login = await json('POST', '/api/create-guide-login', {
      token: inviteToken,
      email: guideEmail,
      password: 'anchor-bolt-rappel',
      password_confirmation: 'anchor-bolt-rappel',
    });
    expect(login.statusCode).toBe(200);
    const reset = await json('POST', '/api/reset-password', {
      token: resetToken,
      password: 'new-granite-slab',
      password_confirmation: 'new-granite-slab',
    });
    expect(reset.statusCode).toBe(200);

    const logs = t.logs.join('\n');
    for (const secret of secrets) expect(logs, 'an issued token is in the log').not.toContain(secret);
    for (const email of [guideEmail, encodedEmail, climberEmail]) expect(logs).not.toContain(email);
    // The lines are still there, with the secrets marked.
    expect(logs).toContain('/reset-password/[REDACTED]');
    expect(logs).toContain('/guide-signup/[REDACTED]?email=[REDACTED]');
    expect(logs).toContain('/api/user?%74oken=[REDACTED]');
  });
});

describe('redactUrl', () => {
  it('keeps what is not secret and marks what is', () => {
    expect(redactUrl('/api/getevents?page=2&per_page=20')).toBe('/api/getevents?page=2&per_page=20');
    expect(redactUrl('/api/user?token=a&token=b')).toBe('/api/user?token=[REDACTED]&token=[REDACTED]');
    // A training video's signed link opens it for an hour to whoever holds it.
    expect(redactUrl('/api/media/abc.mp4?exp=1800000000&sig=s1gn4ture')).toBe(
      '/api/media/abc.mp4?exp=1800000000&sig=[REDACTED]',
    );
    expect(redactUrl('/api/user?to+ken=a&%20token%20=b')).toBe('/api/user?to+ken=a&%20token%20=[REDACTED]');
    expect(redactUrl('/api/auth/google/callback?code=c&state=s&iss=x')).toBe(
      '/api/auth/google/callback?code=[REDACTED]&state=[REDACTED]&iss=x',
    );
    expect(redactUrl('https://cordee.example/reset-password/abc?x=1')).toBe(
      'https://cordee.example/reset-password/[REDACTED]?x=1',
    );
    expect(redactUrl('/reset-password')).toBe('/reset-password');
    expect(redactUrl('/verify-account-email/%ZZ')).toBe('/verify-account-email/[REDACTED]');
    expect(redactUrl('/api/user?refresh_token=x&access_token=y&secret=z&user_email=e')).toBe(
      '/api/user?refresh_token=[REDACTED]&access_token=[REDACTED]&secret=[REDACTED]&user_email=[REDACTED]',
    );
  });
});
