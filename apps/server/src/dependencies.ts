import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { DatabaseAdmission } from './db/database-admission.ts';
import { auditLogOnUserDeleted } from './features/audit-log/audit-log.deletion.ts';
import { authOnUserDeleted } from './features/auth/auth.deletion.ts';
import { checkoutSessionExpiredHandler, checkoutSessionPaidHandler } from './features/bookings/booking-fulfilment.ts';
import { bookingsOnUserDeleted } from './features/bookings/bookings.deletion.ts';
import { chatOnUserDeleted } from './features/chat/chat.deletion.ts';
import { CappedSearchMemory } from './features/events/capped-search-memory.ts';
import { eventsOnUserDeleted } from './features/events/events.deletion.ts';
import { googleAuthOnUserDeleted } from './features/google-auth/google-auth.deletion.ts';
import { journalOnUserDeleted } from './features/journal/journal.deletion.ts';
import {
  guideSignupNotificationsOnUserDeleted,
  notificationsOnUserDeleted,
} from './features/notifications/notifications.deletion.ts';
import { MAX_STREAMS_PER_USER, RealtimeHub } from './features/realtime/realtime-hub.ts';
import {
  SUBSCRIPTION_STATE_EVENTS,
  subscriptionCheckoutHandler,
  subscriptionStateHandler,
} from './features/subscriptions/subscription-webhooks.ts';
import { subscriptionsOnUserDeleted } from './features/subscriptions/subscriptions.deletion.ts';
import { createPdfScanPoolForUploads, type PdfScanPool } from './features/uploads/pdf-scan-pool.ts';
import { uploadsOnUserDeleted } from './features/uploads/uploads.deletion.ts';
import type { UserDeletionHandler } from './features/users/user-deletion.ts';
import { accountUpdatedHandler } from './features/webhooks/account-updated.handler.ts';
import { WebhookHandlerRegistry } from './features/webhooks/webhook-registry.ts';
import { createDatabaseAdmission } from './http/overload.ts';
import { createEmailTransport, type EmailTransport } from './integrations/email/email-transport.ts';
import { createGeocoder } from './integrations/geocoding/geocoder.factory.ts';
import type { Geocoder } from './integrations/geocoding/geocoder.ts';
import { createConfiguredPayments } from './integrations/payments/payment-provider.factory.ts';
import type { PaymentProvider as Payments } from './integrations/payments/payment-provider.ts';
import { sandboxPagesRoutes } from './integrations/payments/sandbox/sandbox-pages.routes.ts';
import type { SandboxPaymentProvider } from './integrations/payments/sandbox/sandbox-payment-provider.ts';
import { runSandboxWebhookDeliveries } from './integrations/payments/sandbox/sandbox-webhook-delivery.ts';
import { createStorage } from './integrations/storage/storage.factory.ts';
import type { Storage } from './integrations/storage/storage.ts';
import type { BackgroundJob } from './jobs.ts';

/**
 * The services of one app, outside and stateful; buildApp decorates the app with each (`app.payments`,
 * `app.realtimeHub`, …) and starts and closes those that hold something.
 */
export type Dependencies = InProcessServices & {
  /** The sandbox by default, Stripe when configured. */
  payments: Payments;
  /** What the sandbox adds when it is the provider; none with Stripe (or a provider a test passes). */
  paymentsSandbox?: PaymentsSandbox;
  /** Where uploaded files live: DATA_DIR/uploads, or an S3 bucket when S3_BUCKET is set. */
  storage: Storage;
  /** Coordinates to city and province, for event addresses and the map; places for a typed address. */
  geocoder: Geocoder;
  /** What each feature does with each type of payment provider event. */
  webhookHandlers: WebhookHandlerRegistry;
  /** Where the outbox job hands mail: SMTP when configured, else only the dev mailbox. Closed with the app. */
  emailTransport: EmailTransport;
  /** What each feature that keeps data of an account does when it is deleted, in order (`USER_DELETION_HANDLERS`). */
  userDeletionHandlers: readonly UserDeletionHandler[];
};

/**
 * What this process holds for its requests: built per app, never per module, so two apps in one process
 * (the tests) share no stream, slot, thread or remembered search.
 */
type InProcessServices = {
  /** The open live streams of this instance and its LISTEN; buildApp starts it and stops it on close. */
  realtimeHub: RealtimeHub;
  /** How many API requests may work on the database at once, and wait for a turn (decisions 0021, 0037). */
  databaseAdmission: DatabaseAdmission;
  /** The threads that check uploaded PDFs; closed with the app. */
  pdfScanPool: PdfScanPool;
  /** Keyword searches past the count cap a moment ago (capped-search-memory.ts). */
  cappedSearches: CappedSearchMemory;
};

/** The sandbox plays Stripe's side in this process: a job of its own, and the pages Stripe would host. */
export type PaymentsSandbox = {
  /** Session expiry, billing periods and webhook deliveries, every second. */
  jobs: BackgroundJob[];
  /** Registers its hosted pages (checkout, onboarding, dashboard). */
  registerPages: (app: FastifyInstance) => Promise<void>;
};

/** The sandbox's extras, built from the provider where it is created (createConfiguredPayments answers it). */
export function paymentsSandboxOf(
  provider: SandboxPaymentProvider,
  config: Pick<Config, 'PUBLIC_URL'>,
): PaymentsSandbox {
  return {
    jobs: [{ name: 'sandbox webhook delivery', firstDelayMs: 1000, everyMs: 1000, run: runSandboxWebhookDeliveries }],
    registerPages: async (app) => {
      await app.register(sandboxPagesRoutes, { provider, publicUrl: config.PUBLIC_URL });
    },
  };
}

function createInProcessServices(
  config: Config,
  database: DatabaseHandle,
  overrides: Partial<InProcessServices>,
): InProcessServices {
  return {
    realtimeHub:
      overrides.realtimeHub ??
      new RealtimeHub(database.db, database, {
        perUser: MAX_STREAMS_PER_USER,
        total: config.REALTIME_MAX_STREAMS,
        heartbeatMs: config.REALTIME_HEARTBEAT_MS,
        maxStreamMs: config.REALTIME_STREAM_MAX_MS,
      }),
    databaseAdmission:
      overrides.databaseAdmission ??
      createDatabaseAdmission(database.kind, {
        maxInFlight: config.DATABASE_MAX_REQUESTS_IN_FLIGHT,
        maxQueued: config.DATABASE_MAX_QUEUED_REQUESTS,
      }),
    pdfScanPool: overrides.pdfScanPool ?? createPdfScanPoolForUploads(),
    cappedSearches: overrides.cappedSearches ?? new CappedSearchMemory(),
  };
}

/** The configured provider; a provider a test passes comes with the sandbox's extras only if it passes them too. */
async function createPayments(
  config: Config,
  database: DatabaseHandle,
  overrides: Partial<Dependencies>,
): Promise<Pick<Dependencies, 'payments' | 'paymentsSandbox'>> {
  if (overrides.payments) return { payments: overrides.payments, paymentsSandbox: overrides.paymentsSandbox };
  const { provider, sandbox } = await createConfiguredPayments(config, database.db);
  return { payments: provider, paymentsSandbox: sandbox && paymentsSandboxOf(sandbox, config) };
}

/**
 * Every feature's part in deleting an account (features/users/user-deletion.ts, decision 0045), in the
 * order they run. A feature that keeps data of an account adds its line here; users imports none of them.
 */
export const USER_DELETION_HANDLERS: readonly UserDeletionHandler[] = [
  bookingsOnUserDeleted,
  uploadsOnUserDeleted,
  eventsOnUserDeleted,
  authOnUserDeleted,
  googleAuthOnUserDeleted,
  notificationsOnUserDeleted,
  chatOnUserDeleted,
  journalOnUserDeleted,
  guideSignupNotificationsOnUserDeleted,
  subscriptionsOnUserDeleted,
  auditLogOnUserDeleted,
];

/** Every feature's handlers for provider events. A feature that reacts to one adds its line here. */
export function registerWebhookHandlers(registry: WebhookHandlerRegistry): void {
  registry.register('account.updated', accountUpdatedHandler);
  // The provider's word on a checkout is the authority: its events fulfil or expire a booking's payment.
  registry.register('checkout.session.completed', checkoutSessionPaidHandler);
  registry.register('checkout.session.async_payment_succeeded', checkoutSessionPaidHandler);
  registry.register('checkout.session.expired', checkoutSessionExpiredHandler);
  // Subscriptions follow the provider's subscription: its checkout starts one, its events keep it in step.
  registry.register('checkout.session.completed', subscriptionCheckoutHandler);
  registry.register('checkout.session.async_payment_succeeded', subscriptionCheckoutHandler);
  for (const type of SUBSCRIPTION_STATE_EVENTS) registry.register(type, subscriptionStateHandler);
}

/**
 * The one place the app's outside and in-process services are built from the configuration. Nothing
 * else creates them, so the app holds no module-level instance another app in the same process could share;
 * tests replace any of them through `overrides` (a provider that is down, a fake).
 */
export async function createDependencies(
  config: Config,
  database: DatabaseHandle,
  overrides: Partial<Dependencies> = {},
): Promise<Dependencies> {
  // A registry passed in is used as given: the test that passes one decides what it handles.
  const webhookHandlers = overrides.webhookHandlers ?? new WebhookHandlerRegistry();
  if (!overrides.webhookHandlers) registerWebhookHandlers(webhookHandlers);
  return {
    ...createInProcessServices(config, database, overrides),
    ...(await createPayments(config, database, overrides)),
    storage: overrides.storage ?? (await createStorage(config)),
    geocoder: overrides.geocoder ?? createGeocoder(config),
    webhookHandlers,
    emailTransport: overrides.emailTransport ?? createEmailTransport(config),
    userDeletionHandlers: overrides.userDeletionHandlers ?? USER_DELETION_HANDLERS,
  };
}
