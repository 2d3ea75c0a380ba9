import type { AuditEntry } from '@cordee/shared/audit-log.contracts';
import { formatAmount } from '@cordee/shared/money';
import { useTranslation } from 'react-i18next';
import { amountCentsOf, fieldChangesOf, permissionChangeOf } from './audit-log-query.ts';

/** Other details are shown as "key: value" when they are plain values; at most this many. */
const OTHER_DETAILS_SHOWN = 3;
const KNOWN_DETAILS = new Set(['permissions', 'amount_cents', 'changes']);

/** A field name as a reader says it: `plan_monthly_price` → "plan monthly price". */
const fieldLabel = (field: string) => field.replaceAll('_', ' ');

/**
 * What changed, readably: a permission change as "+Statistics −Training Plans", a refund's amount as
 * money, an edit's fields as "plans: #2 → none" (prices as money), and a few other plain details as they are.
 */
export function AuditEntryDetails({ details }: { details: AuditEntry['details'] }) {
  const { t } = useTranslation('audit-log');
  const parts: string[] = [];

  const permissions = permissionChangeOf(details);
  if (permissions) {
    const changes = [
      ...permissions.added.map((id) => `+${t(`subAdmins.permissionNames.${id}`)}`),
      ...permissions.removed.map((id) => `−${t(`subAdmins.permissionNames.${id}`)}`),
    ];
    parts.push(
      changes.length > 0
        ? t('auditLog.details.permissions', { changes: changes.join(' ') })
        : t('auditLog.details.noPermissionChange'),
    );
  }
  const amount = amountCentsOf(details);
  if (amount !== undefined) parts.push(t('auditLog.details.amount', { amount: formatAmount(amount) }));

  const shown = (field: string, value: unknown): string => {
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) {
      return t('auditLog.details.none');
    }
    if (Array.isArray(value))
      return value.map((item) => (typeof item === 'number' ? `#${item}` : String(item))).join(', ');
    if (typeof value === 'boolean') return value ? t('auditLog.details.yes') : t('auditLog.details.no');
    if (typeof value === 'number' && field.endsWith('_price')) return formatAmount(value);
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  for (const change of fieldChangesOf(details)) {
    parts.push(
      t('auditLog.details.change', {
        field: fieldLabel(change.field),
        before: shown(change.field, change.before),
        after: shown(change.field, change.after),
      }),
    );
  }
  if (details.changes !== undefined && fieldChangesOf(details).length === 0) parts.push(t('auditLog.details.noChange'));

  const others = Object.entries(details)
    .filter(([key, value]) => !KNOWN_DETAILS.has(key) && ['string', 'number', 'boolean'].includes(typeof value))
    .slice(0, OTHER_DETAILS_SHOWN)
    .map(([key, value]) => `${fieldLabel(key)}: ${String(value)}`);
  parts.push(...others);

  if (parts.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {parts.map((part) => (
        <li key={part} className="break-words">
          {part}
        </li>
      ))}
    </ul>
  );
}
