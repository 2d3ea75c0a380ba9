import type { NotificationList } from '@cordee/shared/notifications.contracts';
import type { Role } from '@cordee/shared/roles';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useBootstrap } from '../../session/bootstrap.api.ts';
import { emitRealtime } from '../../shell/realtime/realtime.store.ts';
import { makeBootstrap, makeUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { NotificationCard } from './notification-card.component.tsx';
import { NotificationPage } from './notification-page.component.tsx';
import { makeNotification, manyNotifications, stubNotificationsApi } from './notifications.fixtures.ts';

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

/** The app shell renders screens once GET /api/user has answered. */
function SignedIn({ children }: { children: ReactNode }) {
  const bootstrap = useBootstrap();
  return bootstrap.data ? children : null;
}

function render(element: ReactNode, path = '/') {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <SignedIn>{element}</SignedIn>
            <Address />
          </>
        ),
      },
    ],
    path,
  ).queryClient;
}

const bootstrapOf = (role: Role = 'guide') => makeBootstrap({ user: makeUser({ role }), notifications: [] });
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const card = () => screen.getByRole('region', { name: 'Notifications' });
const findCard = () => screen.findByRole('region', { name: 'Notifications' });

describe('NotificationCard (Home)', () => {
  it('shows the first 5 and "See all" to the Notifications page when there are more', async () => {
    stubNotificationsApi({ notifications: manyNotifications(7), bootstrap: bootstrapOf() });
    render(<NotificationCard />);

    await findCard();
    await waitFor(() => expect(within(card()).getAllByRole('listitem')).toHaveLength(5));
    expect(within(card()).getByText('Notice 7')).toBeInTheDocument();
    expect(within(card()).queryByText('Notice 2')).not.toBeInTheDocument();
    expect(within(card()).getByText('7 unread')).toBeInTheDocument();

    await userEvent.click(within(card()).getByRole('button', { name: 'See all' }));
    expect(address()).toBe('/notifications');
  });

  it('offers no "See all" with 5 or fewer, and says so when there are none', async () => {
    const api = stubNotificationsApi({ notifications: manyNotifications(5), bootstrap: bootstrapOf() });
    const { unmount } = renderRoutes([
      {
        path: '*',
        element: (
          <SignedIn>
            <NotificationCard />
          </SignedIn>
        ),
      },
    ]);
    await findCard();
    await waitFor(() => expect(within(card()).getAllByRole('listitem')).toHaveLength(5));
    expect(within(card()).queryByRole('button', { name: 'See all' })).not.toBeInTheDocument();
    unmount();

    api.state.notifications = [];
    render(<NotificationCard />);
    expect(await within(await findCard()).findByText('No notifications yet')).toBeInTheDocument();
  });

  it('puts a live notification on top and bumps the count, once even with two views listening', async () => {
    stubNotificationsApi({
      notifications: manyNotifications(5, { read_at: '2025-06-02T00:00:00Z' }),
      bootstrap: bootstrapOf(),
    });
    const qc = render(
      <>
        <NotificationCard />
        <NotificationCard />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('Notice 5')).toHaveLength(2));
    expect(screen.queryByText(/unread/)).not.toBeInTheDocument();

    act(() =>
      emitRealtime({
        kind: 'notification',
        notification: makeNotification({ id: 6, subject: 'You have a new booking request from Ava.' }),
      }),
    );

    // Query updates reach components on the next tick.
    await waitFor(() => expect(screen.getAllByText('You have a new booking request from Ava.')).toHaveLength(2));
    const [first] = screen.getAllByRole('region', { name: 'Notifications' });
    const items = within(first as HTMLElement).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('You have a new booking request from Ava. (unread)');
    expect(qc.getQueryData<NotificationList>(['notifications', 'latest'])?.data.map((n) => n.id)).toEqual([
      6, 5, 4, 3, 2, 1,
    ]);
    expect(within(first as HTMLElement).getByText('1 unread')).toBeInTheDocument();
    // More than 5 now exist: the card offers the rest.
    expect(within(first as HTMLElement).getByRole('button', { name: 'See all' })).toBeInTheDocument();
  });

  it('refetches when the notifications were read elsewhere, or after a resync', async () => {
    const api = stubNotificationsApi({ notifications: manyNotifications(2), bootstrap: bootstrapOf() });
    render(<NotificationCard />);
    expect(await within(await findCard()).findByText('2 unread')).toBeInTheDocument();

    api.state.notifications = api.state.notifications.map((n) => ({ ...n, read_at: '2025-06-02T00:00:00Z' }));
    act(() => emitRealtime({ kind: 'notifications_read' }));
    await waitFor(() => expect(within(card()).queryByText('2 unread')).not.toBeInTheDocument());

    api.state.notifications = [
      makeNotification({ id: 3, subject: 'Missed while offline' }),
      ...api.state.notifications,
    ];
    act(() => emitRealtime({ kind: 'resync' }));
    expect(await within(card()).findByText('Missed while offline')).toBeInTheDocument();
  });
});

describe('NotificationPage', () => {
  it('lists a page of 20 with the unread ones marked, and pages through the rest', async () => {
    const notifications = manyNotifications(23).map((n) => (n.id % 2 === 0 ? { ...n, read_at: '2025-06-02' } : n));
    stubNotificationsApi({ notifications, bootstrap: bootstrapOf('climber') });
    render(<NotificationPage />, '/notifications');

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    const [newest, second] = screen.getAllByRole('listitem');
    expect(newest).toHaveTextContent('Notice 23 (unread)');
    expect(second).toHaveTextContent('Notice 22');
    expect(second).not.toHaveTextContent('(unread)');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(address()).toBe('/notifications?page=2');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[2]).toHaveTextContent('Notice 1 (unread)');
  });

  it('moves a notification the server refreshed back to the top, unread, without a second copy', async () => {
    stubNotificationsApi({
      notifications: manyNotifications(3, { read_at: '2025-06-02T00:00:00Z' }),
      bootstrap: bootstrapOf(),
    });
    const qc = render(<NotificationCard />);
    await waitFor(() => expect(within(card()).getAllByRole('listitem')).toHaveLength(3));

    // A later chat message from the same sender brings notification 1 back, unread, with a newer date.
    const refreshed = makeNotification({ id: 1, subject: 'Notice 1', created_at: '2025-06-03T10:00:00.000Z' });
    act(() => emitRealtime({ kind: 'notification', notification: refreshed }));
    act(() => emitRealtime({ kind: 'notification', notification: refreshed }));

    await waitFor(() => expect(within(card()).getByText('1 unread')).toBeInTheDocument());
    const latest = qc.getQueryData<NotificationList>(['notifications', 'latest']);
    expect(latest?.data.map((n) => n.id)).toEqual([1, 3, 2]);
    expect(latest?.total).toBe(3);
    expect(latest?.unread).toBe(1);
  });

  it('marks all as read at once, and the server keeps them read', async () => {
    const api = stubNotificationsApi({ notifications: manyNotifications(3), bootstrap: bootstrapOf() });
    render(<NotificationPage />, '/notifications');
    expect(await screen.findByRole('heading', { name: '3 unread' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByRole('heading', { name: 'All read' })).toBeInTheDocument();
    for (const item of screen.getAllByRole('listitem')) expect(item).not.toHaveTextContent('(unread)');
    expect(api.calls()).toContain('POST /api/notifications/read-all');
    expect(api.state.notifications.every((n) => n.read_at !== null)).toBe(true);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says so when there is nothing, with Mark all as read unavailable', async () => {
    stubNotificationsApi({ notifications: [], bootstrap: bootstrapOf() });
    render(<NotificationPage />, '/notifications');
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
