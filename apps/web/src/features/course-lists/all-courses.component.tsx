import type { EventSummary } from '@cordee/shared/events.contracts';
import { MY_EVENTS_TYPES, type MyEventsType } from '@cordee/shared/my-events.contracts';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useDeleteEvent } from '../../api/events.api.ts';
import { loadedCourses, useMyEvents } from '../../api/my-events.api.ts';
import { searchCourses } from '../../lib/course-search.ts';
import { useWindowWidth } from '../../lib/device-class.hook.ts';
import { formatCount } from '../../lib/format.ts';
import { useBootstrapData } from '../../session/bootstrap.api.ts';
import { DeleteConfirmDialog } from '../../shell/modals/delete-confirm.component.tsx';
import { openModal } from '../../shell/modals/modal.store.ts';
import { CourseGrid } from './course-grid.component.tsx';
import { CourseListEmpty } from './course-list-empty.component.tsx';
import {
  CourseListFooter,
  CourseListLoadState,
  CourseListTabs,
  useReturnFocusToCard,
} from './course-list-frame.component.tsx';
import {
  closeActionFor,
  closedCourseQuery,
  courseStatusOf,
  localToday,
  openCourseQuery,
  parseCourseListQuery,
  UPCOMING_EVENTS_ORIGIN,
} from './course-list-query.ts';
import { SelectedCoursePanel } from './selected-course-panel.component.tsx';

/**
 * From this width the Selected Course panel sits beside the list; below it the list needs the whole
 * width and the panel becomes a drawer.
 */
export const PANEL_BESIDE_FROM = 1024;

function searchOf(query: URLSearchParams): string {
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * All Courses: the tabs of the `type` query, a search over the loaded courses, the cards,
 * and the Selected Course panel of the `current` query, with its Edit event and Delete actions.
 */
/** The focusable part of a course card, for focus to return to when its panel closes. */
const courseCardSelector = (id: number) => `[data-course-id="${id}"] a[href], [data-course-id="${id}"] button`;

export function AllCourses() {
  const { t } = useTranslation('course-lists');
  const { user: viewer } = useBootstrapData();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const query = parseCourseListQuery(params);
  const layout = useWindowWidth() >= PANEL_BESIDE_FROM ? 'beside' : 'drawer';

  const [term, setTerm] = useState('');
  const list = useMyEvents(query.type);
  const courses = loadedCourses(list.data);
  const matching = searchCourses(courses, term);
  const searching = matching.length !== courses.length || term.trim() !== '';
  const total = list.data?.pages.at(-1)?.total ?? 0;

  const deleteCourse = useDeleteEvent();
  const [toDelete, setToDelete] = useState<EventSummary | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const selectType = (type: MyEventsType) => navigate({ search: searchOf(closedCourseQuery(type)) });

  const openCourse = (event: EventSummary) =>
    navigate({
      search: searchOf(
        openCourseQuery({
          eventId: event.id,
          origin: UPCOMING_EVENTS_ORIGIN,
          status: courseStatusOf(event, localToday()),
          type: query.type,
        }),
      ),
    });

  // The first entry of this visit has the key 'default': there is nothing of ours to go back to.
  const hasHistory = location.key !== 'default';
  const { type, origin } = query;
  const closeCourse = useCallback(
    (replace: boolean) => {
      if (closeActionFor({ origin }, hasHistory) === 'back') void navigate(-1);
      else void navigate({ search: searchOf(closedCourseQuery(type)) }, { replace });
    },
    [navigate, origin, type, hasHistory],
  );
  // A course that is gone leaves no entry behind to come back to.
  const closeMissingCourse = useCallback(() => closeCourse(true), [closeCourse]);

  useReturnFocusToCard(query.current, listRef, searchRef, courseCardSelector);

  const listed = courses.find((event) => event.id === query.current);
  const besidePanel = query.current !== null && layout === 'beside';

  const listArea = !list.data ? (
    <CourseListLoadState list={list} loadingText={t('courseLists.loading')} errorText={t('courseLists.loadError')} />
  ) : matching.length === 0 ? (
    <CourseListEmpty type={query.type} searching={courses.length > 0} canAddCourses={viewer.role === 'guide'} />
  ) : (
    <div className="flex flex-col gap-4">
      <CourseGrid
        courses={matching}
        viewer={viewer}
        selectedId={query.current}
        besidePanel={besidePanel}
        onOpen={openCourse}
        listRef={listRef}
      />
      <CourseListFooter
        // The count is of the cards on screen: after a search, the matches, not every loaded course.
        shown={t('courseLists.shown', { shown: formatCount(matching.length), total: formatCount(total) })}
        hasNextPage={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        loadMoreLabel={t('courseLists.loadMore')}
      />
    </div>
  );

  return (
    <>
      <div className="flex items-start gap-6">
        <CourseListTabs
          types={MY_EVENTS_TYPES}
          value={query.type}
          onSelect={(next) => void selectType(next)}
          labels={{
            tabs: t('courseLists.tabs.label'),
            tab: (tab) => t(`courseLists.tabs.${tab}`),
            search: t('courseLists.search.label'),
            placeholder: t('courseLists.search.placeholder'),
            loadedOnly: t('courseLists.search.loadedOnly'),
          }}
          searchRef={searchRef}
          term={term}
          onTermChange={setTerm}
          searchingLoadedOnly={searching && list.hasNextPage}
          status={list.data && searching ? t('courseLists.search.matches', { count: matching.length }) : ''}
        >
          {listArea}
        </CourseListTabs>

        {query.current !== null && layout === 'beside' && (
          <SelectedCoursePanel
            key={query.current}
            eventId={query.current}
            viewer={viewer}
            layout="beside"
            listed={listed}
            onClose={() => closeCourse(false)}
            onNotFound={closeMissingCourse}
            onEdit={(event) => openModal('event_edit', { eventId: event.id })}
            onDelete={setToDelete}
          />
        )}
      </div>

      {query.current !== null && layout === 'drawer' && (
        <SelectedCoursePanel
          key={query.current}
          eventId={query.current}
          viewer={viewer}
          layout="drawer"
          listed={listed}
          onClose={() => closeCourse(false)}
          onNotFound={closeMissingCourse}
          onEdit={(event) => openModal('event_edit', { eventId: event.id })}
          onDelete={setToDelete}
        />
      )}

      <DeleteConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        type={t('courseLists.deleteType')}
        onConfirm={async () => {
          if (!toDelete) throw new Error('No course is selected for deletion.');
          const answer = await deleteCourse.mutateAsync(toDelete.id);
          if (query.current === answer.id) closeCourse(true);
          return answer;
        }}
        fallbackFocus={() => listRef.current ?? searchRef.current}
      />
    </>
  );
}
