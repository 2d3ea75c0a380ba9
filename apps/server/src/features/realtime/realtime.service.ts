import type { RealtimeEvent } from '@cordee/shared/realtime-events';
import { and, asc, eq, gt, inArray, isNotNull, isNull, max, min } from 'drizzle-orm';
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

/**
 * A stored event as streams send it. `position` is its place in commit order (the stream's `id:`, what
 * clients resume from and tell events apart by); `id` only names the row.
 */
export type StoredRealtimeEvent = { id: number; position: number; userId: number; event: RealtimeEvent };

export type ReplayPlan = {
  /** The stored events the client missed, oldest first (empty when `resync`). */
  events: StoredRealtimeEvent[];
  /** The client may have missed events that cannot be replayed: it must refetch what it shows. */
  resync: boolean;
  /** The position the client resumes from next time when no event came after these. */
  cursor: number;
  /**
   * Live events at or below this position were committed before the replay was read: the replay holds
   * them (or the client had them, or refetches them after `resync`), so the stream does not write them
   * again. 0 on a fresh start, which replays nothing.
   */
  coveredUpTo: number;
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
 * has just loaded its screens) and the newest position as the cursor. With one, the user's events after
 * it, in commit order, unless some may be gone: the position is older than the oldest stored event
 * (pruned), newer than any (not ours to trust), or more than MAX_REPLAYED_EVENTS followed it. Then one
 * `resync`.
 *
 * Positions grow in commit order (migration 0021), so every event committed after this replay's snapshot
 * has a position above `cursor`: the stream's live events take over exactly where the replay ends. The
 * bounds and the rows are read in one snapshot (one repeatable-read transaction): read apart, an event
 * committed in between would be both replayed and live above a too-low cursor, or neither.
 */
export async function planReplay(
  db: Database,
  actor: AuthenticatedSession,
  input: { lastEventId: number | undefined },
): Promise<ReplayPlan> {
  const { lastEventId } = input;
  return db.transaction(
    async (tx) => {
      const [bounds] = await tx
        .select({ oldest: min(realtimeEvents.position), newest: max(realtimeEvents.position) })
        .from(realtimeEvents);
      const oldest = bounds?.oldest ?? null;
      const newest = bounds?.newest ?? 0;
      if (lastEventId === undefined) return { events: [], resync: false, cursor: newest, coveredUpTo: 0 };
      const resync = { events: [], resync: true, cursor: newest, coveredUpTo: newest };
      // Rows are pruned oldest position first, so every row after `lastEventId` is still stored only when
      // it is at most one before the oldest row left. An empty table cannot tell: resync (always safe).
      if (oldest === null || lastEventId < oldest - 1 || lastEventId > newest) return resync;
      const rows = await tx
        .select(storedColumns)
        .from(realtimeEvents)
        .where(and(eq(realtimeEvents.userId, actor.user.id), gt(realtimeEvents.position, lastEventId)))
        .orderBy(asc(realtimeEvents.position))
        .limit(MAX_REPLAYED_EVENTS + 1);
      if (rows.length > MAX_REPLAYED_EVENTS) return resync;
      return { events: rows.map(toStored), resync: false, cursor: newest, coveredUpTo: newest };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The newest committed position (0 when none): where a client that is about to load its screens resumes
 * its first stream from. Every event not yet visible now, even one whose row was inserted earlier,
 * commits with a greater position, so nothing made in between is lost.
 */
export async function newestRealtimePosition(db: Database): Promise<number> {
  const [row] = await db.select({ newest: max(realtimeEvents.position) }).from(realtimeEvents);
  return row?.newest ?? 0;
}

/** The named stored events (those a NOTIFY announced), in commit order; ids no longer stored are skipped. */
export async function readRealtimeEvents(db: Database, ids: readonly number[]): Promise<StoredRealtimeEvent[]> {
  const found: StoredRealtimeEvent[] = [];
  for (let start = 0; start < ids.length; start += READ_BATCH_SIZE) {
    const rows = await db
      .select(storedColumns)
      .from(realtimeEvents)
      .where(
        and(inArray(realtimeEvents.id, ids.slice(start, start + READ_BATCH_SIZE)), isNotNull(realtimeEvents.position)),
      );
    found.push(...rows.map(toStored));
  }
  return found.sort((a, b) => a.position - b.position);
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
 * Deletes events older than the replay window, oldest position first and only as a prefix of the
 * positions: a row stays while one before it stays, so every position after a client's cursor is still
 * stored whenever the cursor is at most one before the oldest row left (what planReplay checks). Commit
 * order and creation time (the writing transaction's start) differ by a transaction's length at most,
 * so in practice this is the same set a day later. PRUNE_BATCH_SIZE rows a statement, at most
 * PRUNE_MAX_BATCHES statements a pass. Returns how many rows went.
 */
export async function pruneRealtimeEvents(db: Database, now: Date = new Date()): Promise<number> {
  const before = now.getTime() - REPLAY_WINDOW_MS;
  let deleted = 0;
  for (let batch = 0; batch < PRUNE_MAX_BATCHES; batch += 1) {
    const head = await db
      .select({ id: realtimeEvents.id, createdAt: realtimeEvents.createdAt })
      .from(realtimeEvents)
      .where(isNotNull(realtimeEvents.position))
      .orderBy(asc(realtimeEvents.position))
      .limit(PRUNE_BATCH_SIZE);
    const firstKept = head.findIndex((row) => row.createdAt.getTime() >= before);
    const expired = firstKept < 0 ? head : head.slice(0, firstKept);
    if (expired.length === 0) break;
    const gone = await db
      .delete(realtimeEvents)
      .where(
        inArray(
          realtimeEvents.id,
          expired.map((row) => row.id),
        ),
      )
      .returning({ id: realtimeEvents.id });
    deleted += gone.length;
    if (expired.length < PRUNE_BATCH_SIZE) break;
  }
  return deleted;
}

const storedColumns = {
  id: realtimeEvents.id,
  position: realtimeEvents.position,
  userId: realtimeEvents.userId,
  payload: realtimeEvents.payload,
};

function toStored(row: {
  id: number;
  position: number | null;
  userId: number;
  payload: Record<string, unknown>;
}): StoredRealtimeEvent {
  // Committed rows always have a position (the commit trigger sets it); the queries read no other.
  return { id: row.id, position: row.position ?? 0, userId: row.userId, event: row.payload as RealtimeEvent };
}
