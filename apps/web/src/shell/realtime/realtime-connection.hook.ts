import { useEffect, useRef } from 'react';
import { getToken } from '../../lib/session.ts';
import { emitRealtime } from './realtime.store.ts';

/**
 * Keeps the signed-in user's live stream open while the signed-in shell is mounted; signing out (which
 * leaves the shell) stops it. `resumeAfter` is the bootstrap's `realtime_cursor`, undefined until the
 * bootstrap has loaded: the stream starts then, resuming after it, and a later bootstrap refresh does not
 * restart it. The connection code and its parser load after the first paint, in a chunk of their own:
 * the Home screen never waits for them.
 */
export function useRealtimeConnection(resumeAfter: number | undefined): void {
  const enabled = resumeAfter !== undefined;
  const cursor = useRef(resumeAfter);
  cursor.current = resumeAfter;
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('./realtime-connection.ts').then(({ startRealtimeConnection }) => {
      if (!unmounted) stop = startRealtimeConnection({ getToken, emit: emitRealtime, resumeAfter: cursor.current });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [enabled]);
}
