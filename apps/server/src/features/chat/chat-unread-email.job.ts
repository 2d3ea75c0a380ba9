import { CHAT_UNREAD_EMAIL_AFTER_MS, chatDetailsPath } from '@cordee/shared/chat-limits';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { composeEmail } from '../../integrations/email/email-message.ts';
import { enqueueEmail } from '../../integrations/email/email-outbox.service.ts';
import { users } from '../users/users.tables.ts';
import { chatMessages, chatThreads } from './chat.tables.ts';
import { previewOf } from './chat-text.ts';

/** How many due messages one pass takes at most: a pass stays one short transaction. */
export const UNREAD_EMAIL_BATCH_SIZE = 200;
/** The email quotes no more than the start of the newest message: the rest is read on Cordée. */
const EMAIL_PREVIEW_LENGTH = 60;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

type DueMessage = typeof chatMessages.$inferSelect;

/**
 * One pass of the unread-message email: messages left unread for CHAT_UNREAD_EMAIL_AFTER_MS get their
 * recipient one email per conversation (not one per message), and every message of that conversation
 * still waiting for the recipient is marked emailed, so the same burst never mails twice. The due rows
 * are locked with SKIP LOCKED: two instances split the work, and a conversation being read right now
 * (its row locked) is left for a later pass, which finds it read. A deleted or disabled recipient is never
 * mailed; their messages are marked so the pass does not look at them again. Answers how many emails
 * it queued.
 */
export async function emailUnreadChats(
  db: Database,
  config: Config,
  now: Date,
  batchSize: number = UNREAD_EMAIL_BATCH_SIZE,
): Promise<number> {
  const dueBefore = new Date(now.getTime() - CHAT_UNREAD_EMAIL_AFTER_MS);
  return db.transaction(async (tx) => {
    // Read by chat_messages_unread_email_idx (created_at, only rows neither read nor emailed).
    const due = await tx
      .select()
      .from(chatMessages)
      .where(and(isNull(chatMessages.readAt), isNull(chatMessages.emailedAt), lte(chatMessages.createdAt, dueBefore)))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;

    const byConversation = new Map<string, DueMessage[]>();
    for (const message of due) {
      const key = `${message.threadId}:${message.recipientId}`;
      byConversation.set(key, [...(byConversation.get(key) ?? []), message]);
    }
    const people = await tx
      .select()
      .from(users)
      .where(inArray(users.id, [...new Set(due.flatMap((message) => [message.senderId, message.recipientId]))]));
    const personOf = new Map(people.map((person) => [person.id, person]));

    let queued = 0;
    for (const messages of byConversation.values()) {
      const newest = messages.at(-1) as DueMessage;
      const recipient = personOf.get(newest.recipientId);
      const sender = personOf.get(newest.senderId);
      // A conversation being read or written right now holds its row: it waits for the next pass. Taking
      // the row without waiting keeps this pass and that use case from each waiting for the other.
      const [free] = await tx
        .select({ id: chatThreads.id })
        .from(chatThreads)
        .where(eq(chatThreads.id, newest.threadId))
        .for('update', { skipLocked: true });
      if (!free) continue;
      // Everything still waiting in this conversation is covered by this one email.
      await tx
        .update(chatMessages)
        .set({ emailedAt: now })
        .where(
          and(
            eq(chatMessages.threadId, newest.threadId),
            eq(chatMessages.recipientId, newest.recipientId),
            isNull(chatMessages.readAt),
            isNull(chatMessages.emailedAt),
          ),
        );
      if (!recipient || !sender || recipient.deletedAt || recipient.disabledAt) continue;
      const url = `${config.PUBLIC_URL.replace(/\/$/, '')}${chatDetailsPath(sender.id, sender.name)}`;
      const count = messages.length;
      await enqueueEmail(
        tx,
        composeEmail({
          to: recipient.email,
          subject: `You have a new message from ${sender.name}`,
          greeting: `Hello ${firstName(recipient.name)},`,
          paragraphs: [
            count === 1
              ? `${sender.name} sent you a message on Cordée that you have not read yet:`
              : `${sender.name} sent you ${count} messages on Cordée that you have not read yet. The latest:`,
            `“${previewOf(newest.body, EMAIL_PREVIEW_LENGTH)}”`,
          ],
          action: { label: 'Read and answer', url },
        }),
        `chat-unread:${newest.threadId}:${newest.recipientId}:${newest.id}`,
      );
      queued += 1;
    }
    return queued;
  });
}
