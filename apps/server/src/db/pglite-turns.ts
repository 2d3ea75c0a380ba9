import type { PGlite } from '@electric-sql/pglite';

const nextTurnOfEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How many queries and transactions are in the line, the one running included (read by the metrics). */
export type TurnLine = { length: number };

/**
 * PGlite runs each query synchronously on the event loop, and hands its lock from one waiting query to
 * the next through promise callbacks, which never give the event loop a turn. Under load the queued
 * queries then run back to back for seconds while nothing else is served: not a health check, not a
 * page, not an asset. This wrapper lines the queries up itself and lets the event loop take one turn
 * (setImmediate, after pending I/O) before each, so whatever else is waiting is served between them.
 *
 * A transaction is one entry in the line for its whole life: its own queries go through the
 * transaction's handle, not through here, so they never wait behind the line they already hold.
 */
export function withEventLoopTurns(client: PGlite, line: TurnLine = { length: 0 }): PGlite {
  let tail: Promise<unknown> = Promise.resolve();
  function inLine<T>(work: () => Promise<T>): Promise<T> {
    line.length += 1;
    const run = tail.then(nextTurnOfEventLoop).then(work);
    const leave = () => {
      line.length -= 1;
    };
    tail = run.then(leave, leave);
    return run;
  }
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query' || property === 'exec' || property === 'transaction') {
        const method = Reflect.get(target, property, target) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => inLine(() => method.apply(target, args));
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
