import { describe, expect, it } from 'vitest';
import { makeEvent, makeOccurrence } from '../api/events.fixtures.ts';
import {
  CARD_ADDRESS_MAX,
  cardImageOf,
  categoryNameOf,
  DESKTOP_POPUP_ADDRESS_MAX,
  directionsUrlOf,
  isFullyBooked,
  isSafeLink,
  placeNameOf,
  priceBoundsOf,
  truncateText,
  upcomingOccurrencesOf,
} from './event-display.ts';

describe('truncateText', () => {
  it('cuts a card address to 17 characters plus the ellipsis, 20 in all', () => {
    const cut = truncateText('Stawamus Chief Provincial Park, Squamish, BC', CARD_ADDRESS_MAX);
    expect(cut).toBe('Stawamus Chief Pr...');
    expect(cut).toHaveLength(20);
  });

  it('cuts a desktop popup address at 27 characters plus the ellipsis, 30 in all', () => {
    const cut = truncateText('Stawamus Chief Provincial Park, Squamish, BC', DESKTOP_POPUP_ADDRESS_MAX);
    expect(cut).toBe('Stawamus Chief Provincial P...');
    expect(cut).toHaveLength(30);
  });

  it('leaves text that fits, up to exactly the limit', () => {
    expect(truncateText('Squamish, BC', 20)).toBe('Squamish, BC');
    expect(truncateText('12345678901234567890', 20)).toBe('12345678901234567890');
    expect(truncateText('123456789012345678901', 20)).toBe('12345678901234567...');
  });

  it('counts characters, not UTF-16 units, so an accent or emoji is never split in half', () => {
    expect(truncateText('Mont-Tremblant 🧗 Québec, Canada', 20)).toBe('Mont-Tremblant 🧗...');
  });
});

describe('prices', () => {
  const publicTrip = makeEvent({ price: [{ id: 1, price: 42_500 }], min_price: 42_500 });
  const privateTrip = makeEvent({
    event_type: 'private',
    price: [
      { id: 2, price: 30_000, priceh: 18_050 },
      { id: 3, price: 26_000, priceh: 15_000 },
    ],
    min_price: 15_000,
  });

  it('takes the lowest and the highest per-person price across price and priceh', () => {
    expect(priceBoundsOf(privateTrip)).toEqual({ min: 15_000, max: 30_000 });
    expect(priceBoundsOf(publicTrip)).toEqual({ min: 42_500, max: 42_500 });
  });

  it('falls back to min_price for an event without price rows', () => {
    expect(priceBoundsOf(makeEvent({ price: [], min_price: 9_900 }))).toEqual({ min: 9_900, max: 9_900 });
  });
});

describe('isFullyBooked', () => {
  it('is true when a one-date event has every seat taken', () => {
    const event = makeEvent({
      repeat: false,
      occurrence_count: 1,
      next_occurrences: [makeOccurrence({ capacity: 4, seats_taken: 4 })],
    });
    expect(isFullyBooked(event)).toBe(true);
  });

  it('is false while a seat is left', () => {
    const event = makeEvent({
      repeat: false,
      occurrence_count: 1,
      next_occurrences: [makeOccurrence({ capacity: 4, seats_taken: 3 })],
    });
    expect(isFullyBooked(event)).toBe(false);
  });

  it('is false for a repeating event, even when one of its dates is full', () => {
    const event = makeEvent({
      repeat: true,
      occurrence_count: 12,
      next_occurrences: [makeOccurrence({ id: 1, capacity: 4, seats_taken: 4 })],
    });
    expect(isFullyBooked(event)).toBe(false);
  });

  it('is false once the only date is over (a listing carries no run that has ended)', () => {
    expect(isFullyBooked(makeEvent({ repeat: false, occurrence_count: 1, next_occurrences: [] }))).toBe(false);
  });
});

describe('the other display helpers', () => {
  it('names the category after the alias for "Other"', () => {
    expect(categoryNameOf(makeEvent({ category: 'Other', alias: 'Via ferrata' }))).toBe('Via ferrata');
    expect(categoryNameOf(makeEvent({ category: 'Hiking', alias: null }))).toBe('Hiking');
  });

  it('builds the driving-directions link from latitude and longitude', () => {
    expect(directionsUrlOf(49.6843, -123.1456)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=49.6843,-123.1456',
    );
  });

  it("uses the server's thumbnail of an uploaded image, and any other reference as it is", () => {
    const id = 'a'.repeat(32);
    expect(cardImageOf({ gallery: [{ key: `${id}.jpg`, url: `/uploads/${id}.jpg` }] })).toBe(
      `/uploads/${id}-thumb.webp`,
    );
    expect(cardImageOf({ gallery: [{ key: 'legacy', url: '/uploads/legacy.jpg' }] })).toBe('/uploads/legacy.jpg');
    expect(cardImageOf({ gallery: [] })).toBeNull();
  });

  it('names a place by city and province, leaving out what the geocoder did not know', () => {
    expect(placeNameOf({ state: 'Squamish', province: 'British Columbia' })).toBe('Squamish, British Columbia');
    expect(placeNameOf({ state: 'Unknown City', province: 'Alberta' })).toBe('Alberta');
    expect(placeNameOf({ state: 'Unknown City', province: 'Unknown State' })).toBeNull();
  });

  it('lists the dates from today on', () => {
    const event = makeEvent({
      next_occurrences: [
        makeOccurrence({ id: 1, starts_on: '2026-06-01', ends_on: '2026-06-01' }),
        makeOccurrence({ id: 2, starts_on: '2026-06-08', ends_on: '2026-06-09' }),
        makeOccurrence({ id: 3, starts_on: '2026-06-15', ends_on: '2026-06-15' }),
      ],
    });
    expect(upcomingOccurrencesOf(event, '2026-06-09', 5).map((o) => o.id)).toEqual([2, 3]);
    expect(upcomingOccurrencesOf(event, '2026-05-01', 2).map((o) => o.id)).toEqual([1, 2]);
  });

  it('accepts only https links', () => {
    expect(isSafeLink('https://guides.example/ada')).toBe(true);
    for (const link of ['javascript:alert(1)', 'http://guides.example', 'data:text/html,x', '', null]) {
      expect(isSafeLink(link)).toBe(false);
    }
  });
});
