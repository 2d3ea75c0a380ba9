import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEARBY_MAX_ATTEMPTS, NEARBY_RETRY_MS, useNearMe } from './near-me.hook.ts';

type Attempt = (success: PositionCallback, failure: PositionErrorCallback) => void;

const failure = (code: number) =>
  ({ code, message: 'no fix', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) as GeolocationPositionError;

function stubGeolocation(attempts: Attempt[]) {
  const getCurrentPosition = vi.fn((success: PositionCallback, fail: PositionErrorCallback) => {
    // The last behaviour repeats for every further call.
    const attempt = attempts.length > 1 ? attempts.shift() : attempts[0];
    attempt?.(success, fail);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

describe('useNearMe', () => {
  afterEach(() => vi.useRealTimers());

  it('asks again after 1 second while the position is not known yet', () => {
    vi.useFakeTimers();
    const located = vi.fn();
    const getCurrentPosition = stubGeolocation([
      (_, fail) => fail(failure(2)),
      (success) => success({ coords: { latitude: 49.70123456, longitude: -123.1 } } as GeolocationPosition),
    ]);
    const { result } = renderHook(() => useNearMe(located));

    act(() => result.current.locate());
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(result.current.locating).toBe(true);

    act(() => vi.advanceTimersByTime(NEARBY_RETRY_MS - 1));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(getCurrentPosition).toHaveBeenCalledTimes(2);
    expect(located).toHaveBeenCalledWith({ lat: 49.7012, lng: -123.1 });
    expect(result.current.locating).toBe(false);
  });

  it('gives up after a few tries, and only logs it', () => {
    vi.useFakeTimers();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const located = vi.fn();
    const getCurrentPosition = stubGeolocation([(_, fail) => fail(failure(3))]);
    const { result } = renderHook(() => useNearMe(located));

    act(() => result.current.locate());
    act(() => vi.advanceTimersByTime(NEARBY_RETRY_MS * (NEARBY_MAX_ATTEMPTS + 2)));

    expect(getCurrentPosition).toHaveBeenCalledTimes(NEARBY_MAX_ATTEMPTS);
    expect(located).not.toHaveBeenCalled();
    expect(result.current.locating).toBe(false);
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('does not ask again once the user refused, and only logs it', () => {
    vi.useFakeTimers();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const getCurrentPosition = stubGeolocation([(_, fail) => fail(failure(1))]);
    const { result } = renderHook(() => useNearMe(vi.fn()));

    act(() => result.current.locate());
    act(() => vi.advanceTimersByTime(NEARBY_RETRY_MS * 3));

    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledTimes(1);
    expect(result.current.locating).toBe(false);
  });

  it('logs a browser without geolocation', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    const { result } = renderHook(() => useNearMe(vi.fn()));

    act(() => result.current.locate());

    expect(info).toHaveBeenCalledWith('Nearby search: this browser does not offer geolocation.');
    expect(result.current.locating).toBe(false);
  });
});
