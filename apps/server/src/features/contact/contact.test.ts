import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../integrations/email/email-outbox.tables.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { contactMessages } from './contact.tables.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@cordee.test' });
});
afterAll(async () => {
  await t.close();
});

let ipSequence = 0;
/** Each test speaks from its own address so the per-IP limit of one never touches another. */
function freshIp() {
  ipSequence += 1;
  return `203.0.113.${ipSequence}`;
}
const send = (payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/contactform', payload, remoteAddress });

const valid = { name: 'Ada Climber', email: 'Ada@Example.test', subject: 'Gear', message: 'Do you rent crampons?' };

describe('POST /api/contactform', () => {
  it('stores the message and mails support through the outbox with the sender in the text', async () => {
    const response = await send({ ...valid, userstatus: 'climber', event_id: 7 }, freshIp());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBeTruthy();

    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ada@example.test'));
    expect(stored).toMatchObject({
      name: 'Ada Climber',
      subject: 'Gear',
      message: 'Do you rent crampons?',
      userStatus: 'climber',
      eventId: 7,
    });

    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'help@cordee.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Contact form: Gear');
    expect(mails[0]?.textBody).toContain('Reply to ada@example.test');
    expect(mails[0]?.textBody).toContain('Do you rent crampons?');
  });

  it('escapes the message in the HTML part', async () => {
    const response = await send({ ...valid, subject: undefined, message: '<script>x()</script>' }, freshIp());
    expect(response.statusCode).toBe(200);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Contact form: Contact form'));
    expect(mails[0]?.htmlBody).not.toContain('<script>');
  });

  it('answers 422 per field and refuses line breaks in email and subject', async () => {
    const empty = await send({}, freshIp());
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'message', 'name']);

    const injected = await send(
      { ...valid, email: 'a@example.test\r\nBcc: victim@example.test', subject: 'Hi\r\nBcc: x@example.test' },
      freshIp(),
    );
    expect(injected.statusCode).toBe(422);
    expect(Object.keys(injected.json().errors).sort()).toEqual(['email', 'subject']);

    const badEmail = await send({ ...valid, email: 'not-an-email' }, freshIp());
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors.email).toBeDefined();
  });

  it('limits each address to 5 messages an hour (429 with Retry-After), others unaffected', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await send(valid, ip)).statusCode).toBe(200);
    const limited = await send(valid, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(valid, freshIp())).statusCode).toBe(200);
  });
});
