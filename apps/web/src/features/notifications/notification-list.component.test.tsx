import type { Notification } from '@cordee/shared/bootstrap.contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { closeModal } from '../../shell/modals/modal.store.ts';
import { type ModalContentProps, ModalHost, type ModalRegistry } from '../../shell/modals/modal-host.component.tsx';
import { renderRoutes } from '../../test/render.tsx';
import { makeCourse } from '../course-lists/course-lists.fixtures.ts';
import { NotificationList } from './notification-list.component.tsx';
import { makeNotification, stubNotificationsApi } from './notifications.fixtures.ts';

const many = (count: number, overrides: Partial<Notification> = {}) =>
  Array.from({ length: count }, (_, index) => makeNotification({ id: index + 1, ...overrides }));

function ViewUserProbe({ props }: ModalContentProps) {
  return <p>{`Climber view of booking ${String(props.bookingId)}`}</p>;
}
function NewGuideProbe({ props }: ModalContentProps) {
  return <p>{`Application of guide ${String(props.guideId)}`}</p>;
}
const registry: ModalRegistry = {
  view_user: { title: () => 'Climber', Content: ViewUserProbe },
  new_guide: { title: () => 'New guide application', Content: NewGuideProbe },
};

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

/** The API over `notifications`; GET /api/event/{id} answers for `existing` events only. */
function stubEvents(existing: number[], notifications: Notification[] = []) {
  return stubNotificationsApi({ notifications, existingEvents: existing.map((id) => makeCourse({ id })) });
}

function renderList(props: Parameters<typeof NotificationList>[0]) {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <NotificationList {...props} />
            <Address />
            <ModalHost registry={registry} />
            <AlertRegion />
          </>
        ),
      },
    ],
    '/',
  );
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

describe('NotificationList', () => {
  afterEach(() => {
    act(() => {
      closeModal();
      dismissAllAlerts();
    });
  });

  it('says so when there is nothing yet', () => {
    renderList({ notifications: [], userRole: 'climber' });
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
  });

  it('shows each with its stored subject, and "See all" to the Notifications page when there are more', async () => {
    const notifications = many(8).map((notification, index) =>
      index === 0 ? { ...notification, subject: 'A climber paid for a booking.', type: 'booking_paid' } : notification,
    );
    renderList({ notifications, hasMore: true, userRole: 'guide' });
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByText('A climber paid for a booking.')).toBeInTheDocument();
    expect(screen.getAllByText(/You have a new booking request\./)).toHaveLength(7);

    await userEvent.click(screen.getByRole('button', { name: 'See all' }));

    expect(address()).toBe('/notifications');
  });

  it("falls back to the role's text when a notification has no subject", () => {
    renderList({ notifications: [makeNotification({ type: 'booking_accepted', subject: '  ' })], userRole: 'climber' });
    expect(screen.getByText('Your booking request is accepted.')).toBeInTheDocument();
  });

  it('marks unread notifications, and only them', () => {
    renderList({
      notifications: [
        makeNotification({ id: 1, subject: 'Unread one' }),
        makeNotification({ id: 2, subject: 'Read one', read_at: '2025-06-02T10:00:00.000Z' }),
      ],
      userRole: 'guide',
    });
    const [unread, read] = screen.getAllByRole('listitem');
    expect(unread).toHaveTextContent('Unread one (unread)');
    expect(read).toHaveTextContent('Read one');
    expect(read).not.toHaveTextContent('(unread)');
  });

  it('offers no "See all" when everything fits', () => {
    renderList({
      notifications: many(8, { type: 'new_guide_signup', data: { guide_id: 3 } }),
      userRole: 'super_admin',
    });
    expect(screen.queryByRole('button', { name: 'See all' })).not.toBeInTheDocument();
  });

  describe('clicking a notification', () => {
    beforeEach(() => {
      stubEvents([]);
    });

    it('opens the climber view of the booking for a guide, whatever the booking notification', async () => {
      renderList({
        notifications: [
          makeNotification({ id: 1, subject: 'You have a new booking request.', data: { booking_id: 9, event_id: 5 } }),
          makeNotification({
            id: 2,
            type: 'booking_cancelled',
            subject: 'A booking was cancelled.',
            data: { booking_id: 12, event_id: null },
          }),
        ],
        userRole: 'guide',
      });

      await userEvent.click(screen.getByRole('button', { name: /You have a new booking request\./ }));
      const dialog = await screen.findByRole('dialog', { name: 'Climber' });
      expect(within(dialog).getByText('Climber view of booking 9')).toBeInTheDocument();

      act(() => closeModal());
      // A guide's view of a booking does not need its course: the deleted course changes nothing.
      await userEvent.click(screen.getByRole('button', { name: /A booking was cancelled\./ }));
      expect(await screen.findByText('Climber view of booking 12')).toBeInTheDocument();
    });

    it('takes a climber to the booking in My Courses, with its course and a way back', async () => {
      const notification = makeNotification({ type: 'booking_accepted', subject: 'Your booking request is accepted.' });
      const api = stubEvents([5], [notification]);
      renderList({ notifications: [notification], userRole: 'climber' });

      await userEvent.click(screen.getByRole('button', { name: /Your booking request is accepted\./ }));

      await vi.waitFor(() => expect(address()).toBe('/my-events?current=5&status=9&origin=Notifications'));
      // Opening it read it, once.
      expect(api.calls().sort()).toEqual(['GET /api/event/5', 'POST /api/notifications/1/read']);
      expect(api.state.notifications[0]?.read_at).not.toBeNull();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows a climber the missing-event alert when the course was deleted (no event id)', async () => {
      const api = stubEvents([]);
      renderList({
        notifications: [
          makeNotification({
            type: 'booking_cancelled',
            data: { booking_id: 9, event_id: null },
            read_at: '2025-06-02',
          }),
        ],
        userRole: 'climber',
      });

      await userEvent.click(screen.getByRole('button', { name: /You have a new booking request\./ }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Sorry, this event cannot be found. It may have been deleted by the guide. Please contact the provider support',
      );
      expect(address()).toBe('/');
      // Already read, and no course to look up: nothing is asked of the server.
      expect(api.calls()).toEqual([]);
    });

    it('shows a climber the missing-event alert when the course answers 404', async () => {
      stubEvents([]);
      renderList({
        notifications: [makeNotification({ type: 'booking_accepted', subject: 'Your booking request is accepted.' })],
        userRole: 'climber',
      });

      await userEvent.click(screen.getByRole('button', { name: /Your booking request is accepted\./ }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, this event cannot be found.');
      expect(address()).toBe('/');
    });

    it("opens the application's approval modal from a super admin's new guide sign-up", async () => {
      renderList({
        notifications: [
          makeNotification({
            type: 'new_guide_signup',
            subject: 'There is a new guide sign up',
            data: { guide_id: 3 },
          }),
        ],
        userRole: 'super_admin',
      });

      await userEvent.click(screen.getByRole('button', { name: /There is a new guide sign up/ }));

      const dialog = await screen.findByRole('dialog', { name: 'New guide application' });
      expect(within(dialog).getByText('Application of guide 3')).toBeInTheDocument();
    });

    it('keeps a sign-up without a guide id as text, with no action', () => {
      renderList({
        notifications: [makeNotification({ type: 'new_guide_signup', subject: '', data: {} })],
        userRole: 'admin',
      });
      expect(screen.getByText('There is a new guide sign up')).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });

    it('opens the conversation of a new message, whoever the user is', async () => {
      renderList({
        notifications: [
          makeNotification({
            type: 'new_message',
            subject: 'New message from Ava Lee',
            data: { sender_id: 42, sender_name: 'Ava Lee' },
          }),
        ],
        userRole: 'guide',
      });

      await userEvent.click(screen.getByRole('button', { name: /New message from Ava Lee/ }));

      await vi.waitFor(() => expect(address()).toBe('/chats/42/Ava%20Lee'));
    });

    it('hands the action to the container (a dropdown closes first), which runs it when ready', async () => {
      const onOpen = vi.fn();
      renderList({ notifications: [makeNotification()], userRole: 'guide', onOpen });

      await userEvent.click(screen.getByRole('button', { name: /You have a new booking request\./ }));

      expect(onOpen).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      act(() => onOpen.mock.calls[0]?.[0]());
      expect(await screen.findByText('Climber view of booking 9')).toBeInTheDocument();
    });
  });
});
