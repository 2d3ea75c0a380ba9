import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import type { NoticeAnswer } from '../../lib/notice-words.ts';
import { usePanelSelection } from '../../routing/panel-selection.hook.ts';
import { renderRoutes } from '../../test/render.tsx';
import { dismissAllAlerts } from '../alerts/alert.store.ts';
import { AlertRegion } from '../alerts/alert-region.component.tsx';
import {
  ItemPanel,
  ListAndPanel,
  ListStates,
  type LoadableQuery,
  PanelLoadState,
} from './list-and-panel.component.tsx';

type Route = { id: number; name: string };

const settled: LoadableQuery = { isPending: false, isFetching: false, error: null, refetch: () => undefined };

const ROUTES: Route[] = [
  { id: 1, name: 'Dièdre Nord' },
  { id: 2, name: 'Arête des Cosmiques' },
];

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

/** A small staff screen on the component: a list of routes and the selected route's panel. */
function RoutesScreen({ remove }: { remove: (route: Route) => Promise<NoticeAnswer & { id: number }> }) {
  const selection = usePanelSelection('route_id', 'Routes');
  const listRef = useRef<HTMLUListElement>(null);
  return (
    <ListAndPanel<Route>
      selection={selection}
      listRef={listRef}
      list={
        <ul ref={listRef} tabIndex={-1} aria-label="Routes">
          {ROUTES.map((route) => (
            <li key={route.id}>
              <button
                type="button"
                aria-current={route.id === selection.id || undefined}
                onClick={() => selection.open(route.id)}
              >
                {route.name}
              </button>
            </li>
          ))}
        </ul>
      }
      panel={(slot) => (
        <ItemPanel
          slot={slot}
          title="Selected Route"
          query={{ ...settled, data: ROUTES.find((route) => route.id === slot.id) }}
          notFound="This route no longer exists."
        >
          {(route) => (
            <>
              <p>{route.name}</p>
              <PanelCounter />
              <button type="button" onClick={() => slot.requestDelete(route)}>
                Delete Route
              </button>
            </>
          )}
        </ItemPanel>
      )}
      deletion={{ type: 'route', remove }}
    />
  );
}

/** State of the panel's own, to show it starts afresh for each item. */
function PanelCounter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`Clicked ${count}`}
    </button>
  );
}

function renderScreen(
  path = '/routes',
  remove = vi.fn(async (route: Route) => ({ id: route.id, message: 'Gone', code: 'event_deleted' as const })),
) {
  renderRoutes(
    [
      {
        path: '/routes',
        element: (
          <>
            <RoutesScreen remove={remove} />
            <Address />
            <AlertRegion />
          </>
        ),
      },
    ],
    path,
  );
  return remove;
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

describe('ListAndPanel on a wide window', () => {
  afterEach(() => {
    act(() => dismissAllAlerts());
  });

  it('opens the selected item beside the list, moves focus to its heading, and closes back to the list', async () => {
    renderScreen();
    expect(screen.queryByRole('region', { name: 'Selected Route' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dièdre Nord' }));

    const panel = await screen.findByRole('region', { name: 'Selected Route' });
    expect(within(panel).getByText('Dièdre Nord')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Selected Route' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(address()).toBe('/routes?route_id=1&origin=Routes');

    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(address()).toBe('/routes');
    expect(screen.queryByRole('region', { name: 'Selected Route' })).not.toBeInTheDocument();
  });

  it("starts the panel's own state afresh when another item is opened", async () => {
    renderScreen('/routes?route_id=1&origin=Routes');
    const panel = await screen.findByRole('region', { name: 'Selected Route' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Clicked 0' }));
    expect(within(panel).getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Arête des Cosmiques' }));
    const next = await screen.findByRole('region', { name: 'Selected Route' });
    expect(within(next).getByText('Arête des Cosmiques')).toBeInTheDocument();
    expect(within(next).getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
  });

  it('deletes through the shared confirmation, closes the panel and returns focus to the list', async () => {
    const remove = renderScreen('/routes?route_id=2&origin=Routes');
    const panel = await screen.findByRole('region', { name: 'Selected Route' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete Route' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Delete route' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));

    expect(remove).toHaveBeenCalledWith(ROUTES[1]);
    expect(await screen.findByText('Gone')).toBeInTheDocument();
    await vi.waitFor(() => expect(address()).toBe('/routes'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Routes' })).toHaveFocus();
  });

  it('keeps the panel open when the dialog is cancelled', async () => {
    const remove = renderScreen('/routes?route_id=2&origin=Routes');
    const panel = await screen.findByRole('region', { name: 'Selected Route' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete Route' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete route' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    expect(remove).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Selected Route' })).toBeInTheDocument();
    expect(address()).toBe('/routes?route_id=2&origin=Routes');
  });
});

describe('ListAndPanel on a phone', () => {
  const desktopWidth = window.innerWidth;
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
  });
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: desktopWidth });
  });

  it('shows the selected item in a drawer over the list, which Close dismisses', async () => {
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Arête des Cosmiques' }));

    const drawer = await screen.findByRole('dialog', { name: 'Selected Route' });
    expect(within(drawer).getByText('Arête des Cosmiques')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selected Route' })).not.toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(address()).toBe('/routes');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function renderStates(query: LoadableQuery, rowCount: number | undefined, nothingYet = false) {
  render(
    <ListStates
      query={query}
      rowCount={rowCount}
      loadingLabel="Loading routes..."
      nothingYet={nothingYet}
      empty={<p>No routes yet</p>}
      noMatch={<p>No route matches</p>}
    >
      <ul aria-label="Routes" />
    </ListStates>,
  );
}

describe('ListStates', () => {
  it('says the list is loading', () => {
    renderStates({ ...settled, isPending: true }, undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Loading routes...');
  });

  it('shows the failure with Retry', async () => {
    const refetch = vi.fn();
    renderStates(
      { ...settled, error: new ApiError({ status: 500, message: 'The server is away.' }), refetch },
      undefined,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The server is away.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('invites to add the first when nothing exists yet', () => {
    renderStates(settled, 0, true);
    expect(screen.getByText('No routes yet')).toBeInTheDocument();
  });

  it('says when the search matched nothing', () => {
    renderStates(settled, 0);
    expect(screen.getByText('No route matches')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the rows', () => {
    renderStates(settled, 2);
    expect(screen.getByRole('list', { name: 'Routes' })).toBeInTheDocument();
  });
});

describe('PanelLoadState', () => {
  it('says an item that is gone was not found', () => {
    const gone = new ApiError({ status: 404, message: 'Not found', code: 'not_found' });
    render(<PanelLoadState query={{ ...settled, error: gone }} notFound="This route no longer exists." />);
    expect(screen.getByRole('alert')).toHaveTextContent('This route no longer exists.');
  });

  it('shows the spinner, with its words when given', () => {
    render(<PanelLoadState query={{ ...settled, isPending: true }} loadingLabel="Loading the route..." notFound="" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the route...');
  });
});
