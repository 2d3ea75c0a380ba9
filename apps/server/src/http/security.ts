import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The CSP the app's own pages pass: no inline scripts, no third-party origins except map tiles and
 * images over https, and frames only from the configured scheduling page's origin (none otherwise).
 * Tokens travel in URLs (spec), hence no-referrer everywhere.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const schedulingUrl = app.config.SCHEDULING_URL;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameSrc: schedulingUrl ? [new URL(schedulingUrl).origin] : ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Local installs serve plain http on localhost; upgrading would break them.
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });

  // API answers may carry personal data and tokens: never cached by browsers or proxies.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
