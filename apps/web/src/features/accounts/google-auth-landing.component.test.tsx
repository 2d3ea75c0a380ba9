import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberReturnPath } from '../../lib/return-path.ts';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { addressOf, api, apiServer, recordRequests } from '../../test/api-server.ts';
import { makeBootstrap, makeUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
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
      ...['/', '/signin', '/signup-personal-info', '/viewevents'].map((path) => ({
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
    sessionStorage.clear();
  });

  it('loads the user with the token, starts the session and goes Home', async () => {
    const user = makeUser({ id: 3, name: 'Gabriel Roy', signed_up: true });
    apiServer.use(api.get('/api/user', ({ response }) => response(200).json(makeBootstrap({ user }))));
    const requests = recordRequests();
    const { router, queryClient } = renderLanding('?token=google-session&tokentype=login');

    expect(screen.getByRole('status')).toHaveTextContent('Logging in with Google...');
    expect(await screen.findByText('Arrived at /')).toBeInTheDocument();
    // The token travels in the Authorization header, never in the address (issue 28).
    expect(addressOf(requests[0])).toBe('/api/user');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer google-session');
    expect(localStorage.getItem('token')).toBe('google-session');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(queryClient.getQueryData(['bootstrap'])).toMatchObject({ user });
    // The token does not stay in the history: the landing address was replaced.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a new climber on to the sign-up wizard', async () => {
    apiServer.use(
      api.get('/api/user', ({ response }) =>
        response(200).json(makeBootstrap({ user: makeUser({ signed_up: false }) })),
      ),
    );
    renderLanding('?token=google-session&tokentype=signup');

    expect(await screen.findByText('Arrived at /signup-personal-info')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('google-session');
  });

  it.each([
    ['cancelled', 'You cancelled the Google sign-in.'],
    ['access_denied', 'You cancelled the Google sign-in.'],
    ['expired', 'This Google sign-in took too long or was already used. Please try again.'],
    ['guide_pending', 'Your guide application is still being reviewed.'],
    ['staff_password_only', 'Administrator accounts cannot sign in with Google.'],
  ])('words the refusal %s in a danger alert and goes to SignIn', async (reason, message) => {
    const requests = recordRequests();
    renderLanding(`?${new URLSearchParams({ error: reason })}`);

    expect(await screen.findByText('Arrived at /signin')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(requests).toHaveLength(0);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('never shows the text of an unknown error from the address, only a general message', async () => {
    renderLanding(`?${new URLSearchParams({ error: 'Your account is locked. Call 1-800-SCAM to unlock it.' })}`);

    expect(await screen.findByText('Arrived at /signin')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Google sign-in did not complete. Please try again.');
    expect(screen.queryByText(/1-800-SCAM/)).not.toBeInTheDocument();
  });

  it('does not store a token the server refuses, and says the sign-in did not complete', async () => {
    apiServer.use(
      api.get('/api/user', ({ response }) =>
        response(401).json({ message: 'Unauthenticated.', code: 'unauthenticated' }),
      ),
    );
    renderLanding('?token=stale&tokentype=login');

    expect(await screen.findByText('Arrived at /signin')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Google sign-in did not complete. Please try again.');
    expect(screen.queryByText('Unauthenticated.')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('goes back to the page SignIn was opened from (the course of the booking prompt)', async () => {
    rememberReturnPath('/viewevents?event=12');
    apiServer.use(
      api.get('/api/user', ({ response }) =>
        response(200).json(makeBootstrap({ user: makeUser({ signed_up: true }) })),
      ),
    );
    const { router } = renderLanding('?token=google-session&tokentype=login');

    expect(await screen.findByText('Arrived at /viewevents')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?event=12');
    expect(sessionStorage.getItem('returnPath')).toBeNull();
  });
});
