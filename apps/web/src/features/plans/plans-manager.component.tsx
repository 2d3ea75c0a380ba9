import { formatPrice } from '@cordee/shared/money';
import { isFreePlan } from '@cordee/shared/plan-rules';
import type { Plan } from '@cordee/shared/plans.contracts';
import { Check, ClipboardList, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.component.tsx';
import { LoadError } from '../../components/ui/load-error.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { DeleteConfirmDialog } from '../../shell/modals/delete-confirm.component.tsx';
import { openModal } from '../../shell/modals/modal.store.ts';
import { useDeletePlan, usePlans } from './plans.api.ts';

const ID_PATTERN = /^[1-9]\d{0,9}$/;

/** Training Plans: the plan cards, Add New, and the 'Selected Plan' panel the `plan_id` query opens. */
export function PlansManager() {
  const { t } = useTranslation('plans');
  const plans = usePlans();
  const [params, setParams] = useSearchParams();
  const raw = params.get('plan_id');
  const selectedId = raw !== null && ID_PATTERN.test(raw) ? Number(raw) : null;

  const select = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('plan_id');
    else next.set('plan_id', String(id));
    setParams(next);
  };

  const addButton = (
    <Button onClick={() => openModal('plan_modal')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('plans.addNew')}
    </Button>
  );

  if (plans.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4" />
        {t('plans.loading')}
      </p>
    );
  }
  if (plans.isError) {
    return <LoadError error={plans.error} onRetry={() => void plans.refetch()} retrying={plans.isFetching} />;
  }

  const list = plans.data;
  const selected = selectedId === null ? null : (list.find((plan) => plan.id === selectedId) ?? null);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">{addButton}</div>
      {list.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <ClipboardList aria-hidden="true" className="size-8 text-slate-400" />
          <p className="text-lg font-semibold text-slate-900">{t('plans.empty')}</p>
          <p className="text-sm text-slate-600">{t('plans.emptyText')}</p>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          {selectedId !== null && (
            <div className="lg:order-2">
              <SelectedPlan plan={selected} onClose={() => select(null)} />
            </div>
          )}
          <ul aria-label={t('plans.listLabel')} className="grid content-start gap-4 sm:grid-cols-2 lg:order-1">
            {list.map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} selected={plan.id === selectedId} onSelect={() => select(plan.id)} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function PlanPrices({ plan }: { plan: Plan }) {
  const { t } = useTranslation('plans');
  if (isFreePlan(plan)) return <p className="text-2xl font-bold text-slate-900">{t('plans.free')}</p>;
  return (
    <div>
      <p className="text-2xl font-bold text-slate-900">
        {t('plans.perMonth', { price: formatPrice(plan.plan_monthly_price) })}
      </p>
      <p className="text-sm text-slate-600">{t('plans.perYear', { price: formatPrice(plan.plan_yearly_price) })}</p>
    </div>
  );
}

function PlanCard({ plan, selected, onSelect }: { plan: Plan; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation('plans');
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected || undefined}
      className={`flex h-full w-full flex-col gap-3 rounded-2xl border bg-white p-5 text-left shadow-sm transition-colors hover:border-brand-400 ${
        selected ? 'border-brand-600 ring-2 ring-brand-600/30' : 'border-slate-200'
      }`}
    >
      <span className="text-lg font-semibold text-slate-900">{plan.plan_name}</span>
      <PlanPrices plan={plan} />
      <span className="text-sm text-slate-600">{t('plans.featureCount', { count: plan.features.length })}</span>
    </button>
  );
}

/** The 'Selected Plan' panel: details, Edit Plan, and Delete Plan when the plan costs something. */
function SelectedPlan({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  const { t } = useTranslation('plans');
  const deletePlan = useDeletePlan();
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the plan shown.
  useEffect(() => {
    headingRef.current?.focus();
  }, [plan?.id]);

  return (
    <section
      aria-labelledby="selected-plan-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-4"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t('plans.selected.title')}</p>
          <h2
            id="selected-plan-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold text-slate-900 focus:outline-none"
          >
            {plan?.plan_name ?? t('plans.selected.title')}
          </h2>
        </div>
        <Button variant="ghost" aria-label={t('plans.selected.close')} onClick={onClose}>
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {plan === null ? (
        <p className="text-sm text-slate-600">{t('plans.selected.notFound')}</p>
      ) : (
        <>
          <h3 className="text-sm font-semibold text-slate-800">{t('plans.selected.details')}</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-600">{t('plans.selected.name')}</dt>
            <dd className="font-medium text-slate-900">{plan.plan_name}</dd>
            <dt className="text-slate-600">{t('plans.selected.monthly')}</dt>
            <dd className="font-medium text-slate-900">{formatPrice(plan.plan_monthly_price)}</dd>
            <dt className="text-slate-600">{t('plans.selected.yearly')}</dt>
            <dd className="font-medium text-slate-900">{formatPrice(plan.plan_yearly_price)}</dd>
          </dl>
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-800">{t('plans.selected.features')}</h3>
            {plan.features.length === 0 ? (
              <p className="text-sm text-slate-600">{t('plans.selected.noFeatures')}</p>
            ) : (
              <ul className="flex flex-col gap-1.5 text-sm text-slate-800">
                {plan.features.map((feature, index) => (
                  // Features may repeat; their place in the list is what tells them apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is shown, never reordered.
                  <li key={index} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => openModal('plan_modal', { plan })}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('plans.selected.edit')}
            </Button>
            {!isFreePlan(plan) && (
              <Button variant="secondary" className="text-red-700" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('plans.selected.delete')}
              </Button>
            )}
          </div>
          <DeleteConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            type={t('plans.deleteType')}
            onConfirm={async () => {
              const answer = await deletePlan.mutateAsync(plan.id);
              onClose();
              return answer;
            }}
          />
        </>
      )}
    </section>
  );
}
