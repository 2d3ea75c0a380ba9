import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fetchThisChat, sendChat } from '../chat/chat.service.ts';
import { users } from '../users/users.tables.ts';
import { DEMO_BOOKING_CLIMBER, DEMO_BOOKING_GUIDE } from './demo-bookings.ts';

const HOUR = 60 * 60 * 1000;

/**
 * The demo conversation between the demo climber and the demo guide, who share the demo bookings.
 * Written through the chat's own use cases (unread counts, notifications, live events), at times
 * before the seed ran, so the Chats screens look lived in: each side read the other's messages but
 * the guide's last answer, which the climber finds unread on Home and in Chats.
 */
export const DEMO_CHAT = [
  {
    from: 'climber',
    hoursAgo: 50,
    message:
      'Hi Gabriel! Maya and I just asked to join your trip. Is there anything we should bring besides the gear list?',
  },
  {
    from: 'guide',
    hoursAgo: 49,
    message:
      'Hi Chloe, great to have you both! Warm layers, a headlamp and lunch for the day. I will confirm the meeting point the week before.',
  },
  { from: 'climber', hoursAgo: 26, message: 'Perfect, thanks. Do you lend harnesses and helmets if we need them?' },
  {
    from: 'guide',
    hoursAgo: 3,
    message:
      'Yes, harnesses and helmets are included. Climbing shoes can be rented in town for about $15. See you soon!',
  },
] as const;

export async function seedDemoChat(db: Database, now: Date): Promise<void> {
  const [climber] = await db.select().from(users).where(eq(users.email, DEMO_BOOKING_CLIMBER));
  const [guide] = await db.select().from(users).where(eq(users.email, DEMO_BOOKING_GUIDE));
  if (!climber || !guide) throw new Error('the demo climber or guide is missing');
  const party = { climber, guide };
  for (const [index, line] of DEMO_CHAT.entries()) {
    const at = new Date(now.getTime() - line.hoursAgo * HOUR);
    const sender = party[line.from];
    const recipient = line.from === 'climber' ? guide : climber;
    await sendChat(db, { user: sender, sessionId: 0 }, { message: line.message, recipient_id: recipient.id }, at);
    // Each message but the last is read by its recipient a little later.
    if (index < DEMO_CHAT.length - 1) {
      await fetchThisChat(db, { user: recipient, sessionId: 0 }, sender.id, {}, new Date(at.getTime() + HOUR / 2));
    }
  }
}
