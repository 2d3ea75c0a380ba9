import type { EventSummary } from '@cordee/shared/events.contracts';
import { selectedCourseFrom } from '@cordee/shared/selected-course';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, ListIcon, MapIcon, MessageCircleQuestion, SearchX } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  type EventSearchState,
  filtersOf,
  hasFilters,
  IDLE_SEARCH,
  paramsFromSearchState,
  type SearchFilters,
  searchRequestOf,
  searchStateFromParams,
  withFilters,
  withSelectedCourse,
} from '../../api/event-search-state.ts';
import { rememberListedEvent, useEventSearch } from '../../api/events.api.ts';
import { Button } from '../../components/ui/button.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { LoadError } from '../../components/ui/load-error.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { useDeviceClass } from '../../lib/device-class.hook.ts';
import { messageOf } from '../../lib/error-message.ts';
import { formatDay } from '../../lib/event-dates.ts';
import { coordinatesLabel } from '../../lib/event-display.ts';
import { useSearchConfig } from '../../session/public-config.api.ts';
import { closeModal, openModal, useOpenModal } from '../../shell/modals/modal.store.ts';
import { fetchPlace, placeName } from '../places/places.api.ts';
import { EventCard } from './event-card.component.tsx';
import { EventMapFrame } from './event-map-frame.component.tsx';
import { FilterPanel } from './filter-panel.component.tsx';
import { type GeoPoint, useNearMe } from './near-me.hook.ts';
import { SearchForm } from './search-form.component.tsx';

/** The two screens word the empty result differently. */
export type SearchWording = 'view' | 'explore';

/** What a phone shows of the results: the list, or the map in its place. */
type PhoneView = 'list' | 'map';

/**
 * The search and explore screen body, shared by ViewEvents and ExploreEvents: search box,
 * filters, status line, the result list and the map. The route query is the state, so a reload or
 * Back shows the same search.
 *
 * The map's code (Leaflet) is the screen's largest download and loads only when it is looked at: on a
 * phone the list comes first and a List/Map switch shows the map in its place; on larger screens the map
 * loads once its box is near the viewport and no modal (a course opened by a shared link) covers it.
 */
export function EventSearch({ wording }: { wording: SearchWording }) {
  const { t } = useTranslation('event-search');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => searchStateFromParams(params), [params]);
  const request = useMemo(() => searchRequestOf(state), [state]);
  const results = useEventSearch(request);
  // The cards are drawn at low priority, a render React may pause to paint: a course modal opened by a
  // shared link shows before the list behind it (its Largest Contentful Paint on a phone), and the page
  // stays responsive while a long list redraws. Until the first drawing the list says "Searching".
  const listedPages = useDeferredValue(results.data);
  const drawingFirstList = results.isPending || (results.data !== undefined && listedPages === undefined);
  // Pages may overlap when events are added between two loads; each event is listed once.
  const events = useMemo(() => {
    const seen = new Set<number>();
    return (listedPages?.pages.flatMap((page) => page.events) ?? []).filter(
      (event) => !seen.has(event.id) && Boolean(seen.add(event.id)),
    );
  }, [listedPages]);
  // The latest page knows best: past the server's count cap its lower bound grows with the pages listed.
  const lastPage = listedPages?.pages.at(-1);
  const total = lastPage?.total ?? 0;
  const totalCapped = lastPage?.total_capped ?? false;
  const phone = useDeviceClass() === 'mobile';
  const showContactButtons = !phone;
  // Not in the address: a reload or a shared link starts from the list, which a phone shows first anyway.
  const [phoneView, setPhoneView] = useState<PhoneView>('list');
  const { data: config } = useSearchConfig();

  const go = useCallback(
    (next: EventSearchState, options: { replace?: boolean } = {}) =>
      setParams(paramsFromSearchState(next), { replace: options.replace }),
    [setParams],
  );
  const selectedCourse = selectedCourseFrom(params);
  useSelectedCourseModal(selectedCourse, params, setParams);

  const near = useNearMe(
    useCallback((point: GeoPoint) => go({ status: 'location', ...point, filters: filtersOf(state) }), [go, state]),
  );

  // Spec 2 §7: the place a nearby search is about comes from the reverse lookup of the position, or is
  // given as coordinates when no place is near or the lookup fails.
  useEffect(() => {
    if (state.status !== 'location' || state.addr) return;
    const controller = new AbortController();
    fetchPlace({ lat: state.lat, lng: state.lng }, controller.signal)
      .then(placeName, () => null)
      .then((name) => {
        if (!controller.signal.aborted) {
          // Naming the place is not a new search: the open course stays open.
          const named = paramsFromSearchState({ ...state, addr: name ?? coordinatesLabel(state.lat, state.lng) });
          setParams(withSelectedCourse(named, selectedCourseFrom(params)), { replace: true });
        }
      });
    return () => controller.abort();
  }, [state, params, setParams]);

  // Opening a course writes it into the address; the address opens the modal (useSelectedCourseModal).
  const openEvent = (event: EventSummary) => {
    rememberListedEvent(queryClient, event);
    setParams(withSelectedCourse(params, event.id), { replace: true });
  };
  // A marker carries no whole event: the modal loads it, at once when the list already holds it.
  const openEventById = (eventId: number) => {
    const listed = events.find((event) => event.id === eventId);
    if (listed) rememberListedEvent(queryClient, listed);
    setParams(withSelectedCourse(params, eventId), { replace: true });
  };

  const filterKey = `${filtersOf(state).category ?? ''}|${filtersOf(state).date ?? ''}`;

  const resultList = (
    <ResultList
      wording={wording}
      results={results}
      searching={drawingFirstList}
      events={events}
      total={total}
      totalCapped={totalCapped}
      onOpen={openEvent}
    />
  );
  const map = (
    <EventMapFrame
      request={request}
      onOpen={openEventById}
      // A course named in the address opens its modal right after this render: the map waits for it.
      hold={selectedCourse !== null}
    />
  );

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 xl:flex-row xl:items-start">
        <div className="min-w-0 flex-1">
          <SearchForm
            key={state.status === 'search' ? state.query : ''}
            initialQuery={state.status === 'search' ? state.query : ''}
            onSearch={(query) => go({ status: 'search', query, filters: filtersOf(state) })}
            onNearMe={near.locate}
            locating={near.locating}
          />
        </div>
        {showContactButtons && (
          <div className="flex gap-2">
            {config?.schedulingUrl && (
              <Button variant="secondary" onClick={() => openModal('book_meeting')}>
                <CalendarClock aria-hidden="true" className="size-4" />
                {t('eventSearch.actions.scheduleMeeting')}
              </Button>
            )}
            <Button variant="secondary" onClick={() => openModal('contact_form')}>
              <MessageCircleQuestion aria-hidden="true" className="size-4" />
              {t('eventSearch.actions.askQuestion')}
            </Button>
          </div>
        )}
      </div>

      <FilterPanel key={filterKey} filters={filtersOf(state)} onApply={(filters) => go(withFilters(state, filters))} />

      <StatusLine state={state} />

      {phone ? (
        <div className="flex flex-col gap-4">
          <PhoneViewSwitch view={phoneView} onChange={setPhoneView} />
          {phoneView === 'list' ? (
            // As tall as the map: the footer stays below the screen while the search runs instead of showing
            // and then being pushed away by the results (a layout shift), and List/Map keep the page's height.
            <div className="min-h-[calc(100dvh-12rem)]">{resultList}</div>
          ) : (
            // Unmounted again on List: the phone gets Leaflet's memory back; its code stays cached.
            <div className="h-[calc(100dvh-12rem)] min-h-80">{map}</div>
          )}
        </div>
      ) : (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="order-2 lg:order-1">{resultList}</div>
          <div className="order-1 h-72 sm:h-96 lg:sticky lg:top-20 lg:order-2 lg:h-[calc(100dvh-7rem)]">{map}</div>
        </div>
      )}
    </div>
  );
}

/**
 * Keeps the Selected Course modal and the address in step: a course named in the address is opened
 * (after a reload, a shared link, the return from SignIn or the ExploreEvents redirect), and once its
 * modal closes or gives way to another (the login prompt, a booking), the address no longer names it.
 * Both changes replace the history entry, so Back leaves the screen as before.
 */
function useSelectedCourseModal(
  selectedCourse: number | null,
  params: URLSearchParams,
  setParams: ReturnType<typeof useSearchParams>[1],
) {
  const open = useOpenModal();
  // The course whose modal this screen has seen open; only its closing is a reason to change the address.
  const shownCourse = useRef<number | null>(null);
  const showing = open?.kind === 'search_result' ? Number(open.props.eventId) : null;

  useEffect(() => {
    if (selectedCourse === null) {
      // The address dropped the course (Clear, a new search): its modal goes too.
      if (shownCourse.current !== null && showing === shownCourse.current) closeModal();
      shownCourse.current = null;
      return;
    }
    if (showing === selectedCourse) {
      shownCourse.current = selectedCourse;
      return;
    }
    if (shownCourse.current === selectedCourse) {
      shownCourse.current = null;
      setParams(withSelectedCourse(params, null), { replace: true });
      return;
    }
    openModal('search_result', { eventId: selectedCourse });
  }, [selectedCourse, showing, params, setParams]);
}

/** The phone's List/Map switch: two toggle buttons, one pressed, with 44 px touch targets. */
function PhoneViewSwitch({ view, onChange }: { view: PhoneView; onChange: (view: PhoneView) => void }) {
  const { t } = useTranslation('event-search');
  const box = useRef<HTMLFieldSetElement>(null);
  const shown = useRef(view);
  // The switch sits under the search box and the filters, so the map would start near the bottom of the
  // screen: "Map" brings the switch up under the top bar and the map fills the screen below it.
  useEffect(() => {
    if (view === shown.current) return;
    shown.current = view;
    // jsdom has no scrolling.
    if (view === 'map') box.current?.scrollIntoView?.({ block: 'start' });
  }, [view]);
  const options = [
    { value: 'list', label: t('eventSearch.display.list'), Icon: ListIcon },
    { value: 'map', label: t('eventSearch.display.map'), Icon: MapIcon },
  ] as const;
  return (
    <fieldset ref={box} className="grid min-w-0 scroll-mt-20 grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
      <legend className="sr-only">{t('eventSearch.display.label')}</legend>
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={`flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
            view === value ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:bg-white/60'
          }`}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}

function describeFilters(filters: SearchFilters): string {
  return [filters.category, filters.date ? formatDay(filters.date) : undefined].filter(Boolean).join(', ');
}

/** What the results are, with a Clear link back to the idle list. */
function StatusLine({ state }: { state: EventSearchState }) {
  const { t } = useTranslation('event-search');
  if (state.status === 'idle') return null;
  const filters = filtersOf(state);

  const parts: Array<{ label: string; value: string }> = [];
  if (state.status === 'search') parts.push({ label: t('eventSearch.status.searchFor'), value: state.query });
  if (state.status === 'location') {
    parts.push({ label: t('eventSearch.status.near'), value: state.addr ?? t('eventSearch.status.locating') });
  }
  if (hasFilters(filters)) parts.push({ label: t('eventSearch.status.filters'), value: describeFilters(filters) });

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
      {parts.map((part) => (
        <p key={part.label}>
          {part.label} <strong className="font-semibold text-slate-900">{part.value}</strong>
        </p>
      ))}
      <Link
        to={{ search: paramsFromSearchState(IDLE_SEARCH).toString() }}
        className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        {t('eventSearch.status.clear')}
      </Link>
    </div>
  );
}

type ResultListProps = {
  wording: SearchWording;
  results: ReturnType<typeof useEventSearch>;
  /** No list drawn yet: the first answer is on its way or being drawn. */
  searching: boolean;
  events: EventSummary[];
  total: number;
  /** `total` is a lower bound: more match than the server counts. */
  totalCapped: boolean;
  onOpen: (event: EventSummary) => void;
};

/** Searching (spinner), completed (the list or the empty state), or the failure with a retry. */
function ResultList({ wording, results, searching, events, total, totalCapped, onOpen }: ResultListProps) {
  const { t } = useTranslation('event-search');

  return (
    <section aria-labelledby="event-results-title" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="event-results-title" className="text-lg font-semibold text-slate-900">
          {t('eventSearch.results.title')}
        </h2>
        {results.isSuccess && total > 0 && (
          <p className="text-sm text-slate-600">
            {totalCapped
              ? t('eventSearch.results.countAtLeast', { shown: events.length, total })
              : t('eventSearch.results.count', { shown: events.length, count: total })}
          </p>
        )}
      </div>

      {searching ? (
        <p role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-slate-600">
          <Spinner className="size-5 text-brand-700" />
          {t('eventSearch.results.searching')}
        </p>
      ) : results.isError && events.length === 0 ? (
        <LoadError error={results.error} retrying={results.isFetching} onRetry={() => void results.refetch()} />
      ) : events.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <SearchX aria-hidden="true" className="size-8 text-slate-400" />
          <h3 className="text-base font-semibold text-slate-900">{t('eventSearch.empty.title')}</h3>
          <p className="text-sm text-slate-600">
            {wording === 'view' ? t('eventSearch.empty.view') : t('eventSearch.empty.explore')}
          </p>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {events.map((event, index) => (
              <li key={event.id}>
                <EventCard event={event} onOpen={onOpen} imageFirst={index === 0} />
              </li>
            ))}
          </ul>
          {results.isFetchNextPageError && <FormAlert message={messageOf(results.error)} />}
          {results.hasNextPage && (
            <Button
              variant="secondary"
              busy={results.isFetchingNextPage}
              onClick={() => void results.fetchNextPage()}
              className="self-center"
            >
              {results.isFetchingNextPage ? t('eventSearch.results.loadingMore') : t('eventSearch.results.loadMore')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
