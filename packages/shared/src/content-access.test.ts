import { describe, expect, it } from 'vitest';
import { mayOpenContent } from './content-access.ts';

const basic = { monthlyPriceCents: 999 };
const pro = { monthlyPriceCents: 2499 };
const free = { monthlyPriceCents: 0 };

describe('mayOpenContent', () => {
  it('opens everything to the super admin and admins', () => {
    expect(mayOpenContent({ role: 'super_admin', planMonthlyPriceCents: null }, true, [pro])).toBe(true);
    expect(mayOpenContent({ role: 'admin', planMonthlyPriceCents: null }, true, [])).toBe(true);
  });

  it('opens content listing no plan to anyone, signed in or not', () => {
    expect(mayOpenContent(null, false, [])).toBe(true);
    expect(mayOpenContent({ role: 'climber', planMonthlyPriceCents: null }, false, [])).toBe(true);
  });

  it('opens content listing a free plan to anyone', () => {
    expect(mayOpenContent(null, true, [pro, free])).toBe(true);
    expect(mayOpenContent({ role: 'guide', planMonthlyPriceCents: null }, true, [free])).toBe(true);
  });

  it('opens paid content only to a subscriber whose plan costs at least one listed plan', () => {
    const basicSubscriber = { role: 'climber' as const, planMonthlyPriceCents: 999 };
    expect(mayOpenContent(basicSubscriber, true, [basic])).toBe(true);
    expect(mayOpenContent(basicSubscriber, true, [pro])).toBe(false);
    expect(mayOpenContent(basicSubscriber, true, [pro, basic])).toBe(true);
    expect(mayOpenContent({ role: 'climber', planMonthlyPriceCents: 2499 }, true, [basic])).toBe(true);
  });

  it('keeps paid content locked without an active paid subscription', () => {
    expect(mayOpenContent(null, true, [basic])).toBe(false);
    expect(mayOpenContent({ role: 'climber', planMonthlyPriceCents: null }, true, [basic])).toBe(false);
    expect(mayOpenContent({ role: 'climber', planMonthlyPriceCents: 0 }, true, [basic])).toBe(false);
  });

  it('keeps content locked when every plan it lists is gone', () => {
    expect(mayOpenContent({ role: 'climber', planMonthlyPriceCents: 2499 }, true, [])).toBe(false);
  });
});
