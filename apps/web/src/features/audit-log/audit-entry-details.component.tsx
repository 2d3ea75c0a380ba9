import type { AuditEntry } from '@cordee/shared/audit-log.contracts';
import { formatAmount } from '@cordee/shared/money';
import { useTranslation } from 'react-i18next';
import { amountCentsOf, permissionChangeOf } from './audit-log-query.ts';
import '../../locales/audit-log.catalogue.ts';

/** Other details are shown as "key: value" when they are plain values; at most this many. */
const OTHER_DETAILS_SHOWN = 3;
const KNOWN_DETAILS = new Set(['permissions', 'amount_cents']);

/**
 * What changed, readably: a permission change as "+Statistics −Training Plans", a refund's amount as
 * money, and a few other plain details as they are.
 */
export function AuditEntryDetails({ details }: { details: AuditEntry['details'] }) {
  const { t } = useTranslation();
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

  const others = Object.entries(details)
    .filter(([key, value]) => !KNOWN_DETAILS.has(key) && ['string', 'number', 'boolean'].includes(typeof value))
    .slice(0, OTHER_DETAILS_SHOWN)
    .map(([key, value]) => `${key.replaceAll('_', ' ')}: ${String(value)}`);
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
