import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_SEARCH, type SearchRequest, searchRequestOf } from '../../api/event-search-state.ts';
import { closeModal, openModal } from '../../shell/modals/modal.store.ts';
import {
  type EventMapProps,
  LazyEventMapFrame,
  lazyMapModule,
  type MarkersOfSearch,
} from './event-map-frame.component.tsx';

/** The stand-in for Leaflet's map (jsdom has no layout; e2e/event-search.e2e.ts drives the real one). */
function FakeMap({ events }: EventMapProps) {
  return <p>Map with {events.length} markers</p>;
}

/** A download the test answers when it wants to. */
function deferredDownload() {
  let settle = { resolve: (_map: typeof FakeMap) => {}, reject: (_error: Error) => {} };
  const load = vi.fn(
    () =>
      new Promise<typeof FakeMap>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { load, resolve: () => settle.resolve(FakeMap), reject: () => settle.reject(new Error('offline')) };
}

/** An IntersectionObserver the test drives: `show()` reports the observed box near the viewport. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit | undefined;
  targets: Element[] = [];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  static show() {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

/** The markers as the frame's query would hold them; counted so a test can tell when they are asked for. */
const markerRequests: SearchRequest[] = [];
const markersOf: MarkersOfSearch = (request) => {
  markerRequests.push(request);
  return { data: { markers: [], truncated: false } };
};
const props = { request: searchRequestOf(IDLE_SEARCH), markersOf, onOpen: () => {} };

describe('the lazy map frame', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    markerRequests.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    act(() => closeModal());
    vi.unstubAllGlobals();
  });

  it('asks for the map only once its box nears the viewport, shows "Loading the map…", then the map', async () => {
    const download = deferredDownload();
    render(<LazyEventMapFrame module={lazyMapModule(download.load)} {...props} />);

    expect(download.load).not.toHaveBeenCalled();
    expect(markerRequests).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // About a screen ahead, so the map is usually there by the time it is scrolled to.
    expect(FakeIntersectionObserver.instances[0]?.options?.rootMargin).toBe('100% 0px');

    act(() => FakeIntersectionObserver.show());
    expect(download.load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map…');

    await act(async () => download.resolve());
    expect(await screen.findByText('Map with 0 markers')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The markers are asked for with the map, for the search it was given.
    expect(markerRequests.at(-1)).toEqual(searchRequestOf(IDLE_SEARCH));
  });

  it('does not download the map while a modal covers the screen, and keeps it once the modal closes', async () => {
    const download = deferredDownload();
    act(() => openModal('search_result', { eventId: 2 }));
    render(<LazyEventMapFrame module={lazyMapModule(download.load)} {...props} />);
    act(() => FakeIntersectionObserver.show());
    expect(download.load).not.toHaveBeenCalled();

    act(() => closeModal());
    expect(download.load).toHaveBeenCalledTimes(1);
    await act(async () => download.resolve());
    expect(await screen.findByText('Map with 0 markers')).toBeInTheDocument();

    // A course opened from the map covers it now: the map stays underneath.
    act(() => openModal('search_result', { eventId: 2 }));
    expect(screen.getByText('Map with 0 markers')).toBeInTheDocument();
  });

  it('waits while held (a course named in the address is about to open)', () => {
    const download = deferredDownload();
    const module = lazyMapModule(download.load);
    const { rerender } = render(<LazyEventMapFrame module={module} hold {...props} />);
    act(() => FakeIntersectionObserver.show());
    expect(download.load).not.toHaveBeenCalled();

    rerender(<LazyEventMapFrame module={module} hold={false} {...props} />);
    expect(download.load).toHaveBeenCalledTimes(1);
  });

  it('loads at once where the browser has no IntersectionObserver', () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', undefined);
    const download = deferredDownload();
    render(<LazyEventMapFrame module={lazyMapModule(download.load)} {...props} />);
    expect(download.load).toHaveBeenCalledTimes(1);
  });

  it('says when the map could not be downloaded, and Retry downloads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = deferredDownload();
    const download = vi.fn(failing.load);
    render(<LazyEventMapFrame module={lazyMapModule(download)} {...props} />);
    act(() => FakeIntersectionObserver.show());
    await act(async () => failing.reject());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of Cordée could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(download).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map…');
    await act(async () => failing.resolve());
    expect(await screen.findByText('Map with 0 markers')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
