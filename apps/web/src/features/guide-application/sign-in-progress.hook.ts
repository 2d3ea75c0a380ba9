import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 1 §4 and §9: +1 every 20 ms up to 180 of 200 while signing in, then 200, then 200 ms before Home. */
export const SIGN_IN_PROGRESS = { tickMs: 20, ceiling: 180, max: 200, settleMs: 200 } as const;

/**
 * The "Signing in..." bar after a guide's login is created. It cannot know how long the sign-in takes,
 * so it creeps towards 90% and jumps to full once the answer is there. `value` is null while hidden.
 */
export function useSignInProgress() {
  const [value, setValue] = useState<number | null>(null);
  const interval = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopTicking = useCallback(() => {
    clearInterval(interval.current);
    interval.current = undefined;
  }, []);

  useEffect(
    () => () => {
      clearInterval(interval.current);
      clearTimeout(settle.current);
    },
    [],
  );

  const start = useCallback(() => {
    stopTicking();
    setValue(0);
    interval.current = setInterval(() => {
      setValue((current) => {
        const next = Math.min((current ?? 0) + 1, SIGN_IN_PROGRESS.ceiling);
        if (next === SIGN_IN_PROGRESS.ceiling) stopTicking();
        return next;
      });
    }, SIGN_IN_PROGRESS.tickMs);
  }, [stopTicking]);

  /** Fills the bar, then lets the full bar be seen before `then` runs. */
  const finish = useCallback(
    (then: () => void) => {
      stopTicking();
      setValue(SIGN_IN_PROGRESS.max);
      settle.current = setTimeout(then, SIGN_IN_PROGRESS.settleMs);
    },
    [stopTicking],
  );

  const reset = useCallback(() => {
    stopTicking();
    setValue(null);
  }, [stopTicking]);

  return { value, start, finish, reset };
}
