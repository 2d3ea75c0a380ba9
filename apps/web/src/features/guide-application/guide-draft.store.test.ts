import { describe, expect, it } from 'vitest';
import {
  applicationPayload,
  clearSignUpDrafts,
  emptyDraft,
  firstIncompleteStepBefore,
  type GuideDraft,
  isStepCompleted,
  isStepMarkedDone,
  markGuideApplicationCompleted,
  readGuideDraft,
  saveGuideStep,
} from './guide-draft.store.ts';

const companyInfo = { name: 'Summit Guides', email: 'hello@summit.test', phone_number: '604 555 0101', country: 'CA' };

function draftWith(changes: Partial<GuideDraft>): GuideDraft {
  return { ...emptyDraft(), ...changes };
}

describe('the new-guide draft', () => {
  it('starts empty with Canada as the country', () => {
    expect(readGuideDraft()).toEqual(emptyDraft());
    expect(readGuideDraft().country).toBe('CA');
  });

  it('merges each step into the stored draft and remembers which steps were continued', () => {
    saveGuideStep(companyInfo, 'company-info');
    saveGuideStep({ guide_awards: ['ACMG Rock Guide'] }, 'documents');

    const stored = JSON.parse(localStorage.getItem('newGuide') ?? '{}');
    expect(stored).toMatchObject({ ...companyInfo, guide_awards: ['ACMG Rock Guide'] });
    expect(readGuideDraft().continued).toEqual(['company-info', 'documents']);
  });

  it('survives a hand-edited or broken value', () => {
    localStorage.setItem('newGuide', '{not json');
    expect(readGuideDraft()).toEqual(emptyDraft());

    localStorage.setItem(
      'newGuide',
      JSON.stringify({ name: 42, referees: 'nobody', continued: ['nowhere', 'reviews'] }),
    );
    expect(readGuideDraft()).toMatchObject({ name: '', referees: [], continued: ['reviews'] });
  });

  it('"Get started" clears both sign-up drafts', () => {
    localStorage.setItem('newGuide', JSON.stringify(companyInfo));
    localStorage.setItem('newUser', JSON.stringify({ bio: 'Hi' }));
    localStorage.setItem('token', 'unrelated');

    clearSignUpDrafts();

    expect(localStorage.getItem('newGuide')).toBeNull();
    expect(localStorage.getItem('newUser')).toBeNull();
    expect(localStorage.getItem('token')).toBe('unrelated');
  });
});

describe('step completion', () => {
  it('counts company information as done once all four fields exist', () => {
    expect(isStepCompleted(draftWith({ ...companyInfo, phone_number: '' }), 'company-info')).toBe(false);
    expect(isStepCompleted(draftWith(companyInfo), 'company-info')).toBe(true);
  });

  it('counts the documents step as done with any document or award, or once continued past', () => {
    expect(isStepCompleted(emptyDraft(), 'documents')).toBe(false);
    expect(isStepCompleted(draftWith({ guide_awards: ['Award'] }), 'documents')).toBe(true);
    expect(
      isStepCompleted(draftWith({ guide_license: [{ key: 'k', url: '/uploads/k', name: 'l.pdf' }] }), 'documents'),
    ).toBe(true);
    // Every document is optional: continuing with none lets the guide on, but the stepper does not tick it.
    expect(isStepCompleted(draftWith({ continued: ['documents'] }), 'documents')).toBe(true);
    expect(isStepMarkedDone(draftWith({ continued: ['documents'] }), 'documents')).toBe(false);
    expect(isStepMarkedDone(draftWith({ guide_awards: ['Award'] }), 'documents')).toBe(true);
  });

  it('ticks the reviews step only with its link, and the experience step only with a category', () => {
    const skipped = draftWith({ continued: ['reviews', 'experience'] });
    expect(isStepCompleted(skipped, 'reviews')).toBe(true);
    expect(isStepMarkedDone(skipped, 'reviews')).toBe(false);
    expect(isStepMarkedDone(draftWith({ customer_reviews: 'https://reviews.test/me' }), 'reviews')).toBe(true);

    // Experience is required: continuing past it without a category (an older draft) does not count.
    expect(isStepCompleted(skipped, 'experience')).toBe(false);
    expect(isStepMarkedDone(skipped, 'experience')).toBe(false);
    const withCategory = draftWith({ guide_experience: [EXPERIENCE] });
    expect(isStepCompleted(withCategory, 'experience')).toBe(true);
    expect(isStepMarkedDone(withCategory, 'experience')).toBe(true);
  });

  it('counts the references step as done only once the application was sent', () => {
    const typed = draftWith({ referees: [{ name: 'Jo', email: 'jo@test', phone: '1' }], continued: ['references'] });
    expect(isStepCompleted(typed, 'references')).toBe(false);
    // The stepper still ticks it, as the spec says, once the first referee has a name.
    expect(isStepMarkedDone(typed, 'references')).toBe(true);

    expect(isStepCompleted(draftWith({ completed: true }), 'references')).toBe(true);
  });

  it('names the first earlier step that is not done', () => {
    expect(firstIncompleteStepBefore(emptyDraft(), 'company-info')).toBeNull();
    expect(firstIncompleteStepBefore(emptyDraft(), 'experience')).toBe('company-info');
    const twoDone = draftWith({ ...companyInfo, continued: ['documents'] });
    expect(firstIncompleteStepBefore(twoDone, 'experience')).toBe('reviews');
    expect(firstIncompleteStepBefore(twoDone, 'reviews')).toBeNull();
    const allButLast = draftWith({ ...companyInfo, guide_experience: [EXPERIENCE], continued: GUIDE_ALL_BUT_LAST });
    expect(firstIncompleteStepBefore(allButLast, 'done')).toBe('references');
    expect(firstIncompleteStepBefore({ ...allButLast, guide_experience: [] }, 'done')).toBe('experience');
  });

  it('sets the completed marker on submission', () => {
    saveGuideStep(companyInfo, 'company-info');
    markGuideApplicationCompleted();
    expect(readGuideDraft()).toMatchObject({ ...companyInfo, completed: true });
  });
});

const GUIDE_ALL_BUT_LAST: GuideDraft['continued'] = ['company-info', 'documents', 'reviews', 'experience'];
const EXPERIENCE = { name: 'Rock Climbing', alias: null, value: 6, description: 'Squamish multi-pitch' } as const;

describe('the application payload', () => {
  it('sends files as { key, url } and drops the alias of every category but Other', () => {
    const payload = applicationPayload(
      draftWith({
        ...companyInfo,
        guide_insurance: [{ key: 'a', url: '/uploads/a', name: 'insurance.pdf' }],
        guide_experience: [
          { name: 'Hiking', alias: 'left over', value: 3, description: '' },
          { name: 'Other', alias: 'Canyoning', value: 2, description: 'Gorges' },
        ],
        referees: [{ name: 'Jo', email: 'jo@test', phone: '604 555 0102' }],
        continued: ['company-info'],
        completed: true,
      }),
    );

    expect(payload.guide_insurance).toEqual([{ key: 'a', url: '/uploads/a' }]);
    expect(payload.guide_experience).toEqual([
      { name: 'Hiking', alias: null, value: 3, description: '' },
      { name: 'Other', alias: 'Canyoning', value: 2, description: 'Gorges' },
    ]);
    expect(payload).not.toHaveProperty('continued');
    expect(payload).not.toHaveProperty('completed');
  });
});
