import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '../../shell/modals/modal-host.component.tsx';
import { PlanPicker } from './plan-picker.component.tsx';

type RequiredPlan = { plan_name: string; plan_monthly_price: number | null };

/** The cheapest plan a locked video lists: it, or any dearer plan, opens the video. */
function cheapestOpeningPlan(requiredPlans: unknown): string | null {
  if (!Array.isArray(requiredPlans)) return null;
  const known = (requiredPlans as RequiredPlan[]).filter((plan) => typeof plan?.plan_monthly_price === 'number');
  if (known.length === 0) return null;
  return known.reduce((cheapest, plan) =>
    (plan.plan_monthly_price ?? 0) < (cheapest.plan_monthly_price ?? 0) ? plan : cheapest,
  ).plan_name;
}

/** subscription_modal: opened by a locked video or program, and by 'Try Again' after a cancelled checkout. */
export function SubscriptionModal({ props }: ModalContentProps) {
  const { t } = useTranslation('subscriptions');
  const opening = cheapestOpeningPlan(props.requiredPlans);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t('subscriptions.intro')}</p>
      {opening && (
        <p className="text-sm font-medium text-slate-800">{t('subscriptions.opensVideo', { plan: opening })}</p>
      )}
      <PlanPicker columns="single" />
    </div>
  );
}
