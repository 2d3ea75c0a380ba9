import { useTranslation } from 'react-i18next';
import { NotificationPage } from '../features/notifications/notification-page.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** Notifications: every notification of the signed-in user (the bell's and the Home card's "See all"). */
export function NotificationsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('notifications.title'));

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('notifications.title')}</h1>
      <NotificationPage />
    </div>
  );
}
