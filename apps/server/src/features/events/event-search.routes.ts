import { ErrorSchema, ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import {
  EventMarkerColumnsSchema,
  EventMarkersQuerySchema,
  EventSearchQuerySchema,
  KeywordParamsSchema,
  NearbyBodySchema,
  NearbyEventListSchema,
} from '@cordee/shared/event-search.contracts';
import { EventListSchema } from '@cordee/shared/events.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listEventMarkers } from './event-markers.service.ts';
import { listFilteredEvents, searchEventsByKeyword, searchNearbyEvents } from './event-search.service.ts';
import { limitAnonymousListing } from './public-listing-limit.ts';

const tags = ['events'];

/** Search and explore: public reads, limited per IP for callers not signed in. */
export const eventSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = { preValidation: limitAnonymousListing };
  // One per app, built by the composition root (dependencies.ts).
  const cappedSearches = app.cappedSearches;

  app.get(
    '/api/getevents',
    {
      ...limited,
      schema: {
        tags,
        summary:
          'Events not yet ended, soonest start first, each with its occurrence count and next runs; optional category and date filters (public, paginated; limited per IP without sign-in)',
        querystring: EventSearchQuerySchema,
        response: { 200: EventListSchema, 422: ValidationErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => listFilteredEvents(app.db, request.query),
  );

  app.post(
    '/api/search-events/:query',
    {
      ...limited,
      schema: {
        tags,
        summary: 'Upcoming events whose name or address contains the text (case-insensitive; public)',
        params: KeywordParamsSchema,
        querystring: EventSearchQuerySchema,
        response: { 200: EventListSchema, 422: ValidationErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => searchEventsByKeyword(app.db, request.params.query, request.query, { cappedSearches }),
  );

  app.post(
    '/api/get-nearby-events',
    {
      ...limited,
      schema: {
        tags,
        summary: 'Upcoming events within `rad` km (default 100) of a point, nearest first (public)',
        body: NearbyBodySchema,
        querystring: EventSearchQuerySchema,
        response: { 200: NearbyEventListSchema, 422: ValidationErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => searchNearbyEvents(app.db, request.body, request.query),
  );

  app.get(
    '/api/event-markers',
    {
      ...limited,
      schema: {
        tags,
        summary:
          'Every upcoming course of a search for the map: keyword (`query`) or point (`lat`, `lng`, `rad`), plus the category and date filters; at most 5,000, `truncated` when more match; one array per field (public)',
        querystring: EventMarkersQuerySchema,
        response: { 200: EventMarkerColumnsSchema, 422: ValidationErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => listEventMarkers(app.db, request.query),
  );
};
