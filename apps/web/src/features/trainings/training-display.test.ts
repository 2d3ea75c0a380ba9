import { describe, expect, it } from 'vitest';
import { coverOf, plainTextOf, planBadgeOf, playerOf, wrapIndex } from './training-display.ts';
import { makeLockedTraining, makeTraining } from './trainings.fixtures.ts';

describe('planBadgeOf', () => {
  it('says Free without plans or with a zero-price plan, the cheapest plan otherwise, Unknown Plan when all are gone', () => {
    expect(planBadgeOf({ plans: [], required_plans: [] })).toEqual({ kind: 'free' });
    expect(planBadgeOf(makeTraining())).toEqual({ kind: 'free' });
    expect(
      planBadgeOf({
        plans: [3, 2],
        required_plans: [
          { id: 3, plan_name: 'Alpine', plan_monthly_price: 2500 },
          { id: 2, plan_name: 'Crag', plan_monthly_price: 1000 },
        ],
      }),
    ).toEqual({ kind: 'plan', name: 'Crag' });
    expect(planBadgeOf({ plans: [9], required_plans: [] })).toEqual({ kind: 'unknown' });
  });
});

describe('playerOf', () => {
  it('plays signed videos and direct files, opens hosted links, shows images, and nothing without a url', () => {
    const [video, image, link] = makeTraining().training_gallery;
    expect(playerOf(video ?? { type: 'video', thumbnail: null })).toEqual({ kind: 'video', src: video?.url });
    expect(playerOf(image ?? { type: 'image', thumbnail: null })).toEqual({ kind: 'image', src: image?.url });
    expect(playerOf(link ?? { type: 'video', thumbnail: null })).toEqual({
      kind: 'link',
      href: 'https://youtu.be/dQw4w9WgXcQ',
      host: 'youtube',
    });
    expect(playerOf({ type: 'video', url: 'https://cdn.example.com/a.webm', thumbnail: null })).toEqual({
      kind: 'video',
      src: 'https://cdn.example.com/a.webm',
    });
    expect(playerOf({ type: 'video', url: 'javascript:alert(1)', thumbnail: null })).toEqual({ kind: 'none' });
    expect(playerOf(makeLockedTraining().training_gallery[0] ?? { type: 'video', thumbnail: null })).toEqual({
      kind: 'none',
    });
  });
});

describe('helpers', () => {
  it('wraps around, finds the cover and reads text out of HTML', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(5, 0)).toBe(0);
    expect(coverOf(makeTraining())).toBe('/uploads/slab.jpg');
    expect(coverOf({ training_gallery: [] })).toBeNull();
    expect(plainTextOf('<p>Heels&nbsp;low &amp; <b>quiet</b></p>')).toBe('Heels low & quiet');
  });
});
