/** Refused because every slot is busy and the waiting line is full: the caller answers 503 and asks to retry. */
export class WorkQueueFullError extends Error {
  constructor() {
    super('work queue full');
    this.name = 'WorkQueueFullError';
  }
}

export type WorkQueue = {
  /** Runs `task` when a slot is free; throws WorkQueueFullError at once when the line is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
};

/**
 * A counting semaphore with a bounded waiting line, first come first served. It keeps CPU-heavy work
 * (image decoding, PDF scans) to a few at a time, so a burst of uploads waits its turn instead of
 * taking every core from sign-in and the API, and a flood is refused instead of queueing without end.
 */
export function createWorkQueue(options: { concurrency: number; maxWaiting: number }): WorkQueue {
  let active = 0;
  const line: Array<() => void> = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < options.concurrency) active += 1;
      else {
        if (line.length >= options.maxWaiting) throw new WorkQueueFullError();
        // The slot is handed over by the task that finishes, so `active` stays counted.
        await new Promise<void>((resolve) => line.push(resolve));
      }
      try {
        return await task();
      } finally {
        const next = line.shift();
        if (next) next();
        else active -= 1;
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
  };
}
