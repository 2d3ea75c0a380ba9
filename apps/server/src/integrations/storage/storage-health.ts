/** What the health needs of a logger (pino's, the app's). */
export type HealthLog = {
  error: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
};

type FailingPeriod = {
  since: number;
  operation: string;
  cause: unknown;
  failedCalls: number;
  /** Whether the period's first line went out (a log may be attached only after it began). */
  logged: boolean;
};

/**
 * Whether the object store answers, as the calls to it find out, and the log of it: one error line
 * when a failing period begins (the call and its cause), the failures after it only counted, and one
 * line when the store answers again (how long, how many calls failed). A frozen store fails every
 * request; one line per request would bury everything else in the log.
 */
export class StorageHealth {
  /** Calls that failed since the process started (for metrics). */
  failedCallsTotal = 0;
  private failing: FailingPeriod | undefined;
  private log: HealthLog | undefined;

  constructor(private readonly location: () => string) {}

  /** True between a failed call and the next call the store answers. */
  get unavailable(): boolean {
    return this.failing !== undefined;
  }

  /**
   * Where the lines go: the app's log, attached by the first failure to reach the error handler (the
   * store is built before the app's logger exists). Attaching again changes nothing.
   */
  logTo(log: HealthLog): void {
    if (this.log) return;
    this.log = log;
    if (this.failing && !this.failing.logged) this.logFailing(this.failing);
  }

  /** The store answered (a "no such object" is an answer too). */
  answered(): void {
    const period = this.failing;
    if (!period) return;
    this.failing = undefined;
    if (!period.logged) return;
    this.log?.info(
      {
        location: this.location(),
        failedCalls: period.failedCalls,
        unavailableForSeconds: Math.round((Date.now() - period.since) / 1000),
      },
      'object storage answers again',
    );
  }

  failed(operation: string, cause: unknown): void {
    this.failedCallsTotal += 1;
    if (this.failing) {
      this.failing.failedCalls += 1;
      return;
    }
    this.failing = { since: Date.now(), operation, cause, failedCalls: 1, logged: false };
    this.logFailing(this.failing);
  }

  private logFailing(period: FailingPeriod): void {
    if (!this.log) return;
    period.logged = true;
    this.log.error(
      { err: period.cause, operation: period.operation, location: this.location() },
      'object storage unavailable (later failures are counted, not logged, until it answers again)',
    );
  }
}
