import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { findOpenModal } from '../../shell/modals/modal.fixtures.ts';
import { closeModal, openModal } from '../../shell/modals/modal.store.ts';
import { addressOf, api, apiServer, bodyOf, recordRequests } from '../../test/api-server.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { renderScreen } from '../../test/render.tsx';
import { makeSubAdmin, permissionFlags } from './sub-admin.fixtures.ts';

function renderAddModal() {
  const result = renderScreen(
    <>
      <AppModalHost />
      <AlertRegion />
    </>,
  );
  act(() => openModal('add_admin'));
  return result;
}

async function fillForm(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText('Name'), 'Jane Doe');
  await userEvent.type(within(dialog).getByLabelText('Email'), 'Jane@Example.test');
  await userEvent.type(within(dialog).getByLabelText('Password'), 'a-long-enough-passphrase');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Guides' }));
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Statistics' }));
}

describe('the add_admin modal', () => {
  afterEach(() => {
    act(() => {
      closeModal();
      dismissAllAlerts();
    });
  });

  it('shows the first server message under each field and the general message in a red box', async () => {
    apiServer.use(
      api.post('/api/admins', ({ response }) =>
        response(422).json({
          message: 'The given data was invalid.',
          code: 'invalid_input',
          errors: {
            email: ['The email has already been taken.', 'A second message nobody sees.'],
            password: ['This password is too common. Please choose another one.'],
          },
        }),
      ),
    );
    const requests = recordRequests();
    renderAddModal();
    const dialog = await findOpenModal('Add new admin');
    await fillForm(dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add admin' }));

    // Each message shows once: under its field, not again in a red box.
    const email = within(dialog).getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('The email has already been taken.');
    expect(within(dialog).queryByText('A second message nobody sees.')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      'This password is too common. Please choose another one.',
    );
    expect(within(dialog).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    // The modal stays open so the super admin can correct the form.
    expect(screen.getByRole('dialog', { name: 'Add new admin' })).toBeInTheDocument();

    expect(addressOf(requests[0])).toBe('/api/admins');
    expect(requests[0]?.method).toBe('POST');
    expect(await bodyOf(requests[0])).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.test',
      password: 'a-long-enough-passphrase',
      permissions: ['guides', 'statistics'],
    });
  });

  it('checks the fields before calling the server', async () => {
    const requests = recordRequests();
    renderAddModal();
    const dialog = await findOpenModal('Add new admin');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add admin' }));

    expect(await within(dialog).findByText('The name field is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('The email field is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('The password must be at least 8 characters.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows the server's message as a success alert and closes", async () => {
    apiServer.use(
      api.post('/api/admins', ({ response }) =>
        response(201).json({
          message: 'Admin is created',
          code: 'admin_created',
          admin: makeSubAdmin({ name: 'Jane Doe', permissions: permissionFlags(['guides', 'statistics']) }),
        }),
      ),
    );
    renderAddModal();
    const dialog = await findOpenModal('Add new admin');
    await fillForm(dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add admin' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Admin is created');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
