import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './audit-actions.ts';
import { isIsoDate } from './event-schedule.ts';
import { PaginationQuerySchema } from './pagination.contracts.ts';

const isoDay = z.string({ error: 'day_invalid' }).refine(isIsoDate, { error: 'day_invalid' });

/** `GET /api/audit-log`: newest first; `search` matches the actor's or the target's name or email. */
export const AuditLogQuerySchema = PaginationQuerySchema.extend({
  action: z.enum(AUDIT_ACTIONS, { error: 'audit_action_unknown' }).optional(),
  target_type: z.enum(AUDIT_TARGET_TYPES, { error: 'audit_target_unknown' }).optional(),
  /** Inclusive UTC days. */
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  /** Who did it, as they were named then (null for the system, e.g. an expiry job). */
  actor: z
    .object({ id: z.number().int().nullable(), name: z.string(), email: z.string(), role: z.string() })
    .nullable(),
  target_type: z.enum(AUDIT_TARGET_TYPES),
  target_id: z.number().int(),
  /** The target as it was named when the action happened (a deleted account keeps its old name here). */
  target_label: z.string(),
  /** Client address and browser of the request. */
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** What changed, e.g. `{ permissions: { before: [...], after: [...] } }` or `{ amount_cents: 1200 }`. */
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogListSchema = z.object({
  data: z.array(AuditEntrySchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type AuditLogList = z.infer<typeof AuditLogListSchema>;
