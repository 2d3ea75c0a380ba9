import { selectedCourseFrom } from '@cordee/shared/selected-course';
import type { QueryClient } from '@tanstack/react-query';
import { type RouteName, type RoutePrefetchName, routeOf } from '../routing/routes.ts';
import { LazyModalHost } from './modal-host.lazy.ts';

/** Asks for the data a screen shows first; the screen's own queries then find it in the cache or in flight. */
type RoutePrefetch = (queryClient: QueryClient, url: URL) => Promise<unknown>;

/**
 * The course search and a shared course link (`?event=N`): the list, the deployment settings the screen
 * waits for, and the named course. Loaded on demand, like the screen, from modules its chunks hold.
 */
async function prefetchCourseSearch(queryClient: QueryClient, url: URL): Promise<unknown> {
  const [{ eventQueryOptions, eventSearchQueryOptions }, searchState, { publicConfigQueryOptions }] = await Promise.all(
    [import('../api/events.api.ts'), import('../api/event-search-state.ts'), import('../session/public-config.api.ts')],
  );
  const request = searchState.searchRequestOf(searchState.searchStateFromParams(url.searchParams));
  const course = selectedCourseFrom(url.searchParams);
  return Promise.all([
    // The course's modal opens right after the screen's first render: its frame, title and body are
    // ready by then, so it draws at once instead of suspending twice.
    course === null ? undefined : LazyModalHost.preload(),
    course === null
      ? undefined
      : import('./app-modal-host.component.tsx').then((host) => host.preloadModal('search_result')),
    queryClient.prefetchInfiniteQuery(eventSearchQueryOptions(request)),
    queryClient.prefetchQuery(publicConfigQueryOptions),
    course === null ? undefined : queryClient.prefetchQuery(eventQueryOptions(course)),
  ]);
}

/** Statistics: the figures of the tab and range the address names. */
async function prefetchStatistics(queryClient: QueryClient, url: URL): Promise<unknown> {
  const [{ statisticsQueryOptions }, { statisticsParamsOf }] = await Promise.all([
    import('../features/statistics/statistics.api.ts'),
    import('../features/statistics/statistics-query.ts'),
  ]);
  return queryClient.prefetchQuery(statisticsQueryOptions(statisticsParamsOf(url.searchParams)));
}

/** Audit Log: the page of entries the address's filters name. */
async function prefetchAuditLog(queryClient: QueryClient, url: URL): Promise<unknown> {
  const [{ auditLogQueryOptions }, { auditLogParamsOf }] = await Promise.all([
    import('../features/audit-log/audit-log.api.ts'),
    import('../features/audit-log/audit-log-query.ts'),
  ]);
  return queryClient.prefetchQuery(auditLogQueryOptions(auditLogParamsOf(url.searchParams)));
}

/** The id of the account whose panel the address opens (`?id=`), when it is one. */
function panelIdOf(url: URL): number | null {
  const id = Number(url.searchParams.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Guides: the first page of the list as the screen opens it, and the guide whose panel the address names. */
async function prefetchGuides(queryClient: QueryClient, url: URL): Promise<unknown> {
  const { guideQueryOptions, guidesQueryOptions, STAFF_USERS_PER_PAGE } = await import(
    '../features/staff-guides/staff-guides.api.ts'
  );
  const id = panelIdOf(url);
  return Promise.all([
    queryClient.prefetchQuery(
      guidesQueryOptions({ page: 1, perPage: STAFF_USERS_PER_PAGE, search: '', status: 'all' }),
    ),
    id === null ? undefined : queryClient.prefetchQuery(guideQueryOptions(id)),
  ]);
}

/** Climbers: the first page of the list, and the climber whose panel the address names. */
async function prefetchClimbers(queryClient: QueryClient, url: URL): Promise<unknown> {
  const [{ climberQueryOptions, climbersQueryOptions }, { STAFF_USERS_PER_PAGE }] = await Promise.all([
    import('../features/staff-climbers/staff-climbers.api.ts'),
    import('../features/staff-guides/staff-guides.api.ts'),
  ]);
  const id = panelIdOf(url);
  return Promise.all([
    queryClient.prefetchQuery(climbersQueryOptions({ page: 1, perPage: STAFF_USERS_PER_PAGE, search: '' })),
    id === null ? undefined : queryClient.prefetchQuery(climberQueryOptions(id)),
  ]);
}

/** Trainings and Videos: the cards as the screen first asks for them, and the training the panel names. */
async function prefetchTrainings(queryClient: QueryClient, url: URL): Promise<unknown> {
  const { trainingQueryOptions, trainingsQueryOptions, TRAININGS_PER_PAGE } = await import(
    '../features/trainings/trainings.api.ts'
  );
  const raw = url.searchParams.get('training_id');
  const id = raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  return Promise.all([
    queryClient.prefetchQuery(
      trainingsQueryOptions({ page: 1, perPage: TRAININGS_PER_PAGE, search: '', planId: null }),
    ),
    id === null ? undefined : queryClient.prefetchQuery(trainingQueryOptions(id)),
  ]);
}

/** Training: the programs (with their locks) and the newest videos, both asked for at once. */
async function prefetchTrainingOverview(queryClient: QueryClient): Promise<unknown> {
  const [{ trainingsQueryOptions, TRAINING_OVERVIEW_VIDEOS }, { publicListQueryOptions }] = await Promise.all([
    import('../features/trainings/trainings.api.ts'),
    import('../features/training-programs/training-programs.api.ts'),
  ]);
  return Promise.all([
    queryClient.prefetchQuery(
      trainingsQueryOptions({ page: 1, perPage: TRAINING_OVERVIEW_VIDEOS, search: '', planId: null }),
    ),
    queryClient.prefetchQuery(publicListQueryOptions),
  ]);
}

/** Training programs (public): the list, or the program the address names. */
async function prefetchTrainingPrograms(queryClient: QueryClient, url: URL): Promise<unknown> {
  const { programBySlugQueryOptions, publicListQueryOptions } = await import(
    '../features/training-programs/training-programs.api.ts'
  );
  const [, , slug] = url.pathname.split('/');
  if (!slug) return queryClient.prefetchQuery(publicListQueryOptions);
  return queryClient.prefetchQuery(programBySlugQueryOptions(decodeURIComponent(slug)));
}

/** Home: the role's cards, events and Today panel (GET /api/home). */
async function prefetchHome(queryClient: QueryClient): Promise<unknown> {
  const { homeQueryOptions } = await import('../features/dashboard/dashboard.api.ts');
  return queryClient.prefetchQuery(homeQueryOptions);
}

/** Each prefetch a route names (`prefetch` in routing/routes.ts); the compiler refuses a missing one. */
const PREFETCHES: Record<RoutePrefetchName, RoutePrefetch> = {
  home: prefetchHome,
  courseSearch: prefetchCourseSearch,
  statistics: prefetchStatistics,
  auditLog: prefetchAuditLog,
  guides: prefetchGuides,
  climbers: prefetchClimbers,
  trainings: prefetchTrainings,
  trainingOverview: prefetchTrainingOverview,
  trainingPrograms: prefetchTrainingPrograms,
};

/**
 * What a route's loader runs once its guard has let the visit through: the requests start while the
 * screen's code is still arriving and running, instead of after its first render (on the phone profile
 * of `npm run bench:web` that is most of a second). A failure is the screen's to show: its own queries
 * ask again.
 */
export function routeDataPrefetchOf(queryClient: QueryClient, name: RouteName) {
  const named = routeOf(name).prefetch as RoutePrefetchName | undefined;
  const prefetch = named === undefined ? undefined : PREFETCHES[named];
  if (!prefetch) return undefined;
  return (request: Request) => {
    void prefetch(queryClient, new URL(request.url)).catch(() => undefined);
  };
}
