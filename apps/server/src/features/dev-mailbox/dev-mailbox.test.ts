import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function mailboxStatuses(app: TestApp['app']) {
  const json = await app.inject({ method: 'GET', url: '/dev/mailbox.json' });
  const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
  return [json.statusCode, page.statusCode];
}

describe('the development mailbox (finding 6)', () => {
  it('is served when development is explicit', async () => {
    t = await createTestApp({ NODE_ENV: 'development', HOST: '0.0.0.0' });
    expect(await mailboxStatuses(t.app)).toEqual([200, 200]);
  });

  it('is served without NODE_ENV on loopback with a localhost PUBLIC_URL', async () => {
    t = await createTestApp({ NODE_ENV: undefined, HOST: '127.0.0.1', PUBLIC_URL: 'http://localhost:3000' });
    expect(await mailboxStatuses(t.app)).toEqual([200, 200]);
  });

  it('answers 404 without NODE_ENV when the server listens beyond this machine', async () => {
    t = await createTestApp({ NODE_ENV: undefined, HOST: '0.0.0.0' });
    const [json, page] = await mailboxStatuses(t.app);
    expect([json, page]).toEqual([404, 404]);
    const body = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(body.json()).toEqual({ message: 'Not found.', code: 'not_found', request_id: expect.any(String) });
  });

  it('answers 404 without NODE_ENV when PUBLIC_URL is a public address', async () => {
    t = await createTestApp({ NODE_ENV: undefined, HOST: '127.0.0.1', PUBLIC_URL: 'https://cordee.example' });
    expect(await mailboxStatuses(t.app)).toEqual([404, 404]);
  });

  it('answers 404 in production', async () => {
    t = await createTestApp({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox' });
    expect(await mailboxStatuses(t.app)).toEqual([404, 404]);
  });
});
