import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../../integrations/email/email-outbox.tables.ts';
import { bearer, createUser, signInAs, TEST_PASSWORD } from '../../test/factories.ts';
import { lastMailTo } from '../../test/mail.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSession } from '../auth/auth.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function climberSession(role: 'climber' | 'guide' = 'climber') {
  const user = await createUser(t.database.db, { role });
  return { user, token: await signInAs(t.app, user.email) };
}

const wizard = (overrides: Record<string, unknown> = {}) => ({
  dob: '1994-05-17',
  gender: 'female',
  otherGender: null,
  skills: ['Top rope', 'Leading'],
  activities: [
    { name: 'Rock Climbing', level: 70 },
    { name: 'Ice climbing', level: 15 },
  ],
  type_yours: 'Crack climbing',
  bio: 'Weekend climber from Squamish.',
  new_skills: 'Multi pitch, Anchors',
  ...overrides,
});

describe('PUT /api/user/{id}: the climber wizard (spec 1 §2.9, §5)', () => {
  it('saves the whole record and returns the user', async () => {
    const { user, token } = await climberSession();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user.id}`,
      headers: bearer(token),
      payload: wizard(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Your profile has been saved.', code: 'profile_saved' });
    expect(response.json().user).toMatchObject({
      dob: '1994-05-17',
      gender: 'female',
      skills: ['Top rope', 'Leading'],
      new_skills: ['Multi pitch', 'Anchors'],
      bio: 'Weekend climber from Squamish.',
      activities: [
        { name: 'Rock Climbing', level: 70 },
        { name: 'Ice climbing', level: 15 },
      ],
    });
  });

  it('answers the messages of §5 for each step', async () => {
    const { user, token } = await climberSession();
    const send = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/user/${user.id}`, headers: bearer(token), payload });
    const empty = (await send({})).json().errors;
    expect(empty.dob).toEqual(['The date of birth field is required']);
    expect(empty.gender).toEqual(['The gender field is required']);
    expect(empty.skills).toEqual(['Select at least one skill from the list or type yours in the field.']);

    const other = (await send(wizard({ gender: 'other', otherGender: '' }))).json().errors;
    expect(other.otherGender).toEqual(['Please enter your gender']);
    const long = (await send(wizard({ gender: 'other', otherGender: 'x'.repeat(17) }))).json().errors;
    expect(long.otherGender[0]).toMatch(/16 characters/);
    const levels = (await send(wizard({ activities: [{ name: 'Rock Climbing', level: 101 }] }))).json().errors;
    expect(levels['activities.0.level']).toEqual(['The level must be between 0 and 100.']);
    const future = (await send(wizard({ dob: '2999-01-01' }))).json().errors;
    expect(future.dob).toEqual(['The date of birth must be in the past.']);
    const ghostAvatar = await send(wizard({ tempImage: '/uploads/0000.png' }));
    expect(ghostAvatar.json().errors.tempImage[0]).toMatch(/could not be found/);
  });

  it("refuses someone else's record and non-climbers", async () => {
    const { token } = await climberSession();
    const other = await createUser(t.database.db);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/user/${other.id}`, headers: bearer(token), payload: wizard() }))
        .statusCode,
    ).toBe(403);
    const guide = await climberSession('guide');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/user/${guide.user.id}`,
          headers: bearer(guide.token),
          payload: wizard(),
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/user/${other.id}`, payload: wizard() })).statusCode).toBe(
      401,
    );
  });
});

describe('PUT /api/auth-user/{id}: the profile (spec 1 §2.13)', () => {
  it('updates name and phone, ignores role and approval (B3)', async () => {
    const { user, token } = await climberSession();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/auth-user/${user.id}`,
      headers: bearer(token),
      payload: {
        name: 'New Name',
        email: user.email,
        phone_number: '778 555 0199',
        role: 'super_admin',
        is_approved: true,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your profile has been updated.');
    expect(response.json().code).toBe('profile_updated');
    expect(response.json().user).toMatchObject({
      name: 'New Name',
      phone_number: '778 555 0199',
      role: 'climber',
      is_approved: false,
    });
  });

  it('a new email must be verified again; a taken one is refused', async () => {
    const { user, token } = await climberSession();
    const taken = await createUser(t.database.db);
    const send = (email: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/auth-user/${user.id}`,
        headers: bearer(token),
        payload: { name: user.name, email, phone_number: '604 555 0100', current_password: TEST_PASSWORD },
      });
    expect((await send(taken.email.toUpperCase())).json().errors.email).toEqual(['The email has already been taken.']);
    const fresh = `fresh-${Date.now()}@example.test`;
    const changed = await send(fresh);
    expect(changed.json().user).toMatchObject({ email: fresh, email_verified: false });
    expect((await lastMailTo(t.database.db, fresh))?.subject).toBe('Verify your email address');
  });

  it('answers 422 per field and 403 for another user', async () => {
    const { user, token } = await climberSession();
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/auth-user/${user.id}`,
      headers: bearer(token),
      payload: { email: 'x' },
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'phone_number']);
    const other = await createUser(t.database.db);
    const forbidden = await t.app.inject({
      method: 'PUT',
      url: `/api/auth-user/${other.id}`,
      headers: bearer(token),
      payload: { name: 'x', email: other.email, phone_number: '604 555 0100' },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('changing the email (finding 12)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const update = (user: { id: number; name: string }, token: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/auth-user/${user.id}`,
      headers: bearer(token),
      payload: { name: user.name, phone_number: '604 555 0100', ...body },
    });
  const mailsTo = (address: string) =>
    t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

  it('needs the current password, then tells the old address and verifies the new one', async () => {
    const { user, token } = await climberSession();
    const newEmail = `moved-${Date.now()}@example.test`;

    const missing = await update(user, token, { email: newEmail });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: ['The current password field is required.'] });
    const wrong = await update(user, token, { email: newEmail, current_password: 'not-my-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });
    // Neither attempt changed anything or sent anything.
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json().user.email).toBe(
      user.email,
    );
    expect(await mailsTo(newEmail)).toHaveLength(0);
    expect(await mailsTo(user.email)).toHaveLength(0);

    const changed = await update(user, token, { email: newEmail, current_password: TEST_PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user).toMatchObject({ email: newEmail, email_verified: false });
    const notice = await lastMailTo(t.database.db, user.email);
    expect(notice?.subject).toBe('The email address of your Cordée account was changed');
    expect(notice?.textBody).toContain(newEmail);
    expect((await lastMailTo(t.database.db, newEmail))?.subject).toBe('Verify your email address');
  });

  it('needs no password when the email stays the same (whatever its case)', async () => {
    const { user, token } = await climberSession();
    const response = await update(user, token, { email: user.email.toUpperCase(), name: 'Same Email' });
    expect(response.statusCode).toBe(200);
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it('counts wrong current passwords with the password change: 429 after five', async () => {
    // The clock stands still (Date only) so the six attempts share one fifteen-minute window.
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user, token } = await climberSession();
    const newEmail = `probe-${Date.now()}@example.test`;
    for (let i = 0; i < 3; i += 1) {
      expect((await update(user, token, { email: newEmail, current_password: `wrong-${i}` })).statusCode).toBe(422);
    }
    for (let i = 0; i < 2; i += 1) {
      const viaPasswordChange = await t.app.inject({
        method: 'POST',
        url: '/api/update-password',
        headers: bearer(token),
        payload: { current_password: `wrong-again-${i}`, new_password: 'a-brand-new-secret' },
      });
      expect(viaPasswordChange.statusCode).toBe(422);
    }
    const refused = await update(user, token, { email: newEmail, current_password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(newEmail)).toHaveLength(0);
  });

  it('asks an account without a password (signed up with Google) to set one first', async () => {
    const user = await createUser(t.database.db, { passwordHash: null });
    const { token } = await createSession(t.database.db, t.app.config, user.id);
    const response = await update(user, token, { email: `elsewhere-${Date.now()}@example.test` });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.current_password[0]).toMatch(/no password yet/);
  });
});
