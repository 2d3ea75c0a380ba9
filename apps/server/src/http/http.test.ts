import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('malformed HTTP (C3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/api/sign-in', payload, headers: { 'content-type': contentType } });

  it('answers 400 to invalid JSON and 415 to a non-JSON body, in the error shape', async () => {
    const invalid = await signIn('{"email": ');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'bad_request' });
    const text = await signIn('email=a&password=b', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('answers 413 to a body over the limit', async () => {
    const response = await signIn(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 10) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });

  it('refuses prototype pollution attempts and leaves Object.prototype untouched', async () => {
    const proto = await signIn('{"email":"a@b.c","password":"12345678","__proto__":{"polluted":true}}');
    const ctor = await signIn('{"email":"a@b.c","password":"12345678","constructor":{"prototype":{"polluted":true}}}');
    expect(proto.statusCode).toBe(400);
    expect(ctor.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers 4xx, never 5xx, to an absurdly long path parameter or unknown route', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/${'a'.repeat(10_000)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  it('answers a path that is not valid percent-encoding 400 in the error shape, without echoing it', async () => {
    for (const url of ['/api/%zz', '/api/events/%E0%A4%A', '/%zz']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        message: 'The address is not valid.',
        code: 'bad_request',
        request_id: response.headers['x-request-id'],
      });
    }
  });

  it('answers 422 to a JSON body of the wrong type', async () => {
    const response = await signIn('[1,2,3]');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toBeDefined();
  });
});

describe('refusals of the HTTP parser (C1)', () => {
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

  /** Raw bytes over a socket: no client library would send these headers. */
  const rawRequest = (head: Buffer) =>
    new Promise<{ status: string; body: unknown }>((resolve, reject) => {
      let received = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
      });
      socket.on('error', reject);
      socket.on('close', () => {
        const [headers = '', body = ''] = received.split('\r\n\r\n');
        resolve({ status: headers.split('\r\n')[0] ?? '', body: body ? JSON.parse(body) : undefined });
      });
    });

  it('answers a NUL byte in a header and oversized headers in the API error shape', async () => {
    const nul = await rawRequest(
      Buffer.from('GET /api/health HTTP/1.1\r\nHost: x\r\nUser-Agent: a\u0000b\r\n\r\n', 'latin1'),
    );
    expect(nul).toEqual({
      status: 'HTTP/1.1 400 Bad Request',
      body: { message: 'The request is malformed.', code: 'bad_request' },
    });
    const huge = await rawRequest(
      Buffer.from(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(huge).toEqual({
      status: 'HTTP/1.1 431 Request Header Fields Too Large',
      body: { message: 'The request headers are too large.', code: 'request_header_fields_too_large' },
    });
  });
});

describe('health, readiness, OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves liveness, readiness and the OpenAPI document', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/sign-in', '/api/register-climber', '/api/user', '/api/logout']),
    );
  });

  it('sends a CSP with object-src none and base-uri none', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("script-src 'self'");
  });
});

describe('error leakage (C2)', () => {
  it('a database failure answers a generic 500 and 503 on /api/ready, with the detail only in the log', async () => {
    const t = await createTestApp();
    try {
      await t.database.close();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/sign-in',
        payload: { email: 'someone@example.test', password: 'whatever-password' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: 'Internal Server Error',
        code: 'internal_error',
        request_id: expect.any(String),
      });
      expect(response.body).not.toMatch(/pglite|postgres|select|sql|stack|at |users/i);
      expect(t.logs.join('\n')).toMatch(/request failed/);

      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().code).toBe('not_ready');
    } finally {
      await t.close();
    }
  });
});

describe('the web app (SPA)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Cordée</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-3f2a1b.js'), 'console.log(1)');
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for app routes (history fallback), revalidated', async () => {
    for (const url of ['/', '/signin', '/some/deep/route?x=1']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and keeps /api 404s in JSON', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
    const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
  });
});
