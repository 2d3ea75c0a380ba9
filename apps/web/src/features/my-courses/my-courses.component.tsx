import { BOOKING_LIST_TYPES } from '@cordee/shared/booking-status';
import type { Booking } from '@cordee/shared/bookings.contracts';
import { Compass, Mountain } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { searchCourses } from '../../lib/course-search.ts';
import { useWindowWidth } from '../../lib/device-class.hook.ts';
import { formatCount } from '../../lib/format.ts';
import {
  closeActionFor,
  closedBookingQuery,
  isPanelOpen,
  MY_EVENTS_ORIGIN,
  openBookingQuery,
  parseMyCoursesQuery,
} from '../../routing/my-courses-query.ts';
import { ROUTE_PATHS } from '../../routing/route-paths.ts';
import { useBootstrapData } from '../../session/bootstrap.api.ts';
import type { BookingListType } from '../bookings/bookings.api.ts';
import { PANEL_BESIDE_FROM } from '../course-lists/all-courses.component.tsx';
import {
  CourseListFooter,
  CourseListLoadState,
  CourseListTabs,
  useReturnFocusToCard,
} from '../course-lists/course-list-frame.component.tsx';
import { BookingList } from './booking-list.component.tsx';
import { loadedBookings, useBookingPages } from './my-courses.api.ts';
import { MyCoursesPanel } from './my-courses-panel.component.tsx';

function searchOf(query: URLSearchParams): string {
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * My Courses: a climber's bookings by the `type` tab, a search over the loaded ones, the
 * cards with their next step, and the Selected Course panel of the `current` / `status` query.
 */
/** The focusable part of a booking card, for focus to return to when its panel closes. */
const bookingCardSelector = (id: number) => `[data-booking-id="${id}"] h3 button`;

export function MyCourses() {
  const { t } = useTranslation('my-courses');
  const { user: viewer } = useBootstrapData();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const query = parseMyCoursesQuery(params);
  const layout = useWindowWidth() >= PANEL_BESIDE_FROM ? 'beside' : 'drawer';

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
  useReturnFocusToCard(panelOpen ? query.bookingId : null, listRef, searchRef, bookingCardSelector);

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
      onClose={closePanel}
    />
  );

  const listArea = !list.data ? (
    <CourseListLoadState list={list} loadingText={t('myCourses.loading')} errorText={t('myCourses.loadError')} />
  ) : matching.length === 0 ? (
    <MyCoursesEmpty type={query.type} offerExplore={bookings.length === 0 && query.type !== 'past'} />
  ) : (
    <div className="flex flex-col gap-4">
      <BookingList
        bookings={matching}
        selectedId={query.bookingId}
        besidePanel={besidePanel}
        onOpen={openBooking}
        listRef={listRef}
      />
      <CourseListFooter
        // The count is of the cards on screen: after a search, the matches, not every loaded booking.
        shown={t('myCourses.shown', { shown: formatCount(matching.length), total: formatCount(total) })}
        hasNextPage={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        loadMoreLabel={t('myCourses.loadMore')}
      />
    </div>
  );

  return (
    <div className="flex items-start gap-6">
      <CourseListTabs
        types={BOOKING_LIST_TYPES}
        value={query.type}
        onSelect={(next) => void selectType(next)}
        labels={{
          tabs: t('myCourses.tabs.label'),
          tab: (tab) => t(`myCourses.tabs.${tab}`),
          search: t('myCourses.search.label'),
          placeholder: t('myCourses.search.placeholder'),
          loadedOnly: t('myCourses.search.loadedOnly'),
        }}
        searchRef={searchRef}
        term={term}
        onTermChange={setTerm}
        searchingLoadedOnly={searching && list.hasNextPage}
        status={list.data && searching ? t('myCourses.search.matches', { count: matching.length }) : ''}
      >
        {listArea}
      </CourseListTabs>
      {panel}
    </div>
  );
}

/**
 * 'No {type} courses found' with 'No course was found', for an empty tab and for a search
 * that matches nothing; a climber with no booking yet is shown the way to the courses.
 */
function MyCoursesEmpty({ type, offerExplore }: { type: BookingListType; offerExplore: boolean }) {
  const { t } = useTranslation('my-courses');
  const explorePath = ROUTE_PATHS.ExploreEvents;
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
