import type { Role } from '@cordee/shared/roles';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { PaymentProvider as Payments } from '../../integrations/payments/payment-provider.ts';
import type { UserRow } from './users.tables.ts';

/**
 * Who asked for the deletion and from where, as the route saw it (the audit log's `AuditContext`, which
 * users may not import: it imports no other feature). Users only passes it on to the handlers.
 */
export type DeletionRequester = {
  actor: { id: number; name: string; email: string; role: Role } | null;
  ip: string | null;
  userAgent: string | null;
};

/** One account being deleted: its row as it was before its columns were emptied, and when. */
export type UserDeletion = { user: UserRow; now: Date; requestedBy: DeletionRequester };

/** What an `afterCommit` step may use: the app's database, payment provider and the request's log. */
export type UserDeletionContext = { db: Database; payments: Payments; log: FastifyBaseLogger };

/**
 * What a feature that keeps data of an account does when the account is deleted: immich's typed
 * `'user.delete'` event, registered in the composition root like the webhook handlers
 * (`userDeletionHandlers` in dependencies.ts, decision 0045). So `users` deletes an account without
 * knowing which features keep data of it. Every step is optional; the handlers run in registration order.
 * - `countOwed` runs first, in the deletion's transaction with the account's row locked: how many of the
 *   feature's records still bind someone to the account (a trip still to come). Any refuses the deletion.
 * - `removeData` runs in the same transaction, before the account's row is emptied, and uses only `tx`.
 * - `recordDeletion` runs in the same transaction once the row is emptied (the audit log's entry).
 * - `afterCommit` runs once the transaction has committed (provider calls), awaited in turn.
 */
export type UserDeletionHandler = {
  countOwed?: (tx: Database, deletion: UserDeletion) => Promise<number>;
  removeData?: (tx: Database, deletion: UserDeletion) => Promise<void>;
  recordDeletion?: (tx: Database, deletion: UserDeletion) => Promise<void>;
  afterCommit?: (ctx: UserDeletionContext, deletion: UserDeletion) => Promise<void>;
};
