import { CONTACT_MESSAGES, type ContactForm } from '@cordee/shared/event-search.contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { composeEmail } from '../../integrations/email/email-message.ts';
import { enqueueEmail } from '../../integrations/email/email-outbox.service.ts';
import { consume } from '../rate-limit/rate-limit.service.ts';
import type { UserRow } from '../users/users.tables.ts';
import { contactMessages } from './contact.tables.ts';

/** Five messages per hour from one address: enough for a person, useless for a spammer. */
export const CONTACT_LIMIT = { max: 5, windowSeconds: 60 * 60 };

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
  const subject = input.subject?.trim() || 'Contact form';
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
        subject: `Contact form: ${subject}`,
        greeting: 'Hello,',
        paragraphs: [
          `${name ? `${name} <${email}>` : email} wrote through the contact form. Reply to ${email}.`,
          sender ? 'The sender was signed in to this account.' : 'The sender was not signed in.',
          ...(eventId ? [`About event #${eventId}`] : []),
          input.message,
        ],
      }),
      row ? `contact:${row.id}` : undefined,
    );
  });
  return { message: CONTACT_MESSAGES.sent };
}
