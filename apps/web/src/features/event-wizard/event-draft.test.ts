import { EventWriteSchema } from '@cordee/shared/event-write.contracts';
import { describe, expect, it } from 'vitest';
import { clampAttendance } from './attendance-sliders.component.tsx';
import {
  centsOf,
  dollarsOf,
  draftFromEvent,
  eventDurationOf,
  eventPayloadOf,
  priceRowsOf,
  withPrice,
} from './event-draft.ts';
import { makeCompleteDraft, makeEvent } from './event-wizard.fixtures.ts';
import { validateEventSteps } from './event-wizard-steps.ts';

describe('price rows', () => {
  it('follow the group sizes of a private trip, keeping what was typed for each size', () => {
    const draft = makeCompleteDraft({
      event_type: 'private',
      attendance_min: 1,
      attendance_limit: 4,
      price: [
        { id: 2, price: '300', priceh: '' },
        { id: 4, price: '200', priceh: '' },
      ],
    });
    expect(priceRowsOf(draft).map((row) => [row.id, row.price])).toEqual([
      [1, ''],
      [2, '300'],
      [3, ''],
      [4, '200'],
    ]);
    const narrower = { ...draft, attendance_min: 2, attendance_limit: 3 };
    expect(priceRowsOf(narrower).map((row) => [row.id, row.price])).toEqual([
      [2, '300'],
      [3, ''],
    ]);
  });

  it('are one per-person price on a public trip', () => {
    const draft = makeCompleteDraft({ event_type: 'public', attendance_min: 2, attendance_limit: 8 });
    expect(priceRowsOf(draft).map((row) => row.id)).toEqual([1]);
  });

  it('send only the chosen sizes, in cents (rows beyond the count are cut)', () => {
    let draft = makeCompleteDraft({ event_type: 'private', attendance_min: 1, attendance_limit: 5, price: [] });
    for (const size of [1, 2, 3, 4, 5]) draft = { ...draft, price: withPrice(draft, size, 'price', `${size}00.5`) };
    const cut = { ...draft, attendance_limit: 3 };
    expect(eventPayloadOf(cut).price).toEqual([
      { id: 1, price: 10_050 },
      { id: 2, price: 20_050 },
      { id: 3, price: 30_050 },
    ]);
    expect(EventWriteSchema.safeParse(eventPayloadOf(cut)).success).toBe(true);
  });
});

describe('attendance sliders', () => {
  it('keep the minimum below the limit whichever one moves', () => {
    expect(clampAttendance('attendance_min', 4, { attendance_min: 1, attendance_limit: 4 })).toEqual({
      attendance_min: 4,
      attendance_limit: 5,
    });
    expect(clampAttendance('attendance_limit', 2, { attendance_min: 3, attendance_limit: 6 })).toEqual({
      attendance_min: 1,
      attendance_limit: 2,
    });
    expect(clampAttendance('attendance_limit', 1, { attendance_min: 1, attendance_limit: 6 })).toEqual({
      attendance_min: 1,
      attendance_limit: 2,
    });
    expect(clampAttendance('attendance_min', 30, { attendance_min: 1, attendance_limit: 4 })).toEqual({
      attendance_min: 29,
      attendance_limit: 30,
    });
  });
});

describe('centsOf and dollarsOf', () => {
  it('reads typed dollars digit by digit, never through a float', () => {
    // 12.34 × 100, 0.29 × 100 and 1.005 × 100 are not whole numbers in floating point.
    expect(centsOf('12.34')).toBe(1234);
    expect(centsOf('0.29')).toBe(29);
    expect(centsOf('1.10')).toBe(110);
    expect(centsOf(' 425 ')).toBe(42_500);
    expect(centsOf('1,250')).toBe(125_000);
    expect(centsOf('   ')).toBeUndefined();
  });

  it('adds typed amounts as exact cents: 0.1 + 0.2 is 30 cents, not 0.30000000000000004 dollars', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect((centsOf('0.1') ?? 0) + (centsOf('0.2') ?? 0)).toBe(30);
    expect(dollarsOf(30)).toBe('0.3');
  });

  it('refuses what is not an amount instead of rounding it, so validation flags the field', () => {
    expect(centsOf('12.345')).toBeNaN();
    expect(centsOf('1e3')).toBeNaN();
    expect(centsOf('-5')).toBeNaN();
    const draft = makeCompleteDraft({ price: [{ id: 1, price: '12.345', priceh: '' }] });
    expect(validateEventSteps(draft, 3).price).toBe('Please specify the price for all persons.');
  });

  it('shows stored cents as the price box text, and reads it back unchanged', () => {
    for (const cents of [1, 10, 99, 100, 9_950, 42_500, 123_456_78]) {
      expect(centsOf(dollarsOf(cents))).toBe(cents);
    }
    expect(dollarsOf(42_500)).toBe('425');
    expect(dollarsOf(9_950)).toBe('99.5');
    expect(dollarsOf(1)).toBe('0.01');
    expect(dollarsOf(null)).toBe('');
  });
});

describe('eventPayloadOf', () => {
  it('turns typed dollars into cents and comma lists into lists', () => {
    expect(centsOf('')).toBeUndefined();
    const payload = eventPayloadOf(
      makeCompleteDraft({ climber_gears: 'Harness, Helmet ,, Shoes', guide_gears: '', guides_link: '  ' }),
    );
    expect(payload.climber_gears).toEqual(['Harness', 'Helmet', 'Shoes']);
    expect(payload.guide_gears).toEqual([]);
    expect(payload.guides_link).toBeNull();
  });

  it('ends a one-off single-day trip on its start date', () => {
    const payload = eventPayloadOf(
      makeCompleteDraft({ start_date: '2030-06-01', end_date: '2030-06-09', repeat: false }),
    );
    expect(payload.end_date).toBe('2030-06-01');
  });

  it('writes the duration as the server stores it', () => {
    expect(eventDurationOf(makeCompleteDraft({ single_day_length: 'fhday' }))).toEqual(['fhday']);
    expect(eventDurationOf(makeCompleteDraft({ single_day_length: 'hours', duration_hours: '5' }))).toEqual([
      '5 hours',
    ]);
    expect(
      eventDurationOf(makeCompleteDraft({ duration_type: 'multi', duration_days: '3', duration_nights: '2' })),
    ).toEqual(['3 days', '2 nights']);
  });

  it('sends the waiver of the chosen kind only', () => {
    const file = { key: 'w.pdf', url: '/uploads/w.pdf', name: 'w.pdf' };
    const link = eventPayloadOf(makeCompleteDraft({ terms_type: 'link', event_terms: file }));
    expect(link.event_terms).toBeNull();
    const upload = eventPayloadOf(makeCompleteDraft({ terms_type: 'upload', event_terms: file, terms_link: 'x' }));
    expect(upload).toMatchObject({ event_terms: 'w.pdf', terms_link: null });
  });
});

describe('draftFromEvent (edit mode)', () => {
  it('copies a saved event into a draft that sends the same event back', () => {
    const event = makeEvent();
    const draft = draftFromEvent(event);
    expect(draft).toMatchObject({
      duration_type: 'multi',
      duration_days: '3',
      duration_nights: '2',
      addons_enabled: true,
      donations_enabled: false,
      climber_gears: 'Boots, Helmet',
      price: [
        { id: 2, price: '300', priceh: '' },
        { id: 3, price: '250.5', priceh: '' },
      ],
    });
    // The last Q&A row cannot be removed: an event without FAQs still shows one empty row.
    expect(draft.faqs).toHaveLength(1);

    const payload = EventWriteSchema.parse(eventPayloadOf(draft));
    expect(payload).toMatchObject({
      event_duration: ['3 days', '2 nights'],
      gallery: ['img-1.jpg'],
      event_terms: 'pdf-3f9c2a.pdf',
      price: event.price.map((row) => ({ id: row.id, price: row.price })),
      addons: [{ id: '21', addons_title: 'Boots', addons_price: 2_000 }],
      other_location: [{ id: '11', address: 'Canmore', lat: 51.08, lng: -115.35 }],
      faqs: [],
      color: 'blue',
    });
  });
});
