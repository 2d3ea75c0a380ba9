import type { Home } from '@cordee/shared/home.contracts';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Answer, api, apiServer, type Respond } from '../../test/api-server.ts';
import { makeBootstrap, makeUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { answerTheShellAtRest } from '../../test/shell-api.ts';
import { buildRoutes } from '../router.tsx';

/** What GET /api/home answers for Home's cards (the shell test only looks at them). */
const HOME: Home = {
  stats: [
    { key: 'all_bookings', value: 3, kind: 'count', period: 'all_time', change_percent: 50 },
    { key: 'amount_spent', value: 123_456, kind: 'money', period: 'all_time', change_percent: null },
  ],
  events: { kind: 'confirmed', items: [] },
  today: { events: [], has_more: false, people: { kind: 'guides', shown: [], total: 0 }, week: null },
};

function stubBootstrapAnswer(answer: (response: Respond<'/api/user', 'get'>) => Answer<'/api/user', 'get'>) {
  answerTheShellAtRest();
  apiServer.use(
    api.get('/api/user', ({ response }) => answer(response)),
    api.get('/api/home', ({ response }) => response(200).json(HOME)),
  );
}

describe('the signed-in shell', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'session-token');
    localStorage.setItem('user', JSON.stringify(makeUser()));
  });

  it('shows the page loader, then the greeting and the stat cards of the role', async () => {
    stubBootstrapAnswer((response) =>
      response(200).json(
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
    // An empty 503, as a proxy answers while the server restarts: not a body the route sends.
    stubBootstrapAnswer((response) => response.untyped(new HttpResponse('', { status: 503 })));
    renderRoutes(buildRoutes(), '/');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cordée is temporarily unavailable. Please try again in a moment.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('session-token');
  });

  it('treats the overload answer of GET /api/user (429) like a 503', async () => {
    stubBootstrapAnswer((response) => response(429).json({ message: 'Too many requests', code: 'overloaded' }));
    renderRoutes(buildRoutes(), '/');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cordée is temporarily unavailable. Please try again in a moment.',
    );
    expect(localStorage.getItem('token')).toBe('session-token');
  });

  it('says "Unable to fetch user data" for any other failure', async () => {
    stubBootstrapAnswer((response) =>
      // The document declares no 500: it is the answer to a failure the route did not foresee.
      response.untyped(HttpResponse.json({ message: 'Internal error', code: 'internal' }, { status: 500 })),
    );
    renderRoutes(buildRoutes(), '/');

    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to fetch user data');
    expect(localStorage.getItem('token')).toBe('session-token');
  });

  it('explains a missing answer as a connection problem', async () => {
    // No answer at all: the connection failed.
    stubBootstrapAnswer(() => HttpResponse.error());
    renderRoutes(buildRoutes(), '/');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unknown error has occurred. Please check your internet connection.',
    );
  });
});
