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
