import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { createUser, signInAs, TEST_PASSWORD } from '../../test/factories.ts';
import {
  startTestIdentityProvider,
  type TestAccountClaims,
  type TestIdentityProvider,
} from '../../test/fakes/fake-identity-provider.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sessions } from '../auth/auth.tables.ts';
import { users } from '../users/users.tables.ts';
import { oidcLoginStates, userIdentities } from './google-auth.tables.ts';

const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK = `${PUBLIC_URL}/api/auth/google/callback`;

function googleSettings(idp: { issuer: string; clientId: string; clientSecret: string }): Partial<Config> {
  return {
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: idp.clientId,
    GOOGLE_CLIENT_SECRET: idp.clientSecret,
    GOOGLE_ISSUER: idp.issuer,
  };
}

let idp: TestIdentityProvider;
let t: TestApp;
beforeAll(async () => {
  idp = await startTestIdentityProvider({ redirectUri: CALLBACK });
  t = await createTestApp(googleSettings(idp));
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const unique = () => `${Date.now()}-${randomUUID().slice(0, 8)}`;
const uniqueSub = () => `google-sub-${unique()}`;
const uniqueEmail = () => `hiker-${unique()}@example.test`;

/** Our redirect → the provider (login, consent) → the URL the browser is sent back to, not yet opened. */
async function authorizeAt(app: TestApp, sub: string, claims: TestAccountClaims) {
  idp.signInAs(sub, claims);
  const start = await app.app.inject({ method: 'GET', url: '/api/auth/google/redirect' });
  expect(start.statusCode).toBe(302);
  const authorizationUrl = new URL(String(start.headers.location));
  const callback = await idp.authorize(authorizationUrl.href);
  return { authorizationUrl, callback };
}

async function openCallback(app: TestApp, callback: URL) {
  const response = await app.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  expect(response.statusCode).toBe(302);
  const landing = new URL(String(response.headers.location));
  expect(`${landing.origin}${landing.pathname}`).toBe(`${PUBLIC_URL}/googleauth`);
  return landing;
}

/** The whole browser round trip; returns the landing screen's URL. */
async function signInWithGoogle(sub: string, claims: TestAccountClaims) {
  const { callback } = await authorizeAt(t, sub, claims);
  return openCallback(t, callback);
}

async function currentUser(token: string) {
  // As the landing screen asks: the token from its address, sent in the Authorization header.
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/user',
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, user: response.statusCode === 200 ? response.json().user : undefined };
}

const identitiesOf = (sub: string) =>
  t.database.db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, idp.issuer), eq(userIdentities.subject, sub)));

const usersWithEmail = (email: string) => t.database.db.select().from(users).where(eq(users.email, email));

describe('GET /api/auth/google/redirect', () => {
  it('sends the browser to the provider with state, nonce, PKCE (S256) and the registered callback', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/google/redirect' });
    expect(response.statusCode).toBe(302);
    const url = new URL(String(response.headers.location));
    expect(url.origin).toBe(idp.issuer);
    const params = url.searchParams;
    expect(params.get('client_id')).toBe(idp.clientId);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('redirect_uri')).toBe(CALLBACK);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    expect(response.headers['cache-control']).toBe('no-store');

    // Only a hash of the state is stored, with a ten-minute lifetime.
    const rows = await t.database.db.select().from(oidcLoginStates);
    const state = String(params.get('state'));
    expect(rows.some((row) => row.stateHash === state)).toBe(false);
    const lifetimes = rows.map((row) => row.expiresAt.getTime() - Date.now());
    expect(Math.max(...lifetimes)).toBeGreaterThan(9 * 60 * 1000);
    expect(Math.max(...lifetimes)).toBeLessThanOrEqual(10 * 60 * 1000);
  });
});

describe('GET /api/auth/google/callback', () => {
  it('signs a new person up as a verified climber without a password', async () => {
    const sub = uniqueSub();
    const email = uniqueEmail();
    const { callback } = await authorizeAt(t, sub, { email, email_verified: true, name: 'Alex Honnold' });
    const code = String(callback.searchParams.get('code'));
    const landing = await openCallback(t, callback);

    expect(landing.searchParams.get('tokentype')).toBe('signup');
    expect(landing.searchParams.get('error')).toBeNull();
    const token = String(landing.searchParams.get('token'));
    const me = await currentUser(token);
    expect(me.status).toBe(200);
    expect(me.user).toMatchObject({
      email,
      name: 'Alex Honnold',
      role: 'climber',
      climber: true,
      email_verified: true,
    });
    expect(me.user.newsletter).toBe(false);

    const [row] = await usersWithEmail(email);
    expect(row?.passwordHash).toBeNull();
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await identitiesOf(sub)).toEqual([expect.objectContaining({ userId: row?.id, email })]);

    // Neither the authorization code nor the session token reaches the log.
    const logs = t.logs.join('\n');
    expect(logs).toContain('/api/auth/google/callback?code=[REDACTED]&state=[REDACTED]');
    expect(logs).not.toContain(code);
    expect(logs).not.toContain(token);
  });

  it('signs the same Google subject back in to the same account, without a duplicate', async () => {
    const sub = uniqueSub();
    const email = uniqueEmail();
    const first = await signInWithGoogle(sub, { email, email_verified: true, name: 'Lynn Hill' });
    expect(first.searchParams.get('tokentype')).toBe('signup');
    const firstUser = (await currentUser(String(first.searchParams.get('token')))).user;

    const again = await signInWithGoogle(sub, { email, email_verified: true, name: 'Lynn Hill' });
    expect(again.searchParams.get('tokentype')).toBe('login');
    const secondToken = String(again.searchParams.get('token'));
    expect(secondToken).not.toBe(first.searchParams.get('token'));
    expect((await currentUser(secondToken)).user.id).toBe(firstUser.id);
    expect(await usersWithEmail(email)).toHaveLength(1);
    expect(await identitiesOf(sub)).toHaveLength(1);
  });

  it('links a verified Google email to the existing password account, then keys later sign-ins on the identity', async () => {
    const email = uniqueEmail();
    const existing = await createUser(t.database.db, { email, role: 'climber' });
    const sub = uniqueSub();

    const linked = await signInWithGoogle(sub, { email, email_verified: true, name: 'Someone Else' });
    expect(linked.searchParams.get('tokentype')).toBe('login');
    const me = await currentUser(String(linked.searchParams.get('token')));
    expect(me.user).toMatchObject({ id: existing.id, name: existing.name });
    expect(await identitiesOf(sub)).toEqual([expect.objectContaining({ userId: existing.id })]);
    // The password still works: linking adds a way in, it does not replace one.
    expect(await signInAs(t.app, email, TEST_PASSWORD)).toBeTruthy();

    // The Google account's address changes: the (issuer, subject) link still leads to the same user.
    const later = await signInWithGoogle(sub, { email: uniqueEmail(), email_verified: true, name: 'Someone Else' });
    expect(later.searchParams.get('tokentype')).toBe('login');
    expect((await currentUser(String(later.searchParams.get('token')))).user.id).toBe(existing.id);
  });

  it('refuses an unverified email for an unknown subject: no account is created or linked', async () => {
    const email = uniqueEmail();
    const landing = await signInWithGoogle(uniqueSub(), { email, email_verified: false, name: 'Mallory' });
    expect(landing.searchParams.get('token')).toBeNull();
    expect(landing.searchParams.get('error')).toBe('unverified');
    expect(await usersWithEmail(email)).toHaveLength(0);

    // Nor is it linked to an existing account that has that address.
    const victim = await createUser(t.database.db, { email: uniqueEmail() });
    const sub = uniqueSub();
    const attempt = await signInWithGoogle(sub, { email: victim.email, name: 'Mallory' });
    expect(attempt.searchParams.get('token')).toBeNull();
    expect(attempt.searchParams.get('error')).toBe('unverified');
    expect(await identitiesOf(sub)).toHaveLength(0);
    const victimSessions = await t.database.db.select().from(sessions).where(eq(sessions.userId, victim.id));
    expect(victimSessions).toHaveLength(0);
  });

  it('refuses a replayed callback: the state is single use', async () => {
    const sub = uniqueSub();
    const email = uniqueEmail();
    const { callback } = await authorizeAt(t, sub, { email, email_verified: true, name: 'Replay' });
    const first = await openCallback(t, callback);
    expect(first.searchParams.get('token')).toBeTruthy();

    const replay = await openCallback(t, callback);
    expect(replay.searchParams.get('token')).toBeNull();
    expect(replay.searchParams.get('error')).toBe('expired');
    const [row] = await usersWithEmail(email);
    const userSessions = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, row?.id ?? -1));
    expect(userSessions).toHaveLength(1);
  });

  it('refuses a tampered, missing or repeated state', async () => {
    const email = uniqueEmail();
    const { callback } = await authorizeAt(t, uniqueSub(), { email, email_verified: true, name: 'Tamper' });
    const state = String(callback.searchParams.get('state'));

    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${state.slice(0, -2)}xx`);
    const missing = new URL(callback);
    missing.searchParams.delete('state');
    const repeated = new URL(callback);
    repeated.searchParams.append('state', state);

    for (const url of [tampered, missing, repeated]) {
      const landing = await openCallback(t, url);
      expect(landing.searchParams.get('token')).toBeNull();
      expect(landing.searchParams.get('error')).toBe('expired');
    }
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it('refuses an expired state', async () => {
    const email = uniqueEmail();
    const { callback } = await authorizeAt(t, uniqueSub(), { email, email_verified: true, name: 'Late' });
    await t.database.db.update(oidcLoginStates).set({ expiresAt: new Date(Date.now() - 1000) });
    const landing = await openCallback(t, callback);
    expect(landing.searchParams.get('token')).toBeNull();
    expect(landing.searchParams.get('error')).toBe('expired');
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it('refuses when the stored nonce or PKCE verifier does not match what the provider saw', async () => {
    for (const tamper of [{ nonce: 'another-nonce' }, { codeVerifier: 'another-verifier-'.padEnd(43, 'x') }]) {
      const email = uniqueEmail();
      const { callback } = await authorizeAt(t, uniqueSub(), { email, email_verified: true, name: 'Swap' });
      await t.database.db.update(oidcLoginStates).set(tamper);
      const landing = await openCallback(t, callback);
      expect(landing.searchParams.get('token')).toBeNull();
      expect(landing.searchParams.get('error')).toBe('failed');
      expect(await usersWithEmail(email)).toHaveLength(0);
    }
  });

  it('turns a provider error (the person cancelled) into its reason and consumes the state', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/redirect' });
    const state = String(new URL(String(start.headers.location)).searchParams.get('state'));
    const cancelled = new URL(CALLBACK);
    cancelled.search = new URLSearchParams({ error: 'access_denied', state, iss: idp.issuer }).toString();
    const landing = await openCallback(t, cancelled);
    expect(landing.searchParams.get('error')).toBe('cancelled');
    expect(landing.searchParams.get('token')).toBeNull();
    const again = await openCallback(t, cancelled);
    expect(again.searchParams.get('error')).toBe('expired');
  });

  it('refuses a forged code with a valid state, without a session', async () => {
    const { callback } = await authorizeAt(t, uniqueSub(), { email: uniqueEmail(), email_verified: true });
    const forged = new URL(callback);
    forged.searchParams.set('code', 'forged-code');
    const landing = await openCallback(t, forged);
    expect(landing.searchParams.get('token')).toBeNull();
    expect(landing.searchParams.get('error')).toBe('failed');
  });

  it('refuses a linked identity whose account is disabled', async () => {
    const sub = uniqueSub();
    const email = uniqueEmail();
    await signInWithGoogle(sub, { email, email_verified: true, name: 'Disabled' });
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, email));
    const landing = await signInWithGoogle(sub, { email, email_verified: true, name: 'Disabled' });
    expect(landing.searchParams.get('token')).toBeNull();
    expect(landing.searchParams.get('error')).toBe('disabled');
  });

  it('gives a guide applicant under review no session, by email or by an existing link (finding 2)', async () => {
    const applicant = await createUser(t.database.db, {
      email: uniqueEmail(),
      role: 'guide',
      isApproved: false,
      passwordHash: null,
    });
    const sub = uniqueSub();
    const byEmail = await signInWithGoogle(sub, { email: applicant.email, email_verified: true, name: 'Applicant' });
    expect(byEmail.searchParams.get('token')).toBeNull();
    expect(byEmail.searchParams.get('error')).toBe('guide_pending');
    expect(await identitiesOf(sub)).toHaveLength(0);

    // A link made before this rule existed leads nowhere either.
    const linkedSub = uniqueSub();
    await t.database.db
      .insert(userIdentities)
      .values({ userId: applicant.id, issuer: idp.issuer, subject: linkedSub, email: applicant.email });
    const byLink = await signInWithGoogle(linkedSub, { email: applicant.email, email_verified: true });
    expect(byLink.searchParams.get('token')).toBeNull();
    expect(byLink.searchParams.get('error')).toBe('guide_pending');
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, applicant.id))).toHaveLength(0);

    // Once approved (and with their login), the guide may link Google like anyone else.
    await t.database.db.update(users).set({ isApproved: true }).where(eq(users.id, applicant.id));
    const approved = await signInWithGoogle(linkedSub, { email: applicant.email, email_verified: true });
    expect(approved.searchParams.get('tokentype')).toBe('login');
    expect((await currentUser(String(approved.searchParams.get('token')))).user.id).toBe(applicant.id);
  });

  it('never links a Google identity to an administrator by email, nor signs one in by an old link (finding 2, A6)', async () => {
    for (const role of ['admin', 'super_admin'] as const) {
      const staff = await createUser(t.database.db, {
        email: uniqueEmail(),
        role,
        permissions: role === 'admin' ? ['guides'] : [],
      });
      const sub = uniqueSub();
      const landing = await signInWithGoogle(sub, { email: staff.email, email_verified: true, name: 'Mallory' });
      expect(landing.searchParams.get('token')).toBeNull();
      expect(landing.searchParams.get('error')).toBe('staff_password_only');
      expect(await identitiesOf(sub)).toHaveLength(0);

      const oldLink = uniqueSub();
      await t.database.db
        .insert(userIdentities)
        .values({ userId: staff.id, issuer: idp.issuer, subject: oldLink, email: staff.email });
      const viaLink = await signInWithGoogle(oldLink, { email: staff.email, email_verified: true });
      expect(viaLink.searchParams.get('token')).toBeNull();
      expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, staff.id))).toHaveLength(0);
      // The password still works.
      expect(await signInAs(t.app, staff.email, TEST_PASSWORD)).toBeTruthy();
    }
  });

  it('a forged landing URL (/googleauth?token=garbage) gives no session', async () => {
    const forged = new URL(`${PUBLIC_URL}/googleauth?token=garbage&tokentype=login`);
    expect((await currentUser(String(forged.searchParams.get('token')))).status).toBe(401);
  });
});

describe('when sign in with Google is not configured', () => {
  it('answers 404 on both routes', async () => {
    const plain = await createTestApp({ PUBLIC_URL });
    try {
      for (const url of ['/api/auth/google/redirect', '/api/auth/google/callback?code=x&state=y']) {
        const response = await plain.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ message: expect.any(String), code: 'not_found' });
      }
    } finally {
      await plain.close();
    }
  });
});

describe('when the issuer cannot be reached', () => {
  it('starts anyway, sends the browser back with an error, and retries discovery on the next request', async () => {
    const port = await freePort();
    const settings = { issuer: `http://127.0.0.1:${port}`, clientId: 'cordee-test-client', clientSecret: 'x' };
    const offline = await createTestApp(googleSettings(settings));
    let late: TestIdentityProvider | undefined;
    try {
      const down = await offline.app.inject({ method: 'GET', url: '/api/auth/google/redirect' });
      expect(down.statusCode).toBe(302);
      const landing = new URL(String(down.headers.location));
      expect(landing.pathname).toBe('/googleauth');
      expect(landing.searchParams.get('error')).toBe('unavailable');
      expect(landing.searchParams.get('token')).toBeNull();

      late = await startTestIdentityProvider({ redirectUri: CALLBACK, port });
      const up = await offline.app.inject({ method: 'GET', url: '/api/auth/google/redirect' });
      expect(up.statusCode).toBe(302);
      expect(String(up.headers.location)).toContain(`http://127.0.0.1:${port}/`);
    } finally {
      await offline.close();
      await late?.close();
    }
  });
});

/** A port nothing listens on (taken from the OS, then released). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
