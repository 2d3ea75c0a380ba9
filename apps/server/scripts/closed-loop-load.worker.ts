/**
 * The closed-loop clients of `npm run bench:search` (autocannon: a fixed number of connections, each
 * sending its next request when the last is answered), on a thread of their own. In the server's
 * thread, autocannon's request writing, response parsing and per-response callbacks took turns with the
 * server it measured on the one event loop: every response then waited for the load generator's work
 * too, and a server that costs more per request on the event loop (the framework) was slowed twice.
 * Here the clients have their own event loop; the two threads still share the machine's cores.
 *
 * Long-lived: the benchmark posts one ClosedLoopRun per slice and gets one ClosedLoopOutcome back, so a
 * thread's start-up (tsx loader, autocannon's import) is paid once, outside every measured slice.
 */
import { parentPort } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { OpenLoopRequest } from './open-loop-load.worker.ts';

export type ClosedLoopRun = {
  baseUrl: string;
  connections: number;
  seconds: number;
  /** A hard cap on requests, whatever the speed. */
  maxRequests: number;
  requests: OpenLoopRequest[];
};
export type ClosedLoopOutcome = {
  requests: number;
  seconds: number;
  /** Milliseconds of every answered request, as autocannon timed it (first byte sent to last received). */
  latencies: number[];
  failed: number;
};

function runOnce(run: ClosedLoopRun): Promise<ClosedLoopOutcome> {
  const latencies: number[] = [];
  let non2xx = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: run.baseUrl,
        connections: run.connections,
        duration: run.seconds,
        maxOverallRequests: run.maxRequests,
        timeout: 10,
        requests: run.requests,
      },
      (error, finished) => {
        if (error) {
          reject(error);
          return;
        }
        resolve({
          // Outside the main thread autocannon hands back its raw result (histograms encoded, no
          // requests.total): the answered requests are counted here, one per response.
          requests: latencies.length,
          seconds: finished.duration || run.seconds,
          latencies,
          failed: non2xx + finished.errors + finished.timeouts,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) non2xx += 1;
    });
  });
}

if (!parentPort) throw new Error('closed-loop-load.worker.ts runs as a worker thread');
const port = parentPort;
port.on('message', (run: ClosedLoopRun) => {
  runOnce(run).then(
    (outcome) => port.postMessage({ ok: true, outcome }),
    (error: unknown) => port.postMessage({ ok: false, message: String(error) }),
  );
});
