import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { emailOutbox } from '../integrations/email/email-outbox.tables.ts';

/** The newest queued email to an address. */
export async function lastMailTo(db: Database, to: string) {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row;
}

/** The token at the end of the first link in the mail's text that contains `pathPart`. */
export async function tokenFromMailTo(db: Database, to: string, pathPart: string): Promise<string> {
  const mail = await lastMailTo(db, to);
  const match = mail?.textBody.match(new RegExp(`${pathPart}/([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${pathPart} link in the last mail to ${to}`);
  return match[1];
}
