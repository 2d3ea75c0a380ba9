import type { Role } from '@cordee/shared/roles';
import { Bell, BellOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The dropdown shows this many; "See all" shows the rest (spec 3 §9). */
export const NOTIFICATIONS_IN_DROPDOWN = 8;

/** Notification rows (API-NOTES: type, subject, read_at); the shared contract leaves them open for now. */
type NotificationRow = { key: string; createdAt: string | null; unread: boolean };

function toRow(notification: unknown, index: number): NotificationRow {
  const record =
    typeof notification === 'object' && notification !== null ? (notification as Record<string, unknown>) : {};
  const id = record.id;
  return {
    key: typeof id === 'number' || typeof id === 'string' ? String(id) : `notification-${index}`,
    createdAt: typeof record.created_at === 'string' ? record.created_at : null,
    unread: record.read_at === null || record.read_at === undefined,
  };
}

/** The wording is per role (spec 3 "Notifications"); sub admins are told of the same events as the super admin. */
function useNotificationText(role: Role): string {
  const { t } = useTranslation();
  switch (role) {
    case 'super_admin':
    case 'admin':
      return t('notifications.newGuide');
    case 'guide':
      return t('notifications.newBookingRequest');
    case 'climber':
      return t('notifications.bookingAccepted');
  }
}

export function NotificationList({
  notifications,
  userRole,
}: {
  notifications: readonly unknown[];
  /** The signed-in user's role, which decides the wording. */
  userRole: Role;
}) {
  const { t, i18n } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const text = useNotificationText(userRole);

  if (notifications.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-slate-600">
        <BellOff aria-hidden="true" className="size-6 text-slate-400" />
        <p>{t('notifications.empty')}</p>
      </div>
    );
  }

  const rows = notifications.map(toRow);
  const shown = showAll ? rows : rows.slice(0, NOTIFICATIONS_IN_DROPDOWN);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col divide-y divide-slate-100">
        {shown.map((row) => (
          <li key={row.key} className="flex items-start gap-3 py-2.5">
            <span className="mt-0.5 rounded-full bg-brand-50 p-1.5 text-brand-700">
              <Bell aria-hidden="true" className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p className={`text-sm ${row.unread ? 'font-semibold text-slate-900' : 'text-slate-700'}`}>
                {text}
                {row.unread && <span className="sr-only"> {t('notifications.unread')}</span>}
              </p>
              {row.createdAt && (
                <p className="text-xs text-slate-600">
                  <time dateTime={row.createdAt}>{dateFormat.format(new Date(row.createdAt))}</time>
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      {rows.length > NOTIFICATIONS_IN_DROPDOWN && (
        <button
          type="button"
          onClick={() => setShowAll((all) => !all)}
          aria-expanded={showAll}
          className="self-center rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {showAll ? t('notifications.showLess') : t('notifications.seeAll')}
        </button>
      )}
    </div>
  );
}
