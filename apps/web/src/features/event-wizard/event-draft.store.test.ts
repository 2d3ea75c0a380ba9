import { describe, expect, it } from 'vitest';
import { clearEventDraft, EVENT_DRAFT_KEY, readEventDraft, saveEventDraft } from './event-draft.store.ts';
import { makeCompleteDraft } from './event-wizard.fixtures.ts';

const guide = { id: 3, guides_link: 'https://guide.example.com' };

describe('the new-event draft', () => {
  it('starts blank, with the guide’s saved link and a request id of its own', () => {
    const first = readEventDraft(guide);
    expect(first).toMatchObject({ event_name: '', guides_link: 'https://guide.example.com', faqs: [{ question: '' }] });
    expect(first.request_id.length).toBeGreaterThanOrEqual(8);
    expect(readEventDraft(guide).request_id).not.toBe(first.request_id);
  });

  it('survives a reload, request id included, so a resent submit is recognised (E5)', () => {
    const draft = makeCompleteDraft({ event_name: 'Ice week', request_id: 'request-kept-1' });
    saveEventDraft(guide.id, draft);
    expect(readEventDraft(guide)).toEqual(draft);
  });

  it('belongs to its guide: another account on the same browser starts blank', () => {
    saveEventDraft(guide.id, makeCompleteDraft({ event_name: 'Ice week' }));
    expect(readEventDraft({ id: 4, guides_link: null }).event_name).toBe('');
  });

  it('reads a damaged value field by field instead of failing', () => {
    localStorage.setItem(
      EVENT_DRAFT_KEY,
      JSON.stringify({
        owner: guide.id,
        draft: { event_name: 'Kept', attendance_min: 'two', repeat_at: 'yearly', faqs: 'none', color: 'teal' },
      }),
    );
    expect(readEventDraft(guide)).toMatchObject({
      event_name: 'Kept',
      attendance_min: 1,
      repeat_at: 'daily',
      color: null,
    });
    expect(readEventDraft(guide).faqs).toHaveLength(1);
    localStorage.setItem(EVENT_DRAFT_KEY, '{not json');
    expect(readEventDraft(guide).event_name).toBe('');
  });

  it('is gone once cleared', () => {
    saveEventDraft(guide.id, makeCompleteDraft());
    clearEventDraft();
    expect(localStorage.getItem(EVENT_DRAFT_KEY)).toBeNull();
  });
});
