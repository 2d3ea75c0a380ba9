import type { SubAdmin } from '@cordee/shared/sub-admins.contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { closeModal } from '../../shell/modals/modal.store.ts';
import { type Answer, addressOf, api, apiServer, type Respond, recordRequests } from '../../test/api-server.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { renderScreen } from '../../test/render.tsx';
import { makeSubAdmin, makeSubAdminList, permissionFlags } from './sub-admin.fixtures.ts';
import { SubAdminsList } from './sub-admins-list.component.tsx';

const alex = makeSubAdmin({ id: 2, name: 'Alex Martin', permissions: permissionFlags(['guides']) });
const sam = makeSubAdmin({ id: 3, name: 'Sam Roy', email: 'sam@example.test' });

type DeleteAnswer = (response: Respond<'/api/delete-user/{id}', 'delete'>) => Answer<'/api/delete-user/{id}', 'delete'>;

/** A fake server: GET /api/admins answers the admins still "in the database"; a deletion is given. */
function stubServer(options: { admins: () => SubAdmin[]; onDelete?: DeleteAnswer }) {
  const { onDelete } = options;
  apiServer.use(
    api.get('/api/admins', ({ response }) => response(200).json(makeSubAdminList(options.admins()))),
    ...(onDelete ? [api.delete('/api/delete-user/{id}', ({ response }) => onDelete(response))] : []),
  );
  return recordRequests();
}

function renderList() {
  return renderScreen(
    <>
      <SubAdminsList />
      <AppModalHost />
      <AlertRegion />
    </>,
  );
}

describe('SubAdminsList', () => {
  afterEach(() => {
    act(() => {
      closeModal();
      dismissAllAlerts();
    });
  });

  it('shows a loading state, then the table', async () => {
    stubServer({ admins: () => [alex, sam] });
    renderList();

    expect(screen.getByText('Loading sub admins...').closest('[role="status"]')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Alex Martin/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Sam Roy/ })).toBeInTheDocument();
    // One page only: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pages of sub admins' })).not.toBeInTheDocument();
  });

  it('shows "No sub admins yet" with the Add new button when there are none', async () => {
    stubServer({ admins: () => [] });
    renderList();

    expect(await screen.findByRole('heading', { name: 'No sub admins yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add new' }));
    expect(await screen.findByRole('dialog', { name: 'Add new admin' })).toBeInTheDocument();
  });

  it('sends the search to the server and starts again at page 1', async () => {
    const requests = stubServer({ admins: () => [alex] });
    renderList();
    await screen.findByRole('row', { name: /Alex Martin/ });

    await userEvent.type(screen.getByLabelText('Search sub admins'), 'ALEX');

    await vi.waitFor(() => {
      const urls = requests.map((request) => new URL(request.url));
      const searched = urls.find((url) => url.searchParams.get('search') === 'ALEX');
      expect(searched?.searchParams.get('page')).toBe('1');
    });
  });

  it('pages through the list when there are more admins than one page holds', async () => {
    apiServer.use(
      api.get('/api/admins', ({ query, response }) => {
        const page = Number(query.get('page'));
        const admins = page === 1 ? [alex] : [sam];
        return response(200).json(makeSubAdminList(admins, { page, per_page: 20, total: 21 }));
      }),
    );
    renderList();
    await screen.findByRole('row', { name: /Alex Martin/ });

    const pages = screen.getByRole('navigation', { name: 'Pages of sub admins' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('row', { name: /Sam Roy/ })).toBeInTheDocument();
    expect(within(pages).getByText('Page 2 of 2')).toBeInTheDocument();
  });

  describe('delete', () => {
    it('asks first, shows "Admin is deleted", removes the row and closes the confirmation', async () => {
      let admins = [alex, sam];
      let finishDelete: () => void = () => {};
      const deleted = new Promise<void>((resolve) => (finishDelete = resolve));
      const requests = stubServer({
        admins: () => admins,
        onDelete: async (response) => {
          await deleted;
          return response(200).json({
            message: 'Admin is deleted',
            code: 'user_deleted',
            context: 'admin',
            id: 2,
            type: 'admin',
          });
        },
      });
      renderList();
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Alex Martin' }));

      const confirm = await screen.findByRole('alertdialog', { name: 'Delete admin' });
      expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this admin?');
      // The safe choice has focus.
      expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();

      await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));
      expect(await within(confirm).findByRole('button', { name: 'Deleting...' })).toBeDisabled();

      admins = [sam];
      act(() => finishDelete());

      expect(await screen.findByText('Admin is deleted')).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('row', { name: /Alex Martin/ })).not.toBeInTheDocument();
      expect(screen.getByRole('row', { name: /Sam Roy/ })).toBeInTheDocument();
      const deleteCall = requests.find((request) => request.method === 'DELETE');
      expect(addressOf(deleteCall)).toBe('/api/delete-user/2');
      // The row and its button are gone: focus lands on the table rather than the page body.
      expect(screen.getByRole('table', { name: 'Sub admins' })).toHaveFocus();
    });

    it("shows the server's message as a danger alert, keeps the row and closes the confirmation", async () => {
      stubServer({
        admins: () => [alex],
        onDelete: (response) => response(403).json({ message: 'This action is unauthorized.', code: 'forbidden' }),
      });
      renderList();
      const deleteButton = await screen.findByRole('button', { name: 'Delete Alex Martin' });
      await userEvent.click(deleteButton);
      const confirm = await screen.findByRole('alertdialog', { name: 'Delete admin' });

      await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('This action is unauthorized.');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByRole('row', { name: /Alex Martin/ })).toBeInTheDocument();
      expect(deleteButton).toHaveFocus();
    });

    it('explains a missing answer with the unknown-error text', async () => {
      stubServer({
        admins: () => [alex],
        // No answer at all: the connection failed.
        onDelete: () => HttpResponse.error(),
      });
      renderList();
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Alex Martin' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Delete admin' });

      await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'An unknown error has occurred. Please check your credentials or network connection.',
      );
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it('does nothing on Cancel', async () => {
      const requests = stubServer({ admins: () => [alex] });
      renderList();
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Alex Martin' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Delete admin' });

      await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    });
  });
});

describe('SubAdminsList on a phone', () => {
  const desktopWidth = window.innerWidth;
  beforeEach(() => {
    // The width is read when the list first listens to the window.
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
  });
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: desktopWidth });
    act(() => {
      closeModal();
      dismissAllAlerts();
    });
  });

  it('shows a card per admin instead of the table, with every badge and every action', async () => {
    const manyFlags = makeSubAdmin({
      id: 4,
      name: 'Charlotte Beauchemin-Tremblay',
      email: 'charlotte.beauchemin-tremblay@example.test',
      permissions: permissionFlags(['guides', 'climbers', 'events', 'statistics', 'plans', 'chats_admin']),
    });
    stubServer({ admins: () => [manyFlags, sam] });
    renderList();

    const cards = await screen.findByRole('list', { name: 'Sub admins' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const charlotte = within(cards)
      .getAllByRole('listitem')
      .find((card) => within(card).queryByRole('heading', { name: 'Charlotte Beauchemin-Tremblay' }));
    if (!charlotte) throw new Error('No card for Charlotte.');
    expect(within(charlotte).getByText('charlotte.beauchemin-tremblay@example.test')).toBeInTheDocument();
    expect(
      within(within(charlotte).getByRole('list', { name: 'Permissions of Charlotte Beauchemin-Tremblay' }))
        .getAllByRole('listitem')
        .map((badge) => badge.textContent),
    ).toEqual(['Guides', 'Climbers', 'All Courses', 'Statistics', 'Training Plans', 'Chats']);
    for (const name of [
      'Edit info of Charlotte Beauchemin-Tremblay',
      'Reset password of Charlotte Beauchemin-Tremblay',
      'Update permissions of Charlotte Beauchemin-Tremblay',
      'Delete Charlotte Beauchemin-Tremblay',
    ]) {
      expect(within(charlotte).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Sam Roy' })).toBeInTheDocument();
  });

  it('deletes from a card after the confirmation', async () => {
    let admins = [alex, sam];
    stubServer({
      admins: () => admins,
      onDelete: (response) => {
        admins = [sam];
        return response(200).json({
          message: 'Admin is deleted',
          code: 'user_deleted',
          context: 'admin',
          id: 2,
          type: 'admin',
        });
      },
    });
    renderList();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Alex Martin' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete admin' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));

    expect(await screen.findByText('Admin is deleted')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Alex Martin' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sam Roy' })).toBeInTheDocument();
  });
});
