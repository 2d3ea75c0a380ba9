import { useEffect } from 'react';
import { getToken } from '../../lib/session.ts';
import { emitRealtime } from './realtime.store.ts';

/**
 * Keeps the signed-in user's live stream open while the signed-in shell is mounted; signing out (which
 * leaves the shell) stops it. The connection code and its parser load after the first paint, in a chunk
 * of their own: the Home screen never waits for them.
 */
export function useRealtimeConnection(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('./realtime-connection.ts').then(({ startRealtimeConnection }) => {
      if (!unmounted) stop = startRealtimeConnection({ getToken, emit: emitRealtime });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [enabled]);
}
