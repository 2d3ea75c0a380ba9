import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer } from '../test/factories.ts';
import { ROUTE_ACCESS } from '../test/route-access/route-access.rows.ts';
import {
  type Expected,
  expectedFor,
  type MatrixCaller,
  type MatrixWorld,
  type RouteAccess,
} from '../test/route-access/route-access.types.ts';
import { CALLERS, type MatrixSetup, nextAddress, setUpMatrix } from '../test/route-access/route-access.world.ts';

/**
 * Fastify lists no routes after start, and an onRoute hook must exist before the first route is added,
 * which happens inside buildApp. So the app's Fastify instance gets the hook the moment it is created.
 */
const registeredRoutes = vi.hoisted(() => [] as Array<{ method: string; url: string }>);
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify')>();
  const createApp = original.default as unknown as (options: unknown) => FastifyInstance;
  const withRouteLog = ((options: unknown) => {
    const app = createApp(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
    });
    return app;
  }) as unknown as typeof original.default;
  return { ...original, default: withRouteLog };
});

let setup: MatrixSetup;
let world: MatrixWorld;
const callers = new Map<string, MatrixCaller>();

beforeAll(async () => {
  setup = await setUpMatrix();
  world = setup.world;
  for (const spec of CALLERS) callers.set(spec.label, await setup.makeCaller(spec));
});

afterAll(async () => {
  await setup?.close();
});

function describeExpected(expected: Expected): string {
  switch (expected.kind) {
    case 'allowed':
      return '2xx';
    case 'unauthenticated':
      return '401';
    case 'forbidden':
      return '403';
    case 'status':
      return `${expected.status} (${expected.because})`;
  }
}

const STATUS_OF = { unauthenticated: 401, forbidden: 403 } as const;

/** Fastify answers HEAD with the GET route's hooks and handler: every GET route is called as HEAD too. */
const CELL_METHODS = (row: RouteAccess): Array<RouteAccess['method'] | 'HEAD'> =>
  row.method === 'GET' && row.registered !== false ? ['GET', 'HEAD'] : [row.method];

describe('role × route matrix (B1): each caller gets its answer on every route, never a 5xx', () => {
  for (const row of ROUTE_ACCESS) {
    for (const method of CELL_METHODS(row)) {
      describe(`${method} ${row.url}${row.variant ? ` (${row.variant})` : ''}`, () => {
        for (const spec of CALLERS) {
          const expected = expectedFor(row, spec);
          it(`${spec.label} → ${describeExpected(expected)}`, async () => {
            const caller = row.freshCaller ? await setup.makeCaller(spec) : callers.get(spec.label);
            if (!caller) throw new Error(`no caller ${spec.label}`);
            const request = await row.request(caller, world);
            const response = await setup.t.app.inject({
              method,
              url: request.url,
              payload: request.payload,
              headers: { ...request.headers, ...(caller.token ? bearer(caller.token) : {}) },
              remoteAddress: nextAddress(),
            });
            const seen = `${method} ${request.url} as ${spec.label}: ${response.statusCode} ${response.body.slice(0, 300)}`;
            expect(response.statusCode, seen).toBeLessThan(500);
            if (expected.kind === 'allowed') {
              expect(response.statusCode, seen).toBeGreaterThanOrEqual(200);
              expect(response.statusCode, seen).toBeLessThan(300);
            } else {
              expect(response.statusCode, seen).toBe(
                expected.kind === 'status' ? expected.status : STATUS_OF[expected.kind],
              );
            }
          });
        }
      });
    }
  }
});

describe('every route has an access decision (B1)', () => {
  /** A GET row decides its HEAD route too (called as such in the matrix above). */
  const decided = () =>
    new Set(
      ROUTE_ACCESS.filter((row) => row.registered !== false).flatMap((row) =>
        row.method === 'GET' ? [`GET ${row.url}`, `HEAD ${row.url}`] : [`${row.method} ${row.url}`],
      ),
    );
  const registered = () => new Set(registeredRoutes.map((route) => `${route.method} ${route.url}`));

  it('has a row for every route the server registers', () => {
    expect(registered().size).toBeGreaterThan(50);
    const undecided = [...registered()].filter((route) => !decided().has(route));
    expect(undecided, 'routes without an access decision in src/test/route-access/*.rows.ts').toEqual([]);
  });

  it('has no row for a route the server does not register', () => {
    const stale = [...decided()].filter((route) => !registered().has(route));
    expect(stale, 'rows of src/test/route-access/*.rows.ts whose route does not exist').toEqual([]);
  });
});
