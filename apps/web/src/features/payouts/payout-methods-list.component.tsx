import type { PayoutMethod } from '@cordee/shared/payouts.contracts';
import { CreditCard, Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';
import { noticeOf } from '../../lib/notice-words.ts';
import { showAlert } from '../../shell/alerts/alert.store.ts';
import { defaultBadgeIndex } from './payout-methods.ts';
import { failureMessage, useMakeDefaultBankAccount } from './payouts.api.ts';

/**
 * The guide's payout methods: bank name and account holder (or card brand), the last four
 * digits, routing number and currency, with the 'Default' badge or a "Make default" action.
 */
export function PayoutMethodsList({ methods }: { methods: readonly PayoutMethod[] }) {
  const { t } = useTranslation('payouts');
  const makeDefault = useMakeDefaultBankAccount();
  const badgeIndex = defaultBadgeIndex(methods);

  if (methods.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
        {t('payout.methods.empty')}
      </p>
    );
  }

  const onMakeDefault = (method: PayoutMethod) =>
    makeDefault.mutate(method.id, {
      onSuccess: (answer) => showAlert('success', noticeOf(answer)),
      onError: (error) => showAlert('danger', failureMessage(error)),
    });

  return (
    <ul aria-label={t('payout.methods.listLabel')} className="flex flex-col gap-3">
      {methods.map((method, index) => {
        const isCard = method.object === 'card';
        const Icon = isCard ? CreditCard : Landmark;
        const title = isCard
          ? (method.brand ?? t('payout.methods.card'))
          : (method.bank_name ?? t('payout.methods.bankAccount'));
        const holder = method.account_holder_name ?? method.name;
        const pending = makeDefault.isPending && makeDefault.variables === method.id;
        return (
          <li
            key={method.id}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 items-start gap-3">
              <span className="rounded-lg bg-slate-100 p-2 text-slate-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="flex min-w-0 flex-col gap-0.5 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  {title}
                  {index === badgeIndex && (
                    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                      {t('payout.methods.default')}
                    </span>
                  )}
                </p>
                {holder && <p className="text-slate-700">{holder}</p>}
                <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-slate-600">
                  <span>
                    {/* Screen readers would read the dots one by one; they get words instead. */}
                    <span aria-hidden="true">{t('payout.methods.last4', { last4: method.last4 })}</span>
                    <span className="sr-only">{t('payout.methods.last4Label', { last4: method.last4 })}</span>
                  </span>
                  {method.routing_number && (
                    <span>{t('payout.methods.routing', { routing: method.routing_number })}</span>
                  )}
                  {isCard && method.exp_month !== null && method.exp_year !== null && (
                    <span>{t('payout.methods.cardExpiry', { month: method.exp_month, year: method.exp_year })}</span>
                  )}
                  <span>{method.currency.toUpperCase()}</span>
                </p>
              </div>
            </div>
            {index !== badgeIndex && (
              <Button
                variant="secondary"
                busy={pending}
                disabled={makeDefault.isPending}
                onClick={() => onMakeDefault(method)}
                className="shrink-0 self-start sm:self-auto"
              >
                {t('payout.methods.makeDefault')}
                <span className="sr-only">
                  {' '}
                  {t('payout.methods.makeDefaultFor', { name: title, last4: method.last4 })}
                </span>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
