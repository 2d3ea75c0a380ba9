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

  /** Resolves to a release function once a slot is held, or to null when the line is full. */
  async enter(): Promise<(() => void) | null> {
    if (this.holders < this.maxInFlight) {
      this.holders += 1;
      return this.releaser();
    }
    if (this.waiting.length >= this.maxQueued) return null;
    // The slot is handed over by the release below, so holders never exceeds the bound.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
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
