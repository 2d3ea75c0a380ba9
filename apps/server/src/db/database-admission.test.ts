import { describe, expect, it } from 'vitest';
import { DatabaseAdmission } from './database-admission.ts';

describe('DatabaseAdmission', () => {
  it('admits up to the bound, lines up to the queue size, refuses beyond, and hands slots over in order', async () => {
    const admission = new DatabaseAdmission(1, 1);
    const first = await admission.enter();
    expect(first).not.toBeNull();
    const second = admission.enter();
    expect(await admission.enter()).toBeNull();
    expect([admission.inFlight, admission.queued]).toEqual([1, 1]);

    first?.();
    first?.(); // a second release of the same slot changes nothing
    const secondRelease = await second;
    expect(secondRelease).not.toBeNull();
    expect([admission.inFlight, admission.queued]).toEqual([1, 0]);
    secondRelease?.();
    expect(admission.inFlight).toBe(0);
  });

  it('lets a waiter whose client went away leave the line, so no slot is kept for it', async () => {
    const admission = new DatabaseAdmission(1, 1);
    const first = await admission.enter();
    const gone = new AbortController();
    const waiting = admission.enter(gone.signal);
    expect(admission.queued).toBe(1);
    gone.abort();
    expect(await waiting).toBeNull();
    expect(admission.queued).toBe(0);
    first?.();
    expect(admission.inFlight).toBe(0);
    expect(await admission.enter(gone.signal)).toBeNull();
  });
});
