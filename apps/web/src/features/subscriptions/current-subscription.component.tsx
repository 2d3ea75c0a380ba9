import { isStaffRole } from '@cordee/shared/access-policy';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { messageOf } from '../../lib/error-message.ts';
import { type NoticeAnswer, noticeOf } from '../../lib/notice-words.ts';
import { useBootstrapData } from '../../session/bootstrap.api.ts';
import { usePublicConfig } from '../../session/public-config.api.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { sendBrowserToProvider } from './provider-redirect.ts';
import { useCancelSubscription, useResumeSubscription, useSandboxSubscriptionPage } from './subscriptions.api.ts';

const dateFormat = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric' });

/** The user's plan on /subscription: renewal or end date, and Cancel at period end / Resume. */
export function CurrentSubscription() {
  const { t } = useTranslation('subscriptions');
  const { subscription, user } = useBootstrapData();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const sandboxPage = useSandboxSubscriptionPage();
  const { data: config } = usePublicConfig();
  if (isStaffRole(user.role)) return null;

  const onError = (error: unknown) => showAlert('danger', messageOf(error));
  const onDone = (answer: NoticeAnswer) => showAlert('success', noticeOf(answer));
  const date = subscription.current_period_end ? dateFormat.format(new Date(subscription.current_period_end)) : null;

  return (
    <section
      aria-labelledby="current-subscription-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2 id="current-subscription-title" className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          {t('subscriptions.current.title')}
        </h2>
        {subscription.is_active ? (
          <>
            <p className="text-lg font-bold text-slate-900">
              {t('subscriptions.current.plan', { plan: subscription.plan_name })}
              <span className="ml-2 text-sm font-medium text-slate-600">
                {subscription.interval === 'year'
                  ? t('subscriptions.current.billedYearly')
                  : t('subscriptions.current.billedMonthly')}
              </span>
            </p>
            {date && (
              <p className="text-sm text-slate-700">
                {subscription.cancel_at_period_end
                  ? t('subscriptions.current.ends', { date })
                  : t('subscriptions.current.renews', { date })}
              </p>
            )}
          </>
        ) : (
          <p className="text-base text-slate-800">{t('subscriptions.current.free')}</p>
        )}
      </div>
      {subscription.is_active && (
        <div className="flex flex-col gap-2 sm:items-end">
          {subscription.cancel_at_period_end ? (
            <Button busy={resume.isPending} onClick={() => resume.mutate(undefined, { onSuccess: onDone, onError })}>
              {resume.isPending ? t('subscriptions.current.resuming') : t('subscriptions.current.resume')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              busy={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSuccess: onDone, onError })}
            >
              {cancel.isPending ? t('subscriptions.current.cancelling') : t('subscriptions.current.cancel')}
            </Button>
          )}
          {config?.payment_provider === 'sandbox' && (
            <Button
              variant="ghost"
              title={t('subscriptions.current.sandboxHint')}
              busy={sandboxPage.isPending}
              onClick={() =>
                sandboxPage.mutate(undefined, { onSuccess: ({ url }) => sendBrowserToProvider(url), onError })
              }
            >
              {t('subscriptions.current.sandboxPage')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
