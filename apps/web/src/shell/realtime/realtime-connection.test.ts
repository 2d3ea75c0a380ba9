import { createRealtimeCursor, REMEMBERED_EVENT_IDS } from '@cordee/shared/realtime-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeSignal } from './realtime.store.ts';
import { startRealtimeConnection } from './realtime-connection.ts';

type Call = {
  headers: Record<string, string>;
  push: (text: string) => void;
  end: () => void;
  aborted: () => boolean;
};

/** A fake server: each fetch answers with the next status (200 by default) and a body the test writes. */
function fakeServer(statuses: Array<number | 'network error'> = []) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const status = statuses.shift() ?? 200;
    if (status === 'network error') throw new TypeError('Failed to fetch');
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    const signal = init?.signal as AbortSignal;
    signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    calls.push({
      headers: init?.headers as Record<string, string>,
      push: (text) => controller.enqueue(new TextEncoder().encode(text)),
      end: () => controller.close(),
      aborted: () => signal.aborted,
    });
    return status === 200
      ? new Response(body, { status, headers: { 'content-type': 'text/event-stream' } })
      : new Response(JSON.stringify({ message: 'no', code: 'x' }), {
          status,
          headers: status === 429 ? { 'retry-after': '30' } : {},
        });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, fetchCount: () => fetch.mock.calls.length };
}

/** Page events the connection listens to, fired by the test. */
function fakePage() {
  const target = new EventTarget();
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    fire: (type: string) => target.dispatchEvent(new Event(type)),
  };
  return page;
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await vi.advanceTimersByTimeAsync(0);
};

let signals: RealtimeSignal[];
let stop: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  signals = [];
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

function start(
  server: ReturnType<typeof fakeServer>,
  token: () => string | null = () => 'secret-token',
  resumeAfter: number | undefined = undefined,
) {
  const page = fakePage();
  stop = startRealtimeConnection({
    getToken: token,
    resumeAfter,
    emit: (signal) => signals.push(signal),
    fetch: server.fetch,
    random: () => 0,
    window: page as unknown as Window,
    document: page as unknown as Document,
  });
  return page;
}

const message = (id: number, body: object) => `id: ${id}\nevent: message\ndata: ${JSON.stringify(body)}\n\n`;

describe('the live connection', () => {
  it('sends the token in the Authorization header and hands each event to the store, split anywhere', async () => {
    const server = fakeServer();
    start(server);
    await flush();
    expect(server.calls[0]?.headers).toMatchObject({ Authorization: 'Bearer secret-token' });
    expect(server.calls[0]?.headers).not.toHaveProperty('Last-Event-ID');
    const text = `retry: 5000\n\nid: 3\nevent: ready\ndata: {}\n\n${message(4, { kind: 'notifications_read' })}: ping\n\nevent: resync\ndata: {}\n\n`;
    // Chunks cut mid-line, as a network delivers them.
    for (let i = 0; i < text.length; i += 7) server.calls[0]?.push(text.slice(i, i + 7));
    await flush();
    expect(signals).toEqual([{ kind: 'notifications_read' }, { kind: 'resync' }]);
  });

  it("resumes its first stream after the page's bootstrap cursor, then after the newest id seen", async () => {
    const server = fakeServer();
    start(server, undefined, 41);
    await flush();
    expect(server.calls[0]?.headers).toMatchObject({ 'Last-Event-ID': '41' });
    server.calls[0]?.push(`${message(42, { kind: 'notifications_read' })}id: 42\nevent: ready\ndata: {}\n\n`);
    await flush();
    // The event made before the stream opened reaches the screens; no resync is needed.
    expect(signals).toEqual([{ kind: 'notifications_read' }]);
    server.calls[0]?.end();
    await vi.advanceTimersByTimeAsync(500);
    await flush();
    expect(server.calls[1]?.headers).toMatchObject({ 'Last-Event-ID': '42' });
  });

  it('reconnects after a drop with backoff, sending the newest id seen as Last-Event-ID', async () => {
    const server = fakeServer();
    start(server);
    await flush();
    server.calls[0]?.push(`id: 10\nevent: ready\ndata: {}\n\n${message(12, { kind: 'chat_read', counterpart_id: 1 })}`);
    server.calls[0]?.push(message(11, { kind: 'chat_read', counterpart_id: 2 }));
    server.calls[0]?.end();
    await flush();
    expect(server.fetchCount()).toBe(1);
    // First retry: half of one second with the jitter pinned at its lowest.
    await vi.advanceTimersByTimeAsync(499);
    expect(server.fetchCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(server.fetchCount()).toBe(2);
    expect(server.calls[1]?.headers).toMatchObject({ 'Last-Event-ID': '12' });
  });

  it('shows each event once when a resumed stream sends it again, and resumes after the newest id', async () => {
    const server = fakeServer();
    start(server, undefined, 40);
    await flush();
    server.calls[0]?.push(
      `${message(41, { kind: 'chat_read', counterpart_id: 41 })}id: 41\nevent: ready\ndata: {}\n\n` +
        message(42, { kind: 'chat_read', counterpart_id: 42 }),
    );
    server.calls[0]?.end();
    await vi.advanceTimersByTimeAsync(500);
    await flush();
    expect(server.calls[1]?.headers).toMatchObject({ 'Last-Event-ID': '42' });
    // A server (or a proxy replaying its cache) that sends 41 and 42 again: shown once only.
    server.calls[1]?.push(
      message(41, { kind: 'chat_read', counterpart_id: 41 }) +
        message(42, { kind: 'chat_read', counterpart_id: 42 }) +
        message(43, { kind: 'chat_read', counterpart_id: 43 }),
    );
    server.calls[1]?.end();
    // The second drop in a row without `ready`: the backoff has doubled.
    await vi.advanceTimersByTimeAsync(1000);
    await flush();
    expect(signals).toEqual([41, 42, 43].map((id) => ({ kind: 'chat_read', counterpart_id: id })));
    expect(server.calls[2]?.headers).toMatchObject({ 'Last-Event-ID': '43' });
  });

  it('shows an event with a lower id that arrives after a higher one, and still resumes after the newest', async () => {
    const server = fakeServer();
    start(server, undefined, 5);
    await flush();
    server.calls[0]?.push(`id: 9\nevent: ready\ndata: {}\n\n${message(7, { kind: 'notifications_read' })}`);
    server.calls[0]?.end();
    await vi.advanceTimersByTimeAsync(500);
    await flush();
    expect(signals).toEqual([{ kind: 'notifications_read' }]);
    expect(server.calls[1]?.headers).toMatchObject({ 'Last-Event-ID': '9' });
  });

  it('backs off longer after each failure, and respects Retry-After', async () => {
    const server = fakeServer(['network error', 'network error', 429]);
    start(server);
    await flush();
    expect(server.fetchCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(500);
    await flush();
    expect(server.fetchCount()).toBe(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.fetchCount()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(server.fetchCount()).toBe(3);
    // 429 with Retry-After: 30 waits 30 s, though the backoff alone would be 2 s.
    await vi.advanceTimersByTimeAsync(29_999);
    expect(server.fetchCount()).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(server.fetchCount()).toBe(4);
  });

  it('raises resync itself when it connects after failures with nothing to resume from', async () => {
    const server = fakeServer(['network error']);
    start(server);
    await vi.advanceTimersByTimeAsync(500);
    await flush();
    server.calls[0]?.push('id: 7\nevent: ready\ndata: {}\n\n');
    await flush();
    expect(signals).toEqual([{ kind: 'resync' }]);
  });

  it('stops for good on 401 (the session is gone)', async () => {
    const server = fakeServer([401]);
    start(server);
    await flush();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.fetchCount()).toBe(1);
  });

  it('stops when the server says the session was signed out', async () => {
    const server = fakeServer();
    start(server);
    await flush();
    server.calls[0]?.push('event: closed\ndata: {"reason":"signed_out"}\n\n');
    server.calls[0]?.end();
    await flush();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.fetchCount()).toBe(1);
  });

  it('a tab closed for a newer one waits until it is visible again, then reconnects at once', async () => {
    const server = fakeServer();
    const page = start(server);
    await flush();
    server.calls[0]?.push('id: 5\nevent: ready\ndata: {}\n\nevent: closed\ndata: {"reason":"superseded"}\n\n');
    server.calls[0]?.end();
    await flush();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.fetchCount()).toBe(1);
    page.fire('visibilitychange');
    await flush();
    expect(server.fetchCount()).toBe(2);
    expect(server.calls[1]?.headers).toMatchObject({ 'Last-Event-ID': '5' });
  });

  it('reconnects at once when the browser is back online, instead of sitting out the backoff', async () => {
    const server = fakeServer(['network error', 'network error', 'network error']);
    const page = start(server);
    await flush();
    await vi.advanceTimersByTimeAsync(500);
    await flush();
    await vi.advanceTimersByTimeAsync(1000);
    await flush();
    expect(server.fetchCount()).toBe(3);
    page.fire('online');
    await flush();
    expect(server.fetchCount()).toBe(4);
  });

  it('replaces a stream silent for longer than the heartbeats allow', async () => {
    const server = fakeServer();
    start(server);
    await flush();
    server.calls[0]?.push('id: 1\nevent: ready\ndata: {}\n\n');
    await flush();
    await vi.advanceTimersByTimeAsync(70_000);
    await flush();
    expect(server.calls[0]?.aborted()).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    await flush();
    expect(server.fetchCount()).toBe(2);
  });

  it('stop() aborts the stream and nothing reconnects', async () => {
    const server = fakeServer();
    start(server);
    await flush();
    stop?.();
    await flush();
    expect(server.calls[0]?.aborted()).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.fetchCount()).toBe(1);
  });

  it('does not connect without a session token', async () => {
    const server = fakeServer();
    start(server, () => null);
    await flush();
    expect(server.fetchCount()).toBe(0);
  });
});

describe('the cursor a tab keeps (createRealtimeCursor)', () => {
  it('admits an id once, resumes after the newest, and remembers a bounded number of ids', () => {
    const cursor = createRealtimeCursor(10, 3);
    expect(cursor.resumeAfter).toBe(10);
    expect([11, 12, 11, 13].map((id) => cursor.admit(id))).toEqual([true, true, false, true]);
    cursor.advance(12);
    expect(cursor.resumeAfter).toBe(13);
    // 11 is the oldest of four: forgotten, so memory stays at three ids.
    cursor.admit(14);
    expect(cursor.admit(11)).toBe(true);
    expect(cursor.admit(14)).toBe(false);
    expect(cursor.resumeAfter).toBe(14);
  });

  it('remembers more ids than one replay can resend', () => {
    expect(REMEMBERED_EVENT_IDS).toBeGreaterThan(200);
  });
});
