import type { ServerResponse } from 'node:http';
import { REALTIME_EVENT, RESYNC_EVENT } from '@cordee/shared/realtime-events';
import type { ReplayPlan, StoredRealtimeEvent } from './realtime.service.ts';

/** How long the browser waits before reconnecting on its own (the web client has its own backoff). */
const RETRY_HINT_MS = 5000;
/**
 * Bytes a stream may have waiting for a slow client. Beyond it the stream is ended rather than letting
 * memory grow; the client reconnects with Last-Event-ID and gets the rest replayed (or a resync).
 */
const MAX_BUFFERED_BYTES = 256 * 1024;

/** Why the server ends a stream, told to the client in a last `closed` event when it helps it decide. */
export type CloseReason =
  /** The user opened more streams than allowed: this one, the oldest, gives way (the tab should wait). */
  | 'superseded'
  /** The session was signed out, expired or its user disabled. */
  | 'signed_out'
  /** The stream reached its longest life, or the server is shutting down: reconnect. */
  | 'reconnect';

/**
 * One open Server-Sent Events answer. Until `goLive` it holds live events back, so the replay of what
 * the client missed is written first and nothing is written twice; after that it writes each event as
 * it comes. Every write goes straight to the socket: no compression, no buffering plugin in between.
 * Events carry their position in commit order as their `id:`; after a replay they go out in growing
 * order, so the newest id a client has seen is a cursor that skips nothing.
 */
export class RealtimeStream {
  private live = false;
  private held: StoredRealtimeEvent[] = [];
  /** Live events at or below this position are in the replay (or were before the client's cursor). */
  private coveredUpTo = 0;
  private heldOverflowed = false;
  private ended = false;

  constructor(
    readonly userId: number,
    readonly sessionId: number,
    private readonly response: ServerResponse,
    private readonly onEnd: (stream: RealtimeStream) => void,
  ) {
    response.once('close', () => this.finish());
  }

  get isOpen(): boolean {
    return !this.ended;
  }

  /** The status line, the headers (the security headers the hooks set, then the stream's own) and the retry hint. */
  open(headers: Record<string, string | number | string[] | undefined>): void {
    this.response.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      // Proxies (nginx) otherwise buffer the answer and the events arrive in lumps, or never.
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    this.write(`retry: ${RETRY_HINT_MS}\n\n`);
  }

  /** Writes the replay, then the cursor, then whatever arrived meanwhile; from here on events go straight out. */
  goLive(replay: ReplayPlan): void {
    this.coveredUpTo = replay.coveredUpTo;
    for (const stored of replay.events) this.writeEvent(stored);
    if (replay.resync) this.resync();
    // `ready` carries the id to resume from when nothing else comes: a client that reconnects before
    // any event still says where it stopped, and hears of what happened while it was away.
    this.write(`id: ${replay.cursor}\nevent: ready\ndata: {}\n\n`);
    this.live = true;
    const held = this.held;
    this.held = [];
    for (const stored of held) this.writeLive(stored);
    if (this.heldOverflowed) this.resync();
  }

  deliver(stored: StoredRealtimeEvent): void {
    if (this.ended || stored.userId !== this.userId) return;
    if (!this.live) {
      // The hold is bounded like the socket's buffer: past it, a resync says more than the events would.
      if (this.held.length < 1000) this.held.push(stored);
      else this.heldOverflowed = true;
      return;
    }
    this.writeLive(stored);
  }

  /**
   * An event committed after the stream was registered but before the replay was read is both in the
   * replay and announced live: it is written once. Positions follow commit order, so such an event is
   * exactly one at or below the replay's cursor; one committed later is above it.
   */
  private writeLive(stored: StoredRealtimeEvent): void {
    if (stored.position <= this.coveredUpTo) return;
    this.writeEvent(stored);
  }

  resync(): void {
    this.write(`event: ${RESYNC_EVENT}\ndata: {}\n\n`);
  }

  /** A comment line: keeps proxies and idle timeouts from closing a quiet stream. */
  heartbeat(): void {
    this.write(': ping\n\n');
  }

  /**
   * Ends the answer. With `endConnection` (the server is shutting down) the connection goes too once the
   * answer is out: a keep-alive connection left idle after the server stopped accepting would hold the
   * close until its keep-alive timeout.
   */
  close(reason?: CloseReason, options: { endConnection?: boolean } = {}): void {
    if (this.ended) return;
    if (reason) this.write(`event: closed\ndata: ${JSON.stringify({ reason })}\n\n`);
    const socket = this.response.socket;
    this.response.end(() => {
      if (options.endConnection) socket?.end();
    });
    this.finish();
  }

  private writeEvent(stored: StoredRealtimeEvent): void {
    // JSON escapes CR and LF inside strings, so the data is one line, as SSE requires.
    this.write(`id: ${stored.position}\nevent: ${REALTIME_EVENT}\ndata: ${JSON.stringify(stored.event)}\n\n`);
  }

  private write(chunk: string): void {
    if (this.ended || this.response.writableEnded) return;
    if (this.response.writableLength > MAX_BUFFERED_BYTES) {
      this.response.end();
      this.finish();
      return;
    }
    this.response.write(chunk);
  }

  private finish(): void {
    if (this.ended) return;
    this.ended = true;
    this.held = [];
    this.onEnd(this);
  }
}
