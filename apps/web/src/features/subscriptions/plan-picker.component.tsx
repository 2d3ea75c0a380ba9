import { isStaffRole } from '@cordee/shared/access-policy';
import { formatPrice } from '@cordee/shared/money';
import { isFreePlan } from '@cordee/shared/plan-rules';
import type { Plan } from '@cordee/shared/plans.contracts';
import type { SubscriptionInterval } from '@cordee/shared/subscriptions.contracts';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { FormAlert } from '../../components/ui/form-alert.component.tsx';
import { messageOf } from '../../lib/error-message.ts';
import { useBootstrapData } from '../../session/bootstrap.api.ts';
import { sendBrowserToProvider } from './provider-redirect.ts';
import { useSubscribe } from './subscriptions.api.ts';

/**
 * The plans with a monthly / yearly switch, the user's plan marked, and Subscribe → the provider's
 * checkout. Used by subscription_modal and the /subscription page. The plans come with GET /api/user.
 */
export function PlanPicker({ columns = 'auto' }: { columns?: 'auto' | 'single' }) {
  const { t } = useTranslation('subscriptions');
  const { plans, subscription, user } = useBootstrapData();
  const [interval, setInterval] = useState<SubscriptionInterval>('month');
  const subscribe = useSubscribe();
  const [error, setError] = useState<string | null>(null);
  const staff = isStaffRole(user.role);
  const currentPlanId = subscription.is_active ? subscription.plan_id : null;
  const freeIsCurrent = currentPlanId === null;

  const choose = (plan: Plan) => {
    setError(null);
    subscribe.mutate(
      { planId: plan.id, interval },
      {
        onSuccess: ({ url }) => sendBrowserToProvider(url),
        onError: (failure) => setError(messageOf(failure)),
      },
    );
  };

  if (plans.length === 0) return <p className="text-sm text-slate-600">{t('subscriptions.noPlans')}</p>;

  return (
    <div className="flex flex-col gap-5">
      {staff && (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{t('subscriptions.staffNote')}</p>
      )}
      <FormAlert message={error} />
      <fieldset className="flex justify-center">
        <legend className="sr-only">{t('subscriptions.intervalLabel')}</legend>
        <div className="inline-flex rounded-full border border-slate-300 bg-slate-100 p-1">
          {(['month', 'year'] as const).map((value) => (
            <label
              key={value}
              className={`cursor-pointer rounded-full px-4 py-1.5 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                interval === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600'
              }`}
            >
              <input
                type="radio"
                name="subscription-interval"
                value={value}
                checked={interval === value}
                onChange={() => setInterval(value)}
                className="sr-only"
              />
              {value === 'month' ? t('subscriptions.monthly') : t('subscriptions.yearly')}
            </label>
          ))}
        </div>
      </fieldset>
      <ul className={`grid gap-4 ${columns === 'auto' ? 'md:grid-cols-3' : ''}`}>
        {plans.map((plan) => {
          const free = isFreePlan(plan);
          const current = free ? freeIsCurrent : plan.id === currentPlanId;
          const price = interval === 'month' ? plan.plan_monthly_price : plan.plan_yearly_price;
          const pending = subscribe.isPending && subscribe.variables?.planId === plan.id;
          return (
            <li
              key={plan.id}
              aria-label={plan.plan_name}
              className={`flex flex-col gap-3 rounded-2xl border bg-white p-5 shadow-sm ${
                current ? 'border-brand-600 ring-2 ring-brand-600/30' : 'border-slate-200'
              }`}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-lg font-semibold text-slate-900">{plan.plan_name}</h3>
                {current && !staff && (
                  <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                    {t('subscriptions.currentPlan')}
                  </span>
                )}
              </div>
              <p className="text-3xl font-bold text-slate-900">
                {free ? t('subscriptions.free') : formatPrice(price)}
                {!free && (
                  <span className="ml-1 text-sm font-medium text-slate-600">
                    {interval === 'month' ? t('subscriptions.perMonth') : t('subscriptions.perYear')}
                  </span>
                )}
              </p>
              <ul className="flex flex-1 flex-col gap-1.5 text-sm text-slate-700">
                {plan.features.map((feature, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: features may repeat and are never reordered.
                  <li key={index} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              {!free && !current && !staff && (
                <Button fullWidth busy={pending} disabled={subscribe.isPending} onClick={() => choose(plan)}>
                  {pending ? t('subscriptions.redirecting') : t('subscriptions.subscribe')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
