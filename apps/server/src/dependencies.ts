import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { auditLogOnUserDeleted } from './features/audit-log/audit-log.deletion.ts';
import { authOnUserDeleted } from './features/auth/auth.deletion.ts';
import { checkoutSessionExpiredHandler, checkoutSessionPaidHandler } from './features/bookings/booking-fulfilment.ts';
import { bookingsOnUserDeleted } from './features/bookings/bookings.deletion.ts';
import { chatOnUserDeleted } from './features/chat/chat.deletion.ts';
import { eventsOnUserDeleted } from './features/events/events.deletion.ts';
import { googleAuthOnUserDeleted } from './features/google-auth/google-auth.deletion.ts';
import { journalOnUserDeleted } from './features/journal/journal.deletion.ts';
import {
  guideSignupNotificationsOnUserDeleted,
  notificationsOnUserDeleted,
} from './features/notifications/notifications.deletion.ts';
import {
  SUBSCRIPTION_STATE_EVENTS,
  subscriptionCheckoutHandler,
  subscriptionStateHandler,
} from './features/subscriptions/subscription-webhooks.ts';
import { subscriptionsOnUserDeleted } from './features/subscriptions/subscriptions.deletion.ts';
import { uploadsOnUserDeleted } from './features/uploads/uploads.deletion.ts';
import type { UserDeletionHandler } from './features/users/user-deletion.ts';
import { accountUpdatedHandler } from './features/webhooks/account-updated.handler.ts';
import { WebhookHandlerRegistry } from './features/webhooks/webhook-registry.ts';
import { createEmailTransport, type EmailTransport } from './integrations/email/email-transport.ts';
import { createGeocoder } from './integrations/geocoding/geocoder.factory.ts';
import type { Geocoder } from './integrations/geocoding/geocoder.ts';
import { createPaymentProvider } from './integrations/payments/payment-provider.factory.ts';
import type { Payments } from './integrations/payments/payment-reports.ts';
import { createStorage, type Storage } from './integrations/storage/storage.ts';

/** The outside services of one app; buildApp decorates the app with each (`app.payments`, …). */
export type Dependencies = {
  /** The sandbox by default, Stripe when configured. */
  payments: Payments;
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
 * The one place the app's outside services are built from the configuration. Nothing else creates
 * them, so the app holds no module-level instance another app in the same process could share;
 * tests replace any of them through `overrides` (a provider that is down, a fake).
 */
export async function createDependencies(
  config: Config,
  db: Database,
  overrides: Partial<Dependencies> = {},
): Promise<Dependencies> {
  // A registry passed in is used as given: the test that passes one decides what it handles.
  const webhookHandlers = overrides.webhookHandlers ?? new WebhookHandlerRegistry();
  if (!overrides.webhookHandlers) registerWebhookHandlers(webhookHandlers);
  return {
    payments: overrides.payments ?? (await createPaymentProvider(config, db)),
    storage: overrides.storage ?? (await createStorage(config)),
    geocoder: overrides.geocoder ?? createGeocoder(config),
    webhookHandlers,
    emailTransport: overrides.emailTransport ?? createEmailTransport(config),
    userDeletionHandlers: overrides.userDeletionHandlers ?? USER_DELETION_HANDLERS,
  };
}
