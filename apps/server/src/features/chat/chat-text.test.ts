import { describe, expect, it } from 'vitest';
import { foldedSearchTerm } from './chat-search.ts';
import { CHAT_PREVIEW_MAX_LENGTH, plainMessageOf, previewOf } from './chat-text.ts';

describe('the stored message', () => {
  it('keeps line breaks and tabs, drops other control characters and direction overrides', () => {
    expect(plainMessageOf(' a\r\nb\rc\u0000d\u001be\u202ef\u2067g\th ')).toBe('a\nb\ncdefg\th');
  });

  it('refuses a message with nothing left to show', () => {
    expect(() => plainMessageOf('\u0001 \u202e')).toThrow('The message is required.');
  });
});

describe('the preview', () => {
  it('puts the message on one line and cuts it on a whole character', () => {
    expect(previewOf('Hello\n\n  there')).toBe('Hello there');
    const long = `${'a'.repeat(CHAT_PREVIEW_MAX_LENGTH - 2)}🧗🧗🧗`;
    const preview = previewOf(long);
    expect(Array.from(preview)).toHaveLength(CHAT_PREVIEW_MAX_LENGTH);
    expect(preview.endsWith('🧗…')).toBe(true);
  });
});

describe('the folded search term', () => {
  it('drops case, accents and punctuation', () => {
    expect(foldedSearchTerm('  Chloé O’Brien! ')).toBe('chloeobrien');
    expect(foldedSearchTerm('MARC-ANDRÉ')).toBe('marcandre');
    expect(foldedSearchTerm('?!')).toBe('');
  });
});
