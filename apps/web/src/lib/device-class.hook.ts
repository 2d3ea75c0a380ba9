import { useSyncExternalStore } from 'react';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** Device classes: under 600 px mobile, above 1344 px desktop, otherwise tablet. */
export const MOBILE_BELOW = 600;
export const DESKTOP_ABOVE = 1344;
/** The welcome banner shows from this width. */
export const WELCOME_BANNER_FROM = 990;
/** Resizing fires many events; the layout is recalculated once the window has settled. */
export const RESIZE_SETTLE_MS = 100;

export function deviceClassFor(width: number): DeviceClass {
  if (width < MOBILE_BELOW) return 'mobile';
  if (width > DESKTOP_ABOVE) return 'desktop';
  return 'tablet';
}

let windowWidth = typeof window === 'undefined' ? DESKTOP_ABOVE + 1 : window.innerWidth;
const listeners = new Set<() => void>();
let settleTimer: ReturnType<typeof setTimeout> | undefined;

function onResize() {
  clearTimeout(settleTimer);
  settleTimer = setTimeout(() => {
    if (window.innerWidth === windowWidth) return;
    windowWidth = window.innerWidth;
    for (const listener of listeners) listener();
  }, RESIZE_SETTLE_MS);
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    // Catch up with a resize that happened while nobody listened.
    windowWidth = window.innerWidth;
    window.addEventListener('resize', onResize);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('resize', onResize);
      clearTimeout(settleTimer);
    }
  };
}

/** One shared window listener for the whole app, however many components ask. */
export function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => windowWidth,
    () => windowWidth,
  );
}

export function useDeviceClass(): DeviceClass {
  return deviceClassFor(useWindowWidth());
}
