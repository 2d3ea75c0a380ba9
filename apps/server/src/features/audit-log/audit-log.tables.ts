import { desc, sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

type SearchColumns = { actorName: unknown; actorEmail: unknown; targetLabel: unknown; targetEmail: unknown };

/**
 * Who acted and on whom, as one lower-cased text without ASCII punctuation: what the log's search looks
 * in. A search term loses its punctuation (likePatternFor), so the text must too, or "ada@example"
 * (searched as "adaexample") would never find ada@example.test. Plain character ranges, not [:punct:],
 * so the result does not depend on the database's locale.
 */
export function auditSearchText(table: SearchColumns) {
  return sql`regexp_replace(lower(coalesce(${table.actorName}, '') || ' ' || coalesce(${table.actorEmail}, '') || ' ' || ${table.targetLabel} || ' ' || coalesce(${table.targetEmail}, '')), '[!-/:-@[-^\`{-~]', '', 'g')`;
}

/**
 * Staff actions, one row each, written by the use case in its own transaction. Rows are never edited
 * or deleted: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0013). The actor and the target
 * are copied as they were named at the time, and `actor_id` has no foreign key, so deleting or
 * anonymizing an account can neither remove its rows nor rewrite who did what.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null when the system acted (a job), not a person. */
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    /** A user target's email at the time, so the log can be searched by it. */
    targetEmail: text('target_email'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    // Newest first, alone or within one action or one kind of target (the screen's filters).
    index('audit_log_created_idx').on(desc(table.createdAt), desc(table.id)),
    index('audit_log_action_created_idx').on(table.action, desc(table.createdAt)),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
    index('audit_log_actor_idx').on(table.actorId),
    // The search matches this one expression (auditSearchText), so a trigram index serves it.
    index('audit_log_search_trgm_idx').using('gin', sql`${auditSearchText(table)} gin_trgm_ops`),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
