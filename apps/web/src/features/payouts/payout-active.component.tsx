import type { PayoutOverview } from '@cordee/shared/payouts.contracts';
import { ArrowDownToLine, CircleCheck, ExternalLink, Landmark, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { openModal } from '../../shell/modals/modal.store.ts';
import { openInNewTab } from './external-navigation.ts';
import { PayoutMethodsList } from './payout-methods-list.component.tsx';
import { balanceIn, formatCents } from './payout-money.ts';
import { PayoutStatCards } from './payout-stat-cards.component.tsx';
import { failureMessage, usePayoutDashboardLink } from './payouts.api.ts';
import { PayoutsTable } from './payouts-table.component.tsx';

const sectionTitle = 'text-lg font-semibold text-slate-900';

/** Spec 3 §4 "Payout active": schedule, actions, stats, balance, payout methods and payouts. */
export function PayoutActive({ overview }: { overview: PayoutOverview }) {
  const { t } = useTranslation('payouts');
  const dashboard = usePayoutDashboardLink();
  const { account } = overview;
  const currency = account?.default_currency ?? overview.stats.currency;
  // Spec 3 §9: the schedule text defaults to 'business day' when the provider gives no interval.
  const interval = account?.settings.payouts.schedule.interval || t('payout.active.defaultInterval');

  const openDashboard = () => {
    if (!account) return;
    dashboard.mutate(account.id, {
      onSuccess: ({ url }) => {
        try {
          openInNewTab(url);
        } catch (error) {
          showAlert('danger', failureMessage(error));
        }
      },
      onError: (error) => showAlert('danger', failureMessage(error)),
    });
  };

  return (
    <div className="flex flex-col gap-8">
      <section
        aria-labelledby="payout-active-title"
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <div className="flex flex-col gap-1">
          <h2 id="payout-active-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <CircleCheck aria-hidden="true" className="size-6 text-emerald-600" />
            {t('payout.active.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('payout.active.schedule', { interval })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => openModal('withdraw_funds')}>
            <ArrowDownToLine aria-hidden="true" className="size-4" />
            {t('payout.actions.withdraw')}
          </Button>
          <Button variant="secondary" onClick={() => openModal('new_payment')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('payout.actions.addBankAccount')}
          </Button>
          <Button variant="secondary" onClick={() => openModal('banks')}>
            <Landmark aria-hidden="true" className="size-4" />
            {t('payout.actions.bankAccounts')}
          </Button>
          <Button variant="secondary" busy={dashboard.isPending} disabled={!account} onClick={openDashboard}>
            {!dashboard.isPending && <ExternalLink aria-hidden="true" className="size-4" />}
            {t('payout.actions.dashboard')}
            <span className="sr-only"> {t('payout.actions.dashboardNewTab')}</span>
          </Button>
        </div>
      </section>

      <PayoutStatCards stats={overview.stats} />

      <section aria-labelledby="payout-balance-title" className="flex flex-col gap-3">
        <h2 id="payout-balance-title" className={sectionTitle}>
          {t('payout.balance.title')}
        </h2>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm font-medium text-slate-600">{t('payout.balance.available')}</dt>
            <dd className="text-2xl font-bold text-slate-900">
              {formatCents(balanceIn(overview.balance.available, currency), currency)}
            </dd>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm font-medium text-slate-600">{t('payout.balance.pending')}</dt>
            <dd className="text-2xl font-bold text-slate-900">
              {formatCents(balanceIn(overview.balance.pending, currency), currency)}
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="payout-methods-title" className="flex flex-col gap-3">
        <h2 id="payout-methods-title" className={sectionTitle}>
          {t('payout.methods.title')}
        </h2>
        <PayoutMethodsList methods={overview.external_accounts} />
      </section>

      <section aria-labelledby="payout-payouts-title" className="flex flex-col gap-3">
        <h2 id="payout-payouts-title" className={sectionTitle}>
          {t('payout.payouts.title')}
        </h2>
        <PayoutsTable payouts={overview.payouts} />
      </section>
    </div>
  );
}
