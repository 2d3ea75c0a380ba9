import { vi } from 'vitest';

/**
 * Why a clock-skew test runs on PostgreSQL only: PGlite lives inside the test's process and reads its
 * clock, so a process clock set ahead moves the database's `now()` with it; there is no second clock.
 */
export const ONE_CLOCK_ON_PGLITE = 'PGlite reads the clock of the one process it lives in';

/**
 * From here on this process's clock (Date) runs `ms` ahead of the database's, as an instance whose
 * clock drifted; timers are left alone. Undo with vi.useRealTimers().
 */
export function clockRunsAhead(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}
