import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures.ts';
import { jsonResponse, renderScreen } from '../../test/render.tsx';
import { SignInForm } from './sign-in-form.component.tsx';

async function submit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('SignInForm', () => {
  it('shows the server message of a refused sign-in in the red box', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(401, { message: 'These credentials do not match our records.', code: 'unauthenticated' }),
      ),
    );
    renderScreen(<SignInForm />, '/signin');

    await submit('ada@example.test', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the rate-limit message when there were too many attempts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(429, { message: 'Too many sign-in attempts. Try again in 15 minutes.', code: 'rate_limited' }),
      ),
    );
    renderScreen(<SignInForm />, '/signin');

    await submit('ada@example.test', 'any-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Try again in 15 minutes.');
  });

  it('reads "Please wait..." while signing in, then stores the session and goes Home', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderScreen(<SignInForm />, '/signin', ['/']);

    await submit('Ada@Example.test', 'analytical-engine');

    expect(await screen.findByRole('button', { name: 'Please wait...' })).toBeDisabled();
    answer(jsonResponse(200, { token: 'session-token', user: makeUser() }));
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
