/**
 * The yardstick of `npm run bench:search`: the same searches as Cordée's routes, served by a bare
 * node:http handler with no framework. It reads the same database handle (the same pool), parses its
 * inputs with the same contracts and calls the same service functions, so it runs the same SQL; the
 * benchmark checks its answers are byte-identical to Cordée's before comparing throughput.
 */
import http from 'node:http';
import {
  EventMarkersQuerySchema,
  EventSearchQuerySchema,
  KeywordParamsSchema,
  NearbyBodySchema,
} from '@cordee/shared/event-search.contracts';
import type { Database } from '../src/db/client.ts';
import { CappedSearchMemory } from '../src/features/events/capped-search-memory.ts';
import { listEventMarkers } from '../src/features/events/event-markers.service.ts';
import {
  listFilteredEvents,
  searchEventsByKeyword,
  searchNearbyEvents,
} from '../src/features/events/event-search.service.ts';

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

// The same work as Cordée's route: a common word past the count cap is remembered for a while.
const cappedSearches = new CappedSearchMemory();

async function answer(db: Database, request: http.IncomingMessage): Promise<unknown> {
  const url = new URL(request.url ?? '/', 'http://bare');
  const params = Object.fromEntries(url.searchParams);
  if (request.method === 'GET' && url.pathname === '/api/getevents') {
    return listFilteredEvents(db, EventSearchQuerySchema.parse(params));
  }
  if (request.method === 'GET' && url.pathname === '/api/event-markers') {
    return listEventMarkers(db, EventMarkersQuerySchema.parse(params));
  }
  if (request.method === 'POST' && url.pathname.startsWith('/api/search-events/')) {
    const { query } = KeywordParamsSchema.parse({
      query: decodeURIComponent(url.pathname.slice('/api/search-events/'.length)),
    });
    return searchEventsByKeyword(db, query, EventSearchQuerySchema.parse(params), { cappedSearches });
  }
  if (request.method === 'POST' && url.pathname === '/api/get-nearby-events') {
    const body = NearbyBodySchema.parse(JSON.parse(await readBody(request)));
    return searchNearbyEvents(db, body, EventSearchQuerySchema.parse(params));
  }
  return undefined;
}

/** Listens on 127.0.0.1 (a free port); resolves to its base URL and a close function. */
export async function startBareSearchServer(db: Database): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    answer(db, request).then(
      (result) => {
        if (result === undefined) {
          response.writeHead(404).end();
          return;
        }
        const body = JSON.stringify(result);
        response.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        });
        response.end(body);
      },
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
