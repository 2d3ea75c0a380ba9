import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** What any answer carries without helmet; everything else a bare answer has, helmet set. */
const NOT_FROM_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sends with these options, computed once. @fastify/helmet builds helmet's
 * middleware anew on every request (options merged, the CSP string serialized again) to support per-route
 * options and nonces, which this app uses neither of; the set never changes, so it is taken once from an
 * answer of a throwaway instance and then set on every reply as it is.
 */
async function helmetHeaderSet(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  try {
    await probe.register(helmet, options);
    probe.get('/', async () => 'probe');
    const answer = await probe.inject({ method: 'GET', url: '/' });
    return Object.fromEntries(
      Object.entries(answer.headers)
        .filter(([name]) => !NOT_FROM_HELMET.has(name))
        .map(([name, value]) => [name, String(value)]),
    );
  } finally {
    await probe.close();
  }
}

/**
 * The CSP the app's own pages pass: no inline scripts, no third-party origins except map tiles and
 * images over https, and frames only from the configured scheduling page's origin (none otherwise).
 * Tokens travel in URLs (spec), hence no-referrer everywhere.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const schedulingUrl = app.config.SCHEDULING_URL;
  const headers = await helmetHeaderSet({
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
  // Set early, so that refusals and errors answered by a hook carry them too (as helmet's hook did).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // API answers may carry personal data and tokens: never cached by browsers or proxies.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
