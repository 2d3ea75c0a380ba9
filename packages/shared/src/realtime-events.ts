/*
 * What the server pushes to a signed-in user's live stream (GET /api/realtime, Server-Sent Events).
 * Zod-free: the web client imports its types and the small cursor below, nothing else. Each event's id
 * is its position in commit order, so a client that reconnects asks for what came after the newest id
 * it saw (Last-Event-ID) and misses nothing committed later (decision 0028).
 */
import type { Notification } from './bootstrap.contracts.ts';
import type { ChatMessage } from './chat.contracts.ts';

export type RealtimeEvent =
  /** A notification was stored for the user (the bell, the Home card). */
  | { kind: 'notification'; notification: Notification }
  /** A chat message the user sent or received; `counterpart_id` is the other party. */
  | { kind: 'chat_message'; counterpart_id: number; message: ChatMessage }
  /** The user's messages from `counterpart_id` were read (on another tab or device): unread counts change. */
  | { kind: 'chat_read'; counterpart_id: number }
  /** The user's notifications were marked read elsewhere: badges change. */
  | { kind: 'notifications_read' };

export type RealtimeEventKind = RealtimeEvent['kind'];

/**
 * Sent by the server (and raised by the client after a reconnect it could not replay) when the client
 * may have missed events: every live view refetches what it shows.
 */
export const RESYNC_EVENT = 'resync';

/** The SSE event name of every stored event; the data is the JSON of a RealtimeEvent. */
export const REALTIME_EVENT = 'message';

/**
 * How many event ids a client remembers to drop repeats. A replay resends at most 200 (the server's
 * MAX_REPLAYED_EVENTS, then it says `resync`), so this covers several replays over each other.
 */
export const REMEMBERED_EVENT_IDS = 1000;

/**
 * What a client keeps of its live stream across reconnects. The stream's ids are positions in commit
 * order (an event committed later always has a greater one), so the newest id seen is where to resume
 * from (Last-Event-ID): nothing committed afterwards is below it. An id is also the event's identity:
 * an event that comes again (a replay overlapping what was shown) is shown once. Memory is bounded: the
 * newest REMEMBERED_EVENT_IDS ids.
 */
export type RealtimeCursor = {
  /** The id to resume after: the newest the stream wrote, or the page's cursor before any. */
  readonly resumeAfter: number | undefined;
  /** An id the stream wrote with an event that is not shown (`ready`): only moves the cursor. */
  advance: (id: number) => void;
  /** A message's id: true the first time (show it), false for a repeat (drop it). Moves the cursor. */
  admit: (id: number) => boolean;
};

export function createRealtimeCursor(
  resumeAfter: number | undefined,
  remember: number = REMEMBERED_EVENT_IDS,
): RealtimeCursor {
  let newest = resumeAfter;
  // A Set iterates in insertion order: its first entry is the one remembered longest.
  const seen = new Set<number>();
  const advance = (id: number) => {
    if (newest === undefined || id > newest) newest = id;
  };
  return {
    get resumeAfter() {
      return newest;
    },
    advance,
    admit: (id) => {
      advance(id);
      if (seen.has(id)) return false;
      seen.add(id);
      if (seen.size > remember) seen.delete(seen.values().next().value as number);
      return true;
    },
  };
}
