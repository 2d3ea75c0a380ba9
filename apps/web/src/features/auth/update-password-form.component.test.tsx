import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderScreen } from '../../test/render.tsx';
import { UpdatePasswordForm } from './update-password-form.component.tsx';

const WRONG_CURRENT = 'The current password is incorrect.';

/** The form as the settings dropdown shows it, with the server's answers to POST /api/update-password. */
function renderForm(...answers: Response[]) {
  localStorage.setItem('token', 'session-token');
  const fetchMock = vi.fn(async () => answers.shift() ?? jsonResponse(500, { message: 'unexpected call' }));
  vi.stubGlobal('fetch', fetchMock);
  renderScreen(<UpdatePasswordForm onDone={() => {}} onCancel={() => {}} />);
  return fetchMock;
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
    const fetchMock = renderForm(
      // As the server answers a 422: its message is the first field message.
      jsonResponse(422, { message: WRONG_CURRENT, errors: { current_password: [WRONG_CURRENT] } }),
      jsonResponse(422, {
        message: 'This password is too common. Please choose another.',
        errors: { new_password: ['This password is too common. Please choose another.'] },
      }),
    );

    await submit('not-my-password', 'a-long-new-password');
    expect(await screen.findByLabelText('Current password')).toHaveAccessibleDescription(WRONG_CURRENT);
    expect(screen.getAllByText(WRONG_CURRENT)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await submit('my-real-password', 'password');
    expect(await screen.findByText('This password is too common. Please choose another.')).toBeInTheDocument();
    expect(screen.queryByText(WRONG_CURRENT)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("drops the red box's message when the next submit stops at the form's own checks", async () => {
    const fetchMock = renderForm(
      jsonResponse(429, { message: 'Too many attempts. Please try again later.', code: 'too_many_requests' }),
    );

    await submit('not-my-password', 'a-long-new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');

    await submit('not-my-password', 'short');
    expect(await screen.findByText('The password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
