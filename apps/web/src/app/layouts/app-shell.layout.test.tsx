import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBootstrap, makeUser } from '../../test/fixtures.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import { buildRoutes } from '../router.tsx';

/** What GET /api/home answers for Home's cards (the shell test only looks at them). */
const HOME = {
  stats: [
    { key: 'all_bookings', value: 3, kind: 'count', period: 'all_time', change_percent: 50 },
    { key: 'amount_spent', value: 123_456, kind: 'money', period: 'all_time', change_percent: null },
  ],
  events: { kind: 'confirmed', items: [] },
  today: { events: [], has_more: false, people: { kind: 'guides', shown: [], total: 0 }, week: null },
};

function stubBootstrapAnswer(answer: () => Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/user') return answer();
      if (url === '/api/home') return jsonResponse(200, HOME);
      return jsonResponse(404, { message: 'Not found', code: 'not_found' });
    }),
  );
}

describe('the signed-in shell', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'session-token');
    localStorage.setItem('user', JSON.stringify(makeUser()));
  });

  it('shows the page loader, then the greeting and the stat cards of the role', async () => {
    stubBootstrapAnswer(async () =>
      jsonResponse(
        200,
        makeBootstrap({
          user: makeUser({ name: 'Ada Lovelace' }),
          stats: [
            { key: 'all_bookings', value: 3, kind: 'count' },
            { key: 'amount_spent', value: 123_456, kind: 'money' },
          ],
        }),
      ),
    );
    renderRoutes(buildRoutes(), '/');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'All bookings' })).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('CA$1,234.56')).toBeInTheDocument();
    // The trend is the server's real comparison, and only where it has one.
    expect(screen.getAllByText(/vs previous 7 days/)).toHaveLength(1);
    expect(screen.getByText('+50% vs previous 7 days')).toBeInTheDocument();
  });

  it('keeps the token and offers a retry when the server answers 503', async () => {
    stubBootstrapAnswer(async () => new Response('', { status: 503 }));
    renderRoutes(buildRoutes(), '/');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cordée is temporarily unavailable. Please try again in a moment.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('session-token');
  });

  it('treats the overload answer of GET /api/user (429) like a 503', async () => {
    stubBootstrapAnswer(async () => jsonResponse(429, { message: 'Too many requests', code: 'overloaded' }));
    renderRoutes(buildRoutes(), '/');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cordée is temporarily unavailable. Please try again in a moment.',
    );
    expect(localStorage.getItem('token')).toBe('session-token');
  });

  it('says "Unable to fetch user data" for any other failure', async () => {
    stubBootstrapAnswer(async () => jsonResponse(500, { message: 'Internal error', code: 'internal' }));
    renderRoutes(buildRoutes(), '/');

    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to fetch user data');
    expect(localStorage.getItem('token')).toBe('session-token');
  });

  it('explains a missing answer as a connection problem', async () => {
    stubBootstrapAnswer(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderRoutes(buildRoutes(), '/');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unknown error has occurred. Please check your internet connection.',
    );
  });
});
