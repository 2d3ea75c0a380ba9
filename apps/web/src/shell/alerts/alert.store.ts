import { useSyncExternalStore } from 'react';

export type AlertStatus = 'success' | 'danger';
export type Alert = { id: number; status: AlertStatus; body: string };

/** Success confirms and goes away; danger needs the user's attention until dismissed. */
export const SUCCESS_ALERT_MS = 3000;
/** Older alerts give way so a burst of errors cannot cover the screen. */
const MAX_VISIBLE_ALERTS = 3;

let alerts: readonly Alert[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function publish(next: readonly Alert[]) {
  alerts = next;
  for (const listener of listeners) listener();
}

export function showAlert(status: AlertStatus, body: string): number {
  const id = nextId++;
  const kept = alerts.slice(-(MAX_VISIBLE_ALERTS - 1));
  for (const dropped of alerts.slice(0, alerts.length - kept.length)) clearTimer(dropped.id);
  publish([...kept, { id, status, body }]);
  if (status === 'success') {
    timers.set(
      id,
      setTimeout(() => dismissAlert(id), SUCCESS_ALERT_MS),
    );
  }
  return id;
}

export function dismissAlert(id: number): void {
  clearTimer(id);
  if (alerts.some((alert) => alert.id === id)) publish(alerts.filter((alert) => alert.id !== id));
}

export function dismissAllAlerts(): void {
  for (const id of timers.keys()) clearTimer(id);
  publish([]);
}

function clearTimer(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAlerts(): readonly Alert[] {
  return useSyncExternalStore(
    subscribe,
    () => alerts,
    () => alerts,
  );
}
