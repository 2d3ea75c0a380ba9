import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishMessageOf } from '../../http/errors.ts';
import { emailOutbox } from '../../integrations/email/email-outbox.tables.ts';
import { bearer, createUser, daysFromNow, insertEventRow, signInAs } from '../../test/factories.ts';
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
const send = (payload: object, remoteAddress: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contactform',
    payload,
    remoteAddress,
    headers: token ? bearer(token) : {},
  });

/** Exactly what the spec's Ask a Question modal sends. */
const valid = { email: 'Ada@Example.test', message: 'Do you rent crampons?', userstatus: 'nonuser', event_id: 0 };

describe('POST /api/contactform', () => {
  it('accepts the spec client’s body, stores it and mails support with the sender in the text', async () => {
    const response = await send(valid, freshIp());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Your message has been sent successfully.', code: 'contact_sent' });

    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ada@example.test'));
    // event_id 0 is "no particular event".
    expect(stored).toMatchObject({
      name: null,
      subject: null,
      message: 'Do you rent crampons?',
      userStatus: 'nonuser',
      eventId: null,
    });

    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'help@cordee.test'));
    expect(mails).toHaveLength(1);
    // No subject and no course: the subject says what it is, once.
    expect(mails[0]?.subject).toBe('Contact form');
    expect(mails[0]?.textBody).toContain('ada@example.test wrote through the contact form. Reply to ada@example.test');
    expect(mails[0]?.textBody).toContain('not signed in');
    expect(mails[0]?.textBody).toContain('Do you rent crampons?');
  });

  it('keeps the optional name, subject and a real event id; a signed-in sender writes as their account', async () => {
    const bo = await createUser(t.database.db, { email: 'bo@example.test', role: 'climber' });
    const response = await send(
      {
        ...valid,
        email: 'someone-else@example.test',
        name: 'Bo Belay',
        subject: 'Gear',
        userstatus: 'user',
        event_id: 7,
      },
      freshIp(),
      await signInAs(t.app, bo.email),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'bo@example.test'));
    expect(stored).toMatchObject({ name: 'Bo Belay', subject: 'Gear', userStatus: 'user', eventId: 7 });
    const claimed = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'someone-else@example.test'));
    expect(claimed).toHaveLength(0);
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Contact form: Gear'));
    expect(mail?.textBody).toContain('Bo Belay <bo@example.test> wrote');
    expect(mail?.textBody).toContain('About event #7');
  });

  it('names the course a question without a subject is about', async () => {
    const guide = await createUser(t.database.db, { role: 'guide' });
    const course = await insertEventRow(t.database.db, {
      guideId: guide.id,
      eventName: 'Ice climbing at Maligne Canyon',
      startDate: daysFromNow(30),
      endDate: daysFromNow(31),
    });
    const response = await send({ ...valid, email: 'ice@example.test', event_id: course.id }, freshIp());
    expect(response.statusCode, response.body).toBe(200);

    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Question about Ice climbing at Maligne Canyon'));
    expect(mail?.textBody).toContain('ice@example.test wrote through the contact form');
    expect(mail?.textBody).toContain(`About Ice climbing at Maligne Canyon (event #${course.id})`);
  });

  it('records a sender without a session as not signed in, whatever the body claims', async () => {
    const response = await send({ ...valid, email: 'claims@example.test', userstatus: 'user' }, freshIp());
    expect(response.statusCode).toBe(200);
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'claims@example.test'));
    expect(stored?.userStatus).toBe('nonuser');
  });

  it('escapes the message in the HTML part', async () => {
    const response = await send({ ...valid, email: 'xss@example.test', message: '<script>x()</script>' }, freshIp());
    expect(response.statusCode).toBe(200);
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'help@cordee.test'));
    const mail = mails.find((row) => row.textBody.includes('xss@example.test'));
    expect(mail?.htmlBody).toContain('&lt;script&gt;');
    expect(mail?.htmlBody).not.toContain('<script>');
  });

  it('answers 422 with the spec’s messages for a missing, empty or invalid email and an empty message', async () => {
    const empty = await send({}, freshIp());
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      email: [englishMessageOf('contact_email_invalid')],
      message: [englishMessageOf('contact_message_required')],
    });
    expect(empty.json().codes).toEqual({
      email: [{ code: 'contact_email_invalid' }],
      message: [{ code: 'contact_message_required' }],
    });

    const blank = await send({ ...valid, email: '', message: '   ' }, freshIp());
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.email).toEqual([englishMessageOf('contact_email_invalid')]);
    expect(blank.json().errors.message).toEqual([englishMessageOf('contact_message_required')]);

    const badEmail = await send({ ...valid, email: 'not-an-email' }, freshIp());
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors).toEqual({ email: [englishMessageOf('contact_email_invalid')] });
  });

  it('refuses an unknown user status and an event id that is not 0 or a positive whole number', async () => {
    for (const [field, value] of [
      ['userstatus', 'climber'],
      ['event_id', -1],
      ['event_id', 1.5],
      ['event_id', '0'],
    ] as const) {
      const response = await send({ ...valid, [field]: value }, freshIp());
      expect(response.statusCode, `${field}=${value}`).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
  });

  it('refuses line breaks in every value that could reach a mail header (C7)', async () => {
    const before = await t.database.db.$count(contactMessages);
    const injected = await send(
      {
        ...valid,
        email: 'a@example.test\r\nBcc: victim@example.test',
        name: 'Ada\r\nBcc: x@example.test',
        subject: 'Hi\r\nBcc: x@example.test',
      },
      freshIp(),
    );
    expect(injected.statusCode).toBe(422);
    expect(Object.keys(injected.json().errors).sort()).toEqual(['email', 'name', 'subject']);
    expect(await t.database.db.$count(contactMessages)).toBe(before);
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
