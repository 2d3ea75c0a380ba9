import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestAppWith, type TestApp } from '../test/test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type LogLine = { reqId?: string; msg?: string; err?: { message?: string }; level?: number };

/** The JSON log lines written since `from` (the stream may cut a line in pieces). */
function logLinesSince(t: TestApp, from: number): LogLine[] {
  return t.logs
    .slice(from)
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);
}

describe('request ids', () => {
  let t: TestApp;
  let other: TestApp;
  const held: Array<() => void> = [];
  beforeAll(async () => {
    t = await createTestAppWith(
      (app) => {
        app.get('/api/test-request-id/hold', async () => {
          await new Promise<void>((resolve) => held.push(resolve));
          return { held: true };
        });
        app.get('/api/test-request-id/fails', async () => {
          throw new Error('something broke inside');
        });
      },
      { DATABASE_MAX_REQUESTS_IN_FLIGHT: 1, DATABASE_MAX_QUEUED_REQUESTS: 0 },
    );
    other = await createTestApp();
  });
  afterAll(async () => {
    for (const release of held) release();
    await t.close();
    await other.close();
  });

  it('are random UUIDs, unique across two instances, sent back in X-Request-Id', async () => {
    const ids: string[] = [];
    for (const app of [t.app, other.app]) {
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => app.inject({ method: 'GET', url: '/api/health' })),
      );
      for (const answer of answers) ids.push(String(answer.headers['x-request-id']));
    }
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps a valid incoming X-Request-Id, echoes it, and logs every line of the request with it', async () => {
    const incoming = 'edge-7Hq2:abc_123.456-xyz';
    const from = t.logs.length;
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-request-id': incoming },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['x-request-id']).toBe(incoming);
    expect(answer.json()).toMatchObject({ code: 'not_found', request_id: incoming });
    const lines = logLinesSince(t, from);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line.reqId).toBe(incoming);
  });

  it('replaces an incoming id that is too long or holds anything but a safe charset, and never logs it', async () => {
    const bad = [
      `long-${'a'.repeat(200)}`,
      'with\u0001control',
      'with space',
      '<script>alert(1)</script>',
      'a,b',
      'tab\there',
      '',
    ];
    const from = t.logs.length;
    for (const value of bad) {
      const answer = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': value } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-request-id']).toMatch(UUID);
    }
    const logs = t.logs.slice(from).join('');
    expect(logs).not.toContain('a'.repeat(129));
    expect(logs).not.toContain('control');
    expect(logs).not.toContain('<script>');
    expect(logs).not.toContain('with space');
    // The longest id kept is 128 characters.
    const longest = `k${'0'.repeat(127)}`;
    const kept = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': longest } });
    expect(kept.headers['x-request-id']).toBe(longest);
  });

  it('is in every error answer: 404, 422, 401, 500 and the 503 of a full server', async () => {
    const notFound = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    const invalid = await t.app.inject({ method: 'POST', url: '/api/sign-in', payload: { email: 'not an email' } });
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/user' });
    const from = t.logs.length;
    const failed = await t.app.inject({ method: 'GET', url: '/api/test-request-id/fails' });
    const failureLog = logLinesSince(t, from).find((line) => line.err?.message === 'something broke inside');

    const holding = t.app.inject({ method: 'GET', url: '/api/test-request-id/hold' });
    while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const busy = await t.app.inject({ method: 'GET', url: '/api/test-request-id/hold' });
    held.shift()?.();
    await holding;

    const expected: Array<[Awaited<ReturnType<typeof t.app.inject>>, number]> = [
      [notFound, 404],
      [invalid, 422],
      [unauthenticated, 401],
      [failed, 500],
      [busy, 503],
    ];
    for (const [answer, status] of expected) {
      expect(answer.statusCode).toBe(status);
      const id = answer.headers['x-request-id'];
      expect(id).toMatch(UUID);
      expect(answer.json().request_id, `${status}`).toBe(id);
    }
    expect(invalid.json()).toEqual({
      message: expect.any(String),
      code: 'invalid_input',
      errors: expect.any(Object),
      codes: { password: [{ code: 'password_required' }] },
      request_id: invalid.headers['x-request-id'],
    });
    // A 500 says nothing of the cause; its id finds the log line that does.
    expect(failed.json()).toEqual({
      message: 'Internal Server Error',
      code: 'internal_error',
      request_id: failed.headers['x-request-id'],
    });
    expect(failureLog?.reqId).toBe(failed.headers['x-request-id']);
  });

  it('is not added to successful answers', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.json()).toEqual({ status: 'ok' });
  });
});

describe('request ids on the HTTP parser refusals', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Raw bytes over a socket, then the answer as text once the server closes the connection. */
  const rawExchange = (...parts: string[]) =>
    new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = net.connect(port, '127.0.0.1', async () => {
        for (const part of parts) {
          socket.write(part);
          await new Promise((wait) => setTimeout(wait, 100));
        }
      });
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });

  it('names the request in the refusal of a body the parser cannot read, as in its log lines', async () => {
    const from = t.logs.length;
    const answer = await rawExchange(
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n' +
        'X-Request-Id: chunked-body-test-1\r\n\r\n',
      '5\r\n{"a":\r\nzz-not-a-chunk-size\r\n',
    );
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(head.toLowerCase()).toContain('x-request-id: chunked-body-test-1');
    expect(JSON.parse(body)).toEqual({
      message: 'The request is malformed.',
      code: 'bad_request',
      request_id: 'chunked-body-test-1',
    });
    const lines = t.logs.slice(from).join('');
    expect(lines).toContain('"reqId":"chunked-body-test-1"');
  });

  it('names none when the parser refused before any request existed', async () => {
    const answer = await rawExchange('GET /api/health HTTP/1.1\r\nHost: x\r\nUser-Agent: a\u0000b\r\n\r\n');
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(body)).toEqual({ message: 'The request is malformed.', code: 'bad_request' });
  });
});
