import type { EventSummary } from '@cordee/shared/events.contracts';
import { MY_EVENTS_TYPES, type MyEventsType } from '@cordee/shared/my-events.contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { CloudOff, Search } from 'lucide-react';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useWindowWidth } from '../../lib/device-class.hook.ts';
import { formatCount } from '../../lib/format.ts';
import { useBootstrapData } from '../bootstrap/bootstrap.api.ts';
import { DeleteConfirmDialog } from '../modals/delete-confirm.component.tsx';
import { openModal } from '../modals/modal.store.ts';
import { CourseGrid } from './course-grid.component.tsx';
import { CourseListEmpty } from './course-list-empty.component.tsx';
import {
  closeActionFor,
  closedCourseQuery,
  courseStatusOf,
  localToday,
  openCourseQuery,
  parseCourseListQuery,
  UPCOMING_EVENTS_ORIGIN,
} from './course-list-query.ts';
import { loadedCourses, useDeleteEvent, useMyEvents } from './course-lists.api.ts';
import { searchCourses } from './course-search.ts';
import { SelectedCoursePanel } from './selected-course-panel.component.tsx';

/**
 * From this width the Selected Course panel sits beside the list; below it the list needs the whole
 * width and the panel becomes a drawer (spec 2 §2.8, mobile).
 */
export const PANEL_BESIDE_FROM = 1024;

function searchOf(query: URLSearchParams): string {
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * All Courses (spec 2 §2.8): the tabs of the `type` query, a search over the loaded courses, the cards,
 * and the Selected Course panel of the `current` query, with its Edit event and Delete actions.
 */
export function AllCourses() {
  const { t } = useTranslation();
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

  useReturnFocusToCard(query.current, listRef, searchRef);

  const listed = courses.find((event) => event.id === query.current);
  const besidePanel = query.current !== null && layout === 'beside';

  const listArea = list.isPending ? (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-brand-700">
      <Spinner className="size-6" />
      <span className="text-sm font-medium text-slate-600">{t('courseLists.loading')}</span>
    </div>
  ) : !list.data ? (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
      <CloudOff aria-hidden="true" className="size-8 text-slate-500" />
      <p role="alert" className="text-sm text-slate-700">
        {t('courseLists.loadError')} {isApiError(list.error) ? list.error.message : ''}
      </p>
      <Button variant="secondary" busy={list.isFetching} onClick={() => void list.refetch()}>
        {t('common.retry')}
      </Button>
    </div>
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
      <div className="flex flex-col items-center gap-3">
        <p className="text-sm text-slate-600">
          {t('courseLists.shown', { shown: formatCount(courses.length), total: formatCount(total) })}
        </p>
        {list.hasNextPage && (
          <Button variant="secondary" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('courseLists.loadMore')}
          </Button>
        )}
      </div>
    </div>
  );

  return (
    <>
      <div className="flex items-start gap-6">
        <Tabs.Root
          value={query.type}
          onValueChange={(value) => {
            const next = MY_EVENTS_TYPES.find((candidate) => candidate === value);
            if (next) void selectType(next);
          }}
          className="flex min-w-0 flex-1 flex-col gap-4"
        >
          <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
            <Tabs.List
              aria-label={t('courseLists.tabs.label')}
              className="inline-flex w-fit gap-1 rounded-xl bg-slate-100 p-1"
            >
              {MY_EVENTS_TYPES.map((tab) => (
                <Tabs.Trigger
                  key={tab}
                  value={tab}
                  className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
                >
                  {t(`courseLists.tabs.${tab}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <TextField
              ref={searchRef}
              label={t('courseLists.search.label')}
              type="search"
              placeholder={t('courseLists.search.placeholder')}
              autoComplete="off"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              leading={<Search aria-hidden="true" className="ml-3 size-4 shrink-0 text-slate-500" />}
              hint={searching && list.hasNextPage ? t('courseLists.search.loadedOnly') : undefined}
              className="w-full md:max-w-xs"
            />
          </div>
          <p role="status" className="sr-only">
            {list.data && searching ? t('courseLists.search.matches', { count: matching.length }) : ''}
          </p>
          {MY_EVENTS_TYPES.map((tab) => (
            <Tabs.Content key={tab} value={tab} className="focus:outline-none">
              {listArea}
            </Tabs.Content>
          ))}
        </Tabs.Root>

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
          const { message, id } = await deleteCourse.mutateAsync(toDelete.id);
          if (query.current === id) closeCourse(true);
          return message;
        }}
        fallbackFocus={() => listRef.current ?? searchRef.current}
      />
    </>
  );
}

/**
 * When the panel closes with focus inside it, focus goes back to the card of the course it showed (or
 * to the list, when that course has just been deleted) rather than to the top of the page. Focus that is
 * somewhere else (a tab just chosen) stays there.
 */
function useReturnFocusToCard(
  current: number | null,
  listRef: RefObject<HTMLUListElement | null>,
  searchRef: RefObject<HTMLInputElement | null>,
) {
  const previous = useRef(current);
  useEffect(() => {
    const closed = previous.current;
    previous.current = current;
    if (closed === null || current !== null) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const card = listRef.current?.querySelector<HTMLElement>(
      `[data-course-id="${closed}"] a[href], [data-course-id="${closed}"] button`,
    );
    (card ?? listRef.current ?? searchRef.current)?.focus();
  }, [current, listRef, searchRef]);
}
