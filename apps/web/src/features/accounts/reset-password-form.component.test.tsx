import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResetPasswordScreen } from '../../routes/reset-password.screen.tsx';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';

function renderResetScreen(token = 'reset-token-123') {
  return renderRoutes(
    [
      { path: '/reset-password/:payload', element: <ResetPasswordScreen /> },
      { path: '/signin', element: <p>Arrived at /signin</p> },
    ],
    `/reset-password/${token}`,
  );
}

async function fillPasswords(password: string, confirmation = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ResetPasswordScreen', () => {
  it('shows a refused link in the red system box', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(422, {
          message: 'This link is invalid or has expired.',
          errors: { token: ['This link is invalid or has expired.'] },
        }),
      ),
    );
    renderResetScreen();

    await fillPasswords('a-new-passphrase');

    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.queryByRole('heading', { name: 'Successful!' })).not.toBeInTheDocument();
  });

  it('shows the first password message under the field and the token one in the box', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(422, {
          message: 'This password is too common.',
          errors: {
            password: ['This password is too common.', 'Another message'],
            token: ['This link is invalid or has expired.'],
          },
        }),
      ),
    );
    renderResetScreen();

    await fillPasswords('password1234');

    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('This password is too common.');
  });

  it('checks the confirmation on the client', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderResetScreen();

    await fillPasswords('a-new-passphrase', 'another-passphrase');

    expect(await screen.findByText('The password confirmation does not match.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token of the link, then shows "Successful!" and "Sign in now"', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(200, { message: 'Your password has been reset. You can sign in with your new password.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderResetScreen('abc-123');

    await fillPasswords('a-new-passphrase');

    expect(await screen.findByRole('heading', { name: 'Successful!' })).toHaveFocus();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/reset-password');
    expect(JSON.parse(String(init.body))).toEqual({
      token: 'abc-123',
      password: 'a-new-passphrase',
      password_confirmation: 'a-new-passphrase',
    });
    await userEvent.click(screen.getByRole('link', { name: 'Sign in now' }));
    expect(await screen.findByText('Arrived at /signin')).toBeInTheDocument();
  });

  it('links back to the login page', () => {
    renderResetScreen();
    expect(screen.getByRole('link', { name: 'Back to login page' })).toHaveAttribute('href', '/signin');
  });
});
