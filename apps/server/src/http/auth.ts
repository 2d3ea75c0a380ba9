import { canUseGuideFeatures, hasAdminPermission } from '@cordee/shared/access-policy';
import type { AdminPermissionId, Role } from '@cordee/shared/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type DomainError, forbidden, unauthorized } from './errors.ts';

/**
 * The signed-in session behind a request. http/ knows no feature (decision 0045): the auth feature gives
 * `request.auth` its type (in features/auth/auth.service.ts) and its lookup (`registerSessionLookup`).
 */
type Session = NonNullable<FastifyRequest['auth']>;

/** The live session a token stands for, if any. */
export type SessionLookup = (token: string) => Promise<Session | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    findSession: SessionLookup;
  }
}

/** Called once by buildApp with the auth feature's lookup, before any route that uses the guards below. */
export function registerSessionLookup(app: FastifyInstance, lookup: SessionLookup): void {
  app.decorate('findSession', lookup);
}

/**
 * The session token comes as `Authorization: Bearer …` and in no other way (decision 0041). The spec's
 * client put it in URLs (`?token=`), where it lands in proxies' and browsers' logs, history and Referer
 * headers; a URL parameter was also spelled in ways a log filter had to keep up with (`?%74oken=`). This
 * app's web client sends the header everywhere, so a token in the query string is ignored.
 */
export function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : undefined;
}

/** A caller that sent a token the old way is told where it belongs rather than just "Unauthenticated.". */
function missingSession(request: FastifyRequest): DomainError {
  const query = request.query as Record<string, unknown> | undefined;
  return query && 'token' in query ? unauthorized('token_in_address') : unauthorized();
}

/**
 * onRequest: 401 unless a live session backs the request. Routes run these guards as `onRequest`, before
 * the body is read and validated, so a caller without the right learns nothing from validation messages.
 */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = tokenFrom(request);
  if (!token) throw missingSession(request);
  if (token.length > 200) throw unauthorized();
  const session = await request.server.findSession(token);
  if (!session) throw unauthorized();
  request.auth = session;
}

/**
 * onRequest for public routes that treat a signed-in caller differently: `request.auth` is the
 * session when a live one backs the request, null otherwise (a stale token is no error here).
 */
export async function identifyUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = tokenFrom(request);
  request.auth = token && token.length <= 200 ? ((await request.server.findSession(token)) ?? null) : null;
}

/** The signed-in session; only valid after requireUser ran. */
export function actorOf(request: FastifyRequest): Session {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * onRequest: the caller has one of the roles. The guide role alone is not enough: an applicant is a
 * guide from the day they apply, so every guide route also needs the approval (one rule, here).
 */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    const { user } = actorOf(request);
    if (!roles.includes(user.role)) throw forbidden();
    if (user.role === 'guide' && !canUseGuideFeatures(user)) throw forbidden('guide_not_approved');
  };
}

/**
 * Super admins always pass; an admin passes when the feature's flag is on. Flags are read from the
 * database on every request, so revoking one takes effect at once.
 */
export function requirePermission(permission: AdminPermissionId) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    if (!hasAdminPermission(actorOf(request).user, permission)) throw forbidden();
  };
}

/**
 * onRequest: a signed-in caller whom the shared access rule lets in (`@cordee/shared/access-policy`).
 * Which row the caller may touch is the use case's question; this only refuses callers the rule never
 * lets in, before the body is read.
 */
export function requireAccess(rule: (user: Session['user']) => boolean) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    if (!rule(actorOf(request).user)) throw forbidden();
  };
}
