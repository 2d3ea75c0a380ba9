import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, apiServer, recordRequests } from '../../test/api-server.ts';
import { renderScreen } from '../../test/render.tsx';
import { UpdatePasswordForm } from './update-password-form.component.tsx';

const WRONG_CURRENT = 'The current password is incorrect.';

/** The form as the settings dropdown shows it; the test answers POST /api/update-password. */
function renderForm() {
  localStorage.setItem('token', 'session-token');
  const requests = recordRequests();
  renderScreen(<UpdatePasswordForm onDone={() => {}} onCancel={() => {}} />);
  return requests;
}

async function submit(current: string, next: string) {
  await userEvent.clear(screen.getByLabelText('Current password'));
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.clear(screen.getByLabelText('New password'));
  if (next) await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('the password change of the settings dropdown', () => {
  it('shows a wrong current password once, under its field, and drops it when the next submit fails otherwise', async () => {
    apiServer.use(
      // As the server answers a 422: its message is the first field message.
      api.post(
        '/api/update-password',
        ({ response }) =>
          response(422).json({
            message: WRONG_CURRENT,
            code: 'invalid_input',
            errors: { current_password: [WRONG_CURRENT] },
          }),
        { once: true },
      ),
      api.post(
        '/api/update-password',
        ({ response }) =>
          response(422).json({
            message: 'This password is too common. Please choose another.',
            code: 'invalid_input',
            errors: { new_password: ['This password is too common. Please choose another.'] },
          }),
        { once: true },
      ),
    );
    const requests = renderForm();

    await submit('not-my-password', 'a-long-new-password');
    expect(await screen.findByLabelText('Current password')).toHaveAccessibleDescription(WRONG_CURRENT);
    expect(screen.getAllByText(WRONG_CURRENT)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await submit('my-real-password', 'password');
    expect(await screen.findByText('This password is too common. Please choose another.')).toBeInTheDocument();
    expect(screen.queryByText(WRONG_CURRENT)).not.toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it("drops the red box's message when the next submit stops at the form's own checks", async () => {
    apiServer.use(
      api.post('/api/update-password', ({ response }) =>
        response(429).json({ message: 'Too many attempts. Please try again later.', code: 'too_many_requests' }),
      ),
    );
    const requests = renderForm();

    await submit('not-my-password', 'a-long-new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');

    await submit('not-my-password', 'short');
    expect(await screen.findByText('The password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });
});
