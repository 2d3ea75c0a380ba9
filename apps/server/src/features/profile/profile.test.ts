import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signInAs } from '../../test/factories.ts';
import { lastMailTo } from '../../test/mail.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

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
        payload: { name: user.name, email, phone_number: '604 555 0100' },
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
