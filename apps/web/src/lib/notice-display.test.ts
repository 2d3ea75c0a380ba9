import { describe, expect, it } from 'vitest';

/**
 * A successful answer's `message` is the server's English, kept for other clients: the screens word the
 * answer by its code through `noticeOf` (lib/notice-words.ts), as they word a refusal through `messageOf`
 * (decision 0044). This reads every source file and fails on the ways an answer's message reached the
 * screen: a success alert given anything but `noticeOf(…)`, `t(…)` or a literal, a message taken from a
 * success handler's answer (`onSuccess: ({ message }) =>`, `const { message } = await …`), the message
 * of a query's or mutation's data (`verify.data.message`), and that of an answer awaited or named so
 * (`(await remove(id)).message`, `answer.message`).
 */
const SOURCES = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/*.d.ts', '!../**/*.fixtures.{ts,tsx}', '!../test/**'],
  { eager: true, query: '?raw', import: 'default' },
);

/** The text from `start` up to the bracket that closes the call it is an argument of. */
function argumentFrom(source: string, start: number): string {
  let depth = 0;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index];
    if (char === '(' || char === '{' || char === '[') depth += 1;
    else if (char === ')' || char === '}' || char === ']') {
      if (depth === 0) return source.slice(start, index);
      depth -= 1;
    }
  }
  return source.slice(start);
}

/** The argument with every `noticeOf(…)` call put as an empty literal: what is left is not worded by a code. */
function withoutNotices(argument: string): string {
  let rest = argument;
  for (let at = rest.indexOf('noticeOf('); at !== -1; at = rest.indexOf('noticeOf(')) {
    const inner = argumentFrom(rest, at + 'noticeOf('.length);
    rest = `${rest.slice(0, at)}''${rest.slice(at + 'noticeOf('.length + inner.length + 1)}`;
  }
  return rest.trim().replace(/,$/, '');
}

/** A name, a member, a call of one (`message`, `saved.message`, `await onConfirm()`), not the catalogue's `t(…)`. */
const BARE_VALUE = /^(?:await\s+)?[\w$]+(?:\??\.[\w$]+|\([^()]*\))*$/;

/** The places in a source text where a successful answer's message would be shown as the server wrote it. */
function rawNoticesIn(source: string): string[] {
  const found: string[] = [];
  for (const call of source.matchAll(/showAlert\(\s*'success',\s*/g)) {
    const rest = withoutNotices(argumentFrom(source, (call.index ?? 0) + call[0].length));
    const bare = BARE_VALUE.test(rest) && !/^(?:i18n\.)?t\(/.test(rest);
    // `message` as a value, not as the name of a value the catalogue's words hold (`{ message: noticeOf(…) }`).
    if (bare || /\bmessage\b(?!\s*:)/.test(rest)) found.push(`showAlert('success', ${rest})`);
  }
  for (const [whole] of source.matchAll(/onSuccess:\s*(?:async\s*)?\(\s*\{[^}]*\bmessage\b[^}]*\}/g)) {
    found.push(whole);
  }
  for (const [whole] of source.matchAll(/const\s*\{[^}]*\bmessage\b[^}]*\}\s*=\s*(?:await\b|\n\s*[\w(])/g)) {
    found.push(whole.trim());
  }
  for (const [whole] of source.matchAll(/\.data\??\.message\b/g)) found.push(whole);
  for (const [whole] of source.matchAll(/\b(?:answer|saved|reply)\??\.message\b|\(await [^;]*?\)\.message\b/g)) {
    found.push(whole);
  }
  return found;
}

describe('what the screens show of a successful answer', () => {
  it('finds a success message shown as the server wrote it', () => {
    expect(rawNoticesIn("showAlert('success', message);")).not.toEqual([]);
    expect(rawNoticesIn("showAlert('success', saved.message);")).not.toEqual([]);
    expect(rawNoticesIn("showAlert('success', await onConfirm());")).not.toEqual([]);
    expect(
      rawNoticesIn("showAlert('success', refund ? t('refund', { message: answer.message }) : answer.message);"),
    ).not.toEqual([]);
    expect(rawNoticesIn("onSuccess: ({ message }) => showAlert('success', noticeOf(answer)),")).not.toEqual([]);
    expect(rawNoticesIn('const { message, id } = await deleteCourse.mutateAsync(id);')).not.toEqual([]);
    expect(rawNoticesIn('<p>{verify.data.message}</p>')).not.toEqual([]);
    expect(rawNoticesIn('onConfirm={async () => (await deleteDiary.mutateAsync(id)).message}')).not.toEqual([]);
    expect(rawNoticesIn('if (answer) setSent(answer.message);')).not.toEqual([]);
  });

  it('lets words from the catalogue through', () => {
    expect(rawNoticesIn("showAlert('success', noticeOf(answer));")).toEqual([]);
    expect(rawNoticesIn("showAlert('success', noticeOf(await onConfirm()));")).toEqual([]);
    expect(
      rawNoticesIn("showAlert('success', refund ? t('refund', { message: noticeOf(answer) }) : noticeOf(answer));"),
    ).toEqual([]);
    expect(rawNoticesIn("showAlert('success', t('bookings.request.sent'));")).toEqual([]);
    expect(rawNoticesIn('onFailure: ({ error, message }) => message,')).toEqual([]);
    expect(rawNoticesIn('error={errors.email?.message}')).toEqual([]);
  });

  it('no screen shows a successful answer’s message: it words the answer by its code', () => {
    const offenders = Object.entries(SOURCES).flatMap(([file, source]) =>
      rawNoticesIn(source).map((site) => `${file.replace('../', 'src/')}: ${site}`),
    );
    expect(offenders).toEqual([]);
  });
});
