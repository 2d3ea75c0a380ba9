import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { createDependencies, type Dependencies } from './dependencies.ts';
import { auditLogRoutes } from './features/audit-log/audit-log.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { findSessionByToken } from './features/auth/auth.service.ts';
import { bookingCancellationRoutes } from './features/bookings/booking-cancellation.routes.ts';
import { bookingPaymentsRoutes } from './features/bookings/booking-payments.routes.ts';
import { bookingQueriesRoutes } from './features/bookings/booking-queries.routes.ts';
import { bookingRequestsRoutes } from './features/bookings/booking-requests.routes.ts';
import { countLiveBookingsOfEvent } from './features/bookings/live-bookings.ts';
import { bootstrapRoutes } from './features/bootstrap/bootstrap.routes.ts';
import { chatRoutes } from './features/chat/chat.routes.ts';
import { climbersRoutes } from './features/climbers/climbers.routes.ts';
import { contactRoutes } from './features/contact/contact.routes.ts';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes.ts';
import { eventSearchRoutes } from './features/events/event-search.routes.ts';
import { eventsRoutes } from './features/events/events.routes.ts';
import { countEvents } from './features/events/events.service.ts';
import { myEventsRoutes } from './features/events/my-events.routes.ts';
import { sharedCourseLinkPreload } from './features/events/shared-course-link.ts';
import { googleAuthRoutes } from './features/google-auth/google-auth.routes.ts';
import { guideReviewRoutes } from './features/guides/guide-review.routes.ts';
import { guidesRoutes } from './features/guides/guides.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { homeRoutes } from './features/home/home.routes.ts';
import { journalRoutes } from './features/journal/journal.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { payoutsRoutes } from './features/payouts/payouts.routes.ts';
import { placesRoutes } from './features/places/places.routes.ts';
import { plansRoutes } from './features/plans/plans.routes.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { publicConfigRoutes } from './features/public-config/public-config.routes.ts';
import { realtimeRoutes } from './features/realtime/realtime.routes.ts';
import { statisticsRoutes } from './features/statistics/statistics.routes.ts';
import { subAdminsRoutes } from './features/sub-admins/sub-admins.routes.ts';
import { planSubscribers } from './features/subscriptions/plan-subscribers.ts';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes.ts';
import { trainingProgramsRoutes } from './features/training-programs/training-programs.routes.ts';
import { trainingsRoutes } from './features/trainings/trainings.routes.ts';
import { uploadsRoutes } from './features/uploads/uploads.routes.ts';
import { webhooksRoutes } from './features/webhooks/webhooks.routes.ts';
import { registerSessionLookup } from './http/auth.ts';
import { registerCompression } from './http/compression.ts';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './http/errors.ts';
import { registerInputSafety } from './http/input-safety.ts';
import { logFormatFor, loggingOptions, registerRequestIds, requestIdFor } from './http/logging.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerOverloadProtection } from './http/overload.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerPaymentPages } from './integrations/payments/payments.plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    lifecycle: { shuttingDown: boolean };
    /** The payment provider: the sandbox by default, Stripe when configured. */
    payments: Dependencies['payments'];
    storage: Dependencies['storage'];
    geocoder: Dependencies['geocoder'];
    webhookHandlers: Dependencies['webhookHandlers'];
    emailTransport: Dependencies['emailTransport'];
    /** What the sandbox provider adds (its job and pages); none with Stripe. */
    paymentsSandbox: Dependencies['paymentsSandbox'];
    realtimeHub: Dependencies['realtimeHub'];
    /** The bound on API requests working on the database (registerDatabaseAdmission). */
    databaseAdmission: Dependencies['databaseAdmission'];
    pdfScanPool: Dependencies['pdfScanPool'];
    cappedSearches: Dependencies['cappedSearches'];
    userDeletionHandlers: Dependencies['userDeletionHandlers'];
  }
}

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Tests pass a stream to read the log lines. */
  logStream?: NodeJS.WritableStream;
  /** Tests may replace any outside service (e.g. a payment provider that is down); otherwise the configured ones. */
  overrides?: Partial<Dependencies>;
};

/** Every plugin, then every feature, registered explicitly. Read this first. */
export async function buildApp({ config, database, logStream, overrides }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(await loggingOptions(config.LOG_LEVEL, logFormatFor(config), logStream)),
    // Random per request, or a valid incoming X-Request-Id: unique across instances and restarts.
    genReqId: requestIdFor,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Node's per-server timeouts, as outer bounds: no request takes longer than this to arrive (checked
    // every 30 s; uploads have no shorter total limit, only an idle one), and a socket idle for a minute
    // is dropped. Node gives headers 60 s, and it would swap a shorter requestTimeout with that. Parsed
    // bodies have their own read deadline and uploads their idle timeout (http/body-deadline.ts), both
    // answering 408 before these cut anything.
    requestTimeout: config.UPLOAD_MAX_DURATION_MS,
    connectionTimeout: Math.max(60_000, config.UPLOAD_IDLE_TIMEOUT_MS + 10_000),
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    // Long path parameters reach the route's schema, which answers 422 with the field's message (a 10 kB
    // search text), instead of the router's bare 414. Node's 16 kB header limit still bounds the URL.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16 * 1024 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; a text/plain body is refused with 415 rather than parsed as a string.
  app.removeContentTypeParser('text/plain');
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const dependencies = await createDependencies(config, database, overrides);
  app.decorate('payments', dependencies.payments);
  app.decorate('storage', dependencies.storage);
  // The store is built before the app's logger exists; its health logs each failing period through it,
  // whether a request or a background job (the sweep) met the failure first.
  dependencies.storage.health?.logTo(app.log);
  app.decorate('geocoder', dependencies.geocoder);
  app.decorate('webhookHandlers', dependencies.webhookHandlers);
  app.decorate('emailTransport', dependencies.emailTransport);
  app.decorate('paymentsSandbox', dependencies.paymentsSandbox);
  app.decorate('realtimeHub', dependencies.realtimeHub);
  app.decorate('databaseAdmission', dependencies.databaseAdmission);
  app.decorate('pdfScanPool', dependencies.pdfScanPool);
  app.decorate('cappedSearches', dependencies.cappedSearches);
  app.decorateRequest('auth', null);
  // Every instance listens for live events from here on; the hub reads only what its streams need.
  await dependencies.realtimeHub.start(app.log);
  // preClose runs before the server waits for its open requests: streams never end on their own, so
  // they are ended here, or a graceful shutdown would wait for them until its deadline.
  app.addHook('preClose', async () => dependencies.realtimeHub.close());
  app.decorate('userDeletionHandlers', dependencies.userDeletionHandlers);
  registerSessionLookup(app, (token) => findSessionByToken(app.db, app.config, token));
  // Close hooks run last-added first: background jobs (started later) finish their pass before these.
  app.addHook('onClose', async () => {
    dependencies.emailTransport.close();
    dependencies.storage.close();
    await dependencies.pdfScanPool.close();
    await database.close();
  });
  // While shutting down, answers carry `Connection: close` so keep-alive sockets do not hold the exit.
  app.decorate('lifecycle', { shuttingDown: false });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.lifecycle.shuttingDown) reply.header('connection', 'close');
    return payload;
  });

  // First of the hooks: every answer, refusals included, names its request.
  registerRequestIds(app);
  registerErrorHandler(app);
  registerMetrics(app);
  registerInputSafety(app);
  await registerSecurityHeaders(app);
  await registerOverloadProtection(app, {
    maxEventLoopDelayMs: config.MAX_EVENT_LOOP_DELAY_MS,
    bodyReadTimeoutMs: config.BODY_READ_TIMEOUT_MS,
    maxRequestsPerAddress: config.MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS,
  });
  await registerCompression(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Cordée API', version: '1.0.0', description: 'Guided climbing trips marketplace' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await registerPaymentPages(app);

  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  await app.register(authRoutes);
  await app.register(bootstrapRoutes);
  await app.register(homeRoutes);
  await app.register(notificationsRoutes);
  await app.register(chatRoutes);
  await app.register(realtimeRoutes);
  await app.register(subAdminsRoutes);
  await app.register(auditLogRoutes);
  await app.register(uploadsRoutes);
  await app.register(trainingsRoutes);
  await app.register(googleAuthRoutes);
  await app.register(guidesRoutes);
  await app.register(guideReviewRoutes);
  await app.register(climbersRoutes);
  await app.register(statisticsRoutes);
  await app.register(profileRoutes);
  await app.register(devMailboxRoutes);
  await app.register(payoutsRoutes, { countEventsOf: (guideId) => countEvents(app.db, guideId) });
  await app.register(webhooksRoutes);
  await app.register(eventSearchRoutes);
  await app.register(eventsRoutes, { countLiveBookings: countLiveBookingsOfEvent });
  await app.register(myEventsRoutes);
  await app.register(bookingPaymentsRoutes);
  await app.register(bookingCancellationRoutes);
  await app.register(bookingRequestsRoutes);
  await app.register(bookingQueriesRoutes);
  await app.register(contactRoutes);
  await app.register(placesRoutes);
  await app.register(trainingProgramsRoutes);
  await app.register(journalRoutes);
  await app.register(plansRoutes, { subscribers: planSubscribers });
  await app.register(subscriptionsRoutes);

  await registerWebApp(app, config.WEB_DIST_DIR, (pathname, query) =>
    sharedCourseLinkPreload(app.db, app.databaseAdmission, pathname, query),
  );
  return app;
}
