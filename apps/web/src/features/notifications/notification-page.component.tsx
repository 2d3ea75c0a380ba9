import { CheckCheck, ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.component.tsx';
import { LoadError } from '../../components/ui/load-error.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { useBootstrapData } from '../../session/bootstrap.api.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { NotificationList } from './notification-list.component.tsx';
import { NOTIFICATIONS_PER_PAGE, useMarkAllNotificationsRead, useNotificationPage } from './notifications.api.ts';

/** The page number of `?page=`, 1 when absent or not a sensible page. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}

/**
 * Every notification of the user, newest first, a page at a time, unread ones marked, with Mark all as
 * read. The page number lives in the address, so Back after opening one returns to the same page.
 */
export function NotificationPage() {
  const { t } = useTranslation('notifications');
  const { user } = useBootstrapData();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageOf(searchParams.get('page'));
  const query = useNotificationPage(page);
  const markAll = useMarkAllNotificationsRead();
  const list = query.data;
  const pageCount = list ? Math.max(1, Math.ceil(list.total / NOTIFICATIONS_PER_PAGE)) : 1;

  const goTo = (next: number) => {
    setSearchParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  return (
    <section
      aria-labelledby="notifications-page-list"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="notifications-page-list" className="text-base font-semibold text-slate-900">
          {list ? t('notifications.unreadCount', { count: list.unread }) : t('notifications.title')}
        </h2>
        <Button
          variant="secondary"
          disabled={!list || list.unread === 0}
          busy={markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, { onError: () => showAlert('danger', t('notifications.markAllFailed')) })
          }
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          {t('notifications.markAllRead')}
        </Button>
      </div>

      {query.isPending ? (
        <div role="status" className="flex justify-center py-10">
          <Spinner className="size-6 text-brand-700" />
          <span className="sr-only">{t('common.loading')}</span>
        </div>
      ) : query.isError && !list ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <NotificationList notifications={list?.data ?? []} userRole={user.role} />
      )}

      {pageCount > 1 && (
        <nav aria-label={t('notifications.pagination')} className="flex items-center justify-between gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t('notifications.previous')}
          </Button>
          <p aria-live="polite" className="text-sm text-slate-700">
            {t('notifications.pageOf', { page, pages: pageCount })}
          </p>
          <Button variant="secondary" disabled={page >= pageCount} onClick={() => goTo(page + 1)}>
            {t('notifications.next')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </nav>
      )}
    </section>
  );
}
