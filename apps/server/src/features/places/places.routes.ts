import { ValidationErrorSchema } from '@cordee/shared/errors.contracts';
import { PlaceSchema, ReverseGeocodeQuerySchema } from '@cordee/shared/places.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The reverse lookup of spec 2 §7 for the browser: the nearby search names the visitor's location and
 * the wizard fills an empty address from a point picked on the map. Offline and in memory (the bundled
 * places and their k-d tree), so it needs no key and costs a lookup per call.
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
};
