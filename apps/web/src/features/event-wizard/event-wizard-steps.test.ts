import { describe, expect, it } from 'vitest';
import { makeCompleteDraft } from './event-wizard.fixtures.ts';
import { reachableStep, stepFromQuery, stepOfField, validateEventSteps } from './event-wizard-steps.ts';

describe('validateEventSteps', () => {
  it('passes a complete draft at every step', () => {
    const draft = makeCompleteDraft();
    for (const step of [1, 2, 3, 4] as const) expect(validateEventSteps(draft, step)).toEqual({});
  });

  it('judges a step on its own fields: an empty step 4 does not stop step 3', () => {
    const draft = makeCompleteDraft({ experience_required: [], terms_type: 'upload', event_terms: null });
    expect(validateEventSteps(draft, 3)).toEqual({});
    expect(validateEventSteps(draft, 4)).toEqual({
      experience_required: 'Select at least one experience required.',
      event_terms: 'Please upload a waiver file',
    });
  });

  describe('step 3 (Next)', () => {
    it("asks for a price for every group size of a private trip: 'Please specify the price for all persons.'", () => {
      const draft = makeCompleteDraft({
        event_type: 'private',
        attendance_min: 2,
        attendance_limit: 4,
        price: [
          { id: 2, price: '300', priceh: '' },
          { id: 3, price: '250', priceh: '' },
        ],
      });
      expect(validateEventSteps(draft, 3)).toEqual({ price: 'Please specify the price for all persons.' });

      const complete = { ...draft, price: [...draft.price, { id: 4, price: '200', priceh: '' }] };
      expect(validateEventSteps(complete, 3)).toEqual({});
    });

    it('asks for the half-day price too when the trip is offered as a full or half day', () => {
      const draft = makeCompleteDraft({ single_day_length: 'fhday', price: [{ id: 1, price: '300', priceh: '' }] });
      expect(validateEventSteps(draft, 3)).toEqual({ price: 'Please specify the price for all persons.' });
      const complete = { ...draft, price: [{ id: 1, price: '300', priceh: '180' }] };
      expect(validateEventSteps(complete, 3)).toEqual({});
    });

    it('refuses a price below CA$1 with the same message', () => {
      const draft = makeCompleteDraft({ price: [{ id: 1, price: '0.5', priceh: '' }] });
      expect(validateEventSteps(draft, 3)).toEqual({ price: 'Please specify the price for all persons.' });
    });

    it("needs a title and a price on every add-on: 'Please fill out all the Addons field.'", () => {
      const draft = makeCompleteDraft({
        addons_enabled: true,
        addons: [{ id: '1', addons_title: 'Boots', addons_price: '' }],
      });
      expect(validateEventSteps(draft, 3)).toEqual({ addons: 'Please fill out all the Addons field.' });
    });

    it("needs a title on every donation, not a price: 'Please fill out the title of the donations field.'", () => {
      const untitled = makeCompleteDraft({
        donations_enabled: true,
        donations: [{ id: '1', donations_title: ' ', donations_price: '10' }],
      });
      expect(validateEventSteps(untitled, 3)).toEqual({
        donations: 'Please fill out the title of the donations field.',
      });
      const titledWithoutPrice = makeCompleteDraft({
        donations_enabled: true,
        donations: [{ id: '1', donations_title: 'Access Society', donations_price: '' }],
      });
      expect(validateEventSteps(titledWithoutPrice, 3)).toEqual({});
    });

    it("ignores the rows of a list the guide answered 'no' to", () => {
      const draft = makeCompleteDraft({
        addons_enabled: false,
        addons: [{ id: '1', addons_title: '', addons_price: '' }],
      });
      expect(validateEventSteps(draft, 3)).toEqual({});
    });
  });

  describe('step 4 (Submit)', () => {
    it("asks for the waiver file when 'Upload PDF' is chosen", () => {
      const draft = makeCompleteDraft({ terms_type: 'upload', event_terms: null });
      expect(validateEventSteps(draft, 4)).toEqual({ event_terms: 'Please upload a waiver file' });
    });

    it("asks for the link when 'Insert link' is chosen, and keeps a chosen file out of it", () => {
      const draft = makeCompleteDraft({
        terms_type: 'link',
        terms_link: '',
        event_terms: { key: 'w.pdf', url: '/uploads/w.pdf', name: 'w.pdf' },
      });
      expect(validateEventSteps(draft, 4)).toEqual({ terms_link: 'Please enter a link to your waiver' });
    });

    it('needs each Q&A row full or empty, and at least one experience', () => {
      const draft = makeCompleteDraft({
        experience_required: [],
        faqs: [
          { id: '1', question: 'Rain?', answer: '' },
          { id: '2', question: '', answer: '' },
        ],
      });
      expect(validateEventSteps(draft, 4)).toEqual({
        faqs: 'Please fill out all the Question & Answer fields.',
        experience_required: 'Select at least one experience required.',
      });
    });

    it('reports an earlier step that went wrong, so Submit can send the guide back to it', () => {
      const draft = makeCompleteDraft({ address: '' });
      expect(validateEventSteps(draft, 4)).toEqual({ address: 'The address field is required.' });
    });
  });

  describe('step 1 dates', () => {
    const now = new Date('2027-03-01T02:00:00Z');

    it('refuses a start date before yesterday in UTC, as the server does, with no later step filled in', () => {
      const empty = { category: '' as const, address: '', latitude: '', price: [] };
      expect(validateEventSteps(makeCompleteDraft({ ...empty, start_date: '2027-02-27' }), 1, { now })).toEqual({
        start_date: 'The start date cannot be in the past.',
      });
      // Still the 28th in Vancouver when UTC has turned to March.
      expect(validateEventSteps(makeCompleteDraft({ ...empty, start_date: '2027-02-28' }), 1, { now })).toEqual({});
    });

    it('lets an edited event keep a start date that has passed, but not move to another past one', () => {
      const context = { now, savedStartDate: '2027-02-20' };
      const kept = makeCompleteDraft({ start_date: '2027-02-20', end_date: '2027-03-20', repeat: true });
      expect(validateEventSteps(kept, 1, context)).toEqual({});
      const moved = { ...kept, start_date: '2027-02-19' };
      expect(validateEventSteps(moved, 1, context)).toEqual({ start_date: 'The start date cannot be in the past.' });
    });

    it('says an empty start or end date is required, not that it is no date', () => {
      expect(validateEventSteps(makeCompleteDraft({ start_date: '', end_date: '' }), 1)).toEqual({
        start_date: 'The start date is required.',
      });
      const repeating = makeCompleteDraft({ repeat: true, end_date: '' });
      expect(validateEventSteps(repeating, 1)).toEqual({ end_date: 'The end date is required.' });
    });
  });

  describe('step 2', () => {
    it('says an empty latitude or longitude is required', () => {
      const draft = makeCompleteDraft({ latitude: '', longitude: ' ' });
      expect(validateEventSteps(draft, 2)).toEqual({
        latitude: 'The latitude is required.',
        longitude: 'The longitude is required.',
      });
    });
  });

  describe('step 1', () => {
    it('checks the custom dates, which the schema judges only once every other field passes', () => {
      const draft = makeCompleteDraft({
        category: '',
        repeat: true,
        repeat_at: 'custom',
        start_date: '2030-06-01',
        end_date: '2030-06-30',
        repeat_dates: [],
      });
      expect(validateEventSteps(draft, 1)).toEqual({
        repeat_dates: 'Choose at least one date for a custom repeat.',
      });
    });
  });
});

describe('step routing', () => {
  it('reads ?stepper= as a step, anything else as step 1', () => {
    expect(stepFromQuery('3')).toBe(3);
    expect(stepFromQuery('9')).toBe(1);
    expect(stepFromQuery(null)).toBe(1);
  });

  it('knows which step owns a server field', () => {
    expect(stepOfField('price')).toBe(3);
    expect(stepOfField('gallery.2')).toBe(2);
    expect(stepOfField('event_terms')).toBe(4);
    expect(stepOfField('something_else')).toBe(4);
  });

  it('sends an address past an unfinished step back to it', () => {
    expect(reachableStep(makeCompleteDraft({ address: '' }), 4)).toBe(2);
    expect(reachableStep(makeCompleteDraft(), 4)).toBe(4);
    expect(reachableStep(makeCompleteDraft({ event_name: '' }), 1)).toBe(1);
  });
});
