import { PublicConfigSchema } from '@cordee/shared/public-config.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the web app needs to know about this deployment before anyone signs in. */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public-config',
    {
      schema: {
        tags: ['config'],
        summary: 'Deployment settings the web app reads at start',
        response: { 200: PublicConfigSchema },
      },
    },
    async () => {
      const site = app.config.MARKETING_SITE_URL.replace(/\/$/, '');
      return {
        // The Google buttons show only when an OpenID Connect client is configured.
        google_sign_in: Boolean(app.config.GOOGLE_CLIENT_ID),
        marketing: {
          site,
          about: `${site}/about`,
          blog: `${site}/blog`,
          faq: `${site}/faq`,
          merchandise: `${site}/shop`,
          community: `${site}/community`,
        },
        banner_url: '/welcome-banner.svg',
        support_email: app.config.SUPPORT_EMAIL,
        payment_provider: app.payments.kind,
        scheduling_url: app.config.SCHEDULING_URL ?? null,
        map_tile_url: app.config.MAP_TILE_URL,
        map_attribution: app.config.MAP_ATTRIBUTION,
      };
    },
  );
};
