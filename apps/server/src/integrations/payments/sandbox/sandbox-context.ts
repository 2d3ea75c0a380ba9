import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Database } from '../../../db/client.ts';
import { PaymentIdempotencyError } from '../payment-errors.ts';
import {
  type sandboxAccounts,
  type sandboxCheckoutSessions,
  sandboxEvents,
  type sandboxExternalAccounts,
  type sandboxPayouts,
  type sandboxSubscriptions,
  sandboxWebhookDeliveries,
} from './sandbox.tables.ts';

/**
 * What every part of the sandbox provider shares: the rows' types, ids, the idempotency rule and the event
 * log (sandbox_events, delivered by sandbox-webhook-delivery.ts).
 */

export type AccountRow = typeof sandboxAccounts.$inferSelect;

export type SessionRow = typeof sandboxCheckoutSessions.$inferSelect;

export type ExternalAccountRow = typeof sandboxExternalAccounts.$inferSelect;

export type PayoutRow = typeof sandboxPayouts.$inferSelect;

export type SessionValues = typeof sandboxCheckoutSessions.$inferInsert;

export type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

/**
 * Stripe replays the first result of an idempotency key only for the same parameters; the same key with
 * others is refused (400 idempotency_error), with this message. The sandbox does the same, so a caller
 * reusing a key by mistake is told rather than answered with an object it did not ask for.
 */
export function refuseUnlessSameRequest(idempotencyKey: string, first: unknown, again: unknown): void {
  if (isDeepStrictEqual(jsonCopy(first), jsonCopy(again))) return;
  throw new PaymentIdempotencyError(
    `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
  );
}

/** As stored in JSON columns: undefined properties gone, so a stored value compares with a requested one. */
function jsonCopy(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

const SANDBOX_API_VERSION = 'sandbox-2025-01-01';

/**
 * 96 random bits, as unguessable as Stripe's ids. A checkout session's id is a capability in itself (its
 * hosted page pays it), so sessions get 192 bits (see newSessionId in sandbox-checkout.ts).
 */
export function newId(prefix: string): string {
  return `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
}

export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** What the sandbox's modules share: its database and the public URL its hosted pages are served under. */
export type SandboxContext = { db: Database; publicUrl: string };

export function pageUrl(ctx: SandboxContext, path: string): string {
  return `${ctx.publicUrl.replace(/\/+$/, '')}${path}`;
}

/** Stores the event and queues its delivery, in the caller's transaction. */
export async function emitEvent(
  tx: Database,
  type: string,
  object: Record<string, unknown>,
  accountId?: string,
): Promise<void> {
  const id = newId('evt');
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: SANDBOX_API_VERSION,
    created: epochSeconds(new Date()),
    type,
    livemode: false,
    ...(accountId ? { account: accountId } : {}),
    data: { object },
  });
  await tx.insert(sandboxEvents).values({ id, type, accountId, payload });
  await tx.insert(sandboxWebhookDeliveries).values({ eventId: id });
}
