import type { AuthUser } from '@cordee/shared/auth.contracts';
import type { ClimberView } from '@cordee/shared/staff-users.contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBootstrap } from '../../session/bootstrap.api.ts';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { closeModal } from '../../shell/modals/modal.store.ts';
import { type Answer, api, apiServer, type Respond } from '../../test/api-server.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { makeBootstrap, makeUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { makeClimberView, makeStaffUserList } from '../staff-guides/staff-users.fixtures.ts';
import { ClimbersManager } from './climbers-manager.component.tsx';

const superAdmin = makeUser({ id: 1, role: 'super_admin', name: 'Sophie Tremblay' });
const lea = makeClimberView();
const tom = makeClimberView({
  id: 31,
  name: 'Tom Becker',
  email: 'tom@example.test',
  email_verified: false,
  bio: null,
  skills: [],
  new_skills: [],
  activity: { events: 0, bookings: 0, paid_bookings: 0, paid_cents: 0 },
});

type DeleteAnswer = (
  id: string,
  response: Respond<'/api/delete-user/{id}', 'delete'>,
) => Answer<'/api/delete-user/{id}', 'delete'>;

const rowOf = ({ role: _role, bio: _bio, skills: _skills, new_skills: _new, activity: _a, ...row }: ClimberView) => ({
  ...row,
  role: 'climber' as const,
});

function stubServer(options: { viewer?: AuthUser; climbers: () => ClimberView[]; onDelete?: DeleteAnswer }) {
  const { onDelete } = options;
  apiServer.use(
    api.get('/api/user', ({ response }) => response(200).json(makeBootstrap({ user: options.viewer ?? superAdmin }))),
    api.get('/api/climbers', ({ query, response }) => {
      const search = (query.get('search') ?? '').toLowerCase();
      const rows = options
        .climbers()
        .filter((climber) => !search || `${climber.name} ${climber.email}`.toLowerCase().includes(search));
      return response(200).json(makeStaffUserList(rows.map(rowOf)));
    }),
    api.get('/api/climbers/{id}', ({ params, response }) => {
      const climber = options.climbers().find((candidate) => candidate.id === Number(params.id));
      return climber ? response(200).json(climber) : response(404).json({ message: 'Not found', code: 'not_found' });
    }),
    ...(onDelete ? [api.delete('/api/delete-user/{id}', ({ params, response }) => onDelete(params.id, response))] : []),
  );
}

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function Screen() {
  const bootstrap = useBootstrap();
  return (
    <>
      {bootstrap.data && <ClimbersManager />}
      <Address />
      <AppModalHost />
      <AlertRegion />
    </>
  );
}

function renderClimbers(path = '/climbers') {
  return renderRoutes([{ path: '/climbers', element: <Screen /> }], path);
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

describe('ClimbersManager', () => {
  afterEach(() => {
    act(() => {
      closeModal();
      dismissAllAlerts();
    });
  });

  it('lists climbers with their email status, and "No Climbers" when there are none', async () => {
    stubServer({ climbers: () => [lea, tom] });
    const { unmount } = renderClimbers();
    const list = await screen.findByRole('list', { name: 'Climbers' });
    expect(within(list).getByRole('button', { name: /Léa Fortin/ })).toHaveTextContent('Email verified');
    expect(within(list).getByRole('button', { name: /Tom Becker/ })).toHaveTextContent('Email not verified');
    unmount();

    stubServer({ climbers: () => [] });
    renderClimbers();
    expect(await screen.findByRole('heading', { name: 'No Climbers' })).toBeInTheDocument();
  });

  it('searches on the server and says when nothing matches', async () => {
    stubServer({ climbers: () => [lea, tom] });
    renderClimbers();
    await screen.findByRole('list', { name: 'Climbers' });
    await userEvent.type(screen.getByLabelText('Search climbers'), 'becker');
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Léa Fortin/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Tom Becker/ })).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Search climbers'));
    await userEvent.type(screen.getByLabelText('Search climbers'), 'nobody');
    expect(await screen.findByText('No search result for: nobody')).toBeInTheDocument();
  });

  it('opens the panel by query id with the summary, and the view_user modal from "View profile"', async () => {
    stubServer({ climbers: () => [lea, tom] });
    renderClimbers();
    await userEvent.click(await screen.findByRole('button', { name: /Léa Fortin/ }));
    expect(address()).toBe('/climbers?id=30&origin=Climbers');

    const panel = await screen.findByRole('region', { name: 'Selected Climber' });
    expect(await within(panel).findByText('Weekend boulderer.')).toBeInTheDocument();
    expect(within(panel).getByText('Bouldering')).toBeInTheDocument();
    expect(within(panel).getByText('Ice Climbing')).toBeInTheDocument();
    expect(within(panel).getByText('CA$510.50')).toBeInTheDocument();
    expect(within(panel).getByText('Email verified')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'View profile' }));
    const modal = await screen.findByRole('dialog', { name: 'Climber' });
    expect(await within(modal).findByText('Weekend boulderer.')).toBeInTheDocument();
    expect(within(modal).getByText('Email verified')).toBeInTheDocument();
  });

  it('closes back in history when another screen opened the panel', async () => {
    stubServer({ climbers: () => [lea] });
    const { router } = renderClimbers('/climbers');
    await screen.findByRole('list', { name: 'Climbers' });
    await act(() => router.navigate('/climbers?id=30&origin=Home'));
    const panel = await screen.findByRole('region', { name: 'Selected Climber' });

    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(address()).toBe('/climbers'));
  });

  it('"Delete Climber" asks first, says "Climber is deleted" and removes the climber', async () => {
    let climbers = [lea, tom];
    stubServer({
      climbers: () => climbers,
      onDelete: (id, response) => {
        if (id === '30') {
          climbers = [tom];
          return response(200).json({
            message: 'Climber is deleted',
            code: 'user_deleted',
            context: 'climber',
            id: 30,
            type: 'climber',
          });
        }
        return response(404).json({ message: 'Not found', code: 'not_found' });
      },
    });
    renderClimbers('/climbers?id=30&origin=Climbers');
    const panel = await screen.findByRole('region', { name: 'Selected Climber' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Delete Climber' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete climber' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));

    expect(await screen.findByText('Climber is deleted')).toBeInTheDocument();
    expect(address()).toBe('/climbers');
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Léa Fortin/ })).not.toBeInTheDocument());
  });

  it('explains a missing answer to a delete with the unknown-error text', async () => {
    stubServer({
      climbers: () => [lea],
      // No answer at all: the connection failed.
      onDelete: () => HttpResponse.error(),
    });
    renderClimbers('/climbers?id=30');
    const panel = await screen.findByRole('region', { name: 'Selected Climber' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Delete Climber' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete climber' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unknown error has occurred. Please check your credentials or network connection.',
    );
  });

  it('offers no delete to an admin whose Climbers flag is off', async () => {
    const admin = makeUser({
      id: 2,
      role: 'admin',
      permissions: [{ id: 'guides', name: 'Guides', abbr: 'G', status: true }],
    });
    stubServer({ viewer: admin, climbers: () => [lea] });
    renderClimbers('/climbers?id=30');
    const panel = await screen.findByRole('region', { name: 'Selected Climber' });
    expect(await within(panel).findByText('Weekend boulderer.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Delete Climber' })).not.toBeInTheDocument();
  });
});

describe('ClimbersManager on a phone', () => {
  const desktopWidth = window.innerWidth;
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
  });
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: desktopWidth });
    act(() => {
      closeModal();
      dismissAllAlerts();
    });
  });

  it('shows the climber in a drawer', async () => {
    stubServer({ climbers: () => [lea] });
    renderClimbers('/climbers?id=30&origin=Climbers');
    const drawer = await screen.findByRole('dialog', { name: 'Selected Climber' });
    expect(await within(drawer).findByText('Weekend boulderer.')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(address()).toBe('/climbers');
  });
});
