/*
 * What the server pushes to a signed-in user's live stream (GET /api/realtime, Server-Sent Events).
 * Zod-free: the web client imports these types only. Each event carries the id of its stored row, so a
 * client that reconnects asks for what came after the last id it saw (Last-Event-ID).
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
