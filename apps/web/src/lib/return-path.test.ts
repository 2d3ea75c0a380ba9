import { beforeEach, describe, expect, it } from 'vitest';
import {
  rememberReturnPath,
  returnPathFrom,
  safeReturnPath,
  takeRememberedReturnPath,
  withReturnPath,
} from './return-path.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/viewevents', '/viewevents'],
    ['/viewevents?status=search&query=ice&event=12', '/viewevents?status=search&query=ice&event=12'],
    ['/my-events#registered', '/my-events#registered'],
    ['/sub-admins', '/sub-admins'],
    // Encoded slashes stay inside the path: the browser does not decode them into a host.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/a/../viewevents', '/viewevents'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['another origin', 'https://evil.example/'],
    ['a scheme-relative URL', '//evil.example/path'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a backslash later in the path', '/viewevents\\..\\..\\evil'],
    ['javascript:', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'viewevents'],
    ['a tab that the URL parser would drop', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a NUL byte', '/viewevents\u0000'],
    ['a C1 control character', '/viewevents\u0085'],
    ['dot segments folding into a scheme-relative path', '/.//evil.example'],
    ['a path that is far too long', `/${'a'.repeat(3000)}`],
    ['SignIn itself', '/signin?next=/viewevents'],
    ['SignUp', '/signup/'],
    ['the Google landing', '/googleauth?token=stolen'],
  ])('refuses %s', (_name, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('withReturnPath', () => {
  it('adds a safe return path, and the reason when there is one', () => {
    expect(withReturnPath('/signin', '/viewevents?event=12')).toBe('/signin?next=%2Fviewevents%3Fevent%3D12');
    expect(withReturnPath('/signin', '/my-events', 'session-ended')).toBe(
      '/signin?reason=session-ended&next=%2Fmy-events',
    );
  });

  it('leaves out a return path that is not safe', () => {
    expect(withReturnPath('/signin', '//evil.example')).toBe('/signin');
    expect(withReturnPath('/signin', null)).toBe('/signin');
    expect(withReturnPath('/signin', '/')).toBe('/signin');
  });

  it('reads back what it wrote', () => {
    const address = new URL(withReturnPath('/signin', '/viewevents?status=search&query=a b&event=3'), 'http://x');
    expect(returnPathFrom(address.searchParams)).toBe('/viewevents?status=search&query=a%20b&event=3');
  });
});

describe('the return path kept across the Google round trip', () => {
  beforeEach(() => sessionStorage.clear());

  it('is read once', () => {
    rememberReturnPath('/viewevents?event=4');
    expect(takeRememberedReturnPath()).toBe('/viewevents?event=4');
    expect(takeRememberedReturnPath()).toBeNull();
  });

  it('forgets an older return path when the new sign-in has none, and never keeps an unsafe one', () => {
    rememberReturnPath('/viewevents?event=4');
    rememberReturnPath(null);
    expect(takeRememberedReturnPath()).toBeNull();
    rememberReturnPath('//evil.example');
    expect(takeRememberedReturnPath()).toBeNull();
  });
});
