import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { PaymentObjectNotFoundError } from '../payment-errors.ts';
import type { ConnectedAccount } from '../payment-provider.ts';
import { sandboxAccounts, sandboxEvents } from './sandbox.tables.ts';
import {
  type AccountRow,
  emitEvent,
  epochSeconds,
  newId,
  pageUrl,
  refuseUnlessSameRequest,
  type SandboxContext,
} from './sandbox-context.ts';

/** The sandbox's connected accounts and the single-use links of its hosted pages. */

export type AccountFlags = { detailsSubmitted: boolean; payoutsEnabled: boolean; chargesEnabled: boolean };

const ONBOARDED: AccountFlags = { detailsSubmitted: true, payoutsEnabled: true, chargesEnabled: true };

/** An account link's payload (see mintAccountLink); undefined for any other row. */
function parseAccountLink(payload: string): { purpose: AccountLinkPurpose; urls: AccountLinkUrls | null } | undefined {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    if (value.object !== 'account_link') return undefined;
    if (value.purpose !== 'onboarding' && value.purpose !== 'dashboard' && value.purpose !== 'subscription') {
      return undefined;
    }
    const urls =
      typeof value.return_url === 'string' && typeof value.refresh_url === 'string'
        ? { returnUrl: value.return_url, refreshUrl: value.refresh_url }
        : null;
    return { purpose: value.purpose, urls };
  } catch {
    return undefined;
  }
}

/**
 * Links to the hosted onboarding and dashboard pages, like Stripe's account links and login links: a
 * random token, single use, short-lived. Knowing an account id is not enough to onboard or credit it.
 */
export type AccountLinkPurpose = 'onboarding' | 'dashboard' | 'subscription';

/** Where the onboarding page sends the browser: back to the app, or to the app's "get a new link". */
export type AccountLinkUrls = { returnUrl: string; refreshUrl: string };

/** A link as the pages see it: usable now, or known but used up or expired (its URLs still known). */
export type AccountLinkState =
  | { status: 'valid'; urls: AccountLinkUrls | null }
  | { status: 'spent'; urls: AccountLinkUrls | null }
  | { status: 'invalid' };

/** Stripe's account links last a few minutes; a page left open longer asks the app for a new one. */
export const ACCOUNT_LINK_TTL_MS = 10 * 60 * 1000;

/** The type of a link's row once it has been used (see mintAccountLink). */
const USED_ACCOUNT_LINK = 'account_link.used';

const accountLinkType = (purpose: AccountLinkPurpose) => `account_link.${purpose}`;

/** Only a hash of the token is stored, so the table does not hold usable links. */
const accountLinkRowId = (token: string) => `link_${createHash('sha256').update(token).digest('hex')}`;

const isPlausibleToken = (token: string | undefined): token is string =>
  typeof token === 'string' && token.length >= 20 && token.length <= 200;

function presentAccount(row: AccountRow): ConnectedAccount {
  return {
    id: row.id,
    email: row.email,
    detailsSubmitted: row.detailsSubmitted,
    payoutsEnabled: row.payoutsEnabled,
    chargesEnabled: row.chargesEnabled,
    defaultCurrency: row.defaultCurrency,
    capabilities: {
      card_payments: row.chargesEnabled ? 'active' : 'inactive',
      transfers: row.payoutsEnabled ? 'active' : 'inactive',
    },
    payoutScheduleInterval: row.payoutInterval,
  };
}

/** The account as Stripe puts it in `account.updated`. */
function accountObject(row: AccountRow): Record<string, unknown> {
  const account = presentAccount(row);
  return {
    id: row.id,
    object: 'account',
    type: 'express',
    email: row.email,
    country: row.country,
    default_currency: row.defaultCurrency,
    details_submitted: row.detailsSubmitted,
    payouts_enabled: row.payoutsEnabled,
    charges_enabled: row.chargesEnabled,
    capabilities: account.capabilities,
    settings: { payouts: { schedule: { interval: row.payoutInterval } } },
  };
}

export async function accountRow(db: Database, accountId: string, lock = false): Promise<AccountRow> {
  const query = db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, accountId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new PaymentObjectNotFoundError(`No such account: ${accountId}`);
  return row;
}

export async function createConnectedAccount(
  ctx: SandboxContext,
  input: { idempotencyKey: string; email: string; country: 'CA' },
) {
  await ctx.db
    .insert(sandboxAccounts)
    .values({ id: newId('acct'), idempotencyKey: input.idempotencyKey, email: input.email, country: input.country })
    .onConflictDoNothing({ target: sandboxAccounts.idempotencyKey });
  const [row] = await ctx.db
    .select()
    .from(sandboxAccounts)
    .where(eq(sandboxAccounts.idempotencyKey, input.idempotencyKey));
  if (!row) throw new Error('sandbox account insert returned no row');
  refuseUnlessSameRequest(
    input.idempotencyKey,
    { email: row.email, country: row.country },
    { email: input.email, country: input.country },
  );
  return presentAccount(row);
}

export async function createOnboardingLink(ctx: SandboxContext, accountId: string, urls: AccountLinkUrls) {
  await accountRow(ctx.db, accountId);
  const token = await mintAccountLink(ctx, accountId, 'onboarding', urls);
  return pageUrl(ctx, `/sandbox/onboarding/${encodeURIComponent(accountId)}?${new URLSearchParams({ link: token })}`);
}

export async function createDashboardLink(ctx: SandboxContext, accountId: string) {
  await accountRow(ctx.db, accountId);
  return pageUrl(ctx, dashboardPath(accountId, await mintAccountLink(ctx, accountId, 'dashboard', null)));
}

/** The dashboard page's own path with a link token (relative: the page's redirects stay on this server). */
export function dashboardPath(accountId: string, token: string): string {
  return `/sandbox/dashboard/${encodeURIComponent(accountId)}?${new URLSearchParams({ link: token })}`;
}

/**
 * A new link for the account's page. The row lives in sandbox_events beside the events (an account
 * link is an object of the simulated provider too; it is never delivered as a webhook): its id is the
 * token's hash, its type says the purpose and becomes account_link.used once an action used it.
 */
export async function mintAccountLink(
  ctx: SandboxContext,
  accountId: string,
  purpose: AccountLinkPurpose,
  urls: AccountLinkUrls | null,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(sandboxEvents).values({
    id: accountLinkRowId(token),
    type: accountLinkType(purpose),
    accountId,
    payload: JSON.stringify({
      object: 'account_link',
      purpose,
      expires_at: epochSeconds(new Date(now.getTime() + ACCOUNT_LINK_TTL_MS)),
      return_url: urls?.returnUrl ?? null,
      refresh_url: urls?.refreshUrl ?? null,
    }),
    createdAt: now,
  });
  return token;
}

/** Reads a link without using it (the page shows itself with it). */
export async function peekAccountLink(
  ctx: SandboxContext,
  accountId: string,
  purpose: AccountLinkPurpose,
  token: string | undefined,
  now = new Date(),
): Promise<AccountLinkState> {
  if (!isPlausibleToken(token)) return { status: 'invalid' };
  const [row] = await ctx.db
    .select()
    .from(sandboxEvents)
    .where(and(eq(sandboxEvents.id, accountLinkRowId(token)), eq(sandboxEvents.accountId, accountId)));
  if (!row) return { status: 'invalid' };
  const link = parseAccountLink(row.payload);
  if (!link || link.purpose !== purpose) return { status: 'invalid' };
  const live = row.type === accountLinkType(purpose) && row.createdAt.getTime() + ACCOUNT_LINK_TTL_MS > now.getTime();
  return { status: live ? 'valid' : 'spent', urls: link.urls };
}

/**
 * Uses a link up in one UPDATE … RETURNING, so two submits racing cannot both act. Undefined for an
 * unknown, used, expired, other-purpose or other-account token.
 */
export async function useAccountLink(
  db: Database,
  accountId: string,
  purpose: AccountLinkPurpose,
  token: string | undefined,
  now: Date,
): Promise<{ id: string; urls: AccountLinkUrls | null } | undefined> {
  if (!isPlausibleToken(token)) return undefined;
  const [row] = await db
    .update(sandboxEvents)
    .set({ type: USED_ACCOUNT_LINK })
    .where(
      and(
        eq(sandboxEvents.id, accountLinkRowId(token)),
        eq(sandboxEvents.accountId, accountId),
        eq(sandboxEvents.type, accountLinkType(purpose)),
        gt(sandboxEvents.createdAt, new Date(now.getTime() - ACCOUNT_LINK_TTL_MS)),
      ),
    )
    .returning();
  if (!row) return undefined;
  return { id: row.id, urls: parseAccountLink(row.payload)?.urls ?? null };
}

export async function retrieveAccount(ctx: SandboxContext, accountId: string) {
  return presentAccount(await accountRow(ctx.db, accountId));
}

/**
 * Sets the account's flags, as Stripe does when requirements are met or fall due, and emits
 * `account.updated` when something changed. The hosted onboarding page calls it with all three on.
 */
export async function updateAccountFlags(
  ctx: SandboxContext,
  accountId: string,
  flags: Partial<AccountFlags>,
): Promise<ConnectedAccount> {
  return ctx.db.transaction(async (tx) => setAccountFlags(tx, accountId, flags));
}

async function setAccountFlags(tx: Database, accountId: string, flags: Partial<AccountFlags>) {
  const before = await accountRow(tx, accountId, true);
  const next = {
    detailsSubmitted: flags.detailsSubmitted ?? before.detailsSubmitted,
    payoutsEnabled: flags.payoutsEnabled ?? before.payoutsEnabled,
    chargesEnabled: flags.chargesEnabled ?? before.chargesEnabled,
  };
  const changed =
    next.detailsSubmitted !== before.detailsSubmitted ||
    next.payoutsEnabled !== before.payoutsEnabled ||
    next.chargesEnabled !== before.chargesEnabled;
  if (!changed) return presentAccount(before);
  const [after] = await tx
    .update(sandboxAccounts)
    .set({ ...next, updatedAt: new Date() })
    .where(eq(sandboxAccounts.id, accountId))
    .returning();
  if (!after) throw new PaymentObjectNotFoundError(`No such account: ${accountId}`);
  await emitEvent(tx, 'account.updated', accountObject(after), accountId);
  return presentAccount(after);
}

export function completeOnboarding(ctx: SandboxContext, accountId: string): Promise<ConnectedAccount> {
  return updateAccountFlags(ctx, accountId, ONBOARDED);
}

/**
 * The hosted onboarding form's "Complete onboarding": only with an onboarding link of this account,
 * used up in the same transaction. Answers where to send the browser, or null when the link is refused.
 */
export async function completeOnboardingWithLink(
  ctx: SandboxContext,
  accountId: string,
  token: string | undefined,
  now = new Date(),
): Promise<AccountLinkUrls | null> {
  return ctx.db.transaction(async (tx) => {
    const link = await useAccountLink(tx, accountId, 'onboarding', token, now);
    if (!link?.urls) return null;
    await setAccountFlags(tx, accountId, ONBOARDED);
    return link.urls;
  });
}
