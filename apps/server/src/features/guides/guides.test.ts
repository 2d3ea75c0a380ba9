import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signInAs } from '../../test/factories.ts';
import { lastMailTo, tokenFromMailTo } from '../../test/mail.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { oneTimeTokens } from '../auth/one-time-tokens.tables.ts';
import { hashToken } from '../auth/tokens.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { users } from '../users/users.tables.ts';

let t: TestApp;
let superToken: string;
let superId: number;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://cordee.example' });
  const superAdmin = await createUser(t.database.db, { role: 'super_admin' });
  superId = superAdmin.id;
  superToken = await signInAs(t.app, superAdmin.email);
});
afterAll(async () => {
  await t.close();
});

const application = (overrides: Record<string, unknown> = {}) => ({
  name: 'Summit Guides Inc.',
  email: `guide-${Math.random().toString(36).slice(2)}@example.test`,
  phone_number: '403 555 0142',
  country: 'CA',
  guide_awards: 'ACMG Rock Guide, Avalanche Operations Level 1',
  customer_reviews: 'https://www.example.com/reviews/summit',
  guide_experience: [
    { name: 'Rock Climbing', value: 12, description: 'Bow Valley multi-pitch' },
    { name: 'Other', alias: 'Canyoning and via ferrata', value: 3, description: 'Maligne Canyon in winter' },
  ],
  referees: [{ name: 'Jane Reference', email: 'jane@example.test', phone: '403 555 0100' }],
  ...overrides,
});

// Applications are limited per IP: tests that need several apply from an address of their own.
const apply = (payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/register-guide', payload, remoteAddress });
const put = (url: string, token?: string) => t.app.inject({ method: 'PUT', url, headers: token ? bearer(token) : {} });

async function guideByEmail(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('POST /api/register-guide (spec 1 §2.10, §5)', () => {
  it('stores an unapproved guide without a password, notifies reviewers and mails a receipt', async () => {
    const reviewer = await createUser(t.database.db, { role: 'admin', permissions: ['guides'] });
    const bystander = await createUser(t.database.db, { role: 'admin', permissions: ['climbers'] });
    const body = application();
    const response = await apply(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      data: 'success',
      message: 'Your application has been received.',
      code: 'guide_application_received',
    });

    const guide = await guideByEmail(body.email);
    expect(guide).toMatchObject({ role: 'guide', isApproved: false, passwordHash: null, country: 'CA' });
    expect(guide?.guideAwards).toEqual(['ACMG Rock Guide', 'Avalanche Operations Level 1']);
    expect(guide?.guideExperience[1]).toMatchObject({ name: 'Other', alias: 'Canyoning and via', value: 3 });
    expect(guide?.referees[0]).toMatchObject({ name: 'Jane Reference' });

    const notified = await t.database.db.select().from(notifications).where(eq(notifications.type, 'new_guide_signup'));
    const recipients = notified.filter((n) => n.data.guide_id === guide?.id).map((n) => n.userId);
    expect(recipients).toContain(superId);
    expect(recipients).toContain(reviewer.id);
    expect(recipients).not.toContain(bystander.id);
    const superView = (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(superToken) })).json();
    expect(superView.notifications[0]).toMatchObject({
      subject: 'There is a new guide sign up',
      data: { guide_id: guide?.id },
    });
    expect((await lastMailTo(t.database.db, body.email))?.subject).toBe('We received your guide application');

    const duplicate = await apply({ ...body, email: body.email.toUpperCase() });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.email).toEqual(['The email has already been taken.']);
  });

  it('answers the company information messages of §5', async () => {
    const empty = await apply({ referees: [{ name: 'A', email: 'a@b.c', phone: '1' }], country: '' });
    const { errors } = empty.json();
    expect(errors.name).toEqual(['The name field is required']);
    expect(errors.email).toEqual(['The email field is required']);
    expect(errors.phone_number).toEqual(['The phone number field is required']);
    expect(errors.country).toEqual(['The country field is required']);
    const badEmail = await apply(application({ email: 'not-an-email' }));
    expect(badEmail.json().errors.email).toEqual(['Please provide a valid email']);
  });

  it('answers the experience and reference messages of §5', async () => {
    const response = await apply(
      application({
        guide_experience: [
          { name: 'Other', alias: '', value: 4 },
          { name: 'Ice Climbing', description: 'no years' },
          { name: 'Hiking', value: -1 },
        ],
        referees: [{ name: '', email: '', phone: '' }],
      }),
    );
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors['guide_experience.0.alias']).toEqual(['This field is required.']);
    expect(errors['guide_experience.1.value']).toEqual(['Enter number of years of experience']);
    expect(errors['guide_experience.2.value'][0]).toMatch(/at least 0/);
    expect(errors['guide_experience.0.description']).toEqual(['The description field is required.']);
    expect(errors['guide_experience.1.description']).toBeUndefined();
    expect(errors['guide_experience.2.description']).toEqual(['The description field is required.']);
    expect(errors['referees.0.name']).toEqual(['The name field is required.']);
    expect(errors['referees.0.email']).toEqual(['The email field is required.']);
    expect(errors['referees.0.phone']).toEqual(['The phone number field is required.']);
    const none = await apply(application({ referees: [] }));
    expect(none.json().errors.referees).toEqual(['Add at least one reference.']);
  });

  it('needs at least one kind of trip: an application with no experience is refused', async () => {
    for (const guide_experience of [[], undefined]) {
      const body = application({ guide_experience });
      const response = await apply(body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.guide_experience).toEqual(['Choose at least one kind of trip you guide.']);
      expect(await guideByEmail(body.email)).toBeUndefined();
    }
  });

  it('knows a company from an individual: a company is greeted by its name once it signs in', async () => {
    const signedInAfterApproval = async (body: ReturnType<typeof application>) => {
      expect((await apply(body, '10.9.1.1')).statusCode).toBe(201);
      const guide = await guideByEmail(body.email);
      await put(`/api/accept-guide/${guide?.id}`, superToken);
      const token = await tokenFromMailTo(t.database.db, body.email, 'guide-signup');
      const login = {
        token,
        email: body.email,
        password: 'guide-password-1',
        password_confirmation: 'guide-password-1',
      };
      await t.app.inject({ method: 'POST', url: '/api/create-guide-login', payload: login });
      const session = await signInAs(t.app, body.email, 'guide-password-1');
      return (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(session) })).json().user;
    };

    const company = await signedInAfterApproval(application({ name: 'Rockies Alpine Co.', is_company: true }));
    expect(company).toMatchObject({ name: 'Rockies Alpine Co.', is_company: true });
    const person = await signedInAfterApproval(application({ name: 'Gabrielle Roy' }));
    expect(person).toMatchObject({ is_company: false });
    const notBoolean = await apply(application({ is_company: 'yes' }));
    expect(notBoolean.json().errors.is_company).toEqual(['The company field must be true or false.']);
  });

  it('accepts only https review links (C7) and refuses unknown uploads', async () => {
    for (const link of ['javascript:alert(1)', 'http://example.com/reviews', 'data:text/html,hi', 'https://']) {
      const response = await apply(application({ customer_reviews: link }));
      expect(response.statusCode, link).toBe(422);
      expect(response.json().errors.customer_reviews).toEqual(['Please provide a valid https:// link.']);
    }
    const ghostFile = await apply(application({ guide_insurance: [{ key: 'x', url: '/uploads/doesnotexist.pdf' }] }));
    expect(ghostFile.statusCode).toBe(422);
    expect(ghostFile.json().errors.guide_insurance[0]).toMatch(/could not be found/);
  });
});

describe('POST /api/check-guide-email (step 1 of the application)', () => {
  const check = (payload: unknown, remoteAddress = '10.9.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/check-guide-email', payload: payload as object, remoteAddress });

  it('answers available for a free email, and the message of the submission for a taken one', async () => {
    const free = await check({ email: `free-${Date.now()}@example.test` });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ available: true });

    const climber = await createUser(t.database.db);
    const body = application();
    await apply(body, '10.9.1.2');
    for (const email of [climber.email, body.email, ` ${body.email.toUpperCase()} `]) {
      const taken = await check({ email });
      expect(taken.statusCode, email).toBe(422);
      expect(taken.json().errors.email).toEqual(['The email has already been taken.']);
    }
  });

  it('answers the field messages of step 1 for a missing or malformed email, never a 500', async () => {
    expect((await check({})).json().errors.email).toEqual(['The email field is required']);
    expect((await check({ email: 'not-an-email' })).json().errors.email).toEqual(['Please provide a valid email']);
    expect((await check({ email: `a\u0000b@example.test` })).statusCode).toBe(422);
    expect((await check({ email: `${'x'.repeat(300)}@example.test` })).statusCode).toBe(422);
    expect((await check(null)).statusCode).toBe(422);
  });

  it('is limited per IP like the application itself', async () => {
    const address = '10.9.0.77';
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await check({ email: `probe-${attempt}@example.test` }, address)).statusCode).toBe(200);
    }
    const refused = await check({ email: 'probe-31@example.test' }, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await check({ email: 'other-client@example.test' }, '10.9.0.78')).statusCode).toBe(200);
  });
});

describe('reviewing applications and the invitation', () => {
  it('accepts: approved, notification removed, invitation mailed; the link creates the login once', async () => {
    const body = application();
    await apply(body);
    const guide = await guideByEmail(body.email);
    if (!guide) throw new Error('no guide');

    const climber = await signInAs(t.app, (await createUser(t.database.db)).email);
    const plainAdmin = await signInAs(
      t.app,
      (await createUser(t.database.db, { role: 'admin', permissions: [] })).email,
    );
    expect((await put(`/api/accept-guide/${guide.id}`)).statusCode).toBe(401);
    expect((await put(`/api/accept-guide/${guide.id}`, climber)).statusCode).toBe(403);
    expect((await put(`/api/accept-guide/${guide.id}`, plainAdmin)).statusCode).toBe(403);

    const accepted = await put(`/api/accept-guide/${guide.id}`, superToken);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe('Guide is approved');
    expect(accepted.json().code).toBe('guide_approved');
    expect((await guideByEmail(body.email))?.isApproved).toBe(true);
    const left = await t.database.db.select().from(notifications).where(eq(notifications.type, 'new_guide_signup'));
    expect(left.filter((n) => n.data.guide_id === guide.id)).toEqual([]);
    expect((await put(`/api/accept-guide/${guide.id}`, superToken)).statusCode).toBe(409);

    const mail = await lastMailTo(t.database.db, body.email);
    expect(mail?.textBody).toContain(`https://cordee.example/guide-signup/`);
    expect(mail?.textBody).toContain(`?email=${encodeURIComponent(body.email)}`);
    const token = await tokenFromMailTo(t.database.db, body.email, 'guide-signup');

    const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/create-guide-login', payload });
    const wrongEmail = await login({
      token,
      email: 'someone@else.test',
      password: 'guide-password-1',
      password_confirmation: 'guide-password-1',
    });
    expect(wrongEmail.json().errors.email).toEqual(['This email does not match the invitation.']);
    const badToken = await login({
      token: 'nope',
      email: body.email,
      password: 'guide-password-1',
      password_confirmation: 'guide-password-1',
    });
    expect(badToken.json().errors.token[0]).toMatch(/invalid or has expired/);

    const created = await login({
      token,
      email: body.email,
      password: 'guide-password-1',
      password_confirmation: 'guide-password-1',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ message: 'Your login has been created.', code: 'guide_login_created' });
    const guideToken = await signInAs(t.app, body.email, 'guide-password-1');
    const me = (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(guideToken) })).json();
    expect(me.user).toMatchObject({ role: 'guide', is_approved: true, email_verified: true });

    const reuse = await login({
      token,
      email: body.email,
      password: 'guide-password-2',
      password_confirmation: 'guide-password-2',
    });
    expect(reuse.statusCode).toBe(422);
  });

  it('refuses an expired invitation', async () => {
    const body = application();
    await apply(body);
    const guide = await guideByEmail(body.email);
    await put(`/api/accept-guide/${guide?.id}`, superToken);
    const token = await tokenFromMailTo(t.database.db, body.email, 'guide-signup');
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-guide-login',
      payload: { token, email: body.email, password: 'guide-password-1', password_confirmation: 'guide-password-1' },
    });
    expect(response.statusCode).toBe(422);
  });

  it('declines: the application is removed and the applicant told; an admin with the Guides flag may review', async () => {
    const reviewer = await signInAs(
      t.app,
      (await createUser(t.database.db, { role: 'admin', permissions: ['guides'] })).email,
    );
    const body = application();
    await apply(body);
    const guide = await guideByEmail(body.email);
    const declined = await put(`/api/decline-guide/${guide?.id}`, reviewer);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ message: 'Guide is declined', code: 'guide_declined', id: guide?.id });
    expect(await guideByEmail(body.email)).toBeUndefined();
    expect((await lastMailTo(t.database.db, body.email))?.subject).toBe('Your Cordée guide application');
    expect((await put(`/api/decline-guide/${guide?.id}`, reviewer)).statusCode).toBe(404);
    expect((await put('/api/accept-guide/abc', reviewer)).statusCode).toBe(422);
  });
});
