import {
  canUseGuideFeatures,
  mayManageGuides,
  mayManageSubAdmins,
  mayReadStatistics,
} from '@cordee/shared/access-policy';
import { ADMIN_PERMISSIONS, type AdminPermissionId } from '@cordee/shared/roles';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../routing/routes.ts';
import { fetchBootstrap } from '../session/bootstrap.api.ts';
import { api, apiServer } from '../test/api-server.ts';
import { makeBootstrap, makeUser } from '../test/fixtures.ts';
import { renderRoutes } from '../test/render.tsx';
import { answerTheShellAtRest } from '../test/shell-api.ts';
import { guardFor, requireAccess, requireSignedIn, requireVisitor } from './route-guards.ts';
import { routeDataPrefetchOf } from './route-prefetch.ts';
import { buildRoutes, type RouteTable, type ScreenMap } from './router.tsx';

function loaderArgsAt(path: string) {
  return { request: new Request(`http://localhost${path}`), params: {}, context: undefined } as LoaderFunctionArgs;
}

async function run(loader: ReturnType<typeof requireAccess>, path = '/my-events?tab=past') {
  return (await loader(loaderArgsAt(path))) as Response | null;
}

function signInAs(role: Parameters<typeof makeUser>[0]) {
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user', JSON.stringify(makeUser(role)));
}

describe('route guards', () => {
  it('sends a guest from a signed-in route to SignIn, to come back to the same address', async () => {
    const response = await run(requireSignedIn());
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe(`/signin?next=${encodeURIComponent('/my-events?tab=past')}`);
  });

  it('sends a guest from a route with a visitor page of its own (the root) to that page', async () => {
    const response = await run(requireSignedIn('/viewevents'), '/');
    expect(response?.headers.get('Location')).toBe('/viewevents');
  });

  it('lets a signed-in user through a signed-in route', async () => {
    signInAs({ role: 'climber' });
    expect(await run(requireSignedIn())).toBeNull();
  });

  it('sends a signed-in user from a visitor-only route to Home', async () => {
    signInAs({ role: 'climber' });
    const response = await run(requireVisitor());
    expect(response?.headers.get('Location')).toBe('/');
  });

  it('lets a guest open a visitor-only route', async () => {
    expect(await run(requireVisitor())).toBeNull();
  });

  it('sends a climber to AccessDenied from a super-admin-only route', async () => {
    signInAs({ role: 'climber' });
    const response = await run(requireAccess(mayManageSubAdmins));
    expect(response?.headers.get('Location')).toBe('/access-denied');
  });

  it('lets the super admin open a super-admin-only route', async () => {
    signInAs({ role: 'super_admin' });
    expect(await run(requireAccess(mayManageSubAdmins))).toBeNull();
  });

  it('lets a sub admin in only when the permission flag of the screen is on', async () => {
    signInAs({ role: 'admin', permissions: [{ id: 'statistics', name: 'Statistics', abbr: 'ST', status: true }] });
    expect(await run(requireAccess(mayReadStatistics))).toBeNull();
    expect((await run(requireAccess(mayManageGuides)))?.headers.get('Location')).toBe('/access-denied');
  });

  it('sends a guide applicant not yet approved to AccessDenied from a guide route (finding 2)', async () => {
    signInAs({ role: 'guide', is_approved: false });
    expect((await run(requireAccess(canUseGuideFeatures)))?.headers.get('Location')).toBe('/access-denied');
    signInAs({ role: 'guide', is_approved: true });
    expect(await run(requireAccess(canUseGuideFeatures))).toBeNull();
  });

  it('sends a guest from a role route to SignIn, not to AccessDenied, and back afterwards', async () => {
    const response = await run(requireAccess(mayManageSubAdmins), '/sub-admins');
    expect(response?.headers.get('Location')).toBe('/signin?next=%2Fsub-admins');
  });
});

/** The permission flags of an admin, as the API lists them: each flag, on or off. */
function flags(on: readonly AdminPermissionId[]) {
  return ADMIN_PERMISSIONS.map((permission) => ({ ...permission, status: on.includes(permission.id) }));
}

describe('staff screens opened by an admin (sub admin)', () => {
  const screens = [
    { name: 'Guides', flag: 'guides', guard: guardFor(ROUTES.Guides.access) },
    { name: 'Climbers', flag: 'climbers', guard: guardFor(ROUTES.Climbers.access) },
    { name: 'Statistics', flag: 'statistics', guard: guardFor(ROUTES.Statistics.access) },
    { name: 'UpcomingEvents', flag: 'events', guard: guardFor(ROUTES.UpcomingEvents.access) },
    { name: 'Plans', flag: 'plans', guard: guardFor(ROUTES.Plans.access) },
    { name: 'Trainings', flag: 'trainings', guard: guardFor(ROUTES.Trainings.access) },
    // Decision 0041: the Training Programs flag governs it, as every other staff screen's flag does.
    {
      name: 'TrainingPagesManagement',
      flag: 'training_pages',
      guard: guardFor(ROUTES.TrainingPagesManagement.access),
    },
  ] as const;

  it.each(screens)(
    '$name: Access denied without its flag (even with every other flag), open with it',
    async ({ flag, guard }) => {
      if (!guard) throw new Error('The screen has no guard');
      signInAs({ role: 'admin', permissions: flags([]) });
      expect((await run(guard))?.headers.get('Location')).toBe('/access-denied');
      signInAs({ role: 'admin', permissions: flags(ADMIN_PERMISSIONS.map((p) => p.id).filter((id) => id !== flag)) });
      expect((await run(guard))?.headers.get('Location')).toBe('/access-denied');
      signInAs({ role: 'admin', permissions: flags([flag]) });
      expect(await run(guard)).toBeNull();
      signInAs({ role: 'super_admin' });
      expect(await run(guard)).toBeNull();
    },
  );

  it('keeps Sub Admins and the Audit Log to the super admin, whatever flags an admin holds', async () => {
    for (const route of ['SubAdmins', 'AuditLog'] as const) {
      const guard = guardFor(ROUTES[route].access);
      if (!guard) throw new Error('The screen has no guard');
      signInAs({ role: 'admin', permissions: flags(ADMIN_PERMISSIONS.map((p) => p.id)) });
      expect((await run(guard))?.headers.get('Location')).toBe('/access-denied');
      signInAs({ role: 'super_admin' });
      expect(await run(guard)).toBeNull();
    }
  });

  it('applies a flag revoked while signed in on the next navigation once GET /api/user has answered', async () => {
    const guard = guardFor(ROUTES.Statistics.access);
    if (!guard) throw new Error('The screen has no guard');
    signInAs({ id: 5, role: 'admin', permissions: flags(['statistics']) });
    expect(await run(guard)).toBeNull();

    // The super admin turns Statistics off; the next refresh of the signed-in user brings the news.
    const revoked = makeUser({ id: 5, role: 'admin', permissions: flags([]) });
    apiServer.use(api.get('/api/user', ({ response }) => response(200).json(makeBootstrap({ user: revoked }))));
    await fetchBootstrap();
    expect((await run(guard))?.headers.get('Location')).toBe('/access-denied');
  });

  it('shows Access denied in the route tree to an admin whose flag was revoked, on the next navigation', async () => {
    answerTheShellAtRest();
    const table: RouteTable = {
      Home: { path: '/', access: { kind: 'signed-in' }, layout: 'app' },
      AccessDenied: { path: '/access-denied', access: { kind: 'signed-in' }, layout: 'app' },
      Statistics: ROUTES.Statistics,
    };
    signInAs({ id: 5, role: 'admin', permissions: flags(['statistics']) });
    const { router, queryClient } = renderRoutes(
      buildRoutes(table, {
        Home: loaded(HomeStub),
        AccessDenied: loaded(AccessDeniedStub),
        Statistics: loaded(StatisticsStub),
      }),
      '/statistics',
    );
    queryClient.setQueryData(
      ['bootstrap'],
      makeBootstrap({ user: makeUser({ id: 5, role: 'admin', permissions: flags(['statistics']) }) }),
    );
    expect(await screen.findByRole('heading', { name: 'Statistics screen' })).toBeInTheDocument();

    await router.navigate('/');
    apiServer.use(
      api.get('/api/user', ({ response }) =>
        response(200).json(makeBootstrap({ user: makeUser({ id: 5, role: 'admin', permissions: flags([]) }) })),
      ),
    );
    await fetchBootstrap();
    await router.navigate('/statistics');
    expect(await screen.findByRole('heading', { name: 'Access denied screen' })).toBeInTheDocument();
  });
});

/** A screen loader that resolves at once, as a cached chunk would. */
const loaded = (Screen: ComponentType) => async () => Screen;

const SignInStub = () => <h1>Sign in screen</h1>;
const HomeStub = () => <h1>Home screen</h1>;
const AccessDeniedStub = () => <h1>Access denied screen</h1>;
const StatisticsStub = () => <h1>Statistics screen</h1>;
const ViewEventsStub = () => <h1>Course search screen</h1>;

describe('the route tree built from the route table', () => {
  beforeEach(() => answerTheShellAtRest());

  /** A few routes of the real table, with a super-admin screen. */
  const tableWithRoleRoute: RouteTable = {
    SignIn: { path: '/signin', access: { kind: 'visitor-only' }, layout: 'welcome' },
    Home: { path: '/', access: { kind: 'signed-in', visitorPath: '/viewevents' }, layout: 'app' },
    ViewEvents: { path: '/viewevents', access: { kind: 'public' }, layout: 'public' },
    AccessDenied: { path: '/access-denied', access: { kind: 'signed-in' }, layout: 'app' },
    Statistics: { path: '/statistics', access: { kind: 'permitted', rule: mayManageSubAdmins }, layout: 'app' },
  };
  const screens: ScreenMap = {
    SignIn: loaded(SignInStub),
    Home: loaded(HomeStub),
    AccessDenied: loaded(AccessDeniedStub),
    Statistics: loaded(StatisticsStub),
    ViewEvents: loaded(ViewEventsStub),
  };

  it('shows AccessDenied to a climber who opens a super-admin route', async () => {
    signInAs({ role: 'climber' });
    const { queryClient } = renderRoutes(buildRoutes(tableWithRoleRoute, screens), '/statistics');
    queryClient.setQueryData(['bootstrap'], makeBootstrap());

    expect(await screen.findByRole('heading', { name: 'Access denied screen' })).toBeInTheDocument();
  });

  it('shows the course search to a guest who opens the root path', async () => {
    renderRoutes(buildRoutes(tableWithRoleRoute, screens), '/');
    expect(await screen.findByRole('heading', { name: 'Course search screen' })).toBeInTheDocument();
  });

  it('shows SignIn to a guest who opens a signed-in route, remembering it', async () => {
    const { router } = renderRoutes(buildRoutes(tableWithRoleRoute, screens), '/statistics?period=week');
    expect(await screen.findByRole('heading', { name: 'Sign in screen' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/statistics?period=week')}`);
  });

  it('the real route table opens the course search at the root for a guest', async () => {
    apiServer.use(
      api.get('/api/getevents', ({ response }) =>
        response(200).json({ events: [], page: 1, per_page: 24, total: 0, total_capped: false }),
      ),
    );
    renderRoutes(buildRoutes(), '/');
    expect(await screen.findByRole('heading', { name: 'Find a guided climbing course', level: 1 })).toBeInTheDocument();
  });

  it("downloads a screen's code only when its route is visited", async () => {
    const loadViewEvents = vi.fn(async () => ViewEventsStub);
    const loadSignIn = vi.fn(async () => SignInStub);
    const { router } = renderRoutes(
      buildRoutes(tableWithRoleRoute, { ...screens, ViewEvents: loadViewEvents, SignIn: loadSignIn }),
      '/viewevents',
    );
    expect(await screen.findByRole('heading', { name: 'Course search screen' })).toBeInTheDocument();
    expect(loadViewEvents).toHaveBeenCalledTimes(1);
    expect(loadSignIn).not.toHaveBeenCalled();

    await router.navigate('/signin');
    expect(await screen.findByRole('heading', { name: 'Sign in screen' })).toBeInTheDocument();
    expect(loadSignIn).toHaveBeenCalledTimes(1);
  });

  it("starts a route's data requests from its loader, only once the guard lets the visit through", async () => {
    const started: string[] = [];
    const prefetch = (name: string) =>
      name === 'ViewEvents' || name === 'Statistics'
        ? (request: Request) => started.push(`${name} ${new URL(request.url).search}`)
        : undefined;

    const { router } = renderRoutes(buildRoutes(tableWithRoleRoute, screens, prefetch), '/viewevents?event=7');
    expect(await screen.findByRole('heading', { name: 'Course search screen' })).toBeInTheDocument();
    expect(started).toEqual(['ViewEvents ?event=7']);

    // A guest sent to SignIn from a role route: that route's data is not asked for.
    await router.navigate('/statistics');
    expect(await screen.findByRole('heading', { name: 'Sign in screen' })).toBeInTheDocument();
    expect(started).toEqual(['ViewEvents ?event=7']);
  });

  it('the real course search asks for its list, its settings and a linked course before its code has run', async () => {
    const asked: string[] = [];
    // Only which addresses are asked for is under test: every one gets the same refusal.
    apiServer.use(
      http.get('*', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({}, { status: 503 });
      }),
    );
    const never = () => new Promise<ComponentType>(() => undefined);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderRoutes(
      buildRoutes(undefined, { ViewEvents: never }, (name) => routeDataPrefetchOf(queryClient, name)),
      '/viewevents?event=7',
    );
    await vi.waitFor(() =>
      expect(asked.sort()).toEqual(['/api/event/7', '/api/getevents', '/api/public-config'].sort()),
    );
  });

  it('shows the page-not-found screen for an unknown path', async () => {
    renderRoutes(buildRoutes(tableWithRoleRoute, screens), '/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
