import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
// Not `react-router/dom`: under Vitest it loads a second copy of the router, whose context the
// components cannot see.
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';

/** A fresh query client per test, with no retries so failures show at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders routes in memory with the app's providers; `initialPath` is where the test starts. */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** Renders one element at `path`, with a plain marker element for every other path it may go to. */
export function renderScreen(element: ReactElement, path = '/', otherPaths: string[] = []) {
  return renderRoutes(
    [{ path, element }, ...otherPaths.map((other) => ({ path: other, element: <p>{`Arrived at ${other}`}</p> }))],
    path,
  );
}
