import type { ContactForm } from '@cordee/shared/event-search.contracts';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { noticeOf } from '../../http/notices.ts';
import { composeEmail } from '../../integrations/email/email-message.ts';
import { enqueueEmail } from '../../integrations/email/email-outbox.service.ts';
import { events } from '../events/events.tables.ts';
import { consume } from '../rate-limit/rate-limit.service.ts';
import type { UserRow } from '../users/users.tables.ts';
import { contactMessages } from './contact.tables.ts';

/** Five messages per hour from one address: enough for a person, useless for a spammer. */
export const CONTACT_LIMIT = { max: 5, windowSeconds: 60 * 60 };

/** The name of the course a question is about, on one line; null when no such course exists. */
async function courseTitleOf(db: Database, eventId: number | null): Promise<string | null> {
  if (eventId === null) return null;
  const [row] = await db.select({ name: events.eventName }).from(events).where(eq(events.id, eventId));
  return row ? row.name.replace(/\s+/g, ' ').trim() : null;
}

/**
 * What support reads in its inbox: the sender's own subject, else the course the question is about,
 * else plain "Contact form" (never "Contact form: Contact form").
 */
function contactEmailSubject(subject: string | undefined, courseTitle: string | null): string {
  const own = subject?.trim();
  if (own) return `Contact form: ${own}`;
  if (courseTitle) return `Question about ${courseTitle}`;
  return 'Contact form';
}

/**
 * POST /api/contactform: rate limited per IP (429 past the limit), stored, and mailed to support through
 * the outbox in the same transaction. The sender's address is in the text, never in a header.
 * `event_id` 0 (what the search screens send) means "no particular event" and is stored as null.
 */
export async function submitContactForm(
  db: Database,
  config: Config,
  input: ContactForm,
  ip: string,
  sender: Pick<UserRow, 'email'> | null,
) {
  await consume(db, { key: `contact:ip:${ip}`, ...CONTACT_LIMIT });
  // A signed-in sender writes as their account (the screen locks the field; the server decides), and
  // whether they were signed in is known here rather than taken from the body's `userstatus`.
  const email = (sender?.email ?? input.email).toLowerCase();
  const userStatus = sender ? 'user' : 'nonuser';
  const name = input.name || null;
  const eventId = input.event_id || null;
  const courseTitle = await courseTitleOf(db, eventId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name,
        email,
        subject: input.subject?.trim() || null,
        message: input.message,
        userStatus,
        eventId,
        ip,
      })
      .returning({ id: contactMessages.id });
    await enqueueEmail(
      tx,
      composeEmail({
        to: config.SUPPORT_EMAIL,
        subject: contactEmailSubject(input.subject, courseTitle),
        greeting: 'Hello,',
        paragraphs: [
          `${name ? `${name} <${email}>` : email} wrote through the contact form. Reply to ${email}.`,
          sender ? 'The sender was signed in to this account.' : 'The sender was not signed in.',
          ...(eventId ? [courseTitle ? `About ${courseTitle} (event #${eventId})` : `About event #${eventId}`] : []),
          input.message,
        ],
      }),
      row ? `contact:${row.id}` : undefined,
    );
  });
  return noticeOf('contact_sent');
}
