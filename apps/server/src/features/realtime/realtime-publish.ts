import type { RealtimeEvent } from '@cordee/shared/realtime-events';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { realtimeEvents } from './realtime.tables.ts';

/** The PostgreSQL channel every instance listens on; a notification's payload names one stored event. */
export const REALTIME_CHANNEL = 'cordee_realtime';

/** The NOTIFY payload: small and fixed in size (PostgreSQL caps payloads at 8000 bytes). */
export type RealtimeSignal = { id: number; user_id: number };

/**
 * Pushes an event to each user's live streams. Call it with the use case's transaction handle: the row
 * and the NOTIFY exist only if the change that caused them commits (PostgreSQL delivers a NOTIFY at
 * commit, and drops it on rollback), so a client never hears of a message that was not saved.
 */
export async function publishRealtime(tx: Database, userIds: readonly number[], event: RealtimeEvent): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const rows = await tx
    .insert(realtimeEvents)
    .values(unique.map((userId) => ({ userId, kind: event.kind, payload: event as Record<string, unknown> })))
    .returning({ id: realtimeEvents.id, userId: realtimeEvents.userId });
  const signals = rows.map((row) => JSON.stringify({ id: row.id, user_id: row.userId } satisfies RealtimeSignal));
  // One statement for every recipient, however many: unnest yields the payloads in the array's order,
  // so the notifications are queued in the order of the rows, as one pg_notify per row did.
  await tx.execute(
    sql`select pg_notify(${REALTIME_CHANNEL}, signal) from unnest(${sql.param(signals)}::text[]) as signal`,
  );
}
