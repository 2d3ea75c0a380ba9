import type { RealtimeEvent } from '@cordee/shared/realtime-events';
import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createUser } from '../../test/factories.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { realtimeEvents } from './realtime.tables.ts';
import { publishRealtime, REALTIME_CHANNEL } from './realtime-publish.ts';

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => drop());

const event: RealtimeEvent = { kind: 'chat_read', counterpart_id: 7 };

describe('publishRealtime', () => {
  it('stores one row per recipient and announces each, in the order of the rows, with one statement for all the notifications', async () => {
    const recipients = [
      await createUser(database.db),
      await createUser(database.db),
      await createUser(database.db),
      await createUser(database.db),
    ].map((user) => user.id);
    const heard: string[] = [];
    const stopListening = await database.listen(REALTIME_CHANNEL, {
      onNotification: (payload) => heard.push(payload),
      onMissedNotifications: () => {},
    });
    let statements = 0;
    try {
      await database.db.transaction(async (tx) => {
        const execute = vi.spyOn(tx, 'execute');
        // A recipient named twice gets one event.
        await publishRealtime(tx, [...recipients, recipients[0] as number], event);
        statements = execute.mock.calls.length;
      });
      await vi.waitFor(() => expect(heard).toHaveLength(recipients.length));
    } finally {
      await stopListening();
    }
    const rows = await database.db
      .select({ id: realtimeEvents.id, userId: realtimeEvents.userId })
      .from(realtimeEvents)
      .where(inArray(realtimeEvents.userId, recipients))
      .orderBy(asc(realtimeEvents.id));
    expect(rows.map((row) => row.userId)).toEqual(recipients);
    expect(heard).toEqual(rows.map((row) => JSON.stringify({ id: row.id, user_id: row.userId })));
    expect(statements).toBe(1);
  });

  it('sends nothing for no recipient', async () => {
    await database.db.transaction(async (tx) => {
      const execute = vi.spyOn(tx, 'execute');
      await publishRealtime(tx, [], event);
      expect(execute).not.toHaveBeenCalled();
    });
  });
});
