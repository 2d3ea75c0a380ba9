import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, apiServer } from '../../test/api-server.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderRoutes, renderScreen } from '../../test/render.tsx';
import { SignInForm } from './sign-in-form.component.tsx';

async function submit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

/** SignIn at `address`, with a marker screen at Home and at the course search. */
function renderSignInAt(address: string) {
  return renderRoutes(
    [
      { path: '/signin', element: <SignInForm /> },
      ...['/', '/viewevents'].map((path) => ({ path, element: <p>{`Arrived at ${path}`}</p> })),
    ],
    address,
  );
}

function answerSignIn() {
  apiServer.use(
    api.post('/api/sign-in', ({ response }) => response(200).json({ token: 'session-token', user: makeUser() })),
  );
}

describe('SignInForm', () => {
  it('goes back to the page of the return path once signed in', async () => {
    answerSignIn();
    const { router } = renderSignInAt(`/signin?next=${encodeURIComponent('/viewevents?event=12')}`);

    await submit('ada@example.test', 'analytical-engine');

    expect(await screen.findByText('Arrived at /viewevents')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?event=12');
  });

  it.each(['//evil.example/viewevents', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)'])(
    'ignores the return path %s and goes Home',
    async (next) => {
      answerSignIn();
      const { router } = renderSignInAt(`/signin?next=${encodeURIComponent(next)}`);

      await submit('ada@example.test', 'analytical-engine');

      expect(await screen.findByText('Arrived at /')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('says the session has ended when the app sent the person here for it', () => {
    renderSignInAt('/signin?reason=session-ended&next=%2Fmy-events');
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please log in again.');
  });

  it('says nothing about a session on a plain visit', () => {
    renderSignInAt('/signin');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the server message of a refused sign-in in the red box', async () => {
    apiServer.use(
      api.post('/api/sign-in', ({ response }) =>
        response(401).json({ message: 'These credentials do not match our records.', code: 'unauthenticated' }),
      ),
    );
    renderScreen(<SignInForm />, '/signin');

    await submit('ada@example.test', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the rate-limit message when there were too many attempts', async () => {
    apiServer.use(
      api.post('/api/sign-in', ({ response }) =>
        response(429).json({ message: 'Too many sign-in attempts. Try again in 15 minutes.', code: 'rate_limited' }),
      ),
    );
    renderScreen(<SignInForm />, '/signin');

    await submit('ada@example.test', 'any-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Try again in 15 minutes.');
  });

  it('reads "Please wait..." while signing in, then stores the session and goes Home', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    apiServer.use(
      api.post('/api/sign-in', async ({ response }) => {
        await answered;
        return response(200).json({ token: 'session-token', user: makeUser() });
      }),
    );
    renderScreen(<SignInForm />, '/signin', ['/']);

    await submit('Ada@Example.test', 'analytical-engine');

    expect(await screen.findByRole('button', { name: 'Please wait...' })).toBeDisabled();
    answer();
    expect(await screen.findByText('Arrived at /')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('session-token');
  });

  it('toggles the password between hidden and shown with an accessible button', async () => {
    renderScreen(<SignInForm />, '/signin');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');

    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('links to ForgotPassword now that its route exists', () => {
    renderScreen(<SignInForm />, '/signin');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });
});
