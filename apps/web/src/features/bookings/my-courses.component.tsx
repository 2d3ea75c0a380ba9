import { BOOKING_LIST_TYPES, type Booking } from '@cordee/shared/bookings.contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { CloudOff, Compass, Mountain, Search } from 'lucide-react';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { pathOf } from '../../app/route-table.ts';
import { Button } from '../../components/ui/button.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useWindowWidth } from '../../lib/device-class.hook.ts';
import { formatCount } from '../../lib/format.ts';
import { useBootstrapData } from '../bootstrap/bootstrap.api.ts';
import { PANEL_BESIDE_FROM } from '../course-lists/all-courses.component.tsx';
import { searchCourses } from '../course-lists/course-search.ts';
import { loadedBookings, useBookingPages } from './booking-list.api.ts';
import { BookingList } from './booking-list.component.tsx';
import type { BookingListType } from './bookings.api.ts';
import { MyCoursesPanel } from './my-courses-panel.component.tsx';
import {
  closeActionFor,
  closedBookingQuery,
  isPanelOpen,
  MY_EVENTS_ORIGIN,
  openBookingQuery,
  parseMyCoursesQuery,
} from './my-courses-query.ts';

function searchOf(query: URLSearchParams): string {
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * My Courses (spec 2 §2.8): a climber's bookings by the `type` tab, a search over the loaded ones, the
 * cards with their next step, and the Selected Course panel of the `current` / `status` query.
 */
export function MyCourses() {
  const { t } = useTranslation();
  const { user: viewer } = useBootstrapData();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const query = parseMyCoursesQuery(params);
  const layout = useWindowWidth() >= PANEL_BESIDE_FROM ? 'beside' : 'drawer';
  const now = new Date();

  const [term, setTerm] = useState('');
  const list = useBookingPages(query.type);
  const bookings = loadedBookings(list.data);
  const matching = searchCourses(bookings, term);
  const searching = matching.length !== bookings.length || term.trim() !== '';
  const total = list.data?.pages.at(-1)?.total ?? 0;

  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const selectType = (type: BookingListType) => navigate({ search: searchOf(closedBookingQuery(type)) });

  const openBooking = (booking: Booking) =>
    navigate({
      search: searchOf(
        openBookingQuery({
          eventId: booking.event_id,
          bookingId: booking.id,
          origin: MY_EVENTS_ORIGIN,
          type: query.type,
        }),
      ),
    });

  // The first entry of this visit has the key 'default': there is nothing of ours to go back to.
  const hasHistory = location.key !== 'default';
  const { type, origin } = query;
  const closePanel = useCallback(() => {
    if (closeActionFor({ origin }, hasHistory) === 'back') void navigate(-1);
    else void navigate({ search: searchOf(closedBookingQuery(type)) });
  }, [navigate, origin, type, hasHistory]);

  const panelOpen = isPanelOpen(query);
  useReturnFocusToCard(panelOpen ? query.bookingId : null, listRef, searchRef);

  const listed = bookings.find((booking) => booking.id === query.bookingId);
  const besidePanel = panelOpen && layout === 'beside';
  const panel = panelOpen && (
    <MyCoursesPanel
      key={`${query.current}-${query.bookingId}`}
      eventId={query.current}
      bookingId={query.bookingId}
      viewer={viewer}
      layout={layout}
      listed={listed}
      now={now}
      onClose={closePanel}
    />
  );

  const listArea = list.isPending ? (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-brand-700">
      <Spinner className="size-6" />
      <span className="text-sm font-medium text-slate-600">{t('myCourses.loading')}</span>
    </div>
  ) : !list.data ? (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
      <CloudOff aria-hidden="true" className="size-8 text-slate-500" />
      <p role="alert" className="text-sm text-slate-700">
        {t('myCourses.loadError')} {isApiError(list.error) ? list.error.message : ''}
      </p>
      <Button variant="secondary" busy={list.isFetching} onClick={() => void list.refetch()}>
        {t('common.retry')}
      </Button>
    </div>
  ) : matching.length === 0 ? (
    <MyCoursesEmpty type={query.type} offerExplore={bookings.length === 0 && query.type !== 'past'} />
  ) : (
    <div className="flex flex-col gap-4">
      <BookingList
        bookings={matching}
        selectedId={query.bookingId}
        besidePanel={besidePanel}
        onOpen={openBooking}
        now={now}
        listRef={listRef}
      />
      <div className="flex flex-col items-center gap-3">
        <p className="text-sm text-slate-600">
          {t('myCourses.shown', { shown: formatCount(bookings.length), total: formatCount(total) })}
        </p>
        {list.hasNextPage && (
          <Button variant="secondary" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('myCourses.loadMore')}
          </Button>
        )}
      </div>
    </div>
  );

  return (
    <div className="flex items-start gap-6">
      <Tabs.Root
        value={query.type}
        onValueChange={(value) => {
          const next = BOOKING_LIST_TYPES.find((candidate) => candidate === value);
          if (next) void selectType(next);
        }}
        className="flex min-w-0 flex-1 flex-col gap-4"
      >
        <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
          <Tabs.List
            aria-label={t('myCourses.tabs.label')}
            className="inline-flex w-fit gap-1 rounded-xl bg-slate-100 p-1"
          >
            {BOOKING_LIST_TYPES.map((tab) => (
              <Tabs.Trigger
                key={tab}
                value={tab}
                className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
              >
                {t(`myCourses.tabs.${tab}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <TextField
            ref={searchRef}
            label={t('myCourses.search.label')}
            type="search"
            placeholder={t('myCourses.search.placeholder')}
            autoComplete="off"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            leading={<Search aria-hidden="true" className="ml-3 size-4 shrink-0 text-slate-500" />}
            hint={searching && list.hasNextPage ? t('myCourses.search.loadedOnly') : undefined}
            className="w-full md:max-w-xs"
          />
        </div>
        <p role="status" className="sr-only">
          {list.data && searching ? t('myCourses.search.matches', { count: matching.length }) : ''}
        </p>
        {BOOKING_LIST_TYPES.map((tab) => (
          <Tabs.Content key={tab} value={tab} className="focus:outline-none">
            {listArea}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {panel}
    </div>
  );
}

/**
 * 'No {type} courses found' with 'No course was found' (spec 2 §2.8), for an empty tab and for a search
 * that matches nothing; a climber with no booking yet is shown the way to the courses.
 */
function MyCoursesEmpty({ type, offerExplore }: { type: BookingListType; offerExplore: boolean }) {
  const { t } = useTranslation();
  const explorePath = pathOf('ExploreEvents');
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="rounded-full bg-brand-50 p-3 text-brand-700">
        <Mountain aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">
        {t('myCourses.empty.title', { type: t(`myCourses.typeWord.${type}`) })}
      </h2>
      <p className="max-w-sm text-sm text-slate-600">{t('myCourses.empty.body')}</p>
      {offerExplore && explorePath && (
        <Link
          to={explorePath}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          <Compass aria-hidden="true" className="size-4" />
          {t('myCourses.empty.explore')}
        </Link>
      )}
    </div>
  );
}

/**
 * When the panel closes with focus inside it, focus goes back to the card of the booking it showed
 * rather than to the top of the page. Focus that is somewhere else (a tab just chosen) stays there.
 */
function useReturnFocusToCard(
  openBookingId: number | null,
  listRef: RefObject<HTMLUListElement | null>,
  searchRef: RefObject<HTMLInputElement | null>,
) {
  const previous = useRef(openBookingId);
  useEffect(() => {
    const closed = previous.current;
    previous.current = openBookingId;
    if (closed === null || openBookingId !== null) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const card = listRef.current?.querySelector<HTMLElement>(`[data-booking-id="${closed}"] h3 button`);
    (card ?? listRef.current ?? searchRef.current)?.focus();
  }, [openBookingId, listRef, searchRef]);
}
