import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { useBootstrapData } from '../../session/bootstrap.api.ts';
import { NotificationList } from './notification-list.component.tsx';
import { NOTIFICATIONS_ON_CARD, useLatestNotifications } from './notifications.api.ts';

/**
 * The Home card: the first 5 notifications, "See all" to the Notifications page when there are more,
 * live. Until the list answers it shows what GET /api/user brought.
 */
export function NotificationCard() {
  const { t } = useTranslation('notifications');
  const { user, notifications: fromBootstrap } = useBootstrapData();
  const { data, isPending } = useLatestNotifications();
  const notifications = (data?.data ?? fromBootstrap).slice(0, NOTIFICATIONS_ON_CARD);
  const total = data?.total ?? fromBootstrap.length;

  return (
    <section
      aria-labelledby="home-notifications-title"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-center gap-2">
        <Bell aria-hidden="true" className="size-5 text-brand-700" />
        <h2 id="home-notifications-title" className="text-base font-semibold text-slate-900">
          {t('notifications.title')}
        </h2>
        {data && data.unread > 0 && (
          <span className="ml-auto rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700">
            {t('notifications.unreadCount', { count: data.unread })}
          </span>
        )}
      </div>
      {isPending && fromBootstrap.length === 0 ? (
        <div role="status" className="flex justify-center py-6">
          <Spinner className="size-5 text-brand-700" />
          <span className="sr-only">{t('common.loading')}</span>
        </div>
      ) : (
        <NotificationList notifications={notifications} hasMore={total > NOTIFICATIONS_ON_CARD} userRole={user.role} />
      )}
    </section>
  );
}
