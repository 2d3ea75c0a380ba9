import { describe, expect, it } from 'vitest';
import { groupSizesOf, type PricedEvent, QuoteError, quote, salesTaxesFor } from './event-pricing.ts';

const publicTrip: PricedEvent = {
  event_type: 'public',
  attendance_min: 1,
  attendance_limit: 4,
  event_duration: ['fhday'],
  price: [{ id: 1, price: 20_000, priceh: 12_000 }],
  addons: [{ id: 'rope', addons_title: 'Rope rental', addons_price: 1_500 }],
  donations: [
    { id: 'parks', donations_title: 'Parks fund', donations_price: 1_000 },
    { id: 'free', donations_title: 'Your choice', donations_price: null },
  ],
  province: 'Alberta',
};

const privateTrip: PricedEvent = {
  ...publicTrip,
  event_type: 'private',
  attendance_min: 2,
  attendance_limit: 3,
  event_duration: ['1 day'],
  price: [
    { id: 2, price: 30_000 },
    { id: 3, price: 25_000 },
  ],
  province: 'Quebec',
};

describe('quote', () => {
  it('prices a public trip per person, add-ons and donations on top, GST on the taxable part only', () => {
    const result = quote(publicTrip, {
      groupSize: 2,
      addons: ['rope'],
      donations: [{ id: 'parks' }, { id: 'free', amount: 2_500 }],
    });
    expect(result.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['trip', 40_000],
      ['addon', 1_500],
      ['donation', 1_000],
      ['donation', 2_500],
    ]);
    expect(result.taxable_subtotal).toBe(41_500);
    expect(result.taxes).toEqual([{ code: 'GST', rate: 5_000, amount: 2_075 }]);
    expect(result.total).toBe(41_500 + 3_500 + 2_075);
    expect(result.platform_fee).toBe(4_708);
    expect(result.guide_net).toBe(result.total - result.platform_fee);
  });

  it("takes a private trip's per-person price for the group size, with GST and QST in Quebec", () => {
    const result = quote(privateTrip, { groupSize: 3 });
    expect(result.price_per_person).toBe(25_000);
    expect(result.subtotal).toBe(75_000);
    expect(result.taxes).toEqual([
      { code: 'GST', rate: 5_000, amount: 3_750 },
      { code: 'QST', rate: 9_975, amount: 7_481 },
    ]);
    expect(result.total).toBe(86_231);
  });

  it('charges the half-day price when chosen and offered', () => {
    expect(quote(publicTrip, { groupSize: 1, dayOption: 'half' }).price_per_person).toBe(12_000);
    expect(() => quote(privateTrip, { groupSize: 2, dayOption: 'half' })).toThrow(QuoteError);
  });

  it.each([
    [{ groupSize: 5 }, 'group_size'],
    [{ groupSize: 0 }, 'group_size'],
    [{ groupSize: 1.5 }, 'group_size'],
    [{ groupSize: 1, addons: ['nope'] }, 'addons'],
    [{ groupSize: 1, donations: [{ id: 'free' }] }, 'donations'],
    [{ groupSize: 1, donations: [{ id: 'free', amount: -100 }] }, 'donations'],
    [{ groupSize: 1, donations: [{ id: 'free', amount: 1.5 }] }, 'donations'],
  ])('refuses %j on its field', (choices, field) => {
    try {
      quote(publicTrip, choices);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(QuoteError);
      expect((error as QuoteError).field).toBe(field);
    }
  });

  it('refuses a private group size outside the range', () => {
    expect(() => quote(privateTrip, { groupSize: 1 })).toThrow(QuoteError);
    expect(groupSizesOf(privateTrip)).toEqual([2, 3]);
    expect(groupSizesOf(publicTrip)).toEqual([1, 2, 3, 4]);
  });

  it('counts a chosen add-on or donation once', () => {
    const result = quote(publicTrip, {
      groupSize: 1,
      addons: ['rope', 'rope'],
      donations: [{ id: 'parks' }, { id: 'parks' }],
    });
    expect(result.lines).toHaveLength(3);
  });
});

describe('salesTaxesFor', () => {
  it('knows the HST provinces and falls back to GST elsewhere', () => {
    expect(salesTaxesFor('Ontario')).toEqual([{ code: 'HST', rate: 13_000 }]);
    expect(salesTaxesFor('Nova Scotia')).toEqual([{ code: 'HST', rate: 14_000 }]);
    expect(salesTaxesFor('Unknown State')).toEqual([{ code: 'GST', rate: 5_000 }]);
    expect(salesTaxesFor(null)).toEqual([{ code: 'GST', rate: 5_000 }]);
  });
});
