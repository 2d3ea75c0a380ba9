import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signInAs } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

function blockEventLoop(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy wait: simulates a CPU-bound stall
  }
}

describe('overload (F5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: 50 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses fast with 503 + Retry-After, but GET /api/user answers 429 so no client drops its token', async () => {
    const user = await createUser(t.database.db);
    const token = await signInAs(t.app, user.email);
    let health: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    let bootstrap: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      blockEventLoop(1500);
      await new Promise((resolve) => setTimeout(resolve, 50));
      health = await t.app.inject({ method: 'GET', url: '/api/health' });
      bootstrap = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
      if (health.statusCode === 503 && bootstrap.statusCode !== 200) break;
    }
    expect(health?.statusCode).toBe(503);
    expect(health?.headers['retry-after']).toBe('5');
    expect(bootstrap?.statusCode).toBe(429);
    expect(bootstrap?.headers['retry-after']).toBe('5');
    expect(bootstrap?.json().code).toBe('overloaded');
  });
});

/** A built web app in miniature: the page every route of the app serves, and one hashed asset. */
function fakeWebBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-overload-web-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Cordée</title><div id="root"></div>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
  return dist;
}

describe('overload: the web app is never shed', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeWebBuild();
    t = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: 50, WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves pages and assets while it refuses API calls, which keep the JSON shape', async () => {
    const page = () =>
      t.app.inject({ method: 'GET', url: '/verify-account-email/some-token', headers: { accept: 'text/html' } });
    const root = () => t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const asset = () => t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    const api = () => t.app.inject({ method: 'GET', url: '/api/health' });

    // Pressure is sampled every 500 ms: the web requests are sandwiched between two refused API calls,
    // so they were answered while the server counted itself overloaded.
    let answers: Array<Awaited<ReturnType<typeof api>>> = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      blockEventLoop(1500);
      await new Promise((resolve) => setTimeout(resolve, 50));
      answers = [await api(), await page(), await root(), await asset(), await api()];
      if (answers[0]?.statusCode === 503 && answers[4]?.statusCode === 503) break;
    }
    const [before, pageAnswer, rootAnswer, assetAnswer, after] = answers;
    expect(before?.statusCode).toBe(503);
    expect(after?.statusCode).toBe(503);
    expect(before?.json()).toEqual({ message: 'The server is busy. Please try again.', code: 'overloaded' });
    expect(before?.headers['retry-after']).toBe('5');

    expect(pageAnswer?.statusCode).toBe(200);
    expect(pageAnswer?.headers['content-type']).toMatch(/^text\/html/);
    expect(pageAnswer?.body).toContain('<div id="root"></div>');
    expect(rootAnswer?.statusCode).toBe(200);
    expect(rootAnswer?.headers['content-type']).toMatch(/^text\/html/);
    expect(assetAnswer?.statusCode).toBe(200);
    expect(assetAnswer?.body).toBe('console.log("app");');
  });
});
