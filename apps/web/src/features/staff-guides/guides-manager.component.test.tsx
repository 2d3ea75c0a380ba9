import type { AuthUser } from '@cordee/shared/auth.contracts';
import type { GuideApplicationView } from '@cordee/shared/staff-users.contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBootstrap } from '../../session/bootstrap.api.ts';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { closeModal, openModal } from '../../shell/modals/modal.store.ts';
import { addressOf, api, apiServer, recordRequests } from '../../test/api-server.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { makeBootstrap, makeUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { GuidesManager } from './guides-manager.component.tsx';
import { makeGuideView, makeStaffUserList } from './staff-users.fixtures.ts';

const superAdmin = makeUser({ id: 1, role: 'super_admin', name: 'Sophie Tremblay' });
const pending = makeGuideView({ id: 7, name: 'Nadia Pelletier', is_approved: false });
const verified = makeGuideView({
  id: 8,
  name: 'Owen Clarke',
  email: 'owen@example.test',
  is_approved: true,
  is_company: false,
  payout_account: { connected: true, details_submitted: true, payouts_enabled: true, charges_enabled: true },
  activity: { events: 4, bookings: 9, paid_bookings: 6, paid_cents: 123450 },
});

const rowOf = ({ role: _role, ...guide }: GuideApplicationView) => ({ ...guide, role: 'guide' as const });

/** A fake server: the viewer and the guides still "in the database"; tests add the review and delete calls. */
function stubServer(options: { viewer?: AuthUser; guides: () => GuideApplicationView[] }) {
  apiServer.use(
    api.get('/api/user', ({ response }) => response(200).json(makeBootstrap({ user: options.viewer ?? superAdmin }))),
    api.get('/api/guides', ({ query, response }) => {
      const status = query.get('status');
      const search = (query.get('search') ?? '').toLowerCase();
      const rows = options
        .guides()
        .filter((guide) => status !== 'verified' || guide.is_approved)
        .filter((guide) => status !== 'unverified' || !guide.is_approved)
        .filter((guide) => !search || `${guide.name} ${guide.email}`.toLowerCase().includes(search));
      return response(200).json(makeStaffUserList(rows.map(rowOf)));
    }),
    api.get('/api/guides/{id}', ({ params, response }) => {
      const guide = options.guides().find((candidate) => candidate.id === Number(params.id));
      return guide ? response(200).json(guide) : response(404).json({ message: 'Not found', code: 'not_found' });
    }),
  );
  return recordRequests();
}

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

/** As in the app shell: the screen shows once GET /api/user has answered. */
function Screen() {
  const bootstrap = useBootstrap();
  return (
    <>
      {bootstrap.data && <GuidesManager />}
      <Address />
      <AppModalHost />
      <AlertRegion />
    </>
  );
}

function renderGuides(path = '/guides') {
  return renderRoutes([{ path: '/guides', element: <Screen /> }], path);
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const calls = (requests: Request[], method: string) =>
  requests.filter((request) => request.method === method).map(addressOf);

describe('GuidesManager', () => {
  afterEach(() => {
    act(() => {
      closeModal();
      dismissAllAlerts();
    });
  });

  it('lists guides with the Verified badge or Unverified with its warning', async () => {
    stubServer({ guides: () => [pending, verified] });
    renderGuides();

    const list = await screen.findByRole('list', { name: 'Guides' });
    const nadia = within(list).getByRole('button', { name: /Nadia Pelletier/ });
    expect(nadia).toHaveTextContent('nadia@example.test');
    expect(nadia).toHaveTextContent('Unverified');
    expect(nadia).toHaveTextContent('(Waiting for approval)');
    expect(within(list).getByRole('button', { name: /Owen Clarke/ })).toHaveTextContent('Verified');
  });

  it('shows "No Guide" when nobody has applied', async () => {
    stubServer({ guides: () => [] });
    renderGuides();
    expect(await screen.findByRole('heading', { name: 'No Guide' })).toBeInTheDocument();
    expect(screen.getByText('There are no registered guide')).toBeInTheDocument();
  });

  it('searches on the server, and says when nothing matches', async () => {
    const requests = stubServer({ guides: () => [pending, verified] });
    renderGuides();
    await screen.findByRole('list', { name: 'Guides' });

    await userEvent.type(screen.getByLabelText('Search guides'), 'zzz');

    expect(await screen.findByText('No search result for: zzz')).toBeInTheDocument();
    const searched = calls(requests, 'GET')
      .map((input) => new URL(input, 'http://localhost'))
      .find((url) => url.pathname === '/api/guides' && url.searchParams.get('search') === 'zzz');
    expect(searched?.searchParams.get('page')).toBe('1');
  });

  it('narrows the list to applications waiting for review', async () => {
    stubServer({ guides: () => [pending, verified] });
    renderGuides();
    await screen.findByRole('button', { name: /Owen Clarke/ });

    await userEvent.click(screen.getByRole('button', { name: 'Unverified', pressed: false }));

    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Owen Clarke/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Nadia Pelletier/ })).toBeInTheDocument();
  });

  it('opens the panel by query id with the whole application, and closes it back to the list', async () => {
    stubServer({ guides: () => [pending, verified] });
    renderGuides();

    await userEvent.click(await screen.findByRole('button', { name: /Nadia Pelletier/ }));
    expect(address()).toBe('/guides?id=7&origin=Guides');
    const panel = await screen.findByRole('region', { name: 'Selected Guide' });
    expect(await within(panel).findByText('office@coast-alpine.test')).toBeInTheDocument();
    expect(within(panel).getByText('Company')).toBeInTheDocument();
    expect(within(panel).getByText('ACMG Alpine Guide')).toBeInTheDocument();
    expect(within(panel).getByText(/8 years/)).toBeInTheDocument();
    expect(within(panel).getByText('Marc Giroux')).toBeInTheDocument();
    const reviews = within(panel).getByRole('link', { name: 'Open the reviews' });
    expect(reviews).toHaveAttribute('href', 'https://reviews.example.test/coast-alpine');
    expect(reviews).toHaveAttribute('target', '_blank');
    expect(reviews).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(panel).getByText('No payout account yet')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(address()).toBe('/guides');
    expect(screen.queryByRole('region', { name: 'Selected Guide' })).not.toBeInTheDocument();
  });

  it("shows a verified guide's payout status and activity in exact money", async () => {
    stubServer({ guides: () => [verified] });
    renderGuides('/guides?id=8');
    const panel = await screen.findByRole('region', { name: 'Selected Guide' });
    expect(await within(panel).findByText('Payouts active')).toBeInTheDocument();
    expect(within(panel).getByText('Individual')).toBeInTheDocument();
    expect(within(panel).getByText('CA$1,234.50')).toBeInTheDocument();
  });

  it('opens a private document with the bearer header, never a token in the address', async () => {
    localStorage.setItem('token', 'staff-token');
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const openSpy = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const objectUrl = vi.fn(() => 'blob:http://localhost/doc');
    Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() });
    const requests = stubServer({ guides: () => [pending] });
    // An uploaded file, not an API route: the document does not describe it.
    apiServer.use(
      http.get('/uploads/:file', () => new HttpResponse(new Blob(['%PDF-1.4'], { type: 'application/pdf' }))),
    );
    renderGuides('/guides?id=7');
    const panel = await screen.findByRole('region', { name: 'Selected Guide' });

    await userEvent.click(await within(panel).findByRole('button', { name: 'Open insurance.pdf' }));

    await vi.waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/doc'));
    expect(openSpy).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    const documentCall = requests.find((request) => addressOf(request).startsWith('/uploads/'));
    expect(addressOf(documentCall)).toBe('/uploads/0123456789abcdef0123456789abcdef.pdf');
    expect(documentCall?.headers.get('Authorization')).toBe('Bearer staff-token');
    openSpy.mockRestore();
    localStorage.removeItem('token');
  });

  describe('approval', () => {
    it('"Approve guide" opens the new_guide modal; Accept approves it, says so and refreshes the list', async () => {
      let guides = [pending, verified];
      const requests = stubServer({ guides: () => guides });
      apiServer.use(
        api.put('/api/accept-guide/{id}', ({ params, response }) => {
          if (params.id !== '7') return response(404).json({ message: 'Not found', code: 'not_found' });
          guides = [{ ...pending, is_approved: true }, verified];
          return response(200).json({
            message: 'Guide is approved',
            code: 'guide_approved',
            guide: rowOf({ ...pending, is_approved: true }),
          });
        }),
      );
      renderGuides('/guides?id=7&origin=Guides');
      const panel = await screen.findByRole('region', { name: 'Selected Guide' });
      expect(within(panel).queryByRole('button', { name: 'Delete Guide' })).not.toBeInTheDocument();

      await userEvent.click(await within(panel).findByRole('button', { name: 'Approve guide' }));
      const modal = await screen.findByRole('dialog', { name: 'New guide application' });
      expect(await within(modal).findByText('office@coast-alpine.test')).toBeInTheDocument();
      await userEvent.click(within(modal).getByRole('button', { name: 'Accept' }));

      expect(await screen.findByText('Guide is approved')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'New guide application' })).not.toBeInTheDocument();
      expect(calls(requests, 'PUT')).toEqual(['/api/accept-guide/7']);
      // The list and the panel read the approved guide again.
      expect(await within(panel).findByRole('button', { name: 'Delete Guide' })).toBeInTheDocument();
      await vi.waitFor(() =>
        expect(
          within(screen.getByRole('list', { name: 'Guides' })).getByRole('button', { name: /Nadia Pelletier/ }),
        ).not.toHaveTextContent('Unverified'),
      );
    });

    it('asks before declining, then removes the application', async () => {
      let guides = [pending, verified];
      const requests = stubServer({ guides: () => guides });
      apiServer.use(
        api.put('/api/decline-guide/{id}', ({ params, response }) => {
          if (params.id !== '7') return response(404).json({ message: 'Not found', code: 'not_found' });
          guides = [verified];
          return response(200).json({ message: 'Guide is declined', code: 'guide_declined', id: 7 });
        }),
      );
      renderGuides();
      await screen.findByRole('button', { name: /Nadia Pelletier/ });
      act(() => {
        // As the notification does.
        openModal('new_guide', { guideId: 7 });
      });
      const modal = await screen.findByRole('dialog', { name: 'New guide application' });
      await userEvent.click(await within(modal).findByRole('button', { name: 'Decline' }));
      expect(calls(requests, 'PUT')).toEqual([]);
      expect(within(modal).getByRole('alert')).toHaveTextContent(/Decline this application\?/);

      await userEvent.click(within(modal).getByRole('button', { name: 'Yes, decline' }));

      expect(await screen.findByText('Guide is declined')).toBeInTheDocument();
      expect(calls(requests, 'PUT')).toEqual(['/api/decline-guide/7']);
      await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Nadia Pelletier/ })).not.toBeInTheDocument());
    });

    it('says so when the application no longer exists (declined meanwhile)', async () => {
      stubServer({ guides: () => [verified] });
      renderGuides();
      await screen.findByRole('button', { name: /Owen Clarke/ });
      act(() => openModal('new_guide', { guideId: 7 }));
      const modal = await screen.findByRole('dialog', { name: 'New guide application' });
      expect(await within(modal).findByRole('alert')).toHaveTextContent(
        'This account cannot be found. It may have been deleted.',
      );
      expect(within(modal).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    });

    it("shows the server's message and closes when someone else reviewed it first", async () => {
      stubServer({ guides: () => [pending] });
      apiServer.use(
        api.put('/api/accept-guide/{id}', ({ response }) =>
          response(409).json({ message: 'This guide is already approved.', code: 'already_approved' }),
        ),
      );
      renderGuides('/guides?id=7');
      const panel = await screen.findByRole('region', { name: 'Selected Guide' });
      await userEvent.click(await within(panel).findByRole('button', { name: 'Approve guide' }));
      const modal = await screen.findByRole('dialog', { name: 'New guide application' });
      await userEvent.click(await within(modal).findByRole('button', { name: 'Accept' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('This guide is already approved.');
      expect(screen.queryByRole('dialog', { name: 'New guide application' })).not.toBeInTheDocument();
    });
  });

  describe('delete', () => {
    it('"Delete Guide" asks first, says "Guide is deleted" and closes the panel', async () => {
      let guides = [pending, verified];
      const requests = stubServer({ guides: () => guides });
      apiServer.use(
        api.delete('/api/delete-user/{id}', ({ params, response }) => {
          if (params.id !== '8') return response(404).json({ message: 'Not found', code: 'not_found' });
          guides = [pending];
          return response(200).json({
            message: 'Guide is deleted',
            code: 'user_deleted',
            context: 'guide',
            id: 8,
            type: 'guide',
          });
        }),
      );
      renderGuides('/guides?id=8&origin=Guides');
      const panel = await screen.findByRole('region', { name: 'Selected Guide' });

      await userEvent.click(await within(panel).findByRole('button', { name: 'Delete Guide' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Delete guide' });
      expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this guide?');
      await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));

      expect(await screen.findByText('Guide is deleted')).toBeInTheDocument();
      expect(calls(requests, 'DELETE')).toEqual(['/api/delete-user/8']);
      // The panel closes once the list has been read again, a little after the alert.
      await vi.waitFor(() => expect(address()).toBe('/guides'));
      expect(screen.queryByRole('button', { name: /Owen Clarke/ })).not.toBeInTheDocument();
    });

    it("shows the server's refusal as a danger alert and keeps the guide", async () => {
      stubServer({ guides: () => [verified] });
      apiServer.use(
        api.delete('/api/delete-user/{id}', ({ response }) =>
          response(409).json({ message: 'This guide has bookings to settle first.', code: 'has_bookings' }),
        ),
      );
      renderGuides('/guides?id=8');
      const panel = await screen.findByRole('region', { name: 'Selected Guide' });
      await userEvent.click(await within(panel).findByRole('button', { name: 'Delete Guide' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Delete guide' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('This guide has bookings to settle first.');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Selected Guide' })).toBeInTheDocument();
    });
  });

  it('offers no approve or delete to an admin whose Guides flag is off', async () => {
    const admin = makeUser({
      id: 2,
      role: 'admin',
      permissions: [{ id: 'climbers', name: 'Climbers', abbr: 'C', status: true }],
    });
    stubServer({ viewer: admin, guides: () => [pending] });
    renderGuides('/guides?id=7');
    const panel = await screen.findByRole('region', { name: 'Selected Guide' });
    expect(await within(panel).findByText('office@coast-alpine.test')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Approve guide' })).not.toBeInTheDocument();
  });
});
