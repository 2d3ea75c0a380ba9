import { describe, expect, it } from 'vitest';
import { CappedSearchMemory } from './capped-search-memory.ts';

describe('CappedSearchMemory', () => {
  it('remembers a search for its time only', () => {
    let now = 1_000;
    const memory = new CappedSearchMemory(30_000, 10, () => now);
    memory.rememberCapped('squamish');
    expect(memory.isCapped('squamish')).toBe(true);
    expect(memory.isCapped('whistler')).toBe(false);
    now += 30_000;
    expect(memory.isCapped('squamish')).toBe(false);
  });

  it('holds a bounded number of searches, letting the oldest go first', () => {
    const memory = new CappedSearchMemory(30_000, 2, () => 0);
    memory.rememberCapped('a');
    memory.rememberCapped('b');
    memory.rememberCapped('a');
    memory.rememberCapped('c');
    expect(memory.isCapped('b')).toBe(false);
    expect(memory.isCapped('a')).toBe(true);
    expect(memory.isCapped('c')).toBe(true);
  });
});
