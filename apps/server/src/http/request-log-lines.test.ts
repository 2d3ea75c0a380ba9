import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../test/test-app.ts';
import { logFormatFor } from './logging.ts';

const SECRET = 'a-session-token-nobody-may-read';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Cordée</title><div id="root"></div>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log("app")');
  // NODE_ENV=development is what a developer's `npm run dev` has: the short human lines.
  t = await createTestApp({ NODE_ENV: 'development', WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The complete lines written since `from` (the stream may cut a line in pieces). */
const linesSince = (from: number) => t.logs.slice(from).join('').split('\n').filter(Boolean);

describe('the log format', () => {
  it('is JSON in production and in tests, short lines in development', () => {
    expect(logFormatFor(testConfig({ NODE_ENV: 'production' }))).toBe('json');
    expect(logFormatFor(testConfig())).toBe('json');
    expect(logFormatFor(testConfig({ NODE_ENV: 'development' }))).toBe('lines');
    expect(logFormatFor(testConfig({ NODE_ENV: undefined }))).toBe('lines');
  });
});

describe('development request log', () => {
  it('writes one short line per request: method, URL, status, time', async () => {
    const from = t.logs.length;
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(404);
    const lines = linesSince(from);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/health 200 \d+ ms$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/nothing-here 404 \d+ ms$/);
  });

  it('writes no line for the web app assets, and one for its pages', async () => {
    const from = t.logs.length;
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/viewevents', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const lines = linesSince(from);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/INFO: GET \/viewevents 200 \d+ ms$/);
  });

  it('redacts tokens and emails in the URL as the JSON log does', async () => {
    const from = t.logs.length;
    await t.app.inject({ method: 'GET', url: `/api/user?token=${SECRET}` });
    await t.app.inject({ method: 'GET', url: `/reset-password/${SECRET}`, headers: { accept: 'text/html' } });
    await t.app.inject({
      method: 'GET',
      url: `/guide-signup/${SECRET}?email=someone%40example.test`,
      headers: { accept: 'text/html' },
    });
    await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${SECRET}` } });
    const lines = linesSince(from);
    expect(lines).toHaveLength(4);
    const text = lines.join('\n');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('example.test');
    expect(text).toContain('GET /api/user?token=[REDACTED] 401');
    expect(text).toContain('GET /reset-password/[REDACTED] 200');
    expect(text).toContain('GET /guide-signup/[REDACTED]?email=[REDACTED] 200');
  });
});
