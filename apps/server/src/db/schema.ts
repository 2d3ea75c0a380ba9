// Every feature's tables, for drizzle-kit and the typed client. Add a feature's tables here when it lands.
export { auditLog } from '../features/audit-log/audit-log.tables.ts';
export { sessions } from '../features/auth/auth.tables.ts';
export { oneTimeTokens } from '../features/auth/one-time-tokens.tables.ts';
export { bookingPayments, bookingRefunds, bookings } from '../features/bookings/bookings.tables.ts';
export { chatMessages, chatThreads } from '../features/chat/chat.tables.ts';
export { contactMessages } from '../features/contact/contact.tables.ts';
export { eventOccurrences, events } from '../features/events/events.tables.ts';
export { oidcLoginStates, userIdentities } from '../features/google-auth/google-auth.tables.ts';
export { diaries } from '../features/journal/journal.tables.ts';
export { notifications } from '../features/notifications/notifications.tables.ts';
export { plans } from '../features/plans/plans.tables.ts';
export { rateLimitCounters } from '../features/rate-limit/rate-limit.tables.ts';
export { realtimeEvents } from '../features/realtime/realtime.tables.ts';
export { subscriptions } from '../features/subscriptions/subscriptions.tables.ts';
export { trainingPages } from '../features/training-programs/training-programs.tables.ts';
export { trainings } from '../features/trainings/trainings.tables.ts';
export { mediaSigningKeys, uploads } from '../features/uploads/uploads.tables.ts';
export { users } from '../features/users/users.tables.ts';
export { jobLeases, processedWebhookEvents } from '../features/webhooks/webhooks.tables.ts';
export { emailOutbox } from '../integrations/email/email-outbox.tables.ts';
export {
  sandboxAccounts,
  sandboxBalanceTransactions,
  sandboxCheckoutSessions,
  sandboxEvents,
  sandboxExternalAccounts,
  sandboxPayouts,
  sandboxRefunds,
  sandboxSubscriptions,
  sandboxWebhookDeliveries,
} from '../integrations/payments/sandbox/sandbox.tables.ts';
