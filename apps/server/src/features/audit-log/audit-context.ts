import type { Role } from '@cordee/shared/roles';
import type { FastifyRequest } from 'fastify';

/** Who did it and from where: what every audit row records besides the action. */
export type AuditContext = {
  /** The acting account as it was named at that moment; null when the system acts (a job). */
  actor: { id: number; name: string; email: string; role: Role } | null;
  /** The client's address as Fastify resolved it (trustProxy decides whether X-Forwarded-For counts). */
  ip: string | null;
  userAgent: string | null;
};

/** A browser's User-Agent is a few hundred characters; anything longer is noise or an attack on the log. */
const MAX_USER_AGENT_LENGTH = 512;

/** The audit context of a request, built once in the route and handed to the use case. */
export function auditContextOf(request: FastifyRequest): AuditContext {
  const user = request.auth?.user;
  const userAgent = request.headers['user-agent'];
  return {
    actor: user ? { id: user.id, name: user.name, email: user.email, role: user.role } : null,
    ip: request.ip || null,
    userAgent: typeof userAgent === 'string' && userAgent ? userAgent.slice(0, MAX_USER_AGENT_LENGTH) : null,
  };
}

/** Work done by the server itself (expiry, reconciliation), with nobody signed in behind it. */
export const SYSTEM_AUDIT_CONTEXT: AuditContext = { actor: null, ip: null, userAgent: null };
