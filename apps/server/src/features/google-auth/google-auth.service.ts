import { isStaffRole, mayUseFederatedSignIn } from '@cordee/shared/access-policy';
import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { DomainError, notFound } from '../../http/errors.ts';
import {
  createOidcClient,
  type OidcClient,
  OidcUnavailableError,
  type PendingAuthorization,
  type VerifiedIdentity,
} from '../../integrations/oidc/oidc-client.ts';
import { createSession, type SessionMeta } from '../auth/auth.service.ts';
import { hashToken } from '../auth/tokens.ts';
import { createUser, EmailTakenError } from '../users/create-user.service.ts';
import { findUserByEmail, findUserById } from '../users/users.service.ts';
import type { UserRow } from '../users/users.tables.ts';
import { oidcLoginStates, userIdentities } from './google-auth.tables.ts';

export const CALLBACK_PATH = '/api/auth/google/callback';
export const LANDING_PATH = '/googleauth';
const SCOPE = 'openid email profile';
/** Long enough to pick an account and consent, short enough that a leaked state is soon worthless. */
const STATE_TTL_MS = 10 * 60 * 1000;

export type TokenType = 'login' | 'signup';
export type GoogleSignInResult = { token: string; tokentype: TokenType; userId: number };

/** PUBLIC_URL without a trailing slash, so paths can be appended whatever the operator typed. */
export function publicBase(config: Config): string {
  return config.PUBLIC_URL.replace(/\/+$/, '');
}

/** The relying party for the configured issuer, or undefined when sign-in with Google is switched off. */
export function googleClientFrom(config: Config): OidcClient | undefined {
  const clientId = config.GOOGLE_CLIENT_ID?.trim();
  if (!clientId) return undefined;
  return createOidcClient({
    issuer: config.GOOGLE_ISSUER,
    clientId,
    clientSecret: config.GOOGLE_CLIENT_SECRET?.trim() || undefined,
    redirectUri: `${publicBase(config)}${CALLBACK_PATH}`,
  });
}

/**
 * Why a sign-in with Google was refused. The landing address carries only this word, and the web app
 * words it: a message taken from the address could be written by anyone who sends a link.
 */
export type GoogleRefusal =
  | 'expired'
  | 'cancelled'
  | 'failed'
  | 'unavailable'
  | 'unverified'
  | 'disabled'
  | 'no_email'
  | 'guide_pending'
  | 'staff_password_only';

/** Every refusal of the redirect and the callback; the route turns it into `/googleauth?error=<reason>`. */
export class GoogleSignInRefusedError extends DomainError {
  constructor(readonly reason: GoogleRefusal) {
    // Unavailable is a 503 of its own; every other reason is a 400 worded by its reason (decision 0044).
    super(
      reason === 'unavailable' ? 'sign_in_unavailable' : 'google_sign_in_refused',
      reason === 'unavailable' ? undefined : { context: reason },
    );
  }
}

const unavailable = () => new GoogleSignInRefusedError('unavailable');
const refused = (reason: GoogleRefusal) => new GoogleSignInRefusedError(reason);

/**
 * Stores the state (hashed, as it travels in URLs), nonce and PKCE verifier so the
 * callback can land on any instance, and returns the provider's authorization URL.
 */
export async function startGoogleSignIn(db: Database, oidc: OidcClient | undefined): Promise<URL> {
  if (!oidc) throw notFound('google_sign_in');
  let pending: PendingAuthorization;
  try {
    pending = await oidc.startAuthorization(SCOPE);
  } catch (error) {
    if (error instanceof OidcUnavailableError) throw unavailable();
    throw error;
  }
  const now = new Date();
  // Abandoned attempts are swept here rather than by a scheduler; the table stays tiny.
  await db.delete(oidcLoginStates).where(lt(oidcLoginStates.expiresAt, now));
  await db.insert(oidcLoginStates).values({
    stateHash: hashToken(pending.state),
    codeVerifier: pending.codeVerifier,
    nonce: pending.nonce,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return pending.url;
}

const IdentitySchema = z.object({
  iss: z.string().min(1),
  sub: z.string().min(1).max(255),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()).optional().catch(undefined),
  // Only a real boolean true counts; anything else is treated as unverified.
  email_verified: z.literal(true).optional().catch(undefined),
  name: z.string().trim().max(120).optional().catch(undefined),
  picture: z
    .url({ protocol: /^https$/ })
    .max(2048)
    .optional()
    .catch(undefined),
});
type Identity = z.output<typeof IdentitySchema>;

/**
 * Consumes the pending authorization named by `state` (single use: the row is deleted whether or not the
 * rest succeeds), verifies the provider's answer and signs a user in or up. `query` is the raw query string
 * of the callback, passed on untouched because the response checks need every parameter (e.g. `iss`).
 */
export async function finishGoogleSignIn(
  db: Database,
  config: Config,
  oidc: OidcClient | undefined,
  query: string,
  meta: SessionMeta,
): Promise<GoogleSignInResult> {
  if (!oidc) throw notFound('google_sign_in');
  const params = new URLSearchParams(query);
  const states = params.getAll('state');
  if (states.length !== 1 || !states[0]) throw refused('expired');
  const state = states[0];

  const [pending] = await db
    .delete(oidcLoginStates)
    .where(eq(oidcLoginStates.stateHash, hashToken(state)))
    .returning();
  if (!pending || pending.expiresAt.getTime() <= Date.now()) throw refused('expired');
  if (params.has('error')) throw refused('cancelled');

  let claims: VerifiedIdentity;
  try {
    const callbackUrl = new URL(`${publicBase(config)}${CALLBACK_PATH}`);
    callbackUrl.search = params.toString();
    claims = await oidc.finishAuthorization(callbackUrl, {
      state,
      nonce: pending.nonce,
      codeVerifier: pending.codeVerifier,
    });
  } catch (error) {
    if (error instanceof OidcUnavailableError) throw refused('unavailable');
    throw Object.assign(refused('failed'), { cause: error });
  }
  const parsed = IdentitySchema.safeParse(claims);
  if (!parsed.success) throw refused('failed');
  return signInWithIdentity(db, config, parsed.data, meta);
}

/**
 * The account is found by (issuer, subject); an email alone links only when the provider says it is
 * verified, and an unverified email never creates or reaches an account. Neither way leads to an
 * administrator account or to a guide applicant still under review (see assertMayUseGoogle).
 */
async function signInWithIdentity(
  db: Database,
  config: Config,
  identity: Identity,
  meta: SessionMeta,
): Promise<GoogleSignInResult> {
  const known = await findUserByIdentity(db, identity);
  if (known) return signInExisting(db, config, known, meta);

  if (!identity.email_verified) throw refused('unverified');
  if (!identity.email) throw refused('no_email');

  const sameEmail = await findUserByEmail(db, identity.email);
  if (sameEmail) {
    // Checked before linking: a refused account must not keep a link that works once it changes.
    assertMayUseGoogle(sameEmail);
    await linkIdentity(db, sameEmail.id, identity);
    // A concurrent callback may have linked the subject to someone else first; trust the stored link.
    const linked = await findUserByIdentity(db, identity);
    if (!linked) throw refused('failed');
    return signInExisting(db, config, linked, meta);
  }

  try {
    return await createClimber(db, config, identity, identity.email, meta);
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error;
    // Two callbacks for the same new person raced; the other one created the account, so sign into it.
    const winner = await findUserByIdentity(db, identity);
    if (!winner) throw refused('failed');
    return signInExisting(db, config, winner, meta);
  }
}

async function findUserByIdentity(db: Database, identity: Identity): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, identity.iss), eq(userIdentities.subject, identity.sub)));
  return row ? findUserById(db, row.userId) : undefined;
}

async function linkIdentity(db: Database, userId: number, identity: Identity): Promise<void> {
  await db
    .insert(userIdentities)
    .values({ userId, issuer: identity.iss, subject: identity.sub, email: identity.email })
    .onConflictDoNothing({ target: [userIdentities.issuer, userIdentities.subject] });
}

/**
 * Refuses, with the reason the landing screen shows: a disabled account; an administrator (reached only
 * with their own password, so an identity provider vouching for their address is never enough); a guide
 * applicant under review (approval and the invitation's login come first).
 */
function assertMayUseGoogle(user: UserRow): void {
  if (mayUseFederatedSignIn(user)) return;
  if (user.disabledAt) throw refused('disabled');
  if (isStaffRole(user.role)) throw refused('staff_password_only');
  throw refused('guide_pending');
}

async function signInExisting(
  db: Database,
  config: Config,
  user: UserRow,
  meta: SessionMeta,
): Promise<GoogleSignInResult> {
  assertMayUseGoogle(user);
  const { token } = await createSession(db, config, user.id, meta);
  return { token, tokentype: 'login', userId: user.id };
}

/** A new climber with no password: Google vouched for the email, so it counts as verified now. */
async function createClimber(
  db: Database,
  config: Config,
  identity: Identity,
  email: string,
  meta: SessionMeta,
): Promise<GoogleSignInResult> {
  return createUser(
    db,
    {
      role: 'climber',
      email,
      name: identity.name || email.split('@')[0] || email,
      password: null,
      profilePicture: identity.picture ?? null,
      newsletter: false,
      emailVerifiedAt: new Date(),
    },
    {
      afterInsert: async (tx, user) => {
        await tx.insert(userIdentities).values({ userId: user.id, issuer: identity.iss, subject: identity.sub, email });
        const { token } = await createSession(tx, config, user.id, meta);
        return { token, tokentype: 'signup' as const, userId: user.id };
      },
    },
  );
}
