import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { liveSessionIds, readRealtimeEvents } from './realtime.service.ts';
import { REALTIME_CHANNEL, type RealtimeSignal } from './realtime-publish.ts';
import type { RealtimeStream } from './realtime-stream.ts';

export type HubLimits = {
  /** Open streams per user (tabs and devices); a new one closes the oldest. */
  perUser: number;
  /** Open streams on this instance; beyond it a new one is refused (429). */
  total: number;
  /** Between heartbeats, which also re-check each stream's session. */
  heartbeatMs: number;
  /** Longest life of a stream; the client reconnects, which spreads streams over instances again. */
  maxStreamMs: number;
};

/** Comfortably under the 60 s connection timeout and the usual proxy idle timeouts. */
export const HEARTBEAT_MS = 25_000;
export const MAX_STREAMS_PER_USER = 5;

/**
 * The open streams of one app instance, by user. Every instance LISTENs on one channel; a NOTIFY names a
 * stored event and its user, and the instance reads the row only when it holds a stream of that user.
 * Reads are batched per turn of the event loop (a notification to fifty reviewers is one query) and run
 * one batch after another, so each stream gets its events in the order they were announced, which is
 * commit order: their positions grow (decision 0028, 2026-11-28).
 */
export class RealtimeHub {
  private readonly byUser = new Map<number, RealtimeStream[]>();
  private readonly lifetimes = new Map<RealtimeStream, NodeJS.Timeout>();
  private count = 0;
  /** Announced event ids waiting to be read, with their user. */
  private pending = new Map<number, number>();
  private flushScheduled = false;
  private work: Promise<void> = Promise.resolve();
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private checkingSessions = false;
  private stopListening: (() => Promise<void>) | undefined;
  private closed = false;
  /** The app's log, given at start: the composition root builds the hub before the app exists. */
  private log: FastifyBaseLogger | undefined;

  constructor(
    private readonly db: Database,
    private readonly database: DatabaseHandle,
    private readonly limits: HubLimits,
  ) {}

  async start(log: FastifyBaseLogger): Promise<void> {
    this.log = log;
    this.stopListening = await this.database.listen(REALTIME_CHANNEL, {
      onNotification: (payload) => this.announced(payload),
      onMissedNotifications: () => {
        this.log?.warn('realtime: the listening connection was lost and is back; every stream resyncs');
        this.resyncAll();
      },
    });
    this.heartbeatTimer = setInterval(() => this.heartbeat(), this.limits.heartbeatMs);
    this.heartbeatTimer.unref();
  }

  get size(): number {
    return this.count;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  hasRoom(): boolean {
    return !this.closed && this.count < this.limits.total;
  }

  /** Takes a stream; when the user already holds the most allowed, the oldest gives way. */
  add(stream: RealtimeStream): void {
    const streams = this.byUser.get(stream.userId) ?? [];
    while (streams.length >= this.limits.perUser) {
      const oldest = streams[0] as RealtimeStream;
      oldest.close('superseded');
      if (streams[0] === oldest) this.remove(oldest);
    }
    streams.push(stream);
    this.byUser.set(stream.userId, streams);
    this.count += 1;
    // A little spread, so streams opened together (after a deploy) do not all reconnect together.
    const life = this.limits.maxStreamMs * (0.9 + Math.random() * 0.2);
    const timer = setTimeout(() => stream.close('reconnect'), life);
    timer.unref();
    this.lifetimes.set(stream, timer);
  }

  /** Called by the stream when it ends, whoever ended it. */
  remove(stream: RealtimeStream): void {
    clearTimeout(this.lifetimes.get(stream));
    this.lifetimes.delete(stream);
    const streams = this.byUser.get(stream.userId);
    const index = streams?.indexOf(stream) ?? -1;
    if (!streams || index < 0) return;
    streams.splice(index, 1);
    this.count -= 1;
    if (streams.length === 0) this.byUser.delete(stream.userId);
  }

  /** Ends every stream (the clients reconnect, to another instance) and stops listening. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeatTimer);
    for (const streams of [...this.byUser.values()])
      for (const stream of [...streams]) {
        stream.close('reconnect', { endConnection: true });
      }
    await this.work;
    await this.stopListening?.();
  }

  private announced(payload: string): void {
    let signal: Partial<RealtimeSignal>;
    try {
      signal = JSON.parse(payload) as Partial<RealtimeSignal>;
    } catch {
      return;
    }
    const { id, user_id: userId } = signal;
    if (!Number.isSafeInteger(id) || !Number.isSafeInteger(userId)) return;
    // Most instances hold no stream of most users: they read nothing.
    if (!this.byUser.has(userId as number)) return;
    this.pending.set(id as number, userId as number);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      this.work = this.work.then(() => this.flush());
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    if (batch.size === 0 || this.closed) return;
    try {
      const events = await readRealtimeEvents(this.db, [...batch.keys()]);
      for (const stored of events) {
        // The row's own user decides who hears it, never the NOTIFY's word alone.
        for (const stream of [...(this.byUser.get(stored.userId) ?? [])]) stream.deliver(stored);
      }
    } catch (error) {
      if (this.closed) return;
      this.log?.error({ err: error }, 'realtime: announced events could not be read; their users resync');
      for (const userId of new Set(batch.values())) for (const stream of this.byUser.get(userId) ?? []) stream.resync();
    }
  }

  private resyncAll(): void {
    for (const streams of this.byUser.values()) for (const stream of streams) stream.resync();
  }

  /** Keeps quiet streams open, and ends those whose session is gone (signed out elsewhere, expired, disabled). */
  private heartbeat(): void {
    const streams = [...this.byUser.values()].flat();
    for (const stream of streams) stream.heartbeat();
    if (this.checkingSessions || streams.length === 0) return;
    this.checkingSessions = true;
    this.checkSessions(streams)
      .catch((error: unknown) => this.log?.error({ err: error }, 'realtime: sessions could not be re-checked'))
      .finally(() => {
        this.checkingSessions = false;
      });
  }

  /** Tests call it to skip the wait for a heartbeat. */
  async checkSessions(streams: RealtimeStream[] = [...this.byUser.values()].flat()): Promise<void> {
    const live = await liveSessionIds(this.db, [...new Set(streams.map((stream) => stream.sessionId))]);
    for (const stream of streams) if (!live.has(stream.sessionId)) stream.close('signed_out');
  }
}
