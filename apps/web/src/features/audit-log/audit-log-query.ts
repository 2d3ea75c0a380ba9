import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditTargetType,
} from '@cordee/shared/audit-actions';
import type { AuditEntry } from '@cordee/shared/audit-log.contracts';
import { ADMIN_PERMISSIONS, type AdminPermissionId } from '@cordee/shared/roles';

/** Entries per page of the audit log (the server allows up to 100). */
export const AUDIT_LOG_PER_PAGE = 25;

/** The filters and page kept in the address, so a filtered view can be reloaded or shared. */
export type AuditLogParams = {
  page: number;
  search: string;
  action?: AuditAction;
  targetType?: AuditTargetType;
  from?: string;
  to?: string;
};

const isAction = (value: string | null): value is AuditAction =>
  value !== null && (AUDIT_ACTIONS as readonly string[]).includes(value);
const isTargetType = (value: string | null): value is AuditTargetType =>
  value !== null && (AUDIT_TARGET_TYPES as readonly string[]).includes(value);

/** Reads the address; an unknown action or target, or a page that is not a positive number, is ignored. */
export function auditLogParamsOf(search: URLSearchParams): AuditLogParams {
  const page = Number(search.get('page'));
  const action = search.get('action');
  const targetType = search.get('target_type');
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    search: (search.get('search') ?? '').trim(),
    ...(isAction(action) ? { action } : {}),
    ...(isTargetType(targetType) ? { targetType } : {}),
    ...(search.get('from') ? { from: search.get('from') ?? '' } : {}),
    ...(search.get('to') ? { to: search.get('to') ?? '' } : {}),
  };
}

export function hasFilters(params: AuditLogParams): boolean {
  return Boolean(params.search || params.action || params.targetType || params.from || params.to);
}

/** The API's query for these filters; a filter not set is left out. */
export function auditLogQueryOf(params: AuditLogParams) {
  return {
    page: params.page,
    per_page: AUDIT_LOG_PER_PAGE,
    search: params.search || undefined,
    action: params.action,
    target_type: params.targetType,
    from: params.from || undefined,
    to: params.to || undefined,
  };
}

const PERMISSION_IDS = new Set<string>(ADMIN_PERMISSIONS.map((permission) => permission.id));

function permissionList(value: unknown): AdminPermissionId[] {
  return Array.isArray(value)
    ? value.filter((id): id is AdminPermissionId => typeof id === 'string' && PERMISSION_IDS.has(id))
    : [];
}

/** The permission flags switched on and off by a change: `{ before: [...], after: [...] }`. */
export function permissionChangeOf(
  details: AuditEntry['details'],
): { added: AdminPermissionId[]; removed: AdminPermissionId[] } | undefined {
  const change = details.permissions;
  if (typeof change !== 'object' || change === null) return undefined;
  const before = permissionList((change as Record<string, unknown>).before);
  const after = permissionList((change as Record<string, unknown>).after);
  return {
    added: after.filter((id) => !before.includes(id)),
    removed: before.filter((id) => !after.includes(id)),
  };
}

export type FieldChange = { field: string; before: unknown; after: unknown };

/** An edit's `changes` detail (`{ field: { before, after } }`, e.g. a plan's price or a program's plans), in order. */
export function fieldChangesOf(details: AuditEntry['details']): FieldChange[] {
  const changes = details.changes;
  if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) return [];
  return Object.entries(changes as Record<string, unknown>).flatMap(([field, change]) =>
    typeof change === 'object' && change !== null && 'before' in change && 'after' in change
      ? [{ field, before: (change as FieldChange).before, after: (change as FieldChange).after }]
      : [],
  );
}

/** A refund's amount in cents, when the entry records one. */
export function amountCentsOf(details: AuditEntry['details']): number | undefined {
  const amount = details.amount_cents;
  return typeof amount === 'number' && Number.isSafeInteger(amount) ? amount : undefined;
}

const WHEN_FORMAT = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** When it happened, in the reader's time zone ("Nov 03, 2026, 14:05"). */
export function formatWhen(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : WHEN_FORMAT.format(time);
}
