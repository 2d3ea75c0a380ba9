import type { RealtimeEvent } from '@cordee/shared/realtime-events';
import { useEffect, useRef } from 'react';

/**
 * What the live stream hands the screens: a stored event, or `resync` when events may have been
 * missed (a reconnect the server could not replay), after which each live view refetches what it shows.
 */
export type RealtimeSignal = RealtimeEvent | { kind: 'resync' };
export type RealtimeListener = (signal: RealtimeSignal) => void;

const listeners = new Set<RealtimeListener>();

/** Listens to the signed-in user's live events; returns the unsubscribe. */
export function subscribeRealtime(listener: RealtimeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Hands a signal to every listener (the connection calls it; tests call it to play the server). */
export function emitRealtime(signal: RealtimeSignal): void {
  for (const listener of [...listeners]) {
    try {
      listener(signal);
    } catch (error) {
      // One failing view must not stop the others from hearing the event.
      console.error(error);
    }
  }
}

/** Subscribes a component for as long as it is mounted; the latest `listener` is always the one called. */
export function useRealtime(listener: RealtimeListener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribeRealtime((signal) => latest.current(signal)), []);
}
