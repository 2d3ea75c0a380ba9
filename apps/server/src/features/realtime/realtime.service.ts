import type { RealtimeEvent } from '@cordee/shared/realtime-events';
import { and, asc, eq, gt, inArray, isNull, lt, max, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { AuthenticatedSession } from '../auth/auth.service.ts';
import { sessions } from '../auth/auth.tables.ts';
import { users } from '../users/users.tables.ts';
import { realtimeEvents } from './realtime.tables.ts';

/** How long stored events stay replayable; the prune job deletes older ones. */
export const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A reconnect that missed more than this gets one `resync` instead: refetching is cheaper than the flood. */
export const MAX_REPLAYED_EVENTS = 200;
/** Rows deleted per statement by the prune job, so no statement holds locks on a huge set. */
export const PRUNE_BATCH_SIZE = 1000;
/** Statements per prune pass: the pass stays bounded even after a long outage; the next one goes on. */
const PRUNE_MAX_BATCHES = 50;
/** Largest id list read in one statement. */
const READ_BATCH_SIZE = 500;

export type StoredRealtimeEvent = { id: number; userId: number; event: RealtimeEvent };

export type ReplayPlan = {
  /** The stored events the client missed, oldest first (empty when `resync`). */
  events: StoredRealtimeEvent[];
  /** The client may have missed events that cannot be replayed: it must refetch what it shows. */
  resync: boolean;
  /** The id the client resumes from next time when no event came after these. */
  cursor: number;
};

/**
 * `Last-Event-ID` as the browser repeats it: digits only, below 2^53. Anything else is no id at all (a
 * fresh start), never an error: the header comes from the client's own memory of the stream.
 */
export function parseLastEventId(header: string | string[] | undefined): number | undefined {
  if (typeof header !== 'string' || !/^\d{1,15}$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

/**
 * What a (re)connecting stream sends before the live events: without `Last-Event-ID` nothing (the client
 * has just loaded its screens) and the newest id as the cursor. With one, the user's events after it, in
 * order, unless some may be gone: the id is older than the oldest stored event (pruned), newer than any
 * (not ours to trust), or more than MAX_REPLAYED_EVENTS followed it. Then one `resync`.
 */
export async function planReplay(
  db: Database,
  actor: AuthenticatedSession,
  input: { lastEventId: number | undefined },
): Promise<ReplayPlan> {
  const [bounds] = await db
    .select({ oldest: min(realtimeEvents.id), newest: max(realtimeEvents.id) })
    .from(realtimeEvents);
  const oldest = bounds?.oldest ?? null;
  const newest = bounds?.newest ?? 0;
  const { lastEventId } = input;
  if (lastEventId === undefined) return { events: [], resync: false, cursor: newest };
  // Rows are pruned oldest first, so every row after `lastEventId` is still stored only when the id is
  // at most one before the oldest row left. An empty table cannot tell: resync (always safe).
  if (oldest === null || lastEventId < oldest - 1 || lastEventId > newest) {
    return { events: [], resync: true, cursor: newest };
  }
  const rows = await db
    .select({ id: realtimeEvents.id, userId: realtimeEvents.userId, payload: realtimeEvents.payload })
    .from(realtimeEvents)
    .where(
      and(
        eq(realtimeEvents.userId, actor.user.id),
        gt(realtimeEvents.id, lastEventId),
        gt(realtimeEvents.createdAt, sql`now() - make_interval(secs => ${REPLAY_WINDOW_MS / 1000})`),
      ),
    )
    .orderBy(asc(realtimeEvents.id))
    .limit(MAX_REPLAYED_EVENTS + 1);
  if (rows.length > MAX_REPLAYED_EVENTS) return { events: [], resync: true, cursor: newest };
  return { events: rows.map(toStored), resync: false, cursor: Math.max(newest, lastEventId) };
}

/**
 * The newest stored event id (0 when none): where a client that is about to load its screens resumes
 * its first stream from, so nothing made in between is lost.
 */
export async function newestRealtimeEventId(db: Database): Promise<number> {
  const [row] = await db.select({ newest: max(realtimeEvents.id) }).from(realtimeEvents);
  return row?.newest ?? 0;
}

/** The named stored events (those a NOTIFY announced), oldest first; ids no longer stored are skipped. */
export async function readRealtimeEvents(db: Database, ids: readonly number[]): Promise<StoredRealtimeEvent[]> {
  const found: StoredRealtimeEvent[] = [];
  for (let start = 0; start < ids.length; start += READ_BATCH_SIZE) {
    const rows = await db
      .select({ id: realtimeEvents.id, userId: realtimeEvents.userId, payload: realtimeEvents.payload })
      .from(realtimeEvents)
      .where(inArray(realtimeEvents.id, ids.slice(start, start + READ_BATCH_SIZE)))
      .orderBy(asc(realtimeEvents.id));
    found.push(...rows.map(toStored));
  }
  return found.sort((a, b) => a.id - b.id);
}

/** Of these sessions, the ones still signed in: not signed out, not expired, their user not disabled. */
export async function liveSessionIds(db: Database, sessionIds: readonly number[]): Promise<Set<number>> {
  const live = new Set<number>();
  for (let start = 0; start < sessionIds.length; start += READ_BATCH_SIZE) {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.id, sessionIds.slice(start, start + READ_BATCH_SIZE)),
          gt(sessions.expiresAt, new Date()),
          isNull(users.disabledAt),
        ),
      );
    for (const row of rows) live.add(row.id);
  }
  return live;
}

/**
 * Deletes events older than the replay window, PRUNE_BATCH_SIZE rows a statement (by the created_at
 * index), at most PRUNE_MAX_BATCHES statements a pass. Returns how many rows went.
 */
export async function pruneRealtimeEvents(db: Database, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - REPLAY_WINDOW_MS);
  let deleted = 0;
  for (let batch = 0; batch < PRUNE_MAX_BATCHES; batch += 1) {
    const oldest = db
      .select({ id: realtimeEvents.id })
      .from(realtimeEvents)
      .where(lt(realtimeEvents.createdAt, before))
      .orderBy(asc(realtimeEvents.createdAt))
      .limit(PRUNE_BATCH_SIZE);
    const gone = await db
      .delete(realtimeEvents)
      .where(inArray(realtimeEvents.id, oldest))
      .returning({ id: realtimeEvents.id });
    deleted += gone.length;
    if (gone.length < PRUNE_BATCH_SIZE) break;
  }
  return deleted;
}

function toStored(row: { id: number; userId: number; payload: Record<string, unknown> }): StoredRealtimeEvent {
  return { id: row.id, userId: row.userId, event: row.payload as RealtimeEvent };
}
