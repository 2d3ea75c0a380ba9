import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, apiServer, recordRequests } from '../test/api-server.ts';
import { i18n } from './i18n.ts';
import { noticeOf } from './notice-words.ts';

describe('noticeOf', () => {
  it('words a notice by its code through the catalogue, in the reader’s language', async () => {
    const answer = { message: 'Plan is created', code: 'plan_created' } as const;
    i18n.addResource('fr', 'notices', 'plan_created', 'Le forfait est créé');
    await i18n.changeLanguage('fr');
    try {
      expect(noticeOf(answer)).toBe('Le forfait est créé');
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(noticeOf(answer)).toBe('Plan is created');
  });

  it('picks the wording of the context the server named', () => {
    expect(noticeOf({ message: 'Guide is deleted', code: 'user_deleted', context: 'guide' })).toBe('Guide is deleted');
    expect(noticeOf({ message: 'Admin is deleted', code: 'user_deleted', context: 'admin' })).toBe('Admin is deleted');
  });

  it('keeps the server’s words when the catalogue words its code otherwise (a server newer or older)', async () => {
    i18n.addResource('fr', 'notices', 'plan_updated', 'Le forfait est mis à jour');
    await i18n.changeLanguage('fr');
    try {
      expect(noticeOf({ message: 'Your plan is saved.', code: 'plan_updated' })).toBe('Your plan is saved.');
      // A context this build does not know has no words of its own: the code alone has none either.
      expect(noticeOf({ message: 'Staff is deleted', code: 'user_deleted', context: 'staff' })).toBe(
        'Staff is deleted',
      );
      expect(noticeOf({ message: 'Someone is deleted', code: 'user_deleted' })).toBe('Someone is deleted');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('the words of notices', () => {
  it('are not in the first download nor fetched by reading: they load on the first successful change, once', async () => {
    vi.resetModules();
    const { i18n: fresh, i18nReady, NOTICES_NAMESPACE } = await import('./i18n.ts');
    await i18nReady;
    const { noticeOf: freshNoticeOf, loadNoticeWords } = await import('./notice-words.ts');
    const { apiDelete, apiGet } = await import('./api-client.ts');
    const requests = recordRequests();
    apiServer.use(
      api.get('/api/plan', ({ response }) => response(200).json({ plans: [] })),
      api.delete('/api/plan/{id}', ({ params, response }) =>
        params.id === '3'
          ? response(200).json({ message: 'Plan is deleted', code: 'plan_deleted', id: 3 })
          : response(404).json({ message: 'This plan cannot be found.', code: 'not_found' }),
      ),
    );

    // A visit that reads, and a change the server refuses, fetch no notice words.
    await apiGet('/api/plan');
    await apiDelete('/api/plan/{id}', { path: { id: 4 } }).catch(() => undefined);
    expect(fresh.hasResourceBundle('en', NOTICES_NAMESPACE)).toBe(false);
    // Before its words are there, a notice is the server's own English.
    expect(freshNoticeOf({ message: 'Plan is deleted', code: 'plan_deleted' })).toBe('Plan is deleted');

    const answer = await apiDelete('/api/plan/{id}', { path: { id: 3 } });
    // The answer resolves once the words are there: the screen's alert has them.
    expect(fresh.hasResourceBundle('en', NOTICES_NAMESPACE)).toBe(true);
    expect(freshNoticeOf(answer)).toBe('Plan is deleted');
    // The catalogue files fetched: the refusal's words, then the notice's, and nothing on the visit.
    const catalogueFiles = requests
      .map((request) => new URL(request.url).pathname)
      .filter((path) => path.endsWith('.json'))
      .map((path) => path.split('/').slice(-2).join('/'));
    expect(catalogueFiles).toEqual(['en/errors.json', 'en/notices.json']);

    const later = recordRequests();
    await loadNoticeWords();
    expect(later).toEqual([]);
  });

  it('do not hold a change’s answer past their deadline: a stalled download leaves the server’s English', async () => {
    vi.resetModules();
    const { i18nReady } = await import('./i18n.ts');
    await i18nReady;
    const { noticeOf: freshNoticeOf } = await import('./notice-words.ts');
    const { apiDelete, WORDS_DEADLINE_MS } = await import('./api-client.ts');
    apiServer.use(
      http.get(/\/locales\/en\/notices\.json$/, () => delay('infinite')),
      api.delete('/api/plan/{id}', ({ response }) =>
        response(200).json({ message: 'Plan is deleted', code: 'plan_deleted', id: 3 }),
      ),
    );
    const started = performance.now();
    const answer = await apiDelete('/api/plan/{id}', { path: { id: 3 } });
    expect(performance.now() - started).toBeLessThan(WORDS_DEADLINE_MS + 1_000);
    expect(freshNoticeOf(answer)).toBe('Plan is deleted');
  }, 10_000);
});
