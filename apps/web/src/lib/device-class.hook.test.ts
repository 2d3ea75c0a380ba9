import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceClassFor, RESIZE_SETTLE_MS, useDeviceClass } from './device-class.hook.ts';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('deviceClassFor', () => {
  it.each([
    [375, 'mobile'],
    [599, 'mobile'],
    [600, 'tablet'],
    [1024, 'tablet'],
    [1344, 'tablet'],
    [1345, 'desktop'],
  ] as const)('classes %i px as %s', (width, expected) => {
    expect(deviceClassFor(width)).toBe(expected);
  });
});

describe('useDeviceClass', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resizeTo(1400);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('recalculates 100 ms after the window stops resizing', () => {
    const { result } = renderHook(() => useDeviceClass());
    expect(result.current).toBe('desktop');

    act(() => {
      resizeTo(1000);
      vi.advanceTimersByTime(50);
      resizeTo(500);
      vi.advanceTimersByTime(RESIZE_SETTLE_MS - 1);
    });
    // Still settling: every resize event restarted the wait.
    expect(result.current).toBe('desktop');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('mobile');
  });
});
