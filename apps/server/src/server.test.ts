import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from './features/demo-seed/demo-seed.ts';
import { killServerProcesses, listening, spawnServer } from './test/server-process.ts';

/** The real server process on a free port with its own PGlite data directory. */
async function startServer(): Promise<{ child: ChildProcess; baseUrl: string; output: () => string }> {
  const server = spawnServer({ HOST: '127.0.0.1', NODE_ENV: 'test' });
  return { child: server.child, baseUrl: await listening(server), output: server.output };
}

afterAll(killServerProcesses);

/**
 * A sign-in whose body arrives in two halves: the request is surely in flight (connection accepted,
 * body being read) while the server is told to stop. It asks `Expect: 100-continue`, so the server's
 * "100 Continue" tells the test that it has taken the request in (`started`); the first half follows.
 */
function slowSignIn(baseUrl: string): { started: Promise<void>; sendRest: () => void; response: Promise<number> } {
  const body = JSON.stringify({ email: 'climber@cordee.test', password: DEMO_PASSWORD });
  const half = Math.floor(body.length / 2);
  const request = http.request(`${baseUrl}/api/sign-in`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const response = new Promise<number>((resolve, reject) => {
    request.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    request.on('error', reject);
  });
  const started = new Promise<void>((resolve) => {
    request.on('continue', () => request.write(body.slice(0, half), () => resolve()));
  });
  request.flushHeaders();
  return {
    started,
    sendRest: () => request.end(body.slice(half)),
    response,
  };
}

describe('graceful shutdown (F5)', () => {
  it('finishes in-flight requests on SIGTERM, then refuses new ones and exits cleanly', async () => {
    const { child, baseUrl, output } = await startServer();
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    const inFlight = Array.from({ length: 3 }, () => slowSignIn(baseUrl));
    // The server has taken the requests in and is reading their bodies.
    await Promise.all(inFlight.map((r) => r.started));
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    // Shutting down: the server refuses new connections, while the ones in flight wait for their bodies.
    await vi.waitFor(() => expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow(), { timeout: 5_000, interval: 20 });
    for (const request of inFlight) request.sendRest();

    const statuses = await Promise.all(inFlight.map((r) => r.response));
    expect(statuses).toEqual([200, 200, 200]);

    const code = await exited;
    expect(code, output()).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
  });
});
