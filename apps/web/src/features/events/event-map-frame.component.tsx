import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchRequest } from '../../api/event-search-state.ts';
import { useEventMarkers } from '../../api/events.api.ts';
import { PartLoadBoundary } from '../../components/ui/part-load-boundary.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { useNearViewport } from '../../components/ui/when-near-viewport.component.tsx';
import { useOpenModal } from '../../shell/modals/modal.store.ts';
import type { EventMap } from './event-map.component.tsx';

export type EventMapProps = Parameters<typeof EventMap>[0];

/**
 * The map's code (Leaflet, react-leaflet, clustering and their CSS: some 47 KiB brotli) as a download of
 * its own. React.lazy keeps a failed download for good; `reload` starts over, for Retry.
 */
export type LazyMapModule = {
  current: LazyExoticComponent<ComponentType<EventMapProps>>;
  reload: () => void;
};

export function lazyMapModule(load: () => Promise<ComponentType<EventMapProps>>): LazyMapModule {
  const create = () => lazy(async () => ({ default: await load() }));
  const module: LazyMapModule = {
    current: create(),
    reload: () => {
      module.current = create();
    },
  };
  return module;
}

const EVENT_MAP = lazyMapModule(() => import('./event-map.component.tsx').then((map) => map.EventMap));

/** About one screen: the map starts downloading shortly before it is scrolled to. */
const NEAR_VIEWPORT_MARGIN = '100% 0px';

/** The markers of a search: GET /api/event-markers, asked for only once the map is wanted. */
export type MarkersOfSearch = (request: SearchRequest) => {
  data?: { markers: EventMapProps['events']; truncated: boolean };
};

type EventMapFrameProps = Omit<EventMapProps, 'events' | 'truncated'> & {
  /** The search whose courses the map shows: all of them, not only the list's pages loaded so far. */
  request: SearchRequest;
  /**
   * Something covers the screen or is about to (the course named in the address opens its modal after the
   * first render): the map waits. An open modal always holds it back.
   */
  hold?: boolean;
};

/** The search screen's map, downloaded when its box is near the viewport and no modal covers the screen. */
export function EventMapFrame(props: EventMapFrameProps) {
  return <LazyEventMapFrame module={EVENT_MAP} {...props} />;
}

/**
 * The frame with the module it loads given in, so tests can hold or fail the download. The box keeps the
 * size its parent gives it in every state (placeholder, failure, map), so nothing moves when the map comes.
 */
export function LazyEventMapFrame({
  module,
  markersOf = useEventMarkers,
  hold = false,
  request,
  ...mapProps
}: EventMapFrameProps & { module: LazyMapModule; markersOf?: MarkersOfSearch }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, NEAR_VIEWPORT_MARGIN);
  const modalOpen = useOpenModal() !== null;
  // Once asked for, the map stays: closing a modal or scrolling away does not throw it away.
  const [wanted, setWanted] = useState(false);
  if (!wanted && near && !hold && !modalOpen) setWanted(true);
  // Retry swaps the module's lazy component: this frame draws again to pick up the new one.
  const [, retried] = useReducer((count: number) => count + 1, 0);
  const LoadedMap = module.current;

  return (
    <div ref={box} className="size-full">
      {wanted ? (
        <PartLoadBoundary
          className="size-full rounded-xl bg-slate-100 p-6"
          onRetry={() => {
            module.reload();
            retried();
          }}
        >
          <Suspense fallback={<MapPlaceholder loading />}>
            <MapOfSearch Map={LoadedMap} markersOf={markersOf} request={request} {...mapProps} />
          </Suspense>
        </PartLoadBoundary>
      ) : (
        <MapPlaceholder loading={false} />
      )}
    </div>
  );
}

/**
 * The markers are asked for with the map's code, not with the list: on a phone the list comes first and
 * most visits never open the map, and decoding thousands of markers is main-thread work the list's first
 * paint does not wait for (`npm run bench:web`).
 */
function MapOfSearch({
  Map: LoadedMap,
  markersOf,
  request,
  ...mapProps
}: Omit<EventMapProps, 'events' | 'truncated'> & {
  Map: ComponentType<EventMapProps>;
  markersOf: MarkersOfSearch;
  request: SearchRequest;
}) {
  const markers = markersOf(request);
  return <LoadedMap events={markers.data?.markers ?? []} truncated={markers.data?.truncated ?? false} {...mapProps} />;
}

/** The map's box while its code downloads, or (quietly) before it is asked for. */
function MapPlaceholder({ loading }: { loading: boolean }) {
  const { t } = useTranslation('event-search');
  return (
    <div className="flex size-full items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-600">
      {loading && (
        <p role="status" className="flex items-center gap-2">
          <Spinner className="size-5 text-brand-700" />
          {t('eventSearch.map.loading')}
        </p>
      )}
    </div>
  );
}
