import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../features/contact/contact.tables.ts';
import { hashPassword } from '../features/users/passwords.ts';
import { users } from '../features/users/users.tables.ts';
import { createTestAppWith, type TestApp } from '../test/test-app.ts';
import { redactUrl, serializeError } from './logging.ts';

/** Values no log line may hold: an email, a password hash, and a secret sent in a message. */
const SECRET_EMAIL = 'leaky.person@example.test';
const SECRET_TEXT = 'my-secret-diary-entry-7f3a';
let passwordHash: string;

let t: TestApp;
beforeAll(async () => {
  passwordHash = await hashPassword('a-password-nobody-may-read');
  // Test-only routes that make the database fail with the secret values among the query's parameters.
  t = await createTestAppWith((app) => {
    const insertUser = () =>
      app.db
        .insert(users)
        .values({ role: 'climber', email: SECRET_EMAIL, name: 'Leaky Person', passwordHash, color: 'blue' });
    app.post('/test/duplicate-user', async () => {
      await insertUser();
      // Unique violation: PostgreSQL's detail reads `Key (email)=(leaky.person@…) already exists.`
      await insertUser();
      return { ok: true };
    });
    app.post('/test/out-of-range', async () => {
      await app.db
        .insert(contactMessages)
        .values({ email: SECRET_EMAIL, message: SECRET_TEXT, eventId: 2_147_483_648 });
      return { ok: true };
    });
    app.post('/test/nul-byte', async () => {
      await app.db.insert(contactMessages).values({ email: SECRET_EMAIL, message: `${SECRET_TEXT}\u0000` });
      return { ok: true };
    });
  });
});
afterAll(async () => {
  await t.close();
});

function expectNoSecretIn(logs: string) {
  expect(logs).not.toContain(SECRET_EMAIL);
  expect(logs).not.toContain(SECRET_TEXT);
  expect(logs).not.toContain(passwordHash);
  expect(logs).not.toContain('$argon2');
  expect(logs).not.toMatch(/already exists|params:/);
}

describe('errors are logged without bound parameters (C2, finding 5)', () => {
  for (const route of ['/test/duplicate-user', '/test/out-of-range', '/test/nul-byte']) {
    it(`${route}: a generic 500, and a log line with the request id and the SQL but no value`, async () => {
      const before = t.logs.length;
      const response = await t.app.inject({ method: 'POST', url: route });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: 'Internal Server Error',
        code: 'internal_error',
        request_id: expect.any(String),
      });
      expect(response.body).not.toMatch(/insert|sql|postgres|pglite|stack|users|contact/i);

      const lines = t.logs.slice(before);
      const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
      expect(failure?.reqId).toEqual(expect.any(String));
      // Enough to find the cause: the kind of error, the statement (placeholders only), the database's code.
      expect(failure?.err.message).toMatch(/^Failed query: insert into "(users|contact_messages)"/);
      expect(failure?.err.cause?.code).toMatch(/^(23505|22003|22021)$/);
      expect(failure?.err.stack).toEqual(expect.any(String));
      expectNoSecretIn(lines.join('\n'));
    });
  }

  it('an error a background job logs goes through the same serializer', async () => {
    const failure = await t.app.db
      .insert(contactMessages)
      .values({ email: SECRET_EMAIL, message: SECRET_TEXT, eventId: 2_147_483_648 })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    const before = t.logs.length;
    t.app.log.error({ err: failure }, 'email outbox pass failed');
    // Logged alone, an error lends its message to the line: that too must be the safe one.
    t.app.log.error(failure);
    const lines = t.logs.slice(before).join('\n');
    expect(lines).toContain('email outbox pass failed');
    expect(lines).toContain('Failed query: insert into');
    expectNoSecretIn(lines);
  });

  it('a database message quoting the value keeps the words and drops the value', () => {
    const error = Object.assign(new Error('invalid input syntax for type integer: "4111 1111 1111 1111"'), {
      severity: 'ERROR',
      code: '22P02',
      detail: 'secret detail',
      where: 'secret where',
    });
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({ message: 'invalid input syntax for type integer: [REDACTED]', code: '22P02' });
    expect(JSON.stringify(serialized)).not.toMatch(/4111|secret/);
    const range = serializeError(
      Object.assign(new Error('value "99999999999" is out of range for type integer'), { severity: 'ERROR' }),
    );
    expect(range.message).toBe('value [REDACTED] is out of range for type integer');
  });

  it('URLs and email addresses in an error message are redacted too', () => {
    const serialized = serializeError(
      new Error(
        `Reply was already sent for /reset-password/abc123def?email=${encodeURIComponent(SECRET_EMAIL)} to ${SECRET_EMAIL}`,
      ),
    );
    expect(serialized.message).toBe(
      'Reply was already sent for /reset-password/[REDACTED]?email=[REDACTED] to [REDACTED]',
    );
    expect(redactUrl('/api/user?token=abc')).toBe('/api/user?token=[REDACTED]');
  });
});
