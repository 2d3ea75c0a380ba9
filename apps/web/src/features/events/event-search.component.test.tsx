import { encodeEventMarkers } from '@cordee/shared/event-markers.codec';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_PAGE_SIZE } from '../../api/events.api.ts';
import { answerEventServer, eventList, type FakeCall, makeEvent } from '../../api/events.fixtures.ts';
import { findOpenModal } from '../../shell/modals/modal.fixtures.ts';
import { closeModal } from '../../shell/modals/modal.store.ts';
import { api } from '../../test/api-server.ts';
import { AppModalHost } from '../../test/app-modal-host.tsx';
import { renderRoutes } from '../../test/render.tsx';
import type { EventMap } from './event-map.component.tsx';
import { EventSearch, type SearchWording } from './event-search.component.tsx';

// Leaflet needs a real layout engine; the map has its own browser journey (e2e/event-search.e2e.ts).
// The stand-in records what the screen gives the map and offers its "View course" as a plain button. The
// screen imports the map lazily (event-map-frame.component.tsx); the mock stands in for that download too.
const map = vi.hoisted(() => ({ props: [] as Array<Parameters<typeof EventMap>[0]> }));
vi.mock('./event-map.component.tsx', () => ({
  EventMap: (props: Parameters<typeof EventMap>[0]) => {
    map.props.push(props);
    const [first] = props.events;
    return first ? (
      <button type="button" onClick={() => props.onOpen(first.id)}>
        Map: {first.event_name}
      </button>
    ) : null;
  },
}));
const lastMapProps = () => map.props.at(-1);

const chief = makeEvent({ id: 1, event_name: 'Stawamus Chief: Grand Wall' });
const falls = makeEvent({
  id: 2,
  event_name: 'Maligne Canyon ice',
  category: 'Ice Climbing',
  address: 'Maligne Canyon, Jasper, AB',
  state: 'Jasper',
  province: 'Alberta',
});

/** GET /api/event/{id} of the two courses: the event itself, every run included. */
const eventDetail = api.get('/api/event/{id}', ({ params, response }) => {
  const event = [chief, falls].find((candidate) => params.id === String(candidate.id));
  return event ? response(200).json({ event }) : response(404).json({ message: 'Not found', code: 'not_found' });
});

/** The map's own call, answered with no course: these tests read the list (the map's have their own). */
const noMarkers = api.get('/api/event-markers', ({ response }) =>
  response(200).json(encodeEventMarkers({ markers: [], total: 0, truncated: false })),
);

/** What a search call asked: its path and query. */
type SearchAsked = { path: string; search: URLSearchParams };
/**
 * A page of courses, or `unavailable`: a bare 503 without a body, as a proxy in front of the API answers
 * when it is down (not a shape the API itself sends, hence untyped).
 */
type SearchAnswer = ReturnType<typeof eventList> | 'unavailable';

function askedOf(request: Request): SearchAsked {
  const url = new URL(request.url);
  return { path: decodeURIComponent(url.pathname), search: url.searchParams };
}

/** The three search calls (the list, a text search, courses near a point), each answered by `answer`. */
function searchHandlers(answer: (asked: SearchAsked) => SearchAnswer) {
  const unavailable = () => new HttpResponse(null, { status: 503 });
  return [
    api.get('/api/getevents', ({ request, response }) => {
      const page = answer(askedOf(request));
      return page === 'unavailable' ? response.untyped(unavailable()) : response(200).json(page);
    }),
    api.post('/api/search-events/{query}', ({ request, response }) => {
      const page = answer(askedOf(request));
      return page === 'unavailable' ? response.untyped(unavailable()) : response(200).json(page);
    }),
    api.post('/api/get-nearby-events', ({ request, response }) => {
      const page = answer(askedOf(request));
      if (page === 'unavailable') return response.untyped(unavailable());
      // A course found near a point comes with its distance; these tests do not read it.
      return response(200).json({ ...page, events: page.events.map((event) => ({ ...event, distance_km: 1 })) });
    }),
  ];
}

/** Answers the three search calls with `answer`, the two courses' details, and the map with none. */
function stubSearches(answer: (asked: SearchAsked) => SearchAnswer) {
  return answerEventServer([...searchHandlers(answer), eventDetail, noMarkers]);
}

/** The screen at `path` (with its query) from the first render, as after a reload. */
function renderAt(path: string, wording: SearchWording = 'view') {
  return renderRoutes(
    [
      {
        path: '/viewevents',
        element: (
          <>
            <EventSearch wording={wording} />
            <AppModalHost />
          </>
        ),
      },
    ],
    path,
  );
}

const results = () => screen.getByRole('region', { name: 'Courses' });

describe('the search screen', () => {
  afterEach(() => {
    act(() => closeModal());
    map.props.length = 0;
  });

  it('lists the upcoming courses when idle, and opens one in the Selected Course modal', async () => {
    const calls = stubSearches(() => eventList([chief, falls]));
    renderAt('/viewevents');

    expect(await within(results()).findByRole('button', { name: chief.event_name })).toBeInTheDocument();
    expect(within(results()).getByText('2 of 2 courses')).toBeInTheDocument();
    const list = calls.find((call) => call.path === '/api/getevents');
    expect(Object.fromEntries(list?.search ?? [])).toEqual({ page: '1', per_page: String(SEARCH_PAGE_SIZE) });

    await userEvent.click(within(results()).getByRole('button', { name: falls.event_name }));
    const dialog = await findOpenModal('Selected Course');
    expect(within(dialog).getByRole('heading', { name: falls.event_name })).toBeInTheDocument();
  });

  it('names the opened course in the address, and forgets it when the modal closes', async () => {
    stubSearches(() => eventList([chief, falls]));
    const { router } = renderAt('/viewevents?status=search&query=canyon');

    await userEvent.click(await within(results()).findByRole('button', { name: falls.event_name }));
    await findOpenModal('Selected Course');
    expect(router.state.location.search).toBe('?status=search&query=canyon&event=2');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=search&query=canyon'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the course the address names, as after a reload or the return from SignIn', async () => {
    stubSearches(() => eventList([chief, falls]));
    renderAt('/viewevents?status=search&query=canyon&event=2');

    const dialog = await findOpenModal('Selected Course');
    expect(await within(dialog).findByRole('heading', { name: falls.event_name })).toBeInTheDocument();
  });

  it("sends a visitor who books to SignIn or SignUp with the course's address to come back to", async () => {
    stubSearches(() => eventList([chief, falls]));
    const { router } = renderAt('/viewevents?status=search&query=canyon&event=2');
    const dialog = await findOpenModal('Selected Course');

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Book event' }));

    const prompt = await findOpenModal('Log in to book');
    const back = encodeURIComponent('/viewevents?status=search&query=canyon&event=2');
    expect(within(prompt).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/signin?next=${back}`);
    expect(within(prompt).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', `/signup?next=${back}`);
    // The course gave way to the prompt: the list behind it no longer names it.
    await waitFor(() => expect(router.state.location.search).toBe('?status=search&query=canyon'));
  });

  it('says "Please input a search parameter" for an empty box and searches nothing', async () => {
    const calls = stubSearches(() => eventList([chief]));
    const { router } = renderAt('/viewevents');
    await within(results()).findByRole('button', { name: chief.event_name });

    await userEvent.click(screen.getByRole('button', { name: "Let's Go" }));

    expect(screen.getByText('Please input a search parameter')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('');
    expect(calls.filter((call) => call.path.startsWith('/api/search-events/'))).toEqual([]);
  });

  it('records a keyword search in the route query, shows what it is, and Clear goes back to idle', async () => {
    const calls = stubSearches((call) => eventList(call.path === '/api/getevents' ? [chief, falls] : [falls]));
    const { router } = renderAt('/viewevents');
    await within(results()).findByText('2 of 2 courses');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search courses' }), '  maligne ');
    await userEvent.click(screen.getByRole('button', { name: "Let's Go" }));

    expect(await within(results()).findByText('1 of 1 course')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=search&query=maligne');
    expect(screen.getByText('Search results for:').parentElement).toHaveTextContent('Search results for: maligne');
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/search-events/maligne')).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: 'Clear' }));
    expect(await within(results()).findByText('2 of 2 courses')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('Search results for:')).not.toBeInTheDocument();
  });

  it('applies the course type and date, clears a chosen type when clicked again, and restores them from the query', async () => {
    const calls = stubSearches(() => eventList([falls]));
    const { router } = renderAt('/viewevents');
    await within(results()).findByText('1 of 1 course');

    const types = screen.getByRole('group', { name: 'Course type' });
    expect(
      within(types)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Ice Climbing', 'Rock Climbing', 'Mixed Climbing', 'Mountaineering', 'Hiking']);
    const rock = within(types).getByRole('button', { name: 'Rock Climbing' });
    await userEvent.click(rock);
    expect(rock).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(rock);
    expect(rock).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(within(types).getByRole('button', { name: 'Ice Climbing' }));
    await userEvent.type(screen.getByLabelText('Preferred date'), '2030-01-10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?status=filter&filter_category=Ice+Climbing&filter_date=2030-01-10'),
    );
    expect(await screen.findByText('Filters:')).toBeInTheDocument();
    const filtered = calls.filter((call) => call.path === '/api/getevents').at(-1);
    expect(filtered?.search.get('category')).toBe('Ice Climbing');
    expect(filtered?.search.get('date')).toBe('2030-01-10');
    expect(within(types).getByRole('button', { name: 'Ice Climbing' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Preferred date')).toHaveValue('2030-01-10');
  });

  it.each<[SearchWording, string]>([
    ['view', 'Sorry, no courses were found for the specified search'],
    ['explore', 'Sorry, no course was found for the specified parameter'],
  ])('words the empty result for %s', async (wording, text) => {
    stubSearches(() => eventList([]));
    renderAt('/viewevents?status=search&query=nothing', wording);

    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows a failed search as a system error with a retry', async () => {
    let fail = true;
    stubSearches(() => (fail ? 'unavailable' : eventList([chief])));
    renderAt('/viewevents?status=search&query=chief');

    expect(await within(results()).findByRole('alert')).toHaveTextContent(
      'Cordée is temporarily unavailable. Please try again in a moment.',
    );
    fail = false;
    await userEvent.click(within(results()).getByRole('button', { name: 'Try again' }));
    expect(await within(results()).findByRole('button', { name: chief.event_name })).toBeInTheDocument();
  });

  it('loads the next page on "Load more"', async () => {
    const calls = stubSearches((call) =>
      call.search.get('page') === '2' ? eventList([falls], 51, 2) : eventList([chief], 51, 1),
    );
    renderAt('/viewevents');
    await within(results()).findByText('1 of 51 courses');

    await userEvent.click(within(results()).getByRole('button', { name: 'Load more' }));

    expect(await within(results()).findByRole('button', { name: falls.event_name })).toBeInTheDocument();
    expect(within(results()).getByText('2 of 51 courses')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/getevents').map((call) => call.search.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('shows a total past the server’s count cap as "1,000+" and still offers the next page', async () => {
    // One course per page, so a full page is a short list; the server counted no further than 1,000.
    stubSearches((call) =>
      call.search.get('page') === '2' ? eventList([falls], 1000, 2, 1, true) : eventList([chief], 1000, 1, 1, true),
    );
    renderAt('/viewevents?status=search&query=canyon');
    expect(await within(results()).findByText('1 of 1,000+ courses')).toBeInTheDocument();

    await userEvent.click(within(results()).getByRole('button', { name: 'Load more' }));

    expect(await within(results()).findByRole('button', { name: falls.event_name })).toBeInTheDocument();
    expect(within(results()).getByText('2 of 1,000+ courses')).toBeInTheDocument();
  });

  it('searches near the current position and names the place by the reverse lookup', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 52.87345678, longitude: -118.08 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const calls = answerEventServer([
      api.get('/api/reverse-geocode', ({ response }) =>
        response(200).json({ city: 'Hinton', state: 'Alberta', country: 'CA', found: true }),
      ),
      api.post('/api/get-nearby-events', ({ response }) => {
        const nearby = eventList([falls]);
        return response(200).json({
          ...nearby,
          events: nearby.events.map((event) => ({ ...event, distance_km: 3.2 })),
        });
      }),
      api.get('/api/getevents', ({ response }) => response(200).json(eventList([]))),
      noMarkers,
    ]);
    const { router } = renderAt('/viewevents');
    await within(results()).findByRole('heading', { name: 'Not found' });

    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));

    expect(await within(results()).findByRole('button', { name: falls.event_name })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('addr')).toBe('Hinton, Alberta'),
    );
    const query = new URLSearchParams(router.state.location.search);
    expect([query.get('status'), query.get('lat'), query.get('lng')]).toEqual(['location', '52.8735', '-118.08']);
    // The address changes first; the screen shows it on its next render.
    await vi.waitFor(() =>
      expect(screen.getByText('Courses near your current location:').parentElement).toHaveTextContent(
        'Courses near your current location: Hinton, Alberta',
      ),
    );
    expect(calls.find((call) => call.path === '/api/get-nearby-events')?.body).toEqual({
      lat: 52.8735,
      lng: -118.08,
      rad: 100,
    });
  });

  it('offers Schedule Meeting only when the deployment has a scheduling page', async () => {
    answerEventServer(
      [api.get('/api/getevents', ({ response }) => response(200).json(eventList([chief]))), noMarkers],
      {
        scheduling_url: 'https://calendly.example/cordee',
      },
    );
    renderAt('/viewevents');

    await userEvent.click(await screen.findByRole('button', { name: 'Schedule Meeting' }));
    const dialog = await findOpenModal('Book a meeting');
    expect(within(dialog).getByTitle('Scheduling calendar')).toHaveAttribute('src', 'https://calendly.example/cordee');
  });

  it('has no Schedule Meeting button without a scheduling page', async () => {
    stubSearches(() => eventList([chief]));
    renderAt('/viewevents');
    await within(results()).findByRole('button', { name: chief.event_name });
    expect(screen.getByRole('button', { name: 'Ask a Question' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule Meeting' })).not.toBeInTheDocument();
  });
});

describe('the map of the search screen', () => {
  afterEach(() => {
    act(() => closeModal());
    map.props.length = 0;
  });

  /** A course as GET /api/event-markers answers it. */
  const markerOf = (event: ReturnType<typeof makeEvent>, maxPrice = event.min_price) => ({
    id: event.id,
    event_name: event.event_name,
    latitude: event.latitude,
    longitude: event.longitude,
    address: event.address,
    min_price: event.min_price,
    max_price: maxPrice,
    other_location: [],
  });

  /** The list answers with the first page only; the map with every course of the same search. */
  function stubListAndMarkers(markers: ReturnType<typeof markerOf>[], truncated = false) {
    return answerEventServer([
      api.get('/api/event-markers', ({ response }) =>
        response(200).json(encodeEventMarkers({ markers, total: truncated ? 6000 : markers.length, truncated })),
      ),
      api.get('/api/event/{id}', ({ params, response }) =>
        params.id === String(falls.id)
          ? response(200).json({ event: falls })
          : response(404).json({ message: 'Not found', code: 'not_found' }),
      ),
      ...searchHandlers(() => eventList([chief], 51)),
    ]);
  }

  const markerSearches = (calls: FakeCall[]) =>
    calls.filter((call) => call.path === '/api/event-markers').map((call) => call.search.toString());

  it('maps every course of the idle list, not only the loaded page, and opens one from the map', async () => {
    const calls = stubListAndMarkers([markerOf(falls), markerOf(chief, 60_000)], true);
    renderAt('/viewevents');

    await within(results()).findByText('1 of 51 courses');
    await vi.waitFor(() => expect(lastMapProps()?.events).toHaveLength(2));
    expect(lastMapProps()?.events.map((marker) => marker.event_name)).toEqual([falls.event_name, chief.event_name]);
    expect(lastMapProps()?.truncated).toBe(true);
    expect(markerSearches(calls)).toEqual(['']);

    // falls is not in the loaded list: the modal loads it by id.
    await userEvent.click(screen.getByRole('button', { name: `Map: ${falls.event_name}` }));
    const dialog = await findOpenModal('Selected Course');
    expect(await within(dialog).findByRole('heading', { name: falls.event_name })).toBeInTheDocument();
    expect(calls.some((call) => call.path === `/api/event/${falls.id}`)).toBe(true);
  });

  it.each([
    ['/viewevents?status=search&query=maligne', 'query=maligne'],
    ['/viewevents?status=location&lat=52.87&lng=-118.08&addr=Jasper', 'lat=52.87&lng=-118.08&rad=100'],
    [
      '/viewevents?status=filter&filter_category=Ice+Climbing&filter_date=2030-01-10',
      'category=Ice+Climbing&date=2030-01-10',
    ],
    ['/viewevents?status=search&query=chief&filter_category=Hiking', 'query=chief&category=Hiking'],
  ])('asks the map’s markers for the list’s own search at %s', async (path, search) => {
    const calls = stubListAndMarkers([markerOf(falls)]);
    renderAt(path);

    await vi.waitFor(() => expect(lastMapProps()?.events).toHaveLength(1));
    expect(markerSearches(calls)).toEqual([search]);
    expect(lastMapProps()?.truncated).toBe(false);
  });
  it('does not draw the map under a course opened by a link, and draws it once the course is closed', async () => {
    const calls = stubListAndMarkers([markerOf(falls)]);
    renderAt('/viewevents?event=2');

    const dialog = await findOpenModal('Selected Course');
    await within(dialog).findByRole('heading', { name: falls.event_name });
    // Nothing is drawn under the modal, and the markers are not even asked for.
    expect(map.props).toEqual([]);
    expect(markerSearches(calls)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: `Map: ${falls.event_name}` })).toBeInTheDocument();
    expect(markerSearches(calls)).toHaveLength(1);
  });

  it('has no List/Map switch on larger screens: the list and the map show side by side', async () => {
    stubListAndMarkers([markerOf(falls)]);
    renderAt('/viewevents');
    await within(results()).findByText('1 of 51 courses');
    expect(await screen.findByRole('button', { name: `Map: ${falls.event_name}` })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Show the courses as' })).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    const desktopWidth = window.innerWidth;
    beforeEach(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    });
    afterEach(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: desktopWidth });
    });

    it('shows the list first; "Map" shows the map in its place, "List" brings the list back', async () => {
      stubListAndMarkers([markerOf(falls)]);
      renderAt('/viewevents');

      // The first render still sees jsdom's wider window (the width is read once someone listens to it).
      await screen.findByRole('group', { name: 'Show the courses as' });
      map.props.length = 0;
      const views = screen.getByRole('group', { name: 'Show the courses as' });
      const list = within(views).getByRole('button', { name: 'List' });
      const mapButton = within(views).getByRole('button', { name: 'Map' });
      expect(list).toHaveAttribute('aria-pressed', 'true');
      expect(mapButton).toHaveAttribute('aria-pressed', 'false');
      await within(results()).findByText('1 of 51 courses');
      // The map's code is not even asked for while the list shows.
      expect(map.props).toEqual([]);

      await userEvent.click(mapButton);
      expect(mapButton).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(await screen.findByRole('button', { name: `Map: ${falls.event_name}` }));
      const dialog = await findOpenModal('Selected Course');
      expect(await within(dialog).findByRole('heading', { name: falls.event_name })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Courses' })).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

      await userEvent.click(list);
      expect(list).toHaveAttribute('aria-pressed', 'true');
      expect(within(results()).getByRole('button', { name: chief.event_name })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: `Map: ${falls.event_name}` })).not.toBeInTheDocument();
    });
  });
});
