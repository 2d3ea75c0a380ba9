import type { Notification } from '@cordee/shared/bootstrap.contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closeModal } from '../../shell/modals/modal.store.ts';
import { type ModalContentProps, ModalHost, type ModalRegistry } from '../../shell/modals/modal-host.component.tsx';
import { emitRealtime } from '../../shell/realtime/realtime.store.ts';
import { api as apiHandlers, apiServer } from '../../test/api-server.ts';
import { makeBootstrap, makePublicConfig, makeUser } from '../../test/fixtures.ts';
import { renderScreen } from '../../test/render.tsx';
import { manyNotifications, stubNotificationsApi } from '../notifications/notifications.fixtures.ts';
import { TopBar } from './top-bar.component.tsx';

function ViewUserProbe({ props }: ModalContentProps) {
  return <p>{`Climber view of booking ${String(props.bookingId)}`}</p>;
}
const registry: ModalRegistry = { view_user: { title: () => 'Climber', Content: ViewUserProbe } };

const request: Notification = {
  id: 1,
  type: 'booking_requested',
  subject: 'You have a new booking request.',
  data: { booking_id: 9, event_id: 5 },
  read_at: null,
  created_at: '2025-06-01T10:00:00.000Z',
};

/** The top bar reads the deployment's configuration (its links) wherever it shows. */
const answerPublicConfig = () =>
  apiServer.use(apiHandlers.get('/api/public-config', ({ response }) => response(200).json(makePublicConfig())));

describe('TopBar notifications', () => {
  afterEach(() => {
    act(() => closeModal());
  });

  it("closes the dropdown, opens the guide's climber view, and gives focus back to the bell after", async () => {
    const bootstrap = makeBootstrap({
      user: makeUser({ role: 'guide', name: 'Gabriel Roy' }),
      notifications: [request],
    });
    stubNotificationsApi({ notifications: [request], bootstrap });
    answerPublicConfig();
    renderScreen(
      <>
        <TopBar bootstrap={bootstrap} deviceClass="desktop" menuOpen={false} onOpenMenu={() => {}} />
        <ModalHost registry={registry} />
      </>,
    );
    const bell = screen.getByRole('button', { name: 'Notifications, 1 new' });

    await userEvent.click(bell);
    const dropdown = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(await within(dropdown).findByRole('button', { name: /You have a new booking request\./ }));

    const modal = await screen.findByRole('dialog', { name: 'Climber' });
    expect(within(modal).getByText('Climber view of booking 9')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Climber' })).not.toBeInTheDocument());
    // The bell the panel was opened from (drawn anew once the popover's code arrived); opening the
    // notification read it.
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });

  const renderBell = (notifications: Notification[]) => {
    const bootstrap = makeBootstrap({ user: makeUser({ role: 'guide' }), notifications: notifications.slice(0, 2) });
    const api = stubNotificationsApi({ notifications, bootstrap });
    answerPublicConfig();
    renderScreen(
      <>
        <TopBar bootstrap={bootstrap} deviceClass="desktop" menuOpen={false} onOpenMenu={() => {}} />
        <ModalHost registry={registry} />
      </>,
      '/',
      ['/notifications'],
    );
    return api;
  };

  it('counts the unread ones, lists the newest 8 and leads to the rest with "See all"', async () => {
    renderBell(manyNotifications(12).map((n) => (n.id <= 2 ? { ...n, read_at: '2025-06-02' } : n)));
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 10 new' }));
    const dropdown = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(dropdown).getAllByRole('listitem')).toHaveLength(8));
    expect(within(dropdown).getAllByRole('listitem')[0]).toHaveTextContent('Notice 12');

    await userEvent.click(within(dropdown).getByRole('button', { name: 'See all' }));

    expect(await screen.findByText('Arrived at /notifications')).toBeInTheDocument();
  });

  it('bumps the badge and shows a notification pushed live, without a reload', async () => {
    renderBell([{ ...request, read_at: '2025-06-02' }]);
    // Nothing unread yet: the bell has no count.
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();

    act(() =>
      emitRealtime({
        kind: 'notification',
        notification: { ...request, id: 2, subject: 'You have a new booking request from Ava.' },
      }),
    );

    const bell = await screen.findByRole('button', { name: 'Notifications, 1 new' });
    await userEvent.click(bell);
    const dropdown = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dropdown).findByText('You have a new booking request from Ava.')).toBeInTheDocument();
  });

  it('drops the badge at once when a notification is opened, and keeps it down once the server agrees', async () => {
    const api = renderBell([request, { ...request, id: 2, subject: 'Second request' }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 new' }));
    const dropdown = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(await within(dropdown).findByRole('button', { name: /Second request/ }));

    expect(await screen.findByRole('button', { name: 'Notifications, 1 new' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls()).toContain('POST /api/notifications/2/read'));
    expect(api.state.notifications.find((n) => n.id === 2)?.read_at).not.toBeNull();
    expect(api.state.notifications.find((n) => n.id === 1)?.read_at).toBeNull();
  });
});

describe('TopBar greeting', () => {
  const renderTopBarOf = (user: ReturnType<typeof makeUser>) => {
    apiServer.use(
      apiHandlers.get('/api/user', ({ response }) => response(200).json(makeBootstrap({ user }))),
      apiHandlers.get('/api/public-config', ({ response }) => response(200).json(makePublicConfig())),
      apiHandlers.get('/api/notifications', ({ response }) =>
        response(200).json({ data: [], page: 1, per_page: 8, total: 0, unread: 0 }),
      ),
    );
    renderScreen(
      <TopBar bootstrap={makeBootstrap({ user })} deviceClass="desktop" menuOpen={false} onOpenMenu={() => {}} />,
    );
  };

  it('greets a person by first name', () => {
    renderTopBarOf(makeUser({ role: 'guide', name: 'Gabriel Roy' }));
    expect(screen.getByText('Hello, Gabriel')).toBeInTheDocument();
  });

  it('greets a company by its whole name', () => {
    renderTopBarOf(makeUser({ role: 'guide', name: 'Rockies Alpine Co.', is_company: true }));
    expect(screen.getByText('Hello, Rockies Alpine Co.')).toBeInTheDocument();
    expect(screen.queryByText('Hello, Rockies')).not.toBeInTheDocument();
  });
});
