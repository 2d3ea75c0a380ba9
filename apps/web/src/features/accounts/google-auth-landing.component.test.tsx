import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBootstrap, makeUser } from '../../test/fixtures.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import { dismissAllAlerts } from '../alerts/alert.store.ts';
import { AlertRegion } from '../alerts/alert-region.component.tsx';
import { GoogleAuthLanding } from './google-auth-landing.component.tsx';

function renderLanding(search: string) {
  return renderRoutes(
    [
      {
        path: '/googleauth',
        element: (
          <>
            <GoogleAuthLanding />
            <AlertRegion />
          </>
        ),
      },
      ...['/', '/signin', '/signup-personal-info'].map((path) => ({
        path,
        element: (
          <>
            <p>{`Arrived at ${path}`}</p>
            <AlertRegion />
          </>
        ),
      })),
    ],
    `/googleauth${search}`,
  );
}

describe('the Google sign-in landing', () => {
  afterEach(() => {
    act(() => dismissAllAlerts());
  });

  it('loads the user with the token, starts the session and goes Home', async () => {
    const user = makeUser({ id: 3, name: 'Gabriel Roy', signed_up: true });
    const fetchMock = vi.fn(async () => jsonResponse(200, makeBootstrap({ user })));
    vi.stubGlobal('fetch', fetchMock);
    const { router, queryClient } = renderLanding('?token=google-session&tokentype=login');

    expect(screen.getByRole('status')).toHaveTextContent('Logging in with Google...');
    expect(await screen.findByText('Arrived at /')).toBeInTheDocument();
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe('/api/user?token=google-session');
    expect(localStorage.getItem('token')).toBe('google-session');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(queryClient.getQueryData(['bootstrap'])).toMatchObject({ user });
    // The token does not stay in the history: the landing address was replaced.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a new climber on to the sign-up wizard', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, makeBootstrap({ user: makeUser({ signed_up: false }) }))),
    );
    renderLanding('?token=google-session&tokentype=signup');

    expect(await screen.findByText('Arrived at /signup-personal-info')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('google-session');
  });

  it("shows the server's error in a danger alert and goes to SignIn", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLanding(`?${new URLSearchParams({ error: 'Sign-in with Google was cancelled.' })}`);

    expect(await screen.findByText('Arrived at /signin')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-in with Google was cancelled.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('does not store a token the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { message: 'Unauthenticated.', code: 'unauthenticated' })),
    );
    renderLanding('?token=stale&tokentype=login');

    expect(await screen.findByText('Arrived at /signin')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Unauthenticated.');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
