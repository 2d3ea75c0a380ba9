import type { AuthUser } from '@cordee/shared/auth.contracts';
import type { Event } from '@cordee/shared/events.contracts';
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
import { makeBookingList } from '../bookings/my-courses.fixtures.ts';
import { AllCourses } from './all-courses.component.tsx';
import { makeCourse, makeCourseList } from './course-lists.fixtures.ts';

const guide = makeUser({ id: 10, role: 'guide', name: 'Gabriel Roy' });
const superAdmin = makeUser({ id: 1, role: 'super_admin', name: 'Sophie Tremblay' });

const granite = makeCourse({ id: 1, event_name: 'Granite at dawn', address: 'Stawamus Chief, Squamish' });
const frozen = makeCourse({ id: 2, event_name: 'Frozen falls', address: 'Johnston Canyon, Banff' });
const falaises = makeCourse({ id: 3, event_name: 'Falaises du Nord', address: 'Val-David, Québec' });
const oldTrip = makeCourse({ id: 4, event_name: 'Last winter on the ice', start_date: '2020-01-08' });
const othersTrip = makeCourse({
  id: 5,
  event_name: 'Sea to Sky slabs',
  guide_id: 20,
  guide: { id: 20, name: 'Sea to Sky Alpine Guides', profile_picture: null },
});

type Lists = Partial<Record<'all' | 'registered' | 'past', Event[]>>;

/**
 * A fake server: GET /api/user answers the viewer, GET /api/my-events the lists still "in the
 * database", GET /api/event/{id} a listed course or 404, DELETE as the test says.
 */
function stubServer(options: {
  viewer?: AuthUser;
  lists: () => Lists;
  onDelete?: (response: Respond<'/api/event/{id}', 'delete'>) => Answer<'/api/event/{id}', 'delete'>;
  pageOf?: (query: URLSearchParams, response: Respond<'/api/my-events', 'get'>) => Answer<'/api/my-events', 'get'>;
}) {
  const { onDelete, pageOf } = options;
  apiServer.use(
    api.get('/api/user', ({ response }) => response(200).json(makeBootstrap({ user: options.viewer ?? guide }))),
    api.get('/api/my-events', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      if (pageOf) return pageOf(query, response);
      const type = (query.get('type') ?? 'all') as keyof Lists;
      return response(200).json(makeCourseList(options.lists()[type] ?? []));
    }),
    api.get('/api/event/{id}', ({ params, response }) => {
      const event = Object.values(options.lists())
        .flat()
        .find((candidate) => candidate.id === Number(params.id));
      return event ? response(200).json({ event }) : response(404).json({ message: 'Not found', code: 'not_found' });
    }),
    // The guide's own course lists its climbers: nobody has booked these.
    api.get('/api/bookings', ({ response }) => response(200).json(makeBookingList([]))),
    ...(onDelete ? [api.delete('/api/event/{id}', ({ response }) => onDelete(response))] : []),
  );
  return recordRequests();
}

function EditModalProbe({ props }: ModalContentProps) {
  return <p>{`Editing event ${String(props.eventId)}`}</p>;
}
const registry: ModalRegistry = { event_edit: { title: () => 'Edit event', Content: EditModalProbe } };

/** The address bar, so a test can read the query the screen wrote. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

/** As in the app shell: the screen shows once GET /api/user has answered. */
function Screen() {
  const bootstrap = useBootstrap();
  return (
    <>
      {bootstrap.data && <AllCourses />}
      <Address />
      <ModalHost registry={registry} />
      <AlertRegion />
    </>
  );
}

function renderAllCourses(path = '/upcoming-events') {
  return renderRoutes(
    [
      { path: '/upcoming-events', element: <Screen /> },
      {
        path: '/calendar',
        element: (
          <>
            <p>Arrived at /calendar</p>
            <Link to="/upcoming-events?current=1&origin=Calendar&status=upcoming">Open Granite from the calendar</Link>
          </>
        ),
      },
    ],
    path,
  );
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const myEventsCalls = (requests: Request[]) =>
  requests.map((request) => new URL(request.url)).filter((url) => url.pathname === '/api/my-events');

describe('AllCourses', () => {
  afterEach(() => {
    act(() => {
      closeModal();
      dismissAllAlerts();
    });
  });

  describe('tabs', () => {
    it('lists the All tab by default and switches tabs through the type query', async () => {
      const requests = stubServer({ lists: () => ({ all: [granite, frozen], past: [oldTrip] }) });
      renderAllCourses();

      const tabs = await screen.findByRole('tablist', { name: 'Courses by status' });
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['All', 'Registered', 'Past']);
      expect(within(tabs).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
      const list = await screen.findByRole('list', { name: 'Courses' });
      expect(within(list).getByRole('button', { name: 'Granite at dawn' })).toBeInTheDocument();
      expect(within(list).getByRole('button', { name: 'Frozen falls' })).toBeInTheDocument();
      expect(screen.getByText('Showing 2 of 2 courses')).toBeInTheDocument();

      await userEvent.click(within(tabs).getByRole('tab', { name: 'Past' }));

      expect(address()).toBe('/upcoming-events?type=past');
      expect(await screen.findByRole('button', { name: 'Last winter on the ice' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Granite at dawn' })).not.toBeInTheDocument();
      expect(within(tabs).getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
      const asked = myEventsCalls(requests).map((url) => url.searchParams.get('type'));
      expect(asked).toEqual(['all', 'past']);
      expect(myEventsCalls(requests).every((url) => Number(url.searchParams.get('per_page')) <= 100)).toBe(true);
    });

    it('opens the tab named in the address, and reads an unknown type as All', async () => {
      stubServer({ lists: () => ({ all: [granite], registered: [frozen] }) });
      const { unmount } = renderAllCourses('/upcoming-events?type=registered');
      expect(await screen.findByRole('tab', { name: 'Registered' })).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByRole('button', { name: 'Frozen falls' })).toBeInTheDocument();
      unmount();

      renderAllCourses('/upcoming-events?type=cancelled');
      expect(await screen.findByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByRole('button', { name: 'Granite at dawn' })).toBeInTheDocument();
    });

    it('loads the next page on Load more', async () => {
      const requests = stubServer({
        lists: () => ({}),
        pageOf: (query, response) => {
          const page = Number(query.get('page'));
          const events = page === 1 ? [granite] : [frozen];
          return response(200).json(makeCourseList(events, { page, per_page: 100, total: 101 }));
        },
      });
      renderAllCourses();
      expect(await screen.findByText('Showing 1 of 101 courses')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

      expect(await screen.findByRole('button', { name: 'Frozen falls' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Granite at dawn' })).toBeInTheDocument();
      expect(myEventsCalls(requests).map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    });
  });

  describe('search', () => {
    it('filters the loaded courses by name or address, ignoring case and punctuation', async () => {
      stubServer({ lists: () => ({ all: [granite, frozen, falaises] }) });
      renderAllCourses();
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

    it("says 'No {type} course found' when nothing matches", async () => {
      stubServer({ lists: () => ({ all: [granite] }) });
      renderAllCourses();
      await screen.findByRole('button', { name: 'Granite at dawn' });

      await userEvent.type(screen.getByLabelText('Search courses'), 'zermatt');

      expect(screen.getByRole('heading', { name: 'No upcoming course found' })).toBeInTheDocument();
      expect(screen.getByText('No course was found')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
    });
  });

  describe('empty states', () => {
    it("shows a guide 'No Upcoming Events' with a link to the Calendar", async () => {
      stubServer({ lists: () => ({ all: [] }) });
      renderAllCourses();

      expect(await screen.findByRole('heading', { name: 'No Upcoming Events' })).toBeInTheDocument();
      expect(screen.getByText('There are no events coming up')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: 'Add to calendar' }));
      expect(await screen.findByText('Arrived at /calendar')).toBeInTheDocument();
    });

    it('offers a super admin no Add to calendar link', async () => {
      stubServer({ viewer: superAdmin, lists: () => ({ all: [] }) });
      renderAllCourses();

      expect(await screen.findByRole('heading', { name: 'No Upcoming Events' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
    });

    it("names the tab: 'No past course found' and 'No registered course found'", async () => {
      stubServer({ lists: () => ({ all: [granite] }) });
      renderAllCourses('/upcoming-events?type=past');
      expect(await screen.findByRole('heading', { name: 'No past course found' })).toBeInTheDocument();
      expect(screen.getByText('No course was found')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('tab', { name: 'Registered' }));
      expect(await screen.findByRole('heading', { name: 'No registered course found' })).toBeInTheDocument();
    });
  });

  describe('Selected Course', () => {
    it('opens a card with current, origin and status, and Close drops the course but keeps the tab', async () => {
      stubServer({ lists: () => ({ all: [granite], past: [oldTrip] }) });
      renderAllCourses('/upcoming-events?type=past');

      await userEvent.click(await screen.findByRole('button', { name: 'Last winter on the ice' }));

      expect(address()).toBe('/upcoming-events?type=past&current=4&origin=UpcomingEvents&status=past');
      const panel = screen.getByRole('region', { name: 'Selected Course' });
      expect(within(panel).getByRole('heading', { name: 'Selected Course' })).toHaveFocus();
      const directions = await within(panel).findByRole('link', { name: 'Directions' });
      expect(directions).toHaveAttribute('href', expect.stringContaining('destination=49.68,-123.14'));

      await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));

      expect(address()).toBe('/upcoming-events?type=past');
      expect(screen.queryByRole('region', { name: 'Selected Course' })).not.toBeInTheDocument();
      // Focus returns to the card that was opened.
      expect(screen.getByRole('button', { name: 'Last winter on the ice' })).toHaveFocus();
    });

    it('leaves type out of the query on the All tab', async () => {
      stubServer({ lists: () => ({ all: [granite] }) });
      renderAllCourses();
      await userEvent.click(await screen.findByRole('button', { name: 'Granite at dawn' }));
      expect(address()).toBe('/upcoming-events?current=1&origin=UpcomingEvents&status=upcoming');
    });

    it('fetches a linked course by id, even one the tab does not hold', async () => {
      const requests = stubServer({ lists: () => ({ all: [granite], past: [oldTrip] }) });
      renderAllCourses('/upcoming-events?current=4');

      const panel = await screen.findByRole('region', { name: 'Selected Course' });
      expect(await within(panel).findByRole('heading', { name: 'Last winter on the ice' })).toBeInTheDocument();
      expect(requests.some((request) => addressOf(request) === '/api/event/4')).toBe(true);
    });

    it('closes with the danger alert when the course no longer exists', async () => {
      stubServer({ lists: () => ({ all: [granite] }) });
      renderAllCourses('/upcoming-events?current=99&origin=UpcomingEvents');

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Sorry, this event cannot be found. It may have been deleted by the guide. Please contact the provider support',
      );
      await waitFor(() => expect(address()).toBe('/upcoming-events'));
      expect(screen.queryByRole('region', { name: 'Selected Course' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('alert')).toHaveLength(1);
    });

    it('goes back to the screen that opened the course', async () => {
      stubServer({ lists: () => ({ all: [granite] }) });
      renderAllCourses('/calendar');
      await userEvent.click(screen.getByRole('link', { name: 'Open Granite from the calendar' }));
      const panel = await screen.findByRole('region', { name: 'Selected Course' });

      await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));

      expect(await screen.findByText('Arrived at /calendar')).toBeInTheDocument();
    });

    it('closes in place when a link from elsewhere opened this tab first (nothing to go back to)', async () => {
      stubServer({ lists: () => ({ all: [granite] }) });
      renderAllCourses('/upcoming-events?current=1&origin=Calendar&status=upcoming');
      const panel = await screen.findByRole('region', { name: 'Selected Course' });

      await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));

      expect(address()).toBe('/upcoming-events');
    });
  });

  describe('edit and delete', () => {
    it("opens the wizard in edit mode for the guide's own course", async () => {
      stubServer({ lists: () => ({ all: [granite] }) });
      renderAllCourses('/upcoming-events?current=1');
      const panel = await screen.findByRole('region', { name: 'Selected Course' });

      await userEvent.click(await within(panel).findByRole('button', { name: 'Edit event' }));

      const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
      expect(within(dialog).getByText('Editing event 1')).toBeInTheDocument();
    });

    it('deletes after the confirmation: success alert, panel closed, course gone from the list', async () => {
      let all = [granite, frozen];
      let finishDelete = () => {};
      const requests = stubServer({
        lists: () => ({ all }),
        onDelete: (response) =>
          new Promise((resolve) => {
            finishDelete = () =>
              resolve(response(200).json({ message: 'Event is deleted', code: 'event_deleted', id: 1 }));
          }),
      });
      renderAllCourses('/upcoming-events?current=1&origin=UpcomingEvents&status=upcoming');
      const panel = await screen.findByRole('region', { name: 'Selected Course' });
      await userEvent.click(await within(panel).findByRole('button', { name: 'Delete' }));

      const confirm = await screen.findByRole('alertdialog', { name: 'Delete event' });
      expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this event?');
      await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));
      expect(await within(confirm).findByRole('button', { name: 'Deleting...' })).toBeDisabled();

      all = [frozen];
      act(() => finishDelete());

      expect(await screen.findByText('Event is deleted')).toBeInTheDocument();
      await waitFor(() => expect(address()).toBe('/upcoming-events'));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Selected Course' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Granite at dawn' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Frozen falls' })).toBeInTheDocument();
      const deleteCall = requests.find((request) => request.method === 'DELETE');
      expect(addressOf(deleteCall)).toBe('/api/event/1');
      // No "cannot be found" alert for the course just deleted.
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it("shows the server's refusal, keeps the course and its panel", async () => {
      stubServer({
        lists: () => ({ all: [granite] }),
        onDelete: (response) =>
          response(403).json({ message: 'You can only delete your own events.', code: 'forbidden' }),
      });
      renderAllCourses('/upcoming-events?current=1');
      const panel = await screen.findByRole('region', { name: 'Selected Course' });
      await userEvent.click(await within(panel).findByRole('button', { name: 'Delete' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Delete event' });

      await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('You can only delete your own events.');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Selected Course' })).toBeInTheDocument();
      expect(address()).toBe('/upcoming-events?current=1');
    });

    it("lets a super admin edit and delete any guide's course, and names each course's guide", async () => {
      stubServer({ viewer: superAdmin, lists: () => ({ all: [granite, othersTrip] }) });
      renderAllCourses();

      const list = await screen.findByRole('list', { name: 'Courses' });
      expect(within(list).getByText('Guide: Gabriel Roy')).toBeInTheDocument();
      expect(within(list).getByText('Guide: Sea to Sky Alpine Guides')).toBeInTheDocument();

      await userEvent.click(within(list).getByRole('button', { name: 'Sea to Sky slabs' }));
      const panel = screen.getByRole('region', { name: 'Selected Course' });
      expect(await within(panel).findByRole('button', { name: 'Delete' })).toBeInTheDocument();
      // Staff who may change any course (the shared rule mayChangeEvent) edit it too.
      expect(within(panel).getByRole('button', { name: 'Edit event' })).toBeInTheDocument();
    });

    it('offers a guide no Edit or Delete on a course that is not theirs', async () => {
      stubServer({ lists: () => ({ all: [othersTrip] }) });
      renderAllCourses('/upcoming-events?current=5');
      const panel = await screen.findByRole('region', { name: 'Selected Course' });
      await within(panel).findByRole('heading', { name: 'Sea to Sky slabs' });

      expect(within(panel).queryByRole('button', { name: 'Edit event' })).not.toBeInTheDocument();
      expect(within(panel).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    });
  });
});
