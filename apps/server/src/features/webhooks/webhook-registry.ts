import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { PaymentProvider as Payments, WebhookEvent } from '../../integrations/payments/payment-provider.ts';

/**
 * What a feature does with one type of provider event, in two steps:
 * - `load` (optional) runs before any transaction and reads what it needs from the provider. Handlers
 *   re-read the current state (a session, an account) rather than trusting the event's snapshot, so
 *   events applied in any order end in the provider's state. Keeping network calls out of the
 *   transaction also keeps PGlite from deadlocking (the provider may use the global client).
 * - `apply` runs in the transaction that records the event as processed, and must use only `tx`:
 *   the effect and the record commit together or not at all, so a retried event applies once.
 * - `afterCommit` (optional) runs once that transaction has committed, for provider calls the effect
 *   asked for (a refund recorded as pending by `apply`). It must be safe to run again and to not run at
 *   all: a failure is logged, not retried here, so whatever it does a background sweep must also do.
 */
export type WebhookHandler<Loaded = undefined> = {
  load?: (event: WebhookEvent, payments: Payments) => Promise<Loaded>;
  apply: (tx: Database, event: WebhookEvent, loaded: Loaded) => Promise<void>;
  afterCommit?: (
    ctx: { db: Database; payments: Payments; log: FastifyBaseLogger },
    event: WebhookEvent,
    loaded: Loaded,
  ) => Promise<void>;
};

/**
 * The handlers of one app, by event type (`checkout.session.completed`, `charge.refunded`,
 * `customer.subscription.created`, …). One instance per app, built by the composition root, so two
 * apps in one process (tests) never see each other's handlers. Events of a type nobody handles are
 * still recorded and acknowledged.
 */
export class WebhookHandlerRegistry {
  private readonly handlersByType = new Map<string, Set<WebhookHandler<unknown>>>();

  /** Registering the same handler twice is a no-op. Returns an unsubscribe. */
  register<Loaded>(type: string, handler: WebhookHandler<Loaded>): () => void {
    const stored = handler as WebhookHandler<unknown>;
    let handlers = this.handlersByType.get(type);
    if (!handlers) {
      handlers = new Set();
      this.handlersByType.set(type, handlers);
    }
    handlers.add(stored);
    return () => {
      this.handlersByType.get(type)?.delete(stored);
    };
  }

  /** In registration order, which is the order they apply in. */
  handlersFor(type: string): Array<WebhookHandler<unknown>> {
    return [...(this.handlersByType.get(type) ?? [])];
  }
}
