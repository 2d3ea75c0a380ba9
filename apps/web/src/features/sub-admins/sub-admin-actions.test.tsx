import type { NoticeCode } from '@cordee/shared/notice-codes';
import type { SubAdmin } from '@cordee/shared/sub-admins.contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { findOpenModal } from '../../shell/modals/modal.fixtures.ts';
import { closeModal } from '../../shell/modals/modal.store.ts';
import { addressOf, api, apiServer, bodyOf, recordRequests } from '../../test/api-server.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { renderScreen } from '../../test/render.tsx';
import { makeSubAdmin, makeSubAdminList, permissionFlags } from './sub-admin.fixtures.ts';
import { SubAdminsList } from './sub-admins-list.component.tsx';

const alex = makeSubAdmin({ id: 2, name: 'Alex Martin', permissions: permissionFlags(['guides', 'statistics']) });

/** GET /api/admins lists the admin as the last PUT left it; every PUT answers `answer`. */
function stubServer(answer: (body: unknown) => { message: string; code: NoticeCode; admin: SubAdmin }) {
  let stored = alex;
  const write = async (request: Request) => {
    const result = answer(await request.json());
    stored = result.admin;
    return result;
  };
  apiServer.use(
    api.get('/api/admins', ({ response }) => response(200).json(makeSubAdminList([stored]))),
    api.put('/api/admins/{id}', async ({ request, response }) => response(200).json(await write(request))),
    api.put('/api/admins/{id}/permissions', async ({ request, response }) => response(200).json(await write(request))),
    api.put('/api/admins/{id}/password', async ({ request, response }) => response(200).json(await write(request))),
  );
  return recordRequests();
}

async function lastWrite(requests: Request[]) {
  const request = requests.findLast((candidate) => candidate.method === 'PUT');
  if (!request) throw new Error('No PUT was sent.');
  return { url: addressOf(request), body: await bodyOf(request) };
}

function renderList() {
  renderScreen(
    <>
      <SubAdminsList />
      <AppModalHost />
      <AlertRegion />
    </>,
  );
}

describe('the row actions of a sub admin', () => {
  afterEach(() => {
    act(() => {
      closeModal();
      dismissAllAlerts();
    });
  });

  it('edits the name and email, then shows the server message', async () => {
    const requests = stubServer((body) => ({
      message: 'Admin is updated',
      code: 'admin_updated',
      admin: { ...alex, ...(body as object) },
    }));
    renderList();
    const trigger = await screen.findByRole('button', { name: 'Edit info of Alex Martin' });
    await userEvent.click(trigger);
    const panel = await findOpenModal('Edit info of Alex Martin');
    expect(within(panel).getByLabelText('Email')).toHaveValue('alex@example.test');

    await userEvent.clear(within(panel).getByLabelText('Name'));
    await userEvent.type(within(panel).getByLabelText('Name'), 'Alexandra Martin');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Admin is updated')).toBeInTheDocument();
    expect(await lastWrite(requests)).toEqual({
      url: '/api/admins/2',
      body: { name: 'Alexandra Martin', email: 'alex@example.test' },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: /Alexandra Martin/ })).toBeInTheDocument();
  });

  it('switches the permission flags with the checkbox list', async () => {
    const requests = stubServer(() => ({
      message: 'Permissions are updated',
      code: 'admin_permissions_updated',
      admin: { ...alex, permissions: permissionFlags(['statistics', 'plans']) },
    }));
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Update permissions of Alex Martin' }));
    const panel = await findOpenModal('Update permissions of Alex Martin');
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(8);
    expect(within(panel).getByRole('checkbox', { name: 'Guides' })).toBeChecked();

    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Guides' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Training Plans' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Save permissions' }));

    expect(await screen.findByText('Permissions are updated')).toBeInTheDocument();
    expect(await lastWrite(requests)).toEqual({
      url: '/api/admins/2/permissions',
      body: { permissions: ['statistics', 'plans'] },
    });
    const badges = screen.getByRole('list', { name: 'Permissions of Alex Martin' });
    expect(within(badges).getByText('Training Plans')).toBeInTheDocument();
    expect(within(badges).queryByText('Guides')).not.toBeInTheDocument();
  });

  it('resets the password in the admin_password modal, refusing a confirmation that does not match', async () => {
    const requests = stubServer(() => ({
      message: 'Password is updated',
      code: 'admin_password_updated',
      admin: alex,
    }));
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset password of Alex Martin' }));
    const dialog = await findOpenModal('Reset password');
    expect(dialog).toHaveTextContent('Set a new password for Alex Martin (alex@example.test).');

    await userEvent.type(within(dialog).getByLabelText('New password'), 'a-new-long-passphrase');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'something-else');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update password' }));
    expect(await within(dialog).findByText('The password confirmation does not match.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText('Confirm password'));
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'a-new-long-passphrase');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update password' }));

    expect(await screen.findByText('Password is updated')).toBeInTheDocument();
    expect(await lastWrite(requests)).toEqual({
      url: '/api/admins/2/password',
      body: { password: 'a-new-long-passphrase', password_confirmation: 'a-new-long-passphrase' },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
