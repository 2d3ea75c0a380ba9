import { useCallback, useEffect, useRef, useState } from 'react';

/** The server sends a new verification link at most once a minute per account; the button waits as long. */
export const RESEND_COOLDOWN_SECONDS = 60;

/**
 * Asking for a new link: one request at a time, then a wait counted down once a second, with the button
 * disabled throughout, so a second click cannot ask for a second email. `send` refuses a call while one
 * is in flight even before React has re-rendered the disabled button (two clicks in one frame). The wait
 * is counted from a deadline, so a throttled background tab does not make it longer.
 */
export function useResendCooldown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const inFlight = useRef(false);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setDeadline(null);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const coolingDown = secondsLeft > 0 || deadline !== null;

  /** Runs `request` unless one is running or the wait is on; a success starts the wait. */
  const send = useCallback(
    async <T>(request: () => Promise<T>): Promise<T | undefined> => {
      if (inFlight.current || coolingDown) return undefined;
      inFlight.current = true;
      try {
        const result = await request();
        setSecondsLeft(RESEND_COOLDOWN_SECONDS);
        setDeadline(Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
        return result;
      } finally {
        inFlight.current = false;
      }
    },
    [coolingDown],
  );

  return { secondsLeft, coolingDown, send };
}
