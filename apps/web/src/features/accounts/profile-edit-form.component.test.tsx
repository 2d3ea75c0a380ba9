import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { uploadFile } from '../../lib/upload-client.ts';
import { addressOf, api, apiServer, bodyOf, recordRequests } from '../../test/api-server.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import { ProfileEditForm } from './profile-edit-form.component.tsx';

vi.mock('../../lib/upload-client.ts', () => ({ uploadFile: vi.fn() }));

const user = makeUser({ id: 4, name: 'Ada Lovelace', email: 'ada@example.test', phone_number: '604 555 0101' });

function renderForm(onDone = vi.fn()) {
  renderScreen(<ProfileEditForm user={user} onDone={onDone} onCancel={vi.fn()} />, '/');
  return onDone;
}

describe('ProfileEditForm', () => {
  it('starts from the current name, email and phone number, and formats the phone as it is typed', async () => {
    renderForm();

    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.test');
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveValue('604 555 0101');

    await userEvent.clear(phone);
    await userEvent.type(phone, '(250) 555-0199');

    expect(phone).toHaveValue('250 555 0199');
  });

  it('refuses a file that is not a PNG or a JPEG before uploading, under the avatar', async () => {
    renderForm();
    const picker = userEvent.setup({ applyAccept: false });

    await picker.upload(screen.getByLabelText('Photo file'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Only PNG, JPG and JPEG images are accepted.');
    expect(screen.getByRole('button', { name: 'Upload a photo' })).toHaveAccessibleDescription(
      'PNG, JPG or JPEG, up to 8 MB. Only PNG, JPG and JPEG images are accepted.',
    );
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of an upload under the avatar", async () => {
    vi.mocked(uploadFile).mockRejectedValue(
      new ApiError({
        status: 422,
        message: 'The given data was invalid.',
        errors: { file: ['This file is not a PNG or JPEG image.'] },
      }),
    );
    renderForm();

    await userEvent.upload(screen.getByLabelText('Photo file'), new File(['x'], 'fake.png', { type: 'image/png' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a PNG or JPEG image.');
  });

  it('shows the first server message under each field and the system message in the red box', async () => {
    apiServer.use(
      api.put('/api/auth-user/{id}', ({ response }) =>
        response(422).json({
          message: 'The email has already been taken.',
          code: 'invalid_input',
          errors: { email: ['The email has already been taken.', 'Second message'] },
        }),
      ),
    );
    const onDone = renderForm();

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'taken@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    // Each message shows once: under its field, not again in a red box.
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('The email has already been taken.'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Second message')).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('asks for the current password only while the email differs (finding 12)', async () => {
    renderForm();
    const email = screen.getByLabelText('Email');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    await userEvent.clear(email);
    await userEvent.type(email, 'ada.new@example.test');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Enter your current password to change your email.',
    );

    await userEvent.clear(email);
    await userEvent.type(email, 'ADA@example.test');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it("sends the current password with a new email and shows the server's refusal under it", async () => {
    apiServer.use(
      api.put('/api/auth-user/{id}', ({ response }) =>
        response(422).json({
          message: 'The current password is incorrect.',
          code: 'invalid_input',
          errors: { current_password: ['The current password is incorrect.'] },
        }),
      ),
    );
    const requests = recordRequests();
    const onDone = renderForm();

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'ada.new@example.test');
    await userEvent.type(screen.getByLabelText('Current password'), 'not-my-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    // Each message shows once: under its field, not again in a red box.
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Enter your current password to change your email. The current password is incorrect.',
    );
    expect(await bodyOf(requests[0])).toEqual({
      name: 'Ada Lovelace',
      email: 'ada.new@example.test',
      phone_number: '604 555 0101',
      tempImage: null,
      current_password: 'not-my-password',
    });
    expect(onDone).not.toHaveBeenCalled();
  });

  it('checks the fields before calling the server', async () => {
    const requests = recordRequests();
    renderForm();

    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sends the profile with the uploaded avatar and stores the returned user', async () => {
    vi.mocked(uploadFile).mockResolvedValue({
      key: 'k',
      url: '/uploads/new.jpg',
      thumbnail_url: null,
      name: 'new.jpg',
      size: 10,
      type: 'image/jpeg',
    });
    const saved = { ...user, name: 'Ada King', profile_picture: '/uploads/new.jpg' };
    apiServer.use(
      api.put('/api/auth-user/{id}', ({ response }) =>
        response(200).json({ message: 'Your profile has been updated.', code: 'profile_updated', user: saved }),
      ),
    );
    const requests = recordRequests();
    const onDone = renderForm();

    await userEvent.upload(screen.getByLabelText('Photo file'), new File(['x'], 'new.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Photo uploaded.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Ada King');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(addressOf(requests[0])).toBe('/api/auth-user/4');
    expect(requests[0]?.method).toBe('PUT');
    expect(await bodyOf(requests[0])).toEqual({
      name: 'Ada King',
      email: 'ada@example.test',
      phone_number: '604 555 0101',
      tempImage: '/uploads/new.jpg',
    });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(saved);
  });
});
