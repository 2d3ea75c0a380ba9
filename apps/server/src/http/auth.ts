import { canUseGuideFeatures, hasAdminPermission } from '@cordee/shared/access-policy';
import type { AdminPermissionId, Role } from '@cordee/shared/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AuthenticatedSession, findSessionByToken } from '../features/auth/auth.service.ts';
import { DomainError, forbidden, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthenticatedSession | null;
  }
}

/**
 * The token comes as `Authorization: Bearer …` or, because the spec's client puts it in URLs,
 * as `?token=`. A repeated `token` parameter is refused rather than guessed at.
 */
export function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const [scheme, value] = header.split(' ');
    if (scheme?.toLowerCase() === 'bearer' && value) return value.trim();
  }
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.token;
  if (Array.isArray(fromQuery)) throw new DomainError(400, 'bad_request', 'The token parameter may appear only once.');
  return typeof fromQuery === 'string' && fromQuery.length > 0 ? fromQuery : undefined;
}

/**
 * onRequest: 401 unless a live session backs the request. Routes run these guards as `onRequest`, before
 * the body is read and validated, so a caller without the right learns nothing from validation messages.
 */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = tokenFrom(request);
  if (!token || token.length > 200) throw unauthorized();
  const session = await findSessionByToken(request.server.db, request.server.config, token);
  if (!session) throw unauthorized();
  request.auth = session;
}

/**
 * onRequest for public routes that treat a signed-in caller differently: `request.auth` is the
 * session when a live one backs the request, null otherwise (a stale token is no error here).
 */
export async function identifyUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = tokenFrom(request);
  request.auth =
    token && token.length <= 200
      ? ((await findSessionByToken(request.server.db, request.server.config, token)) ?? null)
      : null;
}

/** The signed-in session; only valid after requireUser ran. */
export function actorOf(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

const GUIDE_NOT_APPROVED = 'Your guide application has not been approved yet.';

/**
 * onRequest: the caller has one of the roles. The guide role alone is not enough: an applicant is a
 * guide from the day they apply, so every guide route also needs the approval (one rule, here).
 */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    const { user } = actorOf(request);
    if (!roles.includes(user.role)) throw forbidden();
    if (user.role === 'guide' && !canUseGuideFeatures(user)) throw forbidden(GUIDE_NOT_APPROVED);
  };
}

/**
 * Super admins always pass; an admin passes when the feature's flag is on. Flags are read from the
 * database on every request, so revoking one takes effect at once (B4).
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
export function requireAccess(rule: (user: AuthenticatedSession['user']) => boolean) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    if (!rule(actorOf(request).user)) throw forbidden();
  };
}
