import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 90_000;

/** A real server process (`src/server.ts` through tsx), as `npm run dev` or a deployment starts it. */
export type ServerProcess = {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr together. */
  output: () => string;
  /** Its exit code (null when killed by a signal). */
  exited: Promise<number | null>;
};

/** Every server process a test file started, killed by `killServerProcesses` in its afterAll. */
const started: ChildProcess[] = [];

/**
 * The environment of a machine where none of the server's variables is set: the test runner's own
 * NODE_ENV (and any database, storage or Stripe settings) are removed, then `env` is added. A fresh
 * DATA_DIR unless `env` names one, and no per-address bound on requests in flight unless `env` sets one.
 */
function cleanEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const name of Object.keys(base)) {
    if (
      /^(NODE_ENV|HOST|PUBLIC_URL|DATABASE_URL|TEST_DATABASE_URL|PAYMENTS_PROVIDER|STRIPE_.*|S3_.*|PORT)$/.test(name)
    ) {
      delete base[name];
    }
  }
  return {
    ...base,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-process-')),
    LOG_LEVEL: 'warn',
    PORT: '0',
    // Every request of a test comes from 127.0.0.1, dozens at once: the per-address bound would refuse
    // them as one greedy client. Tests of that bound set it (http/slow-clients.test.ts).
    MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS: '0',
    ...env,
  };
}

export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: cleanEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
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

/**
 * The base URL of a server that must start: development prints its port, production logs it (at
 * LOG_LEVEL info). Throws with the process's output when it exits or does not listen in time.
 */
export async function listening(server: ServerProcess): Promise<string> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const match = server.output().match(/running on http:\/\/localhost:(\d+)|"port":(\d+)/);
    if (match) return `http://127.0.0.1:${match[1] ?? match[2]}`;
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start:\n${server.output()}`);
}

/** The exit code of a server that must refuse to start, within the time bound. */
export async function refusal(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const server = spawnServer(env);
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), START_TIMEOUT_MS));
  const code = await Promise.race([server.exited, timeout]);
  if (code === 'timeout') {
    server.child.kill('SIGKILL');
    throw new Error(`the server did not exit within ${START_TIMEOUT_MS} ms:\n${server.output()}`);
  }
  return { code, output: server.output() };
}

/** SIGTERM, as an orchestrator stops a container, then waits for the graceful exit. */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return server.exited;
}

/** For afterAll: no server process outlives its test file, whatever failed. */
export function killServerProcesses(): void {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
