/**
 * Runs one step of database work holding a slot of the admission, given back when the step is done; see
 * admitDatabaseWork in http/overload.ts. Throws (503) without running it when refused.
 */
export type AdmittedWork = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * A bounded number of holders at a time, and a bounded line of waiters behind them. Anyone beyond both
 * is refused at once: under a load the database cannot keep up with, a quick "come back later" beats
 * every caller waiting seconds in a queue that only grows.
 */
export class DatabaseAdmission {
  private holders = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly maxInFlight: number,
    readonly maxQueued: number,
  ) {}

  /**
   * Resolves to a release function once a slot is held, or to null when the line is full or the caller
   * gave up (`abandoned`) while waiting: a request whose client went away leaves the line at once.
   */
  async enter(abandoned?: AbortSignal): Promise<(() => void) | null> {
    if (abandoned?.aborted) return null;
    if (this.holders < this.maxInFlight) {
      this.holders += 1;
      return this.releaser();
    }
    if (this.waiting.length >= this.maxQueued) return null;
    // The slot is handed over by the release below, so holders never exceeds the bound.
    const handedOver = await new Promise<boolean>((resolve) => {
      const waiter = () => {
        abandoned?.removeEventListener('abort', leave);
        resolve(true);
      };
      const leave = () => {
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
        resolve(false);
      };
      this.waiting.push(waiter);
      abandoned?.addEventListener('abort', leave, { once: true });
    });
    return handedOver ? this.releaser() : null;
  }

  /**
   * A slot now or nothing: for work that is worth doing only when the database is idle enough (a hint in
   * a page's first answer), never worth waiting in line for.
   */
  enterIfFree(): (() => void) | null {
    if (this.holders >= this.maxInFlight || this.waiting.length > 0) return null;
    this.holders += 1;
    return this.releaser();
  }

  get inFlight(): number {
    return this.holders;
  }

  get queued(): number {
    return this.waiting.length;
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.holders -= 1;
    };
  }
}
