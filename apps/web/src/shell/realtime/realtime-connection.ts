import { createRealtimeCursor, type RealtimeEvent } from '@cordee/shared/realtime-events';
import { createParser } from 'eventsource-parser';
import type { RealtimeSignal } from './realtime.store.ts';

/** Backoff after a failed or dropped connection: doubling from the first step to the ceiling, jittered. */
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
/**
 * The server writes at least a heartbeat every 25 s. Silence for longer means the connection died
 * without saying so (a laptop that slept, a network that changed): reconnect instead of waiting forever.
 */
const SILENCE_LIMIT_MS = 70_000;
/** Coming back to a tab whose stream has been quiet this long, the stream is presumed dead and replaced. */
const STALE_ON_RETURN_MS = 35_000;

export type RealtimeConnectionOptions = {
  /** The session token; null once signed out (the connection stops). */
  getToken: () => string | null;
  emit: (signal: RealtimeSignal) => void;
  /**
   * The newest event position when the page read its data (GET /api/user's `realtime_cursor`): the
   * first stream resumes after it, so an event committed before the stream opened still arrives.
   */
  resumeAfter?: number;
  fetch?: typeof fetch;
  /** 0 ≤ x < 1; tests pin the jitter. */
  random?: () => number;
  /** Where the page's visibility and connectivity changes are heard; tests pass their own. */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  url?: string;
};

/**
 * Holds the signed-in user's live stream (GET /api/realtime, Server-Sent Events) open and hands every
 * event to `emit`. It is fetch-based rather than EventSource, so the token travels in the Authorization
 * header and never in an address. The first stream resumes from the page's bootstrap cursor; after a
 * drop it reconnects with backoff and jitter, sending the newest id seen (Last-Event-ID: ids are
 * positions in commit order, so nothing committed later is below it), and the server replays what was
 * missed or says `resync`. Each event is handed on once, however often it arrives. It stops
 * for good when the server says the session is gone (401, or `signed_out`); a tab the server closed
 * because the user has too many open waits until it is looked at again. Returns the stop function.
 */
export function startRealtimeConnection(options: RealtimeConnectionOptions): () => void {
  const fetchStream = options.fetch ?? ((input, init) => fetch(input, init));
  const random = options.random ?? Math.random;
  const win = options.window ?? window;
  const doc = options.document ?? document;
  const url = options.url ?? '/api/realtime';

  let stopped = false;
  /** The server closed this tab's stream for a newer one: wait until the tab is used again. */
  let parked = false;
  const cursor = createRealtimeCursor(options.resumeAfter);
  let failures = 0;
  let connection: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let lastHeardAt = 0;
  /** The current stream was dropped on purpose to be replaced at once. */
  let replacing = false;

  function stop(): void {
    stopped = true;
    clearTimeout(retryTimer);
    clearTimeout(silenceTimer);
    connection?.abort();
    connection = null;
    win.removeEventListener('online', reconnectNow);
    win.removeEventListener('storage', onStorage);
    doc.removeEventListener('visibilitychange', onVisibilityChange);
  }

  function scheduleRetry(atLeastMs = 0): void {
    if (stopped || parked) return;
    const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    failures += 1;
    const delay = Math.max(atLeastMs, ceiling / 2 + random() * (ceiling / 2));
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, delay);
  }

  /** Back online, or back in front of the person: no reason to sit out a long backoff. */
  function reconnectNow(): void {
    if (stopped) return;
    parked = false;
    if (connection) {
      // After a sleep the socket may be dead without anyone having noticed yet.
      if (Date.now() - lastHeardAt > STALE_ON_RETURN_MS) {
        replacing = true;
        connection.abort();
      }
      return;
    }
    clearTimeout(retryTimer);
    void connect();
  }

  function onVisibilityChange(): void {
    if (doc.visibilityState === 'visible') reconnectNow();
  }

  /** Signed out in another tab: this one's stream goes too. */
  function onStorage(event: StorageEvent): void {
    if (event.key === null || event.key === 'token') {
      if (!options.getToken()) stop();
    }
  }

  function watchSilence(current: AbortController): void {
    lastHeardAt = Date.now();
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => current.abort(), SILENCE_LIMIT_MS);
  }

  async function connect(): Promise<void> {
    if (stopped || connection) return;
    const token = options.getToken();
    if (!token) {
      stop();
      return;
    }
    const current = new AbortController();
    connection = current;
    const lastEventId = cursor.resumeAfter;
    const hadCursor = lastEventId !== undefined;
    const recovering = failures > 0;
    let response: Response;
    try {
      response = await fetchStream(url, {
        headers: {
          Accept: 'text/event-stream',
          Authorization: `Bearer ${token}`,
          ...(lastEventId !== undefined ? { 'Last-Event-ID': String(lastEventId) } : {}),
        },
        cache: 'no-store',
        signal: current.signal,
      });
    } catch {
      connection = null;
      scheduleRetry();
      return;
    }
    if (response.status === 401 || response.status === 403) {
      // The session is gone (the next API call takes the person to sign in), or this page may not
      // open the stream at all: retrying cannot help.
      stop();
      return;
    }
    if (!response.ok || !response.body) {
      connection = null;
      const retryAfter = Number(response.headers.get('retry-after'));
      scheduleRetry(Number.isFinite(retryAfter) ? retryAfter * 1000 : 0);
      return;
    }

    let closedBy: string | undefined;
    const parser = createParser({
      onEvent: (message) => {
        const id = message.id !== undefined && /^\d{1,15}$/.test(message.id) ? Number(message.id) : undefined;
        switch (message.event ?? 'message') {
          case 'message':
            // A repeat (a replay overlapping what was shown) is dropped.
            if (id !== undefined && !cursor.admit(id)) break;
            try {
              options.emit(JSON.parse(message.data) as RealtimeEvent);
            } catch {
              // A malformed event is skipped; the others still arrive.
            }
            break;
          case 'resync':
            options.emit({ kind: 'resync' });
            break;
          case 'ready':
            if (id !== undefined) cursor.advance(id);
            failures = 0;
            // Connected again after a failure with nothing to resume from: what changed meanwhile is unknown.
            if (recovering && !hadCursor) options.emit({ kind: 'resync' });
            break;
          case 'closed':
            try {
              closedBy = (JSON.parse(message.data) as { reason?: string }).reason;
            } catch {
              closedBy = undefined;
            }
            break;
        }
      },
    });

    watchSilence(current);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        watchSilence(current);
        parser.feed(value);
      }
    } catch {
      // Dropped, or aborted by stop() or the silence watch: decided below.
    }
    clearTimeout(silenceTimer);
    if (connection === current) connection = null;
    if (stopped) return;
    if (replacing) {
      replacing = false;
      void connect();
    } else if (closedBy === 'signed_out') {
      stop();
    } else if (closedBy === 'superseded') {
      parked = true;
    } else if (closedBy === 'reconnect') {
      // The server asked (its stream's lifetime, a deploy): come back soon, spread over a few seconds.
      clearTimeout(retryTimer);
      retryTimer = setTimeout(connect, random() * 3000);
    } else {
      scheduleRetry();
    }
  }

  win.addEventListener('online', reconnectNow);
  win.addEventListener('storage', onStorage);
  doc.addEventListener('visibilitychange', onVisibilityChange);
  void connect();
  return stop;
}
