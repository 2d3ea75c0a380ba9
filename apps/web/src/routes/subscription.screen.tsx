import { useTranslation } from 'react-i18next';
import { CurrentSubscription } from '../features/subscriptions/current-subscription.component.tsx';
import { PlanPicker } from '../features/subscriptions/plan-picker.component.tsx';
import { useDocumentTitle } from '../lib/document-title.hook.ts';

/** /subscription: the user's plan and the plan picker, full page (a locked program links here). */
export function SubscriptionScreen() {
  const { t } = useTranslation('subscriptions');
  useDocumentTitle(t('subscriptions.documentTitle'));
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('subscriptions.pageTitle')}</h1>
        <p className="text-sm text-slate-600 sm:text-base">{t('subscriptions.intro')}</p>
      </div>
      <CurrentSubscription />
      <PlanPicker />
    </div>
  );
}
