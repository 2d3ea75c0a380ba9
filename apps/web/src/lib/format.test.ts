import { describe, expect, it } from 'vitest';
import { formatCount } from './format.ts';

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(12_345)).toBe('12,345');
  });
});
