import { describe, expect, it, vi } from 'vitest';
import { api, apiServer, recordRequests } from '../test/api-server.ts';

describe('the words of error codes', () => {
  it('are not in the first download: they load on the first refusal, once', async () => {
    vi.resetModules();
    const { i18n, i18nReady, ERRORS_NAMESPACE, loadErrorWords } = await import('./i18n.ts');
    await i18nReady;
    const { translateCode } = await import('./error-words.ts');
    expect(i18n.hasResourceBundle('en', ERRORS_NAMESPACE)).toBe(false);
    expect(translateCode({ code: 'run_full' })).toBeNull();

    const { apiPost } = await import('./api-client.ts');
    apiServer.use(
      api.post('/api/prebook-event/{eventId}', ({ response }) =>
        response(409).json({ message: 'Not enough seats are left on this date.', code: 'run_full' }),
      ),
    );
    const request = {
      occurrence_date: '2026-12-05',
      group_size: 4,
      attendees: [{ name: 'Ada', email: 'ada@example.com', dob: '1990-01-01' }],
    };
    const refusal = await apiPost('/api/prebook-event/{eventId}', { path: { eventId: 7 }, body: request }).catch(
      (error: unknown) => error,
    );
    expect(i18n.hasResourceBundle('en', ERRORS_NAMESPACE)).toBe(true);
    expect(translateCode({ code: 'run_full' })).toBe('Not enough seats are left on this date.');
    expect(refusal).toMatchObject({ status: 409, code: 'run_full' });
    const requests = recordRequests();
    await loadErrorWords();
    expect(requests).toEqual([]);
  });
});
