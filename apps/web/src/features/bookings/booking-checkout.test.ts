import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../api/events.fixtures.ts';
import { checkoutStepsOf, guideWaiverOf, waiverComplete } from './booking-checkout.ts';

describe('guideWaiverOf', () => {
  it("opens the guide's uploaded PDF, or their https link", () => {
    expect(
      guideWaiverOf(makeEvent({ terms_type: 'upload', event_terms: { key: 'w.pdf', url: '/uploads/w.pdf' } })),
    ).toEqual({ url: '/uploads/w.pdf', kind: 'pdf' });
    expect(guideWaiverOf(makeEvent({ terms_type: 'link', terms_link: 'https://guide.example/waiver' }))).toEqual({
      url: 'https://guide.example/waiver',
      kind: 'link',
    });
  });

  it('has no waiver to show when the course has none, or only a link that is not https', () => {
    expect(guideWaiverOf(makeEvent({ terms_type: 'link', terms_link: null, event_terms: null }))).toBeNull();
    expect(guideWaiverOf(makeEvent({ terms_type: 'link', terms_link: 'javascript:alert(1)' }))).toBeNull();
  });
});

describe('checkoutStepsOf', () => {
  const waiver = { url: '/uploads/w.pdf', kind: 'pdf' } as const;
  it('adds the guide waiver page when there is one and the relist page for a private trip only', () => {
    expect(checkoutStepsOf({ event_type: 'public' }, null)).toEqual(['waiver', 'summary']);
    expect(checkoutStepsOf({ event_type: 'public' }, waiver)).toEqual(['waiver', 'guide_waiver', 'summary']);
    expect(checkoutStepsOf({ event_type: 'private' }, waiver)).toEqual(['waiver', 'guide_waiver', 'relist', 'summary']);
    expect(checkoutStepsOf({ event_type: 'private' }, null)).toEqual(['waiver', 'relist', 'summary']);
  });
});

describe('waiverComplete', () => {
  const complete = { signature: 'Ada Lovelace', name: 'Ada Lovelace', date: '2030-05-01', terms: true };
  it('needs every field filled and the terms ticked', () => {
    expect(waiverComplete(complete)).toBe(true);
    expect(waiverComplete({ ...complete, signature: '  ' })).toBe(false);
    expect(waiverComplete({ ...complete, name: '' })).toBe(false);
    expect(waiverComplete({ ...complete, date: '' })).toBe(false);
    expect(waiverComplete({ ...complete, terms: false })).toBe(false);
  });
});
