import { z } from 'zod';

/** GET /api/public-config: what the web app needs to know about this deployment before anyone signs in. */
export const PublicConfigSchema = z.object({
  /** The Google buttons show only when an OpenID Connect client is configured. */
  google_sign_in: z.boolean(),
  marketing: z.object({
    site: z.string(),
    about: z.string(),
    blog: z.string(),
    faq: z.string(),
    merchandise: z.string(),
    community: z.string(),
  }),
  banner_url: z.string(),
  /** Where people write about their account, their data (the privacy officer) or the terms. */
  support_email: z.string(),
  /** The web app labels the sandbox clearly: no real money moves there. */
  payment_provider: z.enum(['sandbox', 'stripe']),
  /** The "Book a meeting" page, always https; null when the deployment has none. */
  scheduling_url: z.string().nullable(),
  /** Map tile URL template with {z}, {x}, {y}. */
  map_tile_url: z.string(),
  /** The tile provider's attribution, HTML (may carry a link). */
  map_attribution: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
