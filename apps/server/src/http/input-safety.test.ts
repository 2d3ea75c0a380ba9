import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../features/users/users.tables.ts';
import { bearer, createUser } from '../test/factories.ts';
import { onboardedGuide } from '../test/payments.ts';
import { freshToken } from '../test/role-tokens.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** The English of the input checks' refusals (their codes' words in the errors catalogue). */
const INPUT_SAFETY_MESSAGES = {
  character: 'The text contains a character that is not allowed.',
  depth: 'The data is nested too deeply.',
  size: 'The request holds too many values.',
  object: 'The request body must be a JSON object.',
} as const;

const NOT_ALLOWED = [INPUT_SAFETY_MESSAGES.character];

let t: TestApp;
let ipSequence = 0;
/** A new client address per request, so per-IP rate limits do not answer before the input is looked at. */
const nextIp = () => {
  ipSequence += 1;
  return `10.9.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
};

type Send = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown; token?: string };
const send = ({ method, url, payload, token }: Send) =>
  t.app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: token ? bearer(token) : {},
    ...(payload === undefined
      ? {}
      : {
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
        }),
  });

beforeAll(async () => {
  // Overload refusals are another test's subject; on a busy machine they would answer 503 here.
  t = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: 0 });
});
afterAll(async () => {
  await t.close();
});

const climberProfile = (overrides: Record<string, unknown> = {}) => ({
  dob: '1990-04-02',
  gender: 'female',
  skills: ['Belaying'],
  ...overrides,
});

describe('NUL bytes and lone surrogates (finding 5)', () => {
  it('a NUL byte in text that reaches SQL answers 422 on its field, in the body, the query and the path', async () => {
    const superAdmin = await createUser(t.app.db, { role: 'super_admin' });
    const superToken = await freshToken(t.app, superAdmin.id);
    const climber = await createUser(t.app.db);
    const climberToken = await freshToken(t.app, climber.id);

    const signIn = await send({
      method: 'POST',
      url: '/api/sign-in',
      payload: { email: 'a\u0000@example.test', password: 'x' },
    });
    expect(signIn.statusCode).toBe(422);
    expect(signIn.json()).toEqual({
      message: INPUT_SAFETY_MESSAGES.character,
      code: 'invalid_input',
      errors: { email: NOT_ALLOWED },
      codes: { email: [{ code: 'input_character' }] },
      request_id: expect.any(String),
    });

    const contact = await send({
      method: 'POST',
      url: '/api/contactform',
      payload: { email: 'someone@example.test', message: 'Hello\u0000there' },
    });
    expect(contact.statusCode).toBe(422);
    expect(contact.json().errors).toEqual({ message: NOT_ALLOWED });

    const profile = await send({
      method: 'PUT',
      url: `/api/user/${climber.id}`,
      token: climberToken,
      payload: climberProfile({ skills: ['Belaying', 'Lead\u0000'] }),
    });
    expect(profile.statusCode).toBe(422);
    expect(profile.json().errors).toEqual({ 'skills.1': NOT_ALLOWED });

    const search = await send({ method: 'GET', url: '/api/admins?search=ad%00min', token: superToken });
    expect(search.statusCode).toBe(422);
    expect(search.json().errors).toEqual({ search: NOT_ALLOWED });

    const keyword = await send({ method: 'POST', url: '/api/search-events/squa%00mish' });
    expect(keyword.statusCode).toBe(422);
    expect(keyword.json().errors).toEqual({ query: NOT_ALLOWED });

    // Keys are checked too: a loose object would carry them into a JSON column.
    const key = await send({
      method: 'POST',
      url: '/api/sign-in',
      payload: { email: 'a@example.test', password: 'x', 'p\u0000': 1 },
    });
    expect(key.statusCode).toBe(422);
    expect(key.json().errors).toEqual({ 'p\u0000': NOT_ALLOWED });
  });

  it('a lone surrogate answers 422 whether the column is JSON or text, and a real surrogate pair is kept', async () => {
    const climber = await createUser(t.app.db);
    const token = await freshToken(t.app, climber.id);
    const save = (body: Record<string, unknown>) =>
      send({ method: 'PUT', url: `/api/user/${climber.id}`, token, payload: climberProfile(body) });

    // jsonb refuses it (the database error was a 500)…
    const json = await save({ skills: ['Belaying\ud800'] });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ 'skills.0': NOT_ALLOWED });
    // …and a text column would store U+FFFD instead of what was sent: refused alike.
    const text = await save({ bio: 'Climber \udc00' });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({ bio: NOT_ALLOWED });
    const [stored] = await t.app.db.select({ bio: users.bio }).from(users).where(eq(users.id, climber.id));
    expect(stored?.bio).toBeNull();

    const emoji = await save({ bio: 'Climber 🧗 and belayer', skills: ['Lead 🧗'] });
    expect(emoji.statusCode).toBe(200);
    const [kept] = await t.app.db
      .select({ bio: users.bio, skills: users.skills })
      .from(users)
      .where(eq(users.id, climber.id));
    expect(kept).toEqual({ bio: 'Climber 🧗 and belayer', skills: ['Lead 🧗'] });
  });

  it('a NUL byte in the stored user agent answers 422', async () => {
    const user = await createUser(t.app.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in',
      remoteAddress: nextIp(),
      headers: { 'user-agent': 'Mozilla\u0000' },
      payload: { email: user.email, password: 'whatever-password' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'user-agent': NOT_ALLOWED });
  });

  it('input nested or sized beyond any form answers 422 instead of being walked', async () => {
    // Written by hand: JSON.stringify itself would overflow the stack on such depth.
    const deep = `{"email":${'['.repeat(100_000)}"x"${']'.repeat(100_000)},"password":"x"}`;
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(nested.statusCode).toBe(422);
    expect(Object.values(nested.json().errors)).toEqual([[INPUT_SAFETY_MESSAGES.depth]]);

    const wide = await send({
      method: 'POST',
      url: '/api/sign-in',
      payload: { email: Array(50_000).fill(0), password: 'x' },
    });
    expect(wide.statusCode).toBe(422);
    expect(wide.json().errors).toEqual({ _: [INPUT_SAFETY_MESSAGES.size] });
  });
});

describe('numbers beyond the database columns (finding 5)', () => {
  it('answers 422 with a message to ids and pages past the integer range, in paths, bodies and queries', async () => {
    const guide = await createUser(t.app.db, { role: 'guide', isApproved: true });
    const guideToken = await freshToken(t.app, guide.id);

    const contact = await send({
      method: 'POST',
      url: '/api/contactform',
      payload: { email: 'someone@example.test', message: 'About an event', event_id: 2_147_483_648 },
    });
    expect(contact.statusCode).toBe(422);
    expect(contact.json().errors.event_id).toEqual(['The event id is too large.']);

    for (const url of ['/api/getevents?page=2147483648', '/api/my-events?page=2147483648']) {
      const page = await send({ method: 'GET', url, token: guideToken });
      expect(page.statusCode, url).toBe(422);
      expect(page.json().errors.page, url).toEqual(['The page is too large.']);
    }

    for (const url of ['/api/event/2147483648', '/api/get-this-guide/2147483648', '/api/event/99999999999999999999']) {
      const response = await send({ method: 'GET', url });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors.id, url).toBeDefined();
    }
  });
});

describe('group sizes beyond the attendance range (found by the OpenAPI fuzzer)', () => {
  it('answers 422 to a private event for 2,147,483,647 people instead of listing every group size', async () => {
    // A visitor's request once reached the price rule (validation ran before the role check); the rule
    // built a list of every group size between the two numbers and ran the process out of memory. Route
    // guards now answer a visitor first, so a guide who may publish sends the body here.
    const guide = await onboardedGuide(t.app);
    const ranges: Array<[number, number]> = [
      [1, 2_147_483_647],
      [-2_147_483_647, 30],
    ];
    for (const [min, max] of ranges) {
      const response = await send({
        method: 'POST',
        url: '/api/event',
        token: guide.token,
        payload: {
          event_name: 'Huge group',
          start_date: '2030-01-01',
          end_date: '2030-01-01',
          category: 'Hiking',
          address: 'Somewhere, BC',
          latitude: 49.7,
          longitude: -123.1,
          event_type: 'private',
          attendance_min: min,
          attendance_limit: max,
          price: [{ id: 1, price: 10_000 }],
          experience_required: ['Beginner'],
          terms_type: 'link',
          terms_link: 'https://example.test/waiver.pdf',
        },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[max > 30 ? 'attendance_limit' : 'attendance_min']).toEqual([
        'The attendance must be between 1 and 30.',
      ]);
    }
  });
});

describe('coordinates too close to zero (found by the OpenAPI fuzzer)', () => {
  it('searches near 5e-324 answer 200, and an event placed there is kept at 0', async () => {
    // 5e-324 passed every range check and made the distance formula underflow in the database (500).
    const nearby = await send({ method: 'POST', url: '/api/get-nearby-events', payload: { lat: 5e-324, lng: 1e-320 } });
    expect(nearby.statusCode).toBe(200);
    const markers = await send({ method: 'GET', url: '/api/event-markers?lat=5e-324&lng=-1e-200' });
    expect(markers.statusCode).toBe(200);

    const guide = await onboardedGuide(t.app);
    const created = await send({
      method: 'POST',
      url: '/api/event',
      token: guide.token,
      payload: {
        event_name: 'Null Island traverse',
        start_date: '2030-01-01',
        end_date: '2030-01-01',
        category: 'Hiking',
        address: 'Null Island',
        latitude: 1e-200,
        longitude: 1e-200,
        other_location: [{ address: 'Nearby', lat: -1e-300, lng: 1e-12 }],
        attendance_min: 1,
        attendance_limit: 4,
        price: [{ id: 1, price: 10_000 }],
        experience_required: ['Beginner'],
        terms_type: 'link',
        terms_link: 'https://example.test/waiver.pdf',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().event).toMatchObject({ latitude: 0, longitude: 0, other_location: [{ lat: 0, lng: 0 }] });
    const aroundIt = await send({ method: 'POST', url: '/api/get-nearby-events', payload: { lat: 0, lng: 0 } });
    expect(aroundIt.statusCode).toBe(200);
    expect(aroundIt.json().events.map((event: { id: number }) => event.id)).toContain(created.json().event.id);
  });
});

describe('a body that is not an object (finding 5)', () => {
  it('answers 422 in the error shape to null, [], "x", 1 and true on every route that takes a JSON object', async () => {
    const document = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema?: { type?: string } }> } }>
      >;
    };
    const admin = await createUser(t.app.db, { role: 'super_admin' });
    const token = await freshToken(t.app, admin.id);
    const routes: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.requestBody?.content?.['application/json']?.schema?.type !== 'object') continue;
        // Ids that name nothing: the body is refused before any row is looked for.
        const url = path.replace(/\{[^}]+\}/g, '2147483647');
        routes.push(`${method.toUpperCase()} ${url}`);
        for (const body of ['null', '[]', '"x"', '1', 'true']) {
          const response = await t.app.inject({
            method: method.toUpperCase() as 'POST',
            url,
            remoteAddress: nextIp(),
            headers: { 'content-type': 'application/json', ...bearer(token) },
            payload: body,
          });
          const label = `${method.toUpperCase()} ${url} ${body}`;
          // Authorization may answer first (403 for a role the route is not for); never a 5xx.
          expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, label).toBeLessThan(500);
          expect(response.json().message, label).toEqual(expect.any(String));
          if (response.statusCode === 422)
            expect(response.json().errors, label).toEqual({ _: [INPUT_SAFETY_MESSAGES.object] });
        }
      }
    }
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/register-climber',
        'POST /api/reset-password',
        'POST /api/create-guide-login',
      ]),
    );
  });
});
