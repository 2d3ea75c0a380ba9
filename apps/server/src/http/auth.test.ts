import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../features/auth/auth.service.ts';
import { events } from '../features/events/events.tables.ts';
import { users } from '../features/users/users.tables.ts';
import { eventDraft } from '../test/event-draft.ts';
import { bearer, createUser, daysFromNow, insertEventRow } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A complete wizard draft: only the missing approval may refuse it. */
const publicTrip = () => ({ ...eventDraft(), event_name: 'Applicant trip' });

describe('guide routes need an approved guide (finding 2)', () => {
  it('refuses a guide applicant every guide capability with 403, whatever session they hold; approval opens them', async () => {
    // An applicant with a payout account already set up: only the missing approval can stop them. The
    // session stands for one obtained before sign-in refused applicants (no sign-in path gives one now).
    const applicant = await createUser(t.database.db, {
      role: 'guide',
      isApproved: false,
      passwordHash: null,
      stripeAccountId: `acct_${randomBytes(6).toString('hex')}`,
      detailsSubmitted: true,
      payoutsEnabled: true,
      chargesEnabled: true,
    });
    const { token } = await createSession(t.database.db, t.app.config, applicant.id);
    const own = await insertEventRow(t.database.db, {
      guideId: applicant.id,
      eventName: 'Seeded trip',
      startDate: daysFromNow(40),
      endDate: daysFromNow(40),
    });
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

    const refused = {
      create: await call('POST', '/api/event', publicTrip()),
      edit: await call('PUT', `/api/event/${own.id}`, publicTrip()),
      delete: await call('DELETE', `/api/event/${own.id}`),
      startPayouts: await call('POST', '/api/stripe'),
      finishPayouts: await call('POST', '/api/finish-onboarding'),
      payoutOverview: await call('GET', '/api/payouts/overview'),
      myEvents: await call('GET', '/api/my-events'),
    };
    for (const [capability, response] of Object.entries(refused)) expect(response.statusCode, capability).toBe(403);
    expect(refused.create.json().message).toBe('Your guide application has not been approved yet.');
    const published = await t.database.db.select().from(events).where(eq(events.guideId, applicant.id));
    expect(published.map((e) => e.id)).toEqual([own.id]);

    await t.database.db.update(users).set({ isApproved: true }).where(eq(users.id, applicant.id));
    expect((await call('POST', '/api/event', publicTrip())).statusCode).toBe(201);
    expect((await call('GET', '/api/my-events')).statusCode).toBe(200);
  });
});

describe('authorization runs before validation', () => {
  it('answers 401 to a visitor and 403 to a climber before looking at an invalid body or id', async () => {
    const climber = await createUser(t.database.db, { role: 'climber' });
    const { token } = await createSession(t.database.db, t.app.config, climber.id);
    const calls = [
      { method: 'POST' as const, url: '/api/event', payload: { event_name: '' } },
      { method: 'PUT' as const, url: '/api/event/not-a-number', payload: { event_name: 42 } },
      { method: 'POST' as const, url: '/api/payouts/withdraw', payload: { amount: -1 } },
      { method: 'PUT' as const, url: '/api/accept-guide/99999999999', payload: {} },
    ];
    for (const call of calls) {
      const visitor = await t.app.inject(call);
      expect(visitor.statusCode, `${call.method} ${call.url} as a visitor`).toBe(401);
      const wrongRole = await t.app.inject({ ...call, headers: bearer(token) });
      expect(wrongRole.statusCode, `${call.method} ${call.url} as a climber`).toBe(403);
    }
  });
});
