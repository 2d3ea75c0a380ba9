import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './features/demo-seed/demo-seed.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const START_TIMEOUT_MS = 60_000;

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/**
 * The environment of `npm start` on a machine where none of the server's variables is set: the test
 * runner's own NODE_ENV (and any database or Stripe settings) are removed, then `env` is added.
 */
function startEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const name of Object.keys(base)) {
    if (/^(NODE_ENV|HOST|PUBLIC_URL|DATABASE_URL|TEST_DATABASE_URL|PAYMENTS_PROVIDER|STRIPE_.*|PORT)$/.test(name)) {
      delete base[name];
    }
  }
  return {
    ...base,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-startup-')),
    LOG_LEVEL: 'warn',
    PORT: '0',
    ...env,
  };
}

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function spawnServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: startEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The exit code of a server that must refuse to start, within the time bound. */
async function refusal(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const started = spawnServer(env);
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), START_TIMEOUT_MS));
  const code = await Promise.race([started.exited, timeout]);
  if (code === 'timeout') {
    started.child.kill('SIGKILL');
    throw new Error(`the server did not exit within ${START_TIMEOUT_MS} ms:\n${started.output()}`);
  }
  return { code, output: started.output() };
}

/** The port of a server that must start (it prints it in development, logs it in production). */
async function listening(started: Started): Promise<string> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const match = started.output().match(/running on http:\/\/localhost:(\d+)|"port":(\d+)/);
    if (match) return `http://127.0.0.1:${match[1] ?? match[2]}`;
    if (started.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start:\n${started.output()}`);
}

async function stop(started: Started): Promise<void> {
  started.child.kill('SIGTERM');
  await started.exited;
}

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
    const { code, output } = await refusal({ NODE_ENV: 'production', HOST: '127.0.0.1' });
    expect(code).toBe(1);
    expect(output).toContain('STRIPE_SECRET_KEY');
    expect(output).toContain('PAYMENTS_PROVIDER=sandbox');
  });

  it('starts production with the sandbox chosen by name: no demo accounts, no dev mailbox', async () => {
    const started = spawnServer({
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'sandbox',
      HOST: '127.0.0.1',
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
      await stop(started);
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
      await stop(started);
    }
  }, 120_000);
});
