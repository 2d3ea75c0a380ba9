import type { Notification } from '@cordee/shared/bootstrap.contracts';
import type { Role } from '@cordee/shared/roles';
import { Bell, BellOff, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTE_PATHS } from '../../routing/route-paths.ts';
import { useOpenNotification } from './notification-open.hook.ts';
import { notificationTargetOf } from './notification-target.ts';
import { useMarkNotificationRead } from './notifications.api.ts';

/**
 * The spec's one text per role, for a notification stored without a subject; sub admins are told of the
 * same events as the super admin.
 */
function useFallbackText(role: Role): string {
  const { t } = useTranslation('notifications');
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

type NotificationListProps = {
  /** The notifications to show, newest first (the container picks how many). */
  notifications: readonly Notification[];
  /** More exist than are shown: a "See all" leads to the Notifications page. */
  hasMore?: boolean;
  /** The signed-in user's role: it decides what a click opens and the fallback wording. */
  userRole: Role;
  /**
   * Called with what a click does. A list inside a dropdown or a drawer closes it first and runs the
   * action once focus is back on its trigger, so a modal opened by the click returns focus there.
   * Without it, the action runs at once.
   */
  onOpen?: (open: () => void) => void;
};

export function NotificationList({ notifications, hasMore = false, userRole, onOpen }: NotificationListProps) {
  const { t, i18n } = useTranslation('notifications');
  const fallback = useFallbackText(userRole);
  const openTarget = useOpenNotification();
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const run = (action: () => void) => {
    if (onOpen) onOpen(action);
    else action();
  };

  if (notifications.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-slate-600">
        <BellOff aria-hidden="true" className="size-6 text-slate-400" />
        <p>{t('notifications.empty')}</p>
      </div>
    );
  }

  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col divide-y divide-slate-100">
        {notifications.map((notification) => {
          const unread = notification.read_at === null;
          const target = notificationTargetOf(notification, userRole);
          const content = (
            <>
              <span className="mt-0.5 rounded-full bg-brand-50 p-1.5 text-brand-700">
                <Bell aria-hidden="true" className="size-4" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className={`text-sm ${unread ? 'font-semibold text-slate-900' : 'text-slate-700'}`}>
                  {notification.subject.trim() || fallback}
                  {unread && <span className="sr-only"> {t('notifications.unread')}</span>}
                </span>
                <span className="text-xs text-slate-600">
                  <time dateTime={notification.created_at}>{dateFormat.format(new Date(notification.created_at))}</time>
                </span>
              </span>
            </>
          );
          return (
            <li key={notification.id}>
              {target.kind === 'none' ? (
                <div className="flex items-start gap-3 py-2.5">{content}</div>
              ) : (
                <button
                  type="button"
                  onClick={() => {
                    // Opening it reads it: the badge drops at once, the server confirms after.
                    if (unread) markRead.mutate(notification.id);
                    run(() => void openTarget(target));
                  }}
                  className={`-mx-2 flex w-[calc(100%+1rem)] items-start gap-3 rounded-lg px-2 py-2.5 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 ${unread ? 'bg-brand-50/60' : ''}`}
                >
                  {content}
                  <ChevronRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-400" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {hasMore && (
        <button
          type="button"
          onClick={() => run(() => void navigate(ROUTE_PATHS.Notifications))}
          className="self-center rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('notifications.seeAll')}
        </button>
      )}
    </div>
  );
}
