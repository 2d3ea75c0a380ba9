import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResetPasswordScreen } from '../../routes/reset-password.screen.tsx';
import { addressOf, api, apiServer, bodyOf, recordRequests } from '../../test/api-server.ts';
import { renderRoutes } from '../../test/render.tsx';

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
    apiServer.use(
      api.post('/api/reset-password', ({ response }) =>
        response(422).json({
          message: 'This link is invalid or has expired.',
          code: 'invalid_input',
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
    apiServer.use(
      api.post('/api/reset-password', ({ response }) =>
        response(422).json({
          message: 'This password is too common.',
          code: 'invalid_input',
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
    const requests = recordRequests();
    renderResetScreen();

    await fillPasswords('a-new-passphrase', 'another-passphrase');

    expect(await screen.findByText('The password confirmation does not match.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sends the token of the link, then shows "Successful!" and "Sign in now"', async () => {
    apiServer.use(
      api.post('/api/reset-password', ({ response }) =>
        response(200).json({
          message: 'Your password has been reset. You can sign in with your new password.',
          code: 'password_reset',
        }),
      ),
    );
    const requests = recordRequests();
    renderResetScreen('abc-123');

    await fillPasswords('a-new-passphrase');

    expect(await screen.findByRole('heading', { name: 'Successful!' })).toHaveFocus();
    expect(addressOf(requests[0])).toBe('/api/reset-password');
    expect(await bodyOf(requests[0])).toEqual({
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
