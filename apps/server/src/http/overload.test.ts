import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { contactMessages } from '../features/contact/contact.tables.ts';
import { imageWorkQueue } from '../features/uploads/uploads.service.ts';
import { uploads } from '../features/uploads/uploads.tables.ts';
import { bearer, createUser, signInAs } from '../test/factories.ts';
import { multipartFile } from '../test/multipart-file.ts';
import { freshToken } from '../test/role-tokens.ts';
import { createTestApp, createTestAppWith, type TestApp } from '../test/test-app.ts';

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
    // Not signed in through the API: with a 50 ms threshold, the guard may already refuse that (the test
    // app was just built on a busy machine), and sign-in is not what this test is about.
    const token = await freshToken(t.app, user.id);
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
    expect(before?.json()).toEqual({
      message: 'The server is busy. Please try again.',
      code: 'overloaded',
      request_id: expect.any(String),
    });
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

/** Lets pending I/O and timers-free callbacks run, until `done` holds (no clock involved). */
async function turnsUntil(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 10_000 && !done(); turn += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(done()).toBe(true);
}

/**
 * A test app whose keyword searches, once admitted, wait until the test lets them go: slow database work
 * on demand, holding its slot (the hook is added after the app's own, so it runs once the slot is held).
 */
async function appWithHeldSearches(bounds: Partial<Config>) {
  let letGo: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  const searches = { held: 0, letGo: () => letGo() };
  const t = await createTestAppWith((app) => {
    app.addHook('preValidation', async (request) => {
      if (!request.url.startsWith('/api/search-events/')) return;
      searches.held += 1;
      await held;
    });
  }, bounds);
  return { t, searches };
}

describe('database admission: a bounded number of API requests on the database, a short line, then 503', () => {
  let t: TestApp;
  /** Searches that got their database slot wait here until the test lets them go. */
  let searches: { held: number; letGo: () => void };
  beforeAll(async () => {
    ({ t, searches } = await appWithHeldSearches({
      DATABASE_MAX_REQUESTS_IN_FLIGHT: 2,
      DATABASE_MAX_QUEUED_REQUESTS: 1,
    }));
  });
  afterAll(async () => {
    searches.letGo();
    await t.close();
  });

  it('refuses requests beyond the bound and the line with 503 + Retry-After, keeps health up, and loses nothing', async () => {
    const user = await createUser(t.database.db);
    const token = await signInAs(t.app, user.email);
    const search = (text: string) => t.app.inject({ method: 'POST', url: `/api/search-events/${text}` });

    const admitted = [search('alpine'), search('crack')];
    await turnsUntil(() => searches.held === 2);
    const queued = search('traverse');
    await turnsUntil(() => t.app.databaseAdmission.queued === 1);
    expect(t.app.databaseAdmission.inFlight).toBe(2);

    const refusedSearch = await search('ice');
    expect(refusedSearch.statusCode).toBe(503);
    expect(refusedSearch.headers['retry-after']).toBe('5');
    expect(refusedSearch.json()).toEqual({
      message: 'The server is busy. Please try again.',
      code: 'overloaded',
      request_id: expect.any(String),
    });

    const refusedWrite = await t.app.inject({
      method: 'POST',
      url: '/api/contactform',
      payload: { email: 'refused@example.test', message: 'Do you rent crampons?', userstatus: 'nonuser', event_id: 0 },
    });
    expect(refusedWrite.statusCode).toBe(503);
    expect(refusedWrite.headers['retry-after']).toBe('5');

    // The client of the spec drops its token on a 503 from this call: it keeps its own 429.
    const bootstrap = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(bootstrap.statusCode).toBe(429);
    expect(bootstrap.json().code).toBe('overloaded');

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });

    searches.letGo();
    const answers = await Promise.all([...admitted, queued]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(t.app.databaseAdmission.inFlight).toBe(0);

    // The refused write changed nothing; once there is room again the same write goes through.
    expect(await t.database.db.$count(contactMessages)).toBe(0);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/contactform',
      payload: { email: 'refused@example.test', message: 'Do you rent crampons?', userstatus: 'nonuser', event_id: 0 },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await t.database.db.$count(contactMessages)).toBe(1);
  });
});

/** Waits for `done` on the clock: the steps awaited here include database round trips (PostgreSQL). */
async function until(done: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(done()).toBe(true);
}

describe('database admission of uploads: a slot around each database step, never around the file', () => {
  let t: TestApp;
  let searches: { held: number; letGo: () => void };
  beforeAll(async () => {
    // One slot and no line: whoever needs the database while it is taken is refused at once.
    ({ t, searches } = await appWithHeldSearches({
      DATABASE_MAX_REQUESTS_IN_FLIGHT: 1,
      DATABASE_MAX_QUEUED_REQUESTS: 0,
    }));
  });
  afterAll(async () => {
    searches.letGo();
    await t.close();
  });

  it('re-encodes without a slot, and an insert refused then answers 503 and leaves no file and no row behind', async () => {
    const stored = () => fs.readdirSync(path.join(t.app.config.DATA_DIR, 'uploads'), { recursive: true }).length;
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const filesBefore = fs.existsSync(path.join(t.app.config.DATA_DIR, 'uploads')) ? stored() : 0;

    // Every image slot is taken and one more task waits: the upload will wait in line for its re-encoding.
    let letImagesGo: () => void = () => {};
    const imagesHeld = new Promise<void>((resolve) => {
      letImagesGo = resolve;
    });
    const holders: Array<Promise<void>> = [];
    while (imageWorkQueue.waiting === 0) holders.push(imageWorkQueue.run(() => imagesHeld));
    const upload = t.app.inject({
      method: 'POST',
      ...multipartFile('/api/temp-image-upload', 'ridge.png', 'image/png', png),
    });
    // Its first database step (the per-IP count) and the image's header check happen on the way there.
    await until(() => imageWorkQueue.waiting === 2);
    // The upload, its body read and waiting for the CPU, holds no slot: a search takes the only one.
    expect(t.app.databaseAdmission.inFlight).toBe(0);
    const search = t.app.inject({ method: 'POST', url: '/api/search-events/alpine' });
    await until(() => searches.held === 1);

    letImagesGo();
    await Promise.all(holders);
    const refused = await upload;
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({
      message: 'The server is busy. Please try again.',
      code: 'overloaded',
      request_id: expect.any(String),
    });
    expect(await t.database.db.$count(uploads)).toBe(0);
    expect(stored()).toBe(filesBefore);

    searches.letGo();
    expect((await search).statusCode).toBe(200);
    const accepted = await t.app.inject({
      method: 'POST',
      ...multipartFile('/api/temp-image-upload', 'ridge.png', 'image/png', png),
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await t.database.db.$count(uploads)).toBe(1);
    expect(stored()).toBeGreaterThan(filesBefore);
    expect(t.app.databaseAdmission.inFlight).toBe(0);
  });
});

describe('the refusals any API call may meet are in the API document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists 503 (shed, database or store unavailable) on every operation, 429 (too many in flight from one address) where it counts, and 408 where a body is read', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown>; requestBody?: unknown }>>;
    };
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses ?? {});
        const perAddress = !['/api/health', '/api/ready', '/api/realtime'].includes(path);
        const expected = ['503', ...(perAddress ? ['429'] : []), ...(operation.requestBody ? ['408'] : [])];
        for (const status of expected) if (!statuses.includes(status)) missing.push(`${method} ${path}: ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
