import type { Home, HomeEvent, HomePerson } from '@cordee/shared/home.contracts';
import type { MyEvent } from '@cordee/shared/my-events.contracts';
import { ADMIN_PERMISSIONS, type AdminPermissionId, type Role } from '@cordee/shared/roles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEvent, makeOccurrence } from '../api/events.fixtures.ts';
import { bootstrapQueryOptions } from '../session/bootstrap.api.ts';
import { emitRealtime } from '../shell/realtime/realtime.store.ts';
import { addressOf, api, apiServer, recordRequests } from '../test/api-server.ts';
import { makeBootstrap, makePublicConfig, makeUser } from '../test/fixtures.ts';
import { createTestQueryClient } from '../test/render.tsx';
import { answerTheShellAtRest } from '../test/shell-api.ts';
import { HomeScreen } from './home.screen.tsx';

const SHOP = 'https://shop.example.test/merch';

function homeEvent(id: number, overrides: Partial<HomeEvent> = {}): HomeEvent {
  return {
    event_id: id,
    occurrence_id: id * 10,
    event_name: `Trip ${id}`,
    starts_on: '2030-06-06',
    ends_on: '2030-06-07',
    address: 'Squamish, BC',
    province: 'British Columbia',
    color: 'blue',
    picture: null,
    booked: 2,
    ...overrides,
  };
}

const person = (id: number): HomePerson => ({ id, name: `Person ${id}`, profile_picture: null, color: 'green' });

function homeOf(overrides: Partial<Home> = {}): Home {
  return {
    stats: [],
    events: { kind: 'none', items: [] },
    today: { events: [], has_more: false, people: { kind: 'guides', shown: [], total: 0 }, week: null },
    ...overrides,
  };
}

const times = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

function renderHome(
  role: Role,
  home: Home,
  options: { shop?: string; myEvents?: MyEvent[]; permissions?: AdminPermissionId[] } = {},
) {
  answerTheShellAtRest();
  apiServer.use(
    api.get('/api/home', ({ response }) => response(200).json(home)),
    api.get('/api/public-config', ({ response }) =>
      response(200).json(
        makePublicConfig({
          marketing: { site: '', about: '', blog: '', faq: '', merchandise: options.shop ?? SHOP, community: '' },
        }),
      ),
    ),
    api.get('/api/my-events', ({ response }) => {
      const events = options.myEvents ?? [];
      return response(200).json({ events, page: 1, per_page: 100, total: events.length });
    }),
  );
  const requests = recordRequests();
  const queryClient = createTestQueryClient();
  const permissions = ADMIN_PERMISSIONS.map(({ id, name, abbr }) => ({
    id,
    name,
    abbr,
    status: options.permissions?.includes(id) ?? false,
  }));
  queryClient.setQueryData(bootstrapQueryOptions.queryKey, makeBootstrap({ user: makeUser({ role, permissions }) }));
  const paths = ['/explore-events', '/upcoming-events', '/calendar', '/registered-events', '/my-events'];
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomeScreen /> },
      ...paths.map((path) => ({ path, element: <p>{`Arrived at ${path}`}</p> })),
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, requests };
}

const linkTarget = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
const desktopWidth = window.innerWidth;

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1366 });
});
afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: desktopWidth });
  vi.unstubAllGlobals();
});

describe('Home, climber', () => {
  it('shows the cards with their real trend, Confirmed Events with Explore more, and the Today panel', async () => {
    renderHome(
      'climber',
      homeOf({
        stats: [
          { key: 'all_bookings', value: 4, kind: 'count', period: 'all_time', change_percent: 50 },
          { key: 'pending_approval', value: 1, kind: 'count', period: 'all_time', change_percent: null },
        ],
        events: { kind: 'confirmed', items: [homeEvent(1, { booked: 1 }), homeEvent(2)] },
        today: {
          events: times(5).map((id) => homeEvent(100 + id)),
          has_more: true,
          people: { kind: 'guides', shown: times(5).map(person), total: 12 },
          week: null,
        },
      }),
    );

    const confirmed = await screen.findByRole('region', { name: 'Confirmed Events' });
    expect(within(confirmed).getAllByRole('listitem')).toHaveLength(2);
    expect(within(confirmed).getByText('1 seat')).toBeInTheDocument();
    expect(within(confirmed).getByRole('link', { name: 'Explore more' })).toHaveAttribute('href', '/explore-events');
    expect(within(confirmed).getByRole('link', { name: 'Trip 1' })).toHaveAttribute('href', '/registered-events');
    expect(screen.getByRole('heading', { name: 'All bookings' }).closest('li')).toHaveTextContent(
      '+50% vs previous 7 days',
    );
    expect(screen.getByRole('heading', { name: 'Pending approval' }).closest('li')).not.toHaveTextContent('previous');

    const today = screen.getByRole('region', { name: 'Top events around you' });
    expect(within(today).getByRole('link', { name: 'Trip 101' })).toHaveAttribute('href', '/explore-events?event=101');
    const guides = within(today).getByRole('list', { name: 'Registered guides' });
    expect(within(guides).getAllByRole('listitem')).toHaveLength(6);
    expect(guides).toHaveTextContent('+7');
    expect(within(today).getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/explore-events');
    expect(within(today).queryByRole('link', { name: 'Add event' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Shop merchandise' })).toHaveAttribute('href', SHOP);
  });

  it('hides Explore more once 6 events fill the row, and Show all with 5 or fewer', async () => {
    renderHome(
      'climber',
      homeOf({
        events: { kind: 'confirmed', items: times(6).map((id) => homeEvent(id)) },
        today: { events: [homeEvent(9)], has_more: false, people: { kind: 'guides', shown: [], total: 0 }, week: null },
      }),
    );
    const confirmed = await screen.findByRole('region', { name: 'Confirmed Events' });
    expect(within(confirmed).getAllByRole('listitem')).toHaveLength(6);
    expect(within(confirmed).queryByRole('link', { name: 'Explore more' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Show all' })).toBeNull();
  });

  it('shows the empty states, and no merchandise link on a phone', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    const { requests } = renderHome('climber', homeOf({ events: { kind: 'confirmed', items: [] } }));
    expect(await screen.findByText('No confirmed events yet.')).toBeInTheDocument();
    expect(screen.getByText('No upcoming event.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add event' })).toBeNull();
    await vi.waitFor(() =>
      expect(requests.some((request) => addressOf(request).includes('/api/public-config'))).toBe(true),
    );
    expect(screen.queryByRole('link', { name: 'Shop merchandise' })).toBeNull();
  });

  it('draws no merchandise link when the deployment has no shop address', async () => {
    renderHome('climber', homeOf({ events: { kind: 'confirmed', items: [] } }), { shop: '' });
    await screen.findByText('No confirmed events yet.');
    expect(screen.queryByRole('link', { name: 'Shop merchandise' })).toBeNull();
  });
});

describe('Home, guide', () => {
  it("shows this week's booked trips, the climbers booked, and the month of bookings", async () => {
    const now = new Date();
    const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    renderHome(
      'guide',
      homeOf({
        stats: [{ key: 'payouts', value: 2_550, kind: 'money', period: 'last_7_days', change_percent: null }],
        today: {
          events: [homeEvent(3, { booked: 3 })],
          has_more: false,
          people: { kind: 'climbers', shown: [person(1), person(2)], total: 2 },
          week: { from: day, to: day },
        },
      }),
      {
        myEvents: [
          {
            ...makeEvent({ id: 42, event_name: 'Booked traverse', color: 'red' }),
            occurrences_in_range: [makeOccurrence({ id: 5, starts_on: day, ends_on: day, seats_taken: 2 })],
          },
          {
            ...makeEvent({ id: 43, event_name: 'Nobody yet' }),
            occurrences_in_range: [makeOccurrence({ id: 6, starts_on: day, ends_on: day, seats_taken: 0 })],
          },
        ],
      },
    );

    const today = await screen.findByRole('region', { name: 'All booked trips coming up this week' });
    expect(within(today).getByText(/3 booked/)).toBeInTheDocument();
    expect(within(today).getByRole('link', { name: 'Trip 3' })).toHaveAttribute(
      'href',
      '/upcoming-events?current=3&origin=calendar',
    );
    expect(within(today).getByRole('list', { name: 'Climbers booked on your trips' })).toBeInTheDocument();
    expect(within(today).queryByRole('link', { name: 'Show all' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Payouts' }).closest('li')).toHaveTextContent('Last 7 days');

    // The month's code arrives on its own (only a guide's Home downloads it).
    const calendar = await screen.findByRole('region', { name: 'Bookings calendar' });
    const booked = await within(calendar).findByRole('link', { name: 'Booked traverse' });
    expect(booked).toHaveAttribute('href', '/upcoming-events?current=42&origin=calendar');
    expect(within(calendar).queryByRole('link', { name: 'Nobody yet' })).toBeNull();
    // Weeks start on Sunday.
    expect(within(calendar).getAllByRole('columnheader')[0]).toHaveTextContent('Sun');
    expect(screen.queryByRole('region', { name: 'Confirmed Events' })).toBeNull();
  });

  it('offers Add event to the Calendar when no trip is booked this week', async () => {
    renderHome('guide', homeOf({ today: { ...homeOf().today, people: { kind: 'climbers', shown: [], total: 0 } } }));
    expect(await screen.findByText('No upcoming event.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add event' })).toHaveAttribute('href', '/calendar');
  });
});

describe('Home, super admin', () => {
  it('shows Top events across the country with See all, and All locations', async () => {
    renderHome(
      'super_admin',
      homeOf({
        events: { kind: 'top', items: [homeEvent(7, { booked: 9 })] },
        today: {
          events: times(5).map((id) => homeEvent(200 + id)),
          has_more: true,
          people: { kind: 'guides', shown: [person(1)], total: 1 },
          week: null,
        },
      }),
    );
    const top = await screen.findByRole('region', { name: 'Top events across the country' });
    expect(within(top).getByText('9 booked')).toBeInTheDocument();
    expect(within(top).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/upcoming-events');
    expect(within(top).getByRole('link', { name: 'Trip 7' })).toHaveAttribute('href', '/upcoming-events?current=7');
    const today = screen.getByRole('region', { name: 'All locations' });
    expect(within(today).getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/upcoming-events');
    expect(linkTarget('Trip 201')).toBe('/upcoming-events?current=201');
  });
});

describe('Home, admin', () => {
  it("shows the platform's confirmed runs with See all to All Courses", async () => {
    renderHome('admin', homeOf({ events: { kind: 'confirmed', items: [homeEvent(5, { booked: 3 })] } }), {
      permissions: ['events'],
    });
    const confirmed = await screen.findByRole('region', { name: 'Confirmed Events' });
    expect(within(confirmed).getByText('3 booked')).toBeInTheDocument();
    expect(within(confirmed).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/upcoming-events');
    expect(within(confirmed).getByRole('link', { name: 'Trip 5' })).toHaveAttribute(
      'href',
      '/upcoming-events?current=5',
    );
    expect(screen.getByRole('region', { name: 'All locations' })).toBeInTheDocument();
  });

  it('shows a sub admin nothing its flags do not open, even what an older answer carried (issue 28)', async () => {
    const everything = homeOf({
      stats: (['registered_guides', 'total_climbers', 'total_events', 'current_bookings'] as const).map((key) => ({
        key,
        value: 7,
        kind: 'count',
        period: 'all_time',
        change_percent: null,
      })),
      events: { kind: 'confirmed', items: [homeEvent(5, { booked: 3 })] },
      today: { events: [], has_more: false, people: { kind: 'guides', shown: [person(1)], total: 9 }, week: null },
    });
    renderHome('admin', everything, { permissions: ['chats_admin'] });
    const today = await screen.findByRole('region', { name: 'All locations' });
    expect(within(today).queryByText('Person 1')).not.toBeInTheDocument();
    expect(within(today).queryByText('Registered guides')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Your numbers' })).queryAllByRole('listitem')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Confirmed Events' })).not.toBeInTheDocument();
  });

  it('shows a sub admin holding Guides the registered guides, and no other platform figure', async () => {
    renderHome(
      'admin',
      homeOf({
        stats: [{ key: 'registered_guides', value: 9, kind: 'count', period: 'all_time', change_percent: null }],
        today: { events: [], has_more: false, people: { kind: 'guides', shown: [person(1)], total: 9 }, week: null },
      }),
      { permissions: ['guides'] },
    );
    const today = await screen.findByRole('region', { name: 'All locations' });
    expect(within(today).getByText('Person 1')).toBeInTheDocument();
    const numbers = within(screen.getByRole('region', { name: 'Your numbers' })).getAllByRole('listitem');
    expect(numbers.map((card) => card.textContent)).toEqual([expect.stringContaining('Registered guides')]);
  });
});

describe('Home, live', () => {
  it('asks for Home again when a notification arrives or the live stream resyncs', async () => {
    const { requests } = renderHome('climber', homeOf({ events: { kind: 'confirmed', items: [] } }));
    await screen.findByText('No confirmed events yet.');
    const homeCalls = () => requests.filter((request) => addressOf(request) === '/api/home').length;
    expect(homeCalls()).toBe(1);
    emitRealtime({ kind: 'resync' });
    await vi.waitFor(() => expect(homeCalls()).toBe(2));
    emitRealtime({ kind: 'chat_read', counterpart_id: 3 });
    emitRealtime({
      kind: 'notification',
      notification: { id: 1, type: 'booking_accepted', subject: 'Accepted', data: {}, read_at: null, created_at: '' },
    });
    await vi.waitFor(() => expect(homeCalls()).toBe(3));
  });
});
