import type { AuditAction, AuditTargetType } from '@cordee/shared/audit-actions';
import type { AuditEntry, AuditLogList, AuditLogQuerySchema } from '@cordee/shared/audit-log.contracts';
import { and, count, desc, eq, gte, like, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { likePatternFor } from '../../db/search-term.ts';
import type { AuditContext } from './audit-context.ts';
import { type AuditLogRow, auditLog, auditSearchText } from './audit-log.tables.ts';

export type AuditTarget = {
  type: AuditTargetType;
  id: number;
  /** How the target is named now, before the action changes it (a deleted account keeps its name here). */
  label: string;
  email?: string | null;
};

export type AuditEntryInput = {
  action: AuditAction;
  target: AuditTarget;
  details?: Record<string, unknown>;
};

/**
 * Writes one audit row. Call it with the use case's transaction, so the row commits with the action it
 * records, or neither does.
 */
export async function recordAuditEntry(tx: Database, context: AuditContext, entry: AuditEntryInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: context.actor?.id ?? null,
    actorName: context.actor?.name ?? null,
    actorEmail: context.actor?.email ?? null,
    actorRole: context.actor?.role ?? null,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    targetLabel: entry.target.label,
    targetEmail: entry.target.email ?? null,
    ip: context.ip,
    userAgent: context.userAgent,
    details: entry.details ?? {},
  });
}

/**
 * What an edit changed, field by field, for an `*.updated` row's details: `{ field: { before, after } }`
 * with only the fields whose value differs (compared as JSON, so lists and objects count by content).
 */
export function changesBetween<T extends Record<string, unknown>>(
  before: T,
  after: T,
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of Object.keys(after)) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      changes[field] = { before: before[field], after: after[field] };
    }
  }
  return changes;
}

function presentAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    action: row.action as AuditAction,
    actor:
      row.actorRole === null
        ? null
        : { id: row.actorId, name: row.actorName ?? '', email: row.actorEmail ?? '', role: row.actorRole },
    target_type: row.targetType as AuditTargetType,
    target_id: row.targetId,
    target_label: row.targetLabel,
    ip: row.ip,
    user_agent: row.userAgent,
    details: row.details,
    created_at: row.createdAt.toISOString(),
  };
}

/** The day after an ISO day, as a day: `to` is inclusive, so rows before the next midnight (UTC) count. */
const dayAfter = (day: string) => sql`(${day}::date + 1)::timestamp at time zone 'UTC'`;
const startOf = (day: string) => sql`${day}::date::timestamp at time zone 'UTC'`;

/** GET /api/audit-log: newest first, filtered by action, kind of target, UTC days and a name or email. */
export async function listAuditLog(db: Database, query: z.output<typeof AuditLogQuerySchema>): Promise<AuditLogList> {
  const pattern = likePatternFor(query.search);
  const where: SQL[] = [];
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.target_type) where.push(eq(auditLog.targetType, query.target_type));
  if (query.from) where.push(gte(auditLog.createdAt, startOf(query.from)));
  if (query.to) where.push(lt(auditLog.createdAt, dayAfter(query.to)));
  if (pattern) where.push(like(auditSearchText(auditLog), pattern.toLowerCase()));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(auditLog).where(condition),
  ]);
  return { data: rows.map(presentAuditEntry), page: query.page, per_page: query.per_page, total: total?.value ?? 0 };
}
