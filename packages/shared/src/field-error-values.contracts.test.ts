/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGLISH_ERROR_CATALOGUE } from './error-catalogue.ts';
import { isFieldErrorCode } from './error-codes.ts';
import { FIELD_ERROR_VALUES, fieldIssueOf } from './field-error-values.contracts.ts';
import { PasswordSchema } from './password.contracts.ts';

const placeholdersOf = (words: string) => [...words.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe("the values of the shared schemas' refusals", () => {
  it('give each placeholder of their words, and nothing else', () => {
    for (const [code, values] of Object.entries(FIELD_ERROR_VALUES)) {
      expect([code, placeholdersOf(ENGLISH_ERROR_CATALOGUE[code] ?? '')]).toEqual([code, Object.keys(values).sort()]);
    }
  });

  it('turn an issue message that is a code into the code with its values', () => {
    expect(fieldIssueOf('password_too_short')).toEqual({ code: 'password_too_short', params: { min: 8 } });
    expect(fieldIssueOf('password_required')).toEqual({ code: 'password_required' });
    expect(fieldIssueOf('The password field is required.')).toBeNull();
  });

  it('are what a schema refuses with: its message is the code', () => {
    const result = PasswordSchema.safeParse('short');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['password_too_short']);
  });
});

describe('the messages written in the shared schemas', () => {
  it('are field codes, never words', () => {
    const dir = new URL('.', import.meta.url);
    const modules = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    // `{ error: '…' }`, `message: '…'`, and a refine's message given as its second argument.
    const literal = /(?:\berror: |\bmessage: |\.refine\(\w+, )'([^']*)'/g;
    const words = modules.flatMap((file) =>
      [...readFileSync(new URL(file, dir), 'utf8').matchAll(literal)]
        .map((match) => match[1] ?? '')
        .filter((text) => !isFieldErrorCode(text))
        .map((text) => `${file}: ${text}`),
    );
    expect(words).toEqual([]);
  });
});
