import type { Booking } from '@cordee/shared/bookings.contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useBootstrap } from '../../session/bootstrap.api.ts';
import { dismissAllAlerts } from '../../shell/alerts/alert.store.ts';
import { AlertRegion } from '../../shell/alerts/alert-region.component.tsx';
import { closeModal } from '../../shell/modals/modal.store.ts';
import { type ModalContentProps, ModalHost, type ModalRegistry } from '../../shell/modals/modal-host.component.tsx';
import { type Answer, addressOf, api, apiServer, type Respond, recordRequests } from '../../test/api-server.ts';
import { makeBootstrap, makeUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { makeBooking, makeBookingList } from '../bookings/my-courses.fixtures.ts';
import { makeCourse } from '../course-lists/course-lists.fixtures.ts';
import { MyCourses } from './my-courses.component.tsx';

const climber = makeUser({ id: 1, role: 'climber', name: 'Ada Lovelace' });

const granite = makeBooking({ id: 9, event_id: 5, event_name: 'Granite at dawn' });
const frozen = makeBooking({
  id: 10,
  event_id: 6,
  event_name: 'Frozen falls',
  address: 'Johnston Canyon, Banff National Park',
  province: 'Alberta',
  status: 'accepted',
  quantity: 1,
  total_price: 42_000,
  receipt_no: null,
});
const falaises = makeBooking({
  id: 11,
  event_id: 7,
  event_name: 'Falaises du Nord',
  address: 'Val-David, Québec',
  province: 'Quebec',
  status: 'requested',
});
const lastWinter = makeBooking({
  id: 12,
  event_id: 8,
  event_name: 'Last winter on the ice',
  start_date: '2020-01-08',
  status: 'paid',
});

type Lists = Partial<Record<'all' | 'registered' | 'past', Booking[]>>;

/**
 * A fake server: GET /api/user answers the climber, GET /api/bookings the tabs, GET /api/bookings/{id}
 * a listed booking (or 404), GET /api/event/{id} a course for the events that still exist (or 404).
 */
function stubServer(options: {
  lists: Lists;
  events?: number[];
  pageOf?: (query: URLSearchParams, response: Respond<'/api/bookings', 'get'>) => Answer<'/api/bookings', 'get'>;
  bookingOf?: (id: number) => Booking | undefined;
}) {
  const everyBooking = () => Object.values(options.lists).flat();
  const { pageOf } = options;
  apiServer.use(
    api.get('/api/user', ({ response }) => response(200).json(makeBootstrap({ user: climber }))),
    api.get('/api/bookings', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      if (pageOf) return pageOf(query, response);
      const type = (query.get('type') ?? 'all') as keyof Lists;
      return response(200).json(makeBookingList(options.lists[type] ?? []));
    }),
    api.get('/api/bookings/{id}', ({ params, response }) => {
      const id = Number(params.id);
      const found = options.bookingOf ? options.bookingOf(id) : everyBooking().find((b) => b.id === id);
      return found
        ? response(200).json({ booking: found })
        : response(404).json({ message: 'Not found', code: 'not_found' });
    }),
    api.get('/api/event/{id}', ({ params, response }) => {
      const id = Number(params.id);
      if (!(options.events ?? []).includes(id)) return response(404).json({ message: 'Not found', code: 'not_found' });
      const listed = everyBooking().find((b) => b.event_id === id);
      return response(200).json({ event: makeCourse({ id, event_name: listed?.event_name ?? `Course ${id}` }) });
    }),
  );
  return recordRequests();
}

function ModalProbe({ props }: ModalContentProps) {
  return <p>{`Modal for booking ${String(props.bookingId)}`}</p>;
}
const registry: ModalRegistry = {
  booking_modal: { title: () => 'Complete your booking', Content: ModalProbe },
  cancel_booking: { title: () => 'Cancel booking', Content: ModalProbe },
};

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function Screen() {
  const bootstrap = useBootstrap();
  return (
    <>
      {bootstrap.data && <MyCourses />}
      <Address />
      <ModalHost registry={registry} />
      <AlertRegion />
    </>
  );
}

function renderMyCourses(path = '/my-events') {
  return renderRoutes(
    [
      { path: '/my-events', element: <Screen /> },
      {
        path: '/',
        element: (
          <>
            <p>Arrived at home</p>
            <Link to="/my-events?current=5&status=9&origin=Notifications">Open the booking from a notification</Link>
          </>
        ),
      },
    ],
    path,
  );
}

// Read by selector: a modal hides the rest of the page from the accessibility tree.
const address = () => document.querySelector('output[aria-label="Address"]')?.textContent;
const bookingCalls = (requests: Request[]) =>
  requests.map((request) => new URL(request.url)).filter((url) => url.pathname === '/api/bookings');
const card = (name: string) => {
  const button = screen.getByRole('button', { name });
  const article = button.closest('article');
  if (!article) throw new Error(`No card for ${name}`);
  return article;
};

describe('MyCourses', () => {
  afterEach(() => {
    act(() => {
      closeModal();
      dismissAllAlerts();
    });
  });

  describe('tabs', () => {
    it('lists the All tab by default and switches tabs through the type query', async () => {
      const requests = stubServer({ lists: { all: [granite, frozen], past: [lastWinter] } });
      renderMyCourses();

      const tabs = await screen.findByRole('tablist', { name: 'Courses by status' });
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['All', 'Registered', 'Past']);
      expect(within(tabs).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
      const list = await screen.findByRole('list', { name: 'My bookings' });
      expect(within(list).getByRole('button', { name: 'Granite at dawn' })).toBeInTheDocument();
      expect(within(list).getByRole('button', { name: 'Frozen falls' })).toBeInTheDocument();
      expect(screen.getByText('Showing 2 of 2 courses')).toBeInTheDocument();

      await userEvent.click(within(tabs).getByRole('tab', { name: 'Past' }));

      expect(address()).toBe('/my-events?type=past');
      expect(await screen.findByRole('button', { name: 'Last winter on the ice' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Granite at dawn' })).not.toBeInTheDocument();
      expect(bookingCalls(requests).map((url) => url.searchParams.get('type'))).toEqual(['all', 'past']);
    });

    it('opens the tab named in the address, and reads an unknown type as All', async () => {
      stubServer({ lists: { all: [granite], registered: [frozen] } });
      const { unmount } = renderMyCourses('/my-events?type=registered');
      expect(await screen.findByRole('tab', { name: 'Registered' })).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByRole('button', { name: 'Frozen falls' })).toBeInTheDocument();
      unmount();

      renderMyCourses('/my-events?type=cancelled');
      expect(await screen.findByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByRole('button', { name: 'Granite at dawn' })).toBeInTheDocument();
    });

    it('loads the next page on Load more', async () => {
      const requests = stubServer({
        lists: {},
        pageOf: (query, response) => {
          const page = Number(query.get('page'));
          return response(200).json(makeBookingList(page === 1 ? [granite] : [frozen], { page, total: 51 }));
        },
      });
      renderMyCourses();
      expect(await screen.findByText('Showing 1 of 51 courses')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

      expect(await screen.findByRole('button', { name: 'Frozen falls' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Granite at dawn' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
      expect(bookingCalls(requests).map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    });
  });

  describe('search', () => {
    it('filters the loaded bookings by course name or address, ignoring case and punctuation', async () => {
      stubServer({ lists: { all: [granite, frozen, falaises] } });
      renderMyCourses();
      await screen.findByRole('button', { name: 'Granite at dawn' });
      const search = screen.getByLabelText('Search courses');

      await userEvent.type(search, 'BANFF');
      expect(screen.getByRole('button', { name: 'Frozen falls' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Granite at dawn' })).not.toBeInTheDocument();
      expect(screen.getByText('1 course matches the search')).toBeInTheDocument();
      // The counter counts the cards the search left on screen, out of all the courses.
      expect(screen.getByText('Showing 1 of 3 courses')).toBeInTheDocument();

      await userEvent.clear(search);
      await userEvent.type(search, 'val-david!');
      expect(screen.getByRole('button', { name: 'Falaises du Nord' })).toBeInTheDocument();
      expect(screen.getAllByRole('listitem')).toHaveLength(1);
    });

    it("says 'No upcoming courses found' and 'No course was found' when nothing matches", async () => {
      stubServer({ lists: { all: [granite] } });
      renderMyCourses();
      await screen.findByRole('button', { name: 'Granite at dawn' });

      await userEvent.type(screen.getByLabelText('Search courses'), 'zermatt');

      expect(screen.getByRole('heading', { name: 'No upcoming courses found' })).toBeInTheDocument();
      expect(screen.getByText('No course was found')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Explore courses' })).not.toBeInTheDocument();
    });
  });

  describe('empty tabs', () => {
    it('names the tab, and shows a climber with no booking the way to the courses', async () => {
      stubServer({ lists: {} });
      renderMyCourses();
      expect(await screen.findByRole('heading', { name: 'No upcoming courses found' })).toBeInTheDocument();
      expect(screen.getByText('No course was found')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Explore courses' })).toHaveAttribute('href', '/explore-events');

      await userEvent.click(screen.getByRole('tab', { name: 'Registered' }));
      expect(await screen.findByRole('heading', { name: 'No registered courses found' })).toBeInTheDocument();

      await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
      expect(await screen.findByRole('heading', { name: 'No past courses found' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Explore courses' })).not.toBeInTheDocument();
    });
  });

  describe('cards', () => {
    it('shows the run date, the address cut at 20 characters, the group, the total and the badge', async () => {
      stubServer({ lists: { all: [granite, frozen] } });
      renderMyCourses();
      await screen.findByRole('button', { name: 'Granite at dawn' });

      const paid = card('Granite at dawn');
      expect(paid).toHaveTextContent('Jul 4, 2099');
      expect(paid).toHaveTextContent('Stawamus Chief, S...');
      expect(paid).toHaveTextContent('2 persons');
      expect(paid).toHaveTextContent('Total CA$866');
      expect(within(paid).getByText('Booked')).toBeInTheDocument();

      const accepted = card('Frozen falls');
      expect(accepted).toHaveTextContent('1 person');
      expect(accepted).toHaveTextContent('Total CA$420');
      expect(within(accepted).getByText('Waiting payment')).toBeInTheDocument();
    });

    it('offers Complete booking on an accepted booking: it opens the booking modal for it', async () => {
      stubServer({ lists: { all: [frozen, falaises] } });
      renderMyCourses();
      await screen.findByRole('button', { name: 'Frozen falls' });

      expect(within(card('Falaises du Nord')).queryByRole('button', { name: 'Complete booking' })).toBeNull();
      const complete = within(card('Frozen falls')).getByRole('button', { name: 'Complete booking' });
      expect(complete).toHaveAccessibleDescription('Frozen falls');

      await userEvent.click(complete);

      const dialog = await screen.findByRole('dialog', { name: 'Complete your booking' });
      expect(within(dialog).getByText('Modal for booking 10')).toBeInTheDocument();
      // The card's own button (the panel) was not pressed through the action.
      expect(address()).toBe('/my-events');
    });

    it('offers Cancel booking while the booking holds seats and its run has not started', async () => {
      const cancelled = makeBooking({ id: 13, event_id: 9, event_name: 'Cancelled slabs', status: 'cancelled' });
      stubServer({ lists: { all: [granite, frozen, falaises, cancelled], past: [lastWinter] } });
      renderMyCourses();
      await screen.findByRole('button', { name: 'Granite at dawn' });

      for (const name of ['Granite at dawn', 'Frozen falls', 'Falaises du Nord']) {
        expect(within(card(name)).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
      }
      expect(
        within(card('Cancelled slabs'))
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Cancelled slabs']);
      expect(within(card('Cancelled slabs')).getByText('Booking canceled')).toBeInTheDocument();

      await userEvent.click(within(card('Falaises du Nord')).getByRole('button', { name: 'Cancel booking' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
      expect(within(dialog).getByText('Modal for booking 11')).toBeInTheDocument();

      act(() => closeModal());
      await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
      await screen.findByRole('button', { name: 'Last winter on the ice' });
      // A paid trip that has started (here long ago) can no longer be cancelled by its climber.
      expect(within(card('Last winter on the ice')).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    });
  });

  describe('Selected Course', () => {
    it("opens a card with current, status and origin: the booking's receipt above its course", async () => {
      stubServer({ lists: { all: [granite] }, events: [5] });
      renderMyCourses();

      await userEvent.click(await screen.findByRole('button', { name: 'Granite at dawn' }));

      expect(address()).toBe('/my-events?current=5&status=9&origin=MyEvents');
      const panel = screen.getByRole('region', { name: 'Selected Course' });
      expect(within(panel).getByRole('heading', { name: 'Selected Course' })).toHaveFocus();
      const details = within(panel).getByRole('region', { name: 'Booking details' });
      expect(details).toHaveTextContent('CR-2099-000123');
      expect(within(details).getByText('Booked')).toBeInTheDocument();
      const rows = within(details)
        .getAllByRole('row')
        .map((row) => row.textContent);
      expect(rows).toEqual([
        'Trip: 2 persons × CA$400.00CA$800.00',
        'Shoe rentalCA$25.00',
        'GST (5%)CA$41.25',
        'TotalCA$866.25',
      ]);
      const attendees = within(details).getByRole('list', { name: 'Attendees' });
      expect(
        within(attendees)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Ada Lovelaceada@example.testBorn Mar 14, 1990', 'Grace Hoppergrace@example.testBorn Dec 9, 1992']);
      // The course itself, fetched by its id.
      expect(await within(panel).findByRole('article', { name: 'Granite at dawn' })).toBeInTheDocument();
      expect(within(panel).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows the refund made on a cancelled booking', async () => {
      const refunded = makeBooking({ status: 'cancelled', cancelled_by: 'climber', refunded_amount: 43_313 });
      stubServer({ lists: { all: [refunded] }, events: [5] });
      renderMyCourses('/my-events?current=5&status=9&origin=MyEvents');

      const details = await screen.findByRole('region', { name: 'Booking details' });
      expect(within(details).getByRole('row', { name: /Refund made/ })).toHaveTextContent('CA$433.13');
      expect(within(details).getByText('Booking canceled')).toBeInTheDocument();
    });

    it('closes to the tab it was opened from, with focus back on the card', async () => {
      stubServer({ lists: { all: [granite], past: [lastWinter] }, events: [5, 8] });
      renderMyCourses('/my-events?type=past');

      await userEvent.click(await screen.findByRole('button', { name: 'Last winter on the ice' }));
      expect(address()).toBe('/my-events?type=past&current=8&status=12&origin=MyEvents');
      const panel = screen.getByRole('region', { name: 'Selected Course' });

      await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));

      expect(address()).toBe('/my-events?type=past');
      expect(screen.queryByRole('region', { name: 'Selected Course' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Last winter on the ice' })).toHaveFocus();
    });

    it('goes back to the screen that opened the booking (a notification)', async () => {
      stubServer({ lists: { all: [granite] }, events: [5] });
      renderMyCourses('/');
      await userEvent.click(screen.getByRole('link', { name: 'Open the booking from a notification' }));
      const panel = await screen.findByRole('region', { name: 'Selected Course' });

      await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));

      expect(await screen.findByText('Arrived at home')).toBeInTheDocument();
    });

    it('closes in place when a link opened this tab first (nothing to go back to)', async () => {
      stubServer({ lists: { all: [granite] }, events: [5] });
      renderMyCourses('/my-events?current=5&status=9&origin=Notifications');
      const panel = await screen.findByRole('region', { name: 'Selected Course' });

      await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));

      expect(address()).toBe('/my-events');
    });

    it('keeps the booking but shows the missing-event alert when the guide deleted the course', async () => {
      const orphan = makeBooking({
        event_id: null,
        status: 'cancelled',
        cancelled_by: 'guide',
        refunded_amount: 86_625,
      });
      const requests = stubServer({ lists: { all: [orphan] } });
      renderMyCourses();

      await userEvent.click(await screen.findByRole('button', { name: 'Granite at dawn' }));

      expect(address()).toBe('/my-events?status=9&origin=MyEvents');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Sorry, this event cannot be found. It may have been deleted by the guide. Please contact the provider support',
      );
      const panel = screen.getByRole('region', { name: 'Selected Course' });
      expect(within(panel).getByText('The course of this booking no longer exists.')).toBeInTheDocument();
      expect(within(panel).getByRole('row', { name: /Refund made/ })).toHaveTextContent('CA$866.25');
      expect(requests.some((request) => addressOf(request).startsWith('/api/event/'))).toBe(false);
      expect(screen.getAllByRole('alert')).toHaveLength(1);
    });

    it('shows the missing-event alert once when the course answers 404', async () => {
      stubServer({ lists: { all: [granite] }, events: [] });
      renderMyCourses('/my-events?current=5&status=9&origin=Notifications');

      expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, this event cannot be found.');
      const panel = screen.getByRole('region', { name: 'Selected Course' });
      expect(await within(panel).findByText('The course of this booking no longer exists.')).toBeInTheDocument();
      expect(within(panel).getByRole('region', { name: 'Booking details' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    });

    it('says so when the booking is not one of the climber’s', async () => {
      stubServer({ lists: { all: [granite] }, events: [5], bookingOf: () => undefined });
      renderMyCourses('/my-events?current=5&status=77&origin=Notifications');

      const panel = await screen.findByRole('region', { name: 'Selected Course' });
      expect(await within(panel).findByText('This booking cannot be found.')).toBeInTheDocument();
      // The course named in the query still shows.
      expect(await within(panel).findByRole('article', { name: 'Granite at dawn' })).toBeInTheDocument();
    });
  });
});
