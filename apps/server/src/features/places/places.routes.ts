import { ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import {
  PLACE_SEARCH_LIMIT,
  PlaceSchema,
  PlaceSearchQuerySchema,
  PlaceSearchResultSchema,
  ReverseGeocodeQuerySchema,
} from '@cordee/shared/places.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitPlaceSearch } from './place-search-limit.ts';

/**
 * Places for the browser. The reverse lookup: the nearby search names the visitor's location and the
 * wizard fills an empty address from a point picked on the map; offline and in memory (the bundled
 * places and their k-d tree), so it needs no key and costs a lookup per call. The search: the places an
 * address typed in the wizard may mean, with their coordinates.
 */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reverse-geocode',
    {
      schema: {
        tags: ['places'],
        summary: 'The nearest city and province of a point (public; offline place data)',
        querystring: ReverseGeocodeQuerySchema,
        response: { 200: PlaceSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => {
      const place = await app.geocoder.reverse(request.query.lat, request.query.lng);
      return { city: place.city, state: place.state, country: place.country, found: place.distance_km !== null };
    },
  );

  app.get(
    '/api/places/search',
    {
      preValidation: limitPlaceSearch,
      schema: {
        tags: ['places'],
        summary: `Up to ${PLACE_SEARCH_LIMIT} Canadian places whose name starts like the text (public, rate-limited)`,
        querystring: PlaceSearchQuerySchema,
        response: { 200: PlaceSearchResultSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => ({ places: await app.geocoder.search(request.query.q, PLACE_SEARCH_LIMIT) }),
  );
};
