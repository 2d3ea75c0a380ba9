import { WorkQueueFullError } from './work-queue.ts';

export type FairWorkQueue = {
  /**
   * Runs `task` when a slot is free and `key`'s turn has come; throws WorkQueueFullError at once when the
   * line is full, or when `key` already has its share of it waiting.
   */
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
};

type Waiting = { start: () => void };

/**
 * A counting semaphore whose waiting line is shared fairly between keys (uploaders): when a slot frees,
 * the key served longest ago goes next, whatever the order of arrival. One uploader's twenty costly
 * files wait behind each other, not in front of everyone else's: another uploader waits at most for the
 * slots running now. No key may hold more than `maxWaitingPerKey` places, so one key cannot fill the line
 * and have everyone else refused.
 */
export function createFairWorkQueue(options: {
  concurrency: number;
  maxWaiting: number;
  maxWaitingPerKey: number;
}): FairWorkQueue {
  let active = 0;
  let waiting = 0;
  let served = 0;
  /** Per key, its tasks waiting in arrival order. */
  const lines = new Map<string, Waiting[]>();
  /** Per key with work running or waiting, when it was last given a slot (a counter, not a clock). */
  const lastServed = new Map<string, number>();
  const runningOf = new Map<string, number>();

  const nextKey = (): string | undefined => {
    let chosen: string | undefined;
    let oldest = Number.POSITIVE_INFINITY;
    for (const key of lines.keys()) {
      const at = lastServed.get(key) ?? Number.NEGATIVE_INFINITY;
      if (at < oldest) {
        oldest = at;
        chosen = key;
      }
    }
    return chosen;
  };

  const began = (key: string) => {
    served += 1;
    lastServed.set(key, served);
    runningOf.set(key, (runningOf.get(key) ?? 0) + 1);
  };

  const ended = (key: string) => {
    const running = (runningOf.get(key) ?? 1) - 1;
    if (running > 0) runningOf.set(key, running);
    else runningOf.delete(key);
    // A key with nothing running or waiting is forgotten: memory stays bounded by the work in hand.
    if (running <= 0 && !lines.has(key)) lastServed.delete(key);
    const next = nextKey();
    if (next === undefined) {
      active -= 1;
      return;
    }
    const line = lines.get(next) as Waiting[];
    const task = line.shift() as Waiting;
    if (line.length === 0) lines.delete(next);
    waiting -= 1;
    // The slot is handed over, so `active` stays counted.
    began(next);
    task.start();
  };

  return {
    async run<T>(key: string, task: () => Promise<T>): Promise<T> {
      if (active < options.concurrency && waiting === 0) {
        active += 1;
        began(key);
      } else {
        const line = lines.get(key) ?? [];
        if (waiting >= options.maxWaiting || line.length >= options.maxWaitingPerKey) throw new WorkQueueFullError();
        await new Promise<void>((resolve) => {
          line.push({ start: resolve });
          lines.set(key, line);
          waiting += 1;
        });
      }
      try {
        return await task();
      } finally {
        ended(key);
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting;
    },
  };
}
