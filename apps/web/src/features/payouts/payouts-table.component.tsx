import type { Payout } from '@cordee/shared/payouts.contracts';
import { ArrowDownToLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import { formatCents } from './payout-money.ts';

const KNOWN_STATUSES = ['paid', 'pending', 'in_transit', 'canceled', 'failed'] as const;
type KnownStatus = (typeof KNOWN_STATUSES)[number];

function isKnownStatus(status: string): status is KnownStatus {
  return (KNOWN_STATUSES as readonly string[]).includes(status);
}

/** `created` is in epoch seconds. */
function formatPayoutDate(created: number): string {
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(created * 1000));
}

/** The payouts sent to the guide's bank: amount (cents ÷ 100), description, date and status. */
export function PayoutsTable({ payouts }: { payouts: readonly Payout[] }) {
  const { t } = useTranslation('payouts');
  // A status this build does not know yet (a newer provider) is shown as sent rather than hidden.
  const statusLabel = (status: string) =>
    isKnownStatus(status) ? t(`payout.payouts.status.${status}`) : status.replaceAll('_', ' ');

  if (payouts.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center">
        <ArrowDownToLine aria-hidden="true" className="size-6 text-slate-500" />
        <p className="font-semibold text-slate-900">{t('payout.payouts.empty')}</p>
        <p className="text-sm text-slate-600">{t('payout.payouts.emptyBody')}</p>
      </div>
    );
  }

  const headerClass = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className="sr-only">{t('payout.payouts.tableLabel')}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={headerClass}>
              {t('payout.payouts.columns.amount')}
            </th>
            <th scope="col" className={headerClass}>
              {t('payout.payouts.columns.description')}
            </th>
            <th scope="col" className={headerClass}>
              {t('payout.payouts.columns.date')}
            </th>
            <th scope="col" className={headerClass}>
              {t('payout.payouts.columns.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {payouts.map((payout) => (
            <tr key={payout.id}>
              <th scope="row" className="px-4 py-3 text-left font-semibold whitespace-nowrap text-slate-900">
                {formatCents(payout.amount, payout.currency)}
              </th>
              <td className="px-4 py-3 text-slate-700">{payout.description ?? t('payout.payouts.noDescription')}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatPayoutDate(payout.created)}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800 capitalize">
                  {statusLabel(payout.status)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
