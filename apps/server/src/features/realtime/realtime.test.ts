import type { RealtimeEvent } from '@cordee/shared/realtime-events';
import { asc, desc, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { backgroundJobs } from '../../jobs.ts';
import { bearer, createUser, signInAs } from '../../test/factories.ts';
import { SseClient } from '../../test/sse-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MAX_REPLAYED_EVENTS, PRUNE_BATCH_SIZE, pruneRealtimeEvents, REPLAY_WINDOW_MS } from './realtime.service.ts';
import { realtimeEvents } from './realtime.tables.ts';
import { publishRealtime } from './realtime-publish.ts';

// Live streams are read over a real socket: an injected request would wait for the end of the answer.
const PUBLIC_URL = 'https://cordee.example';
const LONG_STREAMS = { PUBLIC_URL, REALTIME_STREAM_MAX_MS: 10 * 60_000, REALTIME_HEARTBEAT_MS: 100 };

let t: TestApp;
let baseUrl: string;
const open: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp(LONG_STREAMS);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const client of open) client.close();
  await t.close();
});

async function stream(options: Parameters<typeof SseClient.open>[1] = {}, url = baseUrl): Promise<SseClient> {
  const client = await SseClient.open(url, options);
  open.push(client);
  return client;
}

/** A signed-in user and a stream of theirs that has finished its handshake. */
async function signedIn(values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.database.db, values);
  const token = await signInAs(t.app, user.email);
  const client = await stream({ token });
  const ready = await client.next((event) => event.event === 'ready');
  return { user, token, client, cursor: Number(ready.id) };
}

const nudge = (marker: string): RealtimeEvent => ({
  kind: 'chat_read',
  counterpart_id: Number(marker),
});

/** Publishes in a transaction of its own; returns the newest committed position afterwards. */
async function publishCommitted(db: Database, userIds: number[], event: RealtimeEvent): Promise<number> {
  await db.transaction(async (tx) => publishRealtime(tx, userIds, event));
  const [row] = await db.select({ newest: max(realtimeEvents.position) }).from(realtimeEvents);
  return row?.newest ?? 0;
}

describe('GET /api/realtime: who may open it', () => {
  it('answers 401 without a session, and the error shape', async () => {
    const client = await stream();
    expect(client.response.status).toBe(401);
    await client.ended;
    const anonymous = await fetch(`${baseUrl}/api/realtime`);
    expect(await anonymous.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('refuses a handshake from a foreign Origin with 403, before looking at the session (B5)', async () => {
    const user = await createUser(t.database.db);
    const token = await signInAs(t.app, user.email);
    for (const origin of ['https://evil.example', 'null', 'http://cordee.example']) {
      const signedInClient = await fetch(`${baseUrl}/api/realtime`, { headers: { ...bearer(token), origin } });
      expect(signedInClient.status, origin).toBe(403);
      const anonymous = await fetch(`${baseUrl}/api/realtime`, { headers: { origin } });
      expect(anonymous.status, origin).toBe(403);
    }
    const own = await stream({ token, headers: { origin: PUBLIC_URL } });
    expect(own.response.status).toBe(200);
    own.close();
  });

  it('streams uncompressed, unbuffered and uncached, with the security headers', async () => {
    const user = await createUser(t.database.db);
    const token = await signInAs(t.app, user.email);
    const client = await stream({ token, headers: { 'accept-encoding': 'br, gzip' } });
    expect(client.response.status).toBe(200);
    const headers = client.response.headers;
    expect(headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(headers.get('content-encoding')).toBeNull();
    expect(headers.get('x-accel-buffering')).toBe('no');
    expect(headers.get('cache-control')).toContain('no-cache');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(await client.next((event) => event.event === 'ready')).toBeTruthy();
    client.close();
  });

  it('opens no stream for a ?token= (the header is the only way, issue 28) and never logs it', async () => {
    const user = await createUser(t.database.db);
    const token = await signInAs(t.app, user.email);
    const response = await fetch(`${baseUrl}/api/realtime?token=${token}`, { signal: AbortSignal.timeout(60_000) });
    expect(response.status).toBe(401);
    await response.body?.cancel();
    expect(t.logs.join('\n')).not.toContain(token);
  });
});

describe('delivery (B5: only to the user the event belongs to)', () => {
  it('a guide application notifies the reviewers live, and no other user hears of it', async () => {
    const superAdmin = await signedIn({ role: 'super_admin' });
    const reviewer = await signedIn({ role: 'admin', permissions: ['guides'] });
    const bystanderAdmin = await signedIn({ role: 'admin', permissions: ['climbers'] });
    const climber = await signedIn({ role: 'climber' });

    const email = `applicant-${Date.now()}@example.test`;
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/register-guide',
      remoteAddress: '10.9.0.1',
      payload: {
        name: 'Summit Guides Inc.',
        email,
        phone_number: '403 555 0142',
        country: 'CA',
        guide_awards: 'ACMG Rock Guide',
        guide_experience: [{ name: 'Rock Climbing', value: 12, description: 'Bow Valley multi-pitch' }],
        referees: [{ name: 'Jane Reference', email: 'jane@example.test', phone: '403 555 0100' }],
      },
    });
    expect(applied.statusCode, applied.body).toBe(201);

    for (const { client, user } of [superAdmin, reviewer]) {
      const { data } = await client.nextMessage();
      expect(data).toMatchObject({
        kind: 'notification',
        notification: { type: 'new_guide_signup', subject: 'There is a new guide sign up' },
      });
      const stored = await t.database.db.query.notifications.findFirst({
        where: (row, { eq, and }) => and(eq(row.userId, user.id), eq(row.type, 'new_guide_signup')),
      });
      expect((data.notification as { id: number }).id).toBe(stored?.id);
    }
    // Whatever reaches the others comes after the application's notifications: a marker event sent to
    // them now must be the first thing they hear.
    for (const { client, user } of [bystanderAdmin, climber]) {
      await publishCommitted(t.database.db, [user.id], nudge('7'));
      expect((await client.nextMessage()).data).toEqual({ kind: 'chat_read', counterpart_id: 7 });
    }
  });

  it('an event of one user reaches every stream of that user and none of another', async () => {
    const alice = await signedIn();
    const aliceSecondTab = await stream({ token: alice.token });
    await aliceSecondTab.next((event) => event.event === 'ready');
    const bob = await signedIn();
    await publishCommitted(t.database.db, [alice.user.id], nudge('1'));
    await publishCommitted(t.database.db, [bob.user.id], nudge('2'));
    expect((await alice.client.nextMessage()).data).toEqual(nudge('1'));
    expect((await aliceSecondTab.nextMessage()).data).toEqual(nudge('1'));
    expect((await bob.client.nextMessage()).data).toEqual(nudge('2'));
  });

  it('a rolled-back transaction pushes nothing', async () => {
    const { user, client } = await signedIn();
    await expect(
      t.database.db.transaction(async (tx) => {
        await publishRealtime(tx, [user.id], nudge('666'));
        throw new Error('the use case failed after publishing');
      }),
    ).rejects.toThrow('the use case failed');
    await publishCommitted(t.database.db, [user.id], nudge('3'));
    expect((await client.nextMessage()).data).toEqual(nudge('3'));
    const stored = await t.database.db.select().from(realtimeEvents);
    expect(stored.some((row) => (row.payload as { counterpart_id?: number }).counterpart_id === 666)).toBe(false);
  });
});

describe('reconnecting with Last-Event-ID', () => {
  it('replays what was missed, in order, then goes on live', async () => {
    const { user, token, client } = await signedIn();
    await publishCommitted(t.database.db, [user.id], nudge('10'));
    const seen = await client.nextMessage();
    client.close();
    for (const marker of ['11', '12', '13']) await publishCommitted(t.database.db, [user.id], nudge(marker));

    const again = await stream({ token, lastEventId: seen.id });
    const replayed = [await again.nextMessage(), await again.nextMessage(), await again.nextMessage()];
    expect(replayed.map((event) => event.data)).toEqual([nudge('11'), nudge('12'), nudge('13')]);
    expect(replayed.map((event) => event.id)).toEqual([...replayed.map((event) => event.id)].sort((a, b) => a - b));
    const ready = await again.next((event) => event.event === 'ready');
    expect(Number(ready.id)).toBeGreaterThanOrEqual(replayed[2]?.id ?? Number.POSITIVE_INFINITY);
    await publishCommitted(t.database.db, [user.id], nudge('14'));
    expect((await again.nextMessage()).data).toEqual(nudge('14'));
    expect(again.events.filter((event) => event.event === 'resync')).toEqual([]);
  });

  it('a client that saw no event yet resumes from the cursor of `ready`', async () => {
    const { user, token, client, cursor } = await signedIn();
    client.close();
    await publishCommitted(t.database.db, [user.id], nudge('20'));
    const again = await stream({ token, lastEventId: cursor });
    expect((await again.nextMessage()).data).toEqual(nudge('20'));
  });

  it("a page's first stream resumes from its GET /api/user cursor: an event made in between is not lost", async () => {
    const user = await createUser(t.database.db);
    const token = await signInAs(t.app, user.email);
    await publishCommitted(t.database.db, [user.id], nudge('15'));
    const bootstrap = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    const cursor = bootstrap.json().realtime_cursor;
    const [newest] = await t.database.db
      .select({ position: realtimeEvents.position })
      .from(realtimeEvents)
      .orderBy(desc(realtimeEvents.position))
      .limit(1);
    expect(cursor).toBe(newest?.position);

    // Made after the page read its data and before its stream opened: without the cursor it would show only
    // after a reload.
    await publishCommitted(t.database.db, [user.id], nudge('16'));
    const first = await stream({ token, lastEventId: cursor });
    expect((await first.nextMessage()).data).toEqual(nudge('16'));
    await first.next((event) => event.event === 'ready');
    expect(first.events.filter((event) => event.event === 'message')).toHaveLength(1);
    expect(first.events.filter((event) => event.event === 'resync')).toEqual([]);
  });

  it('sends one resync instead of a flood when more than the replay limit was missed', async () => {
    const { user, token, cursor, client } = await signedIn();
    client.close();
    await t.database.db.insert(realtimeEvents).values(
      Array.from({ length: MAX_REPLAYED_EVENTS + 1 }, () => ({
        userId: user.id,
        kind: 'notifications_read',
        payload: { kind: 'notifications_read' },
      })),
    );
    const again = await stream({ token, lastEventId: cursor });
    const first = await again.next((event) => event.event !== 'ready');
    expect(first.event).toBe('resync');
    expect(again.events.filter((event) => event.event === 'message')).toEqual([]);
  });

  it('sends resync when events after the id were pruned, or the id is unknown', async () => {
    const { user, token, client } = await signedIn();
    await publishCommitted(t.database.db, [user.id], nudge('40'));
    const seen = await client.nextMessage();
    client.close();
    await publishCommitted(t.database.db, [user.id], nudge('41'));
    // A day goes by: every event so far leaves the replay window and the prune job deletes it.
    const longAgo = new Date(Date.now() - REPLAY_WINDOW_MS - 60_000);
    await t.database.db.update(realtimeEvents).set({ createdAt: longAgo });
    expect(await pruneRealtimeEvents(t.database.db)).toBeGreaterThanOrEqual(2);
    expect(await t.database.db.select().from(realtimeEvents)).toEqual([]);
    await publishCommitted(t.database.db, [user.id], nudge('42'));

    const fromPruned = await stream({ token, lastEventId: seen.id });
    expect((await fromPruned.next((event) => event.event !== 'ready')).event).toBe('resync');
    expect(fromPruned.events.filter((event) => event.event === 'message')).toEqual([]);
    const fromFuture = await stream({ token, lastEventId: 10 ** 14 });
    expect((await fromFuture.next((event) => event.event !== 'ready')).event).toBe('resync');
  });

  it('takes a Last-Event-ID that is not an id as no id at all', async () => {
    const { token } = await signedIn();
    for (const lastEventId of ['abc', '-1', '1e9', '9'.repeat(40), ' ']) {
      const client = await stream({ token, lastEventId });
      expect(client.response.status, lastEventId).toBe(200);
      const first = await client.next();
      expect(first.event, lastEventId).toBe('ready');
      client.close();
    }
  });
});

describe('positions in commit order (issue 28, fault 4)', () => {
  it('an event gets its position when its transaction commits, above every position committed before', async () => {
    const user = await createUser(t.database.db);
    const before = await publishCommitted(t.database.db, [user.id], nudge('50'));
    let insideTransaction: unknown = 'unread';
    await t.database.db.transaction(async (tx) => {
      await publishRealtime(tx, [user.id], nudge('51'));
      await publishRealtime(tx, [user.id], nudge('52'));
      const rows = await tx
        .select({ position: realtimeEvents.position })
        .from(realtimeEvents)
        .where(eq(realtimeEvents.userId, user.id))
        .orderBy(asc(realtimeEvents.id));
      insideTransaction = rows.slice(1).map((row) => row.position);
    });
    // Not yet committed: no position, so no reader can resume past it.
    expect(insideTransaction).toEqual([null, null]);
    const rows = await t.database.db
      .select({ id: realtimeEvents.id, position: realtimeEvents.position })
      .from(realtimeEvents)
      .where(eq(realtimeEvents.userId, user.id))
      .orderBy(asc(realtimeEvents.id));
    const positions = rows.map((row) => row.position as number);
    expect(positions[0]).toBe(before);
    expect(positions[1]).toBeGreaterThan(before);
    // One transaction's events keep their insert order.
    expect(positions[2]).toBeGreaterThan(positions[1] as number);
  });

  it('the stream sends positions as ids and replays after a position', async () => {
    const { user, token, client } = await signedIn();
    await publishCommitted(t.database.db, [user.id], nudge('53'));
    const seen = await client.nextMessage();
    const [row] = await t.database.db
      .select({ position: realtimeEvents.position })
      .from(realtimeEvents)
      .where(eq(realtimeEvents.userId, user.id));
    expect(seen.id).toBe(row?.position);
    client.close();
    await publishCommitted(t.database.db, [user.id], nudge('54'));
    const again = await stream({ token, lastEventId: seen.id });
    const replayed = await again.nextMessage();
    expect(replayed.data).toEqual(nudge('54'));
    expect(replayed.id).toBeGreaterThan(seen.id);
  });
});

describe('the prune job', () => {
  it('prunes a prefix of the positions: an expired event after one still kept stays', async () => {
    const user = await createUser(t.database.db);
    // Clear the table of other tests' rows, as a day would.
    await t.database.db.update(realtimeEvents).set({ createdAt: new Date(Date.now() - REPLAY_WINDOW_MS - 60_000) });
    await pruneRealtimeEvents(t.database.db);
    const longAgo = new Date(Date.now() - REPLAY_WINDOW_MS - 60_000);
    const recent = new Date();
    // Commit order: expired, expired, recent, expired (a transaction that began long before it committed).
    for (const createdAt of [longAgo, longAgo, recent, longAgo]) {
      await t.database.db.insert(realtimeEvents).values({ userId: user.id, kind: 'notifications_read', createdAt });
    }
    expect(await pruneRealtimeEvents(t.database.db)).toBe(2);
    const left = await t.database.db
      .select({ createdAt: realtimeEvents.createdAt })
      .from(realtimeEvents)
      .orderBy(asc(realtimeEvents.position));
    expect(left.map((row) => row.createdAt.getTime())).toEqual([recent.getTime(), longAgo.getTime()]);
  });

  it('deletes events older than the replay window, in batches, and keeps the recent ones', async () => {
    const user = await createUser(t.database.db);
    const longAgo = new Date(Date.now() - REPLAY_WINDOW_MS - 60_000);
    const justInside = new Date(Date.now() - REPLAY_WINDOW_MS + 60_000);
    // A day went by for the other tests' events too: they were committed first, and the prune job
    // deletes a prefix of the commit order.
    await t.database.db.update(realtimeEvents).set({ createdAt: longAgo });
    const old = Array.from({ length: PRUNE_BATCH_SIZE * 2 + 5 }, () => ({
      userId: user.id,
      kind: 'notifications_read',
      createdAt: longAgo,
    }));
    await t.database.db.insert(realtimeEvents).values(old);
    const kept = await t.database.db
      .insert(realtimeEvents)
      .values([{ userId: user.id, kind: 'notifications_read', createdAt: justInside }])
      .returning({ id: realtimeEvents.id });
    const job = backgroundJobs(t.app).find((candidate) => candidate.name === 'realtime events prune');
    expect(job?.everyMs).toBe(60 * 60_000);
    await job?.run(t.app);
    const left = await t.database.db
      .select({ id: realtimeEvents.id, createdAt: realtimeEvents.createdAt })
      .from(realtimeEvents);
    expect(left.filter((row) => row.createdAt.getTime() <= longAgo.getTime())).toEqual([]);
    expect(left.map((row) => row.id)).toContain(kept[0]?.id);
    expect(await pruneRealtimeEvents(t.database.db)).toBe(0);
  });
});

describe('bounds', () => {
  it('keeps five streams per user: a sixth closes the oldest, which is told why', async () => {
    const { user, token, client: first } = await signedIn();
    const others: SseClient[] = [];
    for (let i = 0; i < 4; i += 1) {
      const client = await stream({ token });
      await client.next((event) => event.event === 'ready');
      others.push(client);
    }
    const sixth = await stream({ token });
    await sixth.next((event) => event.event === 'ready');
    const closed = await first.next((event) => event.event === 'closed');
    expect(JSON.parse(closed.data)).toEqual({ reason: 'superseded' });
    await first.ended;
    await publishCommitted(t.database.db, [user.id], nudge('30'));
    for (const client of [...others, sixth]) expect((await client.nextMessage()).data).toEqual(nudge('30'));
  });

  it('ends the stream of a session signed out elsewhere at the next heartbeat', async () => {
    const { token, client } = await signedIn();
    const logout = await t.app.inject({ method: 'DELETE', url: '/api/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    const closed = await client.next((event) => event.event === 'closed');
    expect(JSON.parse(closed.data)).toEqual({ reason: 'signed_out' });
    await client.ended;
  });
});

describe('an app with few stream slots, closed while streams are open', () => {
  it('refuses a stream beyond its cap with 429, and closing the app ends open streams', async () => {
    const small = await createTestApp({ ...LONG_STREAMS, REALTIME_MAX_STREAMS: 2 });
    await small.app.listen({ port: 0, host: '127.0.0.1' });
    const address = small.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const users = await Promise.all([1, 2, 3].map(() => createUser(small.database.db)));
    const tokens = await Promise.all(users.map((user) => signInAs(small.app, user.email)));
    const [a, b] = [await stream({ token: tokens[0] }, url), await stream({ token: tokens[1] }, url)];
    await a.next((event) => event.event === 'ready');
    await b.next((event) => event.event === 'ready');
    const refused = await stream({ token: tokens[2] }, url);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('30');

    await small.close();
    await Promise.all([a.ended, b.ended]);
    expect(a.events.at(-1)).toMatchObject({ event: 'closed', data: '{"reason":"reconnect"}' });
  });
});

describe('injected requests (the access matrix, the fuzzer)', () => {
  it('get a complete answer: the stream ends after REALTIME_STREAM_MAX_MS', async () => {
    const short = await createTestApp({ PUBLIC_URL, REALTIME_STREAM_MAX_MS: 50 });
    try {
      const user = await createUser(short.database.db);
      const token = await signInAs(short.app, user.email);
      const response = await short.app.inject({ method: 'GET', url: '/api/realtime', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('event: ready');
      expect(response.body).toContain('event: closed\ndata: {"reason":"reconnect"}');
      const head = await short.app.inject({ method: 'HEAD', url: '/api/realtime', headers: bearer(token) });
      expect(head.statusCode).toBe(200);
      const unknown = await short.app.inject({ method: 'GET', url: '/api/realtime?since=1', headers: bearer(token) });
      expect(unknown.statusCode).toBe(422);
    } finally {
      await short.close();
    }
  });
});
