import { describe, expect, it } from 'vitest';
import { ENGLISH_ERROR_CATALOGUE } from './error-catalogue.ts';
import { ERROR_CODES, ERROR_CONTEXTS, FIELD_ERROR_CODES } from './error-codes.ts';

const PLURAL = /_(one|other)$/;

/** Every key the codes may be worded by: each code, and `<code>_<context>` for its contexts. */
const WORDINGS = new Set<string>([
  ...ERROR_CODES,
  ...FIELD_ERROR_CODES,
  ...Object.entries(ERROR_CONTEXTS).flatMap(([code, contexts]) => contexts.map((context) => `${code}_${context}`)),
]);

describe('the English error catalogue', () => {
  it('words every code and every context of a code', () => {
    const keys = new Set(Object.keys(ENGLISH_ERROR_CATALOGUE).map((key) => key.replace(PLURAL, '')));
    expect([...WORDINGS].filter((wording) => !keys.has(wording))).toEqual([]);
  });

  it('holds no key that is not a code, a context of one, or their plural', () => {
    const stray = Object.keys(ENGLISH_ERROR_CATALOGUE).filter((key) => !WORDINGS.has(key.replace(PLURAL, '')));
    expect(stray).toEqual([]);
  });

  it('lists each code once, and a context is never another code', () => {
    const all = [...ERROR_CODES, ...FIELD_ERROR_CODES];
    expect(new Set(all).size).toBe(all.length);
    for (const [code, contexts] of Object.entries(ERROR_CONTEXTS)) {
      for (const context of contexts) expect(all).not.toContain(`${code}_${context}`);
    }
  });
});
