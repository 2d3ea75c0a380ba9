/**
 * The overload scenario's clients, on a thread of their own so that their clock is not the server's
 * event loop. Open loop: requests start at a fixed arrival rate whether or not earlier ones have been
 * answered (as real visitors do), unlike autocannon's fixed number of connections, which slows down with
 * the server and so never overloads it. Meanwhile /api/health is sampled at its own fixed rate.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export type OpenLoopRequest = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };
export type OpenLoopPlan = {
  baseUrl: string;
  requestsPerSecond: number;
  healthPerSecond: number;
  seconds: number;
  requests: OpenLoopRequest[];
};
export type Sample = { status: number; ms: number };
export type OpenLoopOutcome = { load: Sample[]; health: Sample[] };

/** Status 0: no answer within the timeout, or the connection failed. */
const TIMEOUT_MS = 10_000;
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

function send(baseUrl: string, request: OpenLoopRequest): Promise<Sample> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number) => resolve({ status, ms: performance.now() - started });
    const outgoing = http.request(
      `${baseUrl}${request.path}`,
      { method: request.method, headers: request.headers, agent, timeout: TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode ?? 0));
        response.on('error', () => done(0));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', () => done(0));
    outgoing.end(request.body);
  });
}

/** Starts `perSecond` calls of `next` a second for `seconds`, catching up on any tick the thread missed. */
async function atFixedRate(perSecond: number, seconds: number, next: (index: number) => Promise<Sample>) {
  const pending: Promise<Sample>[] = [];
  const total = Math.round(perSecond * seconds);
  const started = performance.now();
  while (pending.length < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * perSecond) + 1);
    while (pending.length < due) pending.push(next(pending.length));
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return Promise.all(pending);
}

const plan = workerData as OpenLoopPlan;
const [load, health] = await Promise.all([
  atFixedRate(plan.requestsPerSecond, plan.seconds, (index) =>
    send(plan.baseUrl, plan.requests[index % plan.requests.length] as OpenLoopRequest),
  ),
  atFixedRate(plan.healthPerSecond, plan.seconds, () => send(plan.baseUrl, { method: 'GET', path: '/api/health' })),
]);
agent.destroy();
parentPort?.postMessage({ load, health } satisfies OpenLoopOutcome);
