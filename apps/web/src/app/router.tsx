import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader.component.tsx';
import { NotFoundScreen } from '../routes/not-found.screen.tsx';
import { RouteErrorScreen } from '../routes/route-error.screen.tsx';
import {
  LAYOUT_COMPONENTS,
  type LazyComponent,
  ROUTES,
  type RouteDefinition,
  type RouteLayout,
  type RouteName,
} from '../routing/routes.ts';
import { RootLayout } from './layouts/root.layout.tsx';
import { guardFor } from './route-guards.ts';
import { routeDataPrefetchOf } from './route-prefetch.ts';

/**
 * Loads a route's screen. Each screen is its own chunk, fetched when its route is first visited, so a
 * page downloads only its own code and the libraries it uses (the calendar, the rich-text editor, the map).
 */
export type ScreenLoader = () => Promise<ComponentType>;

/**
 * The modules a route may load lazily, one chunk each, fetched when a route that uses it is first
 * visited. The router's own screens and root layout are left out: they are part of this chunk.
 */
const SCREEN_MODULES = import.meta.glob<Record<string, unknown>>([
  '../routes/*.screen.tsx',
  '!../routes/not-found.screen.tsx',
  '!../routes/route-error.screen.tsx',
]);
const LAYOUT_MODULES = import.meta.glob<Record<string, unknown>>([
  './layouts/*.layout.tsx',
  '!./layouts/root.layout.tsx',
]);

/** Loads the named export of one of those modules, or fails naming what is missing. */
function lazyComponent(
  modules: Record<string, () => Promise<Record<string, unknown>>>,
  path: string,
  component: string,
): ScreenLoader {
  return async () => {
    const load = modules[path];
    if (!load) throw new Error(`No module ${path} to load ${component} from.`);
    const found = (await load())[component];
    if (typeof found !== 'function') throw new Error(`${path} exports no component ${component}.`);
    return found as ComponentType;
  };
}

/** A route's screen, from its definition (routing/routes.ts): `src/routes/<file>.screen.tsx`. */
export const screenLoaderOf = ({ file, component }: LazyComponent): ScreenLoader =>
  lazyComponent(SCREEN_MODULES, `../routes/${file}.screen.tsx`, component);

/**
 * The layouts load like the screens: a visitor on SignIn never downloads the signed-in shell (top bar,
 * menus, their popovers), and a signed-in Home never downloads the visitor banner. The build's route
 * preload (vite.config.ts) asks for a route's layout chunk beside its screen's.
 */
const layoutLoaderOf = (layout: RouteLayout): ScreenLoader =>
  lazyComponent(
    LAYOUT_MODULES,
    `./layouts/${LAYOUT_COMPONENTS[layout].file}.layout.tsx`,
    LAYOUT_COMPONENTS[layout].component,
  );

/** The routes to build, by name: the real definitions, or a few of them (tests). */
export type RouteTable = Partial<Record<RouteName, Pick<RouteDefinition, 'path' | 'access' | 'layout'>>>;

export type ScreenMap = Partial<Record<RouteName, ScreenLoader>>;

/** The screen of every defined route. */
function screensOf(routes: typeof ROUTES): ScreenMap {
  return Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, screenLoaderOf(route.screen)]));
}

/** The requests a route's first screen makes, started by its loader; undefined for most routes. */
export type RouteDataPrefetch = (name: RouteName) => ((request: Request) => void) | undefined;

function guardThenPrefetch(
  guard: LoaderFunction | undefined,
  prefetch: ((request: Request) => void) | undefined,
): LoaderFunction | undefined {
  if (!prefetch) return guard;
  return async (args) => {
    const outcome = guard ? await guard(args) : null;
    // null: the visit goes ahead (a redirect is a Response, and its screen's data would be wasted).
    if (outcome === null) prefetch(args.request);
    return outcome;
  };
}

/**
 * Builds the React Router tree from the route definitions: guards become loaders (which also start the
 * first screen's requests, `prefetch`), layouts parent routes.
 */
export function buildRoutes(
  table: RouteTable = ROUTES,
  screens: ScreenMap = screensOf(ROUTES),
  prefetch?: RouteDataPrefetch,
): RouteObject[] {
  const childrenOf = (layout: RouteLayout): RouteObject[] =>
    Object.entries(table).flatMap(([name, route]) => {
      const loadScreen = screens[name as RouteName];
      if (!route || route.layout !== layout || !loadScreen) return [];
      // The guard stays a plain loader outside the chunk, so it is never skipped and the router runs it
      // while the screen's chunk downloads instead of one after the other.
      return [
        {
          id: name,
          path: route.path,
          loader: guardThenPrefetch(guardFor(route.access), prefetch?.(name as RouteName)),
          lazy: { Component: loadScreen },
        },
      ];
    });

  return [
    {
      Component: RootLayout,
      ErrorBoundary: RouteErrorScreen,
      HydrateFallback: PageLoader,
      children: [
        { lazy: { Component: layoutLoaderOf('welcome') }, children: childrenOf('welcome') },
        { lazy: { Component: layoutLoaderOf('app') }, children: childrenOf('app') },
        { lazy: { Component: layoutLoaderOf('public') }, children: childrenOf('public') },
        { lazy: { Component: layoutLoaderOf('adaptive') }, children: childrenOf('adaptive') },
        { path: '*', Component: NotFoundScreen },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(buildRoutes(ROUTES, screensOf(ROUTES), (name) => routeDataPrefetchOf(queryClient, name)));
}
