import { describe, expect, it, vi } from 'vitest';

describe('the words of error codes', () => {
  it('are not in the first download: they load on the first refusal, once', async () => {
    vi.resetModules();
    const { i18n, ERRORS_NAMESPACE, loadErrorWords } = await import('./i18n.ts');
    const { translateCode } = await import('./error-words.ts');
    expect(i18n.hasResourceBundle('en', ERRORS_NAMESPACE)).toBe(false);
    expect(translateCode({ code: 'run_full' })).toBeNull();

    const { apiRequest } = await import('./api-client.ts');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ message: 'Not enough seats are left on this date.', code: 'run_full' }, { status: 409 }),
      ),
    );
    const refusal = await apiRequest('/api/bookings', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(i18n.hasResourceBundle('en', ERRORS_NAMESPACE)).toBe(true);
    expect(translateCode({ code: 'run_full' })).toBe('Not enough seats are left on this date.');
    expect(refusal).toMatchObject({ status: 409, code: 'run_full' });
    expect(loadErrorWords()).toBe(loadErrorWords());
  });
});
