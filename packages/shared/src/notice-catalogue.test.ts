import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './error-codes.ts';
import { ENGLISH_NOTICE_CATALOGUE } from './notice-catalogue.ts';
import { NOTICE_CODES, NOTICE_CONTEXTS } from './notice-codes.ts';

/** Every key a notice may be worded by: each code without contexts, and `<code>_<context>` for the others. */
const WORDINGS = new Set<string>(
  NOTICE_CODES.flatMap((code) => {
    const contexts: readonly string[] | undefined = (NOTICE_CONTEXTS as Record<string, readonly string[]>)[code];
    return contexts ? contexts.map((context) => `${code}_${context}`) : [code];
  }),
);

describe('the English notice catalogue', () => {
  it('words every code and every context of a code, and holds nothing else', () => {
    const keys = new Set(Object.keys(ENGLISH_NOTICE_CATALOGUE));
    expect([...WORDINGS].filter((wording) => !keys.has(wording))).toEqual([]);
    expect([...keys].filter((key) => !WORDINGS.has(key))).toEqual([]);
  });

  it('lists each code once, none of them also a refusal', () => {
    expect(new Set(NOTICE_CODES).size).toBe(NOTICE_CODES.length);
    expect(NOTICE_CODES.filter((code) => (ERROR_CODES as readonly string[]).includes(code))).toEqual([]);
  });
});
