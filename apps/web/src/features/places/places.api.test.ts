import { describe, expect, it } from 'vitest';
import { placeName } from './places.api.ts';

describe('placeName', () => {
  it('names a found place by city and province', () => {
    expect(placeName({ city: 'Squamish', state: 'British Columbia', country: 'CA', found: true })).toBe(
      'Squamish, British Columbia',
    );
  });

  it('names nothing when only the fallbacks came back', () => {
    expect(placeName({ city: 'Unknown City', state: 'Unknown State', country: null, found: false })).toBeNull();
  });
});
