import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './features/demo-seed/demo-seed.ts';
import { startLocalS3 } from './test/fakes/local-s3.ts';
import { killServerProcesses, listening, refusal, spawnServer, stopServer } from './test/server-process.ts';

afterAll(killServerProcesses);

describe('start-up refuses unsafe defaults (finding 6)', () => {
  it('refuses to listen on every interface without NODE_ENV, saying what to set', async () => {
    const { code, output } = await refusal({ HOST: '0.0.0.0' });
    expect(code).toBe(1);
    expect(output).toContain('Cordée will not start');
    expect(output).toContain('HOST=0.0.0.0');
    expect(output).toContain('NODE_ENV=production');
    expect(output).not.toContain(DEMO_PASSWORD);
  });

  it('refuses a public PUBLIC_URL without NODE_ENV, even on loopback', async () => {
    const { code, output } = await refusal({ HOST: '127.0.0.1', PUBLIC_URL: 'https://cordee.example' });
    expect(code).toBe(1);
    expect(output).toContain('PUBLIC_URL=https://cordee.example');
  });

  it('refuses production without Stripe unless PAYMENTS_PROVIDER=sandbox is chosen', async () => {
    const { code, output } = await refusal({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://cordee.example',
    });
    expect(code).toBe(1);
    expect(output).toContain('STRIPE_SECRET_KEY');
    expect(output).toContain('PAYMENTS_PROVIDER=sandbox');
  });

  it('refuses production without PUBLIC_URL, naming it, instead of mailing links to localhost (issue 28)', async () => {
    const { code, output } = await refusal({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox', HOST: '127.0.0.1' });
    expect(code).toBe(1);
    expect(output).toContain('Cordée will not start');
    expect(output).toContain('PUBLIC_URL is not set');
  });

  it('starts production with the sandbox chosen by name: no demo accounts, no dev mailbox', async () => {
    const started = spawnServer({
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'sandbox',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://cordee.example',
      // Production prints nothing; the port is in the info log line.
      LOG_LEVEL: 'info',
    });
    const baseUrl = await listening(started);
    try {
      expect(started.output()).not.toContain(DEMO_PASSWORD);
      expect((await fetch(`${baseUrl}/dev/mailbox.json`)).status).toBe(404);
      const signIn = await fetch(`${baseUrl}/api/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'super@cordee.test', password: DEMO_PASSWORD }),
      });
      expect(signIn.status).not.toBe(200);
    } finally {
      await stopServer(started);
    }
  }, 120_000);

  it('lets `npm start` on a fresh machine through: loopback, demo data, dev mailbox (the README command)', async () => {
    const started = spawnServer({});
    const baseUrl = await listening(started);
    try {
      expect(started.output()).toContain(DEMO_PASSWORD);
      expect((await fetch(`${baseUrl}/dev/mailbox.json`)).status).toBe(200);
      const signIn = await fetch(`${baseUrl}/api/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'super@cordee.test', password: DEMO_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
    } finally {
      await stopServer(started);
    }
  }, 120_000);
});

describe('start-up checks the file storage it is given', () => {
  const production = {
    NODE_ENV: 'production',
    PAYMENTS_PROVIDER: 'sandbox',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'https://cordee.example',
    LOG_LEVEL: 'info',
  };

  it('refuses to start on a bucket that does not exist, naming it, and prints no secret', async () => {
    const s3 = await startLocalS3();
    try {
      const { code, output } = await refusal({ ...production, ...s3.env, S3_BUCKET: 'no-such-bucket' });
      expect(code).toBe(1);
      expect(output).toContain('Cordée will not start');
      expect(output).toContain(`file storage: the S3 bucket "no-such-bucket" at ${s3.endpoint} refused a test object`);
      expect(output).not.toContain(s3.secretAccessKey);
    } finally {
      await s3.close();
    }
  }, 120_000);

  it('starts when the store does not answer, with a warning, and serves everything but files', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise<void>((resolve) => taken.close(() => resolve()));
    const started = spawnServer({
      ...production,
      S3_BUCKET: 'cordee',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'KEY',
      S3_SECRET_ACCESS_KEY: 'SECRET-NEVER-PRINTED',
    });
    const baseUrl = await listening(started);
    try {
      expect(started.output()).toContain(`could not be reached`);
      expect(started.output()).toContain('uploads and files answer 503 until it answers');
      expect(started.output()).not.toContain('SECRET-NEVER-PRINTED');
      expect((await fetch(`${baseUrl}/api/ready`)).status).toBe(200);
    } finally {
      await stopServer(started);
    }
  }, 120_000);
});
