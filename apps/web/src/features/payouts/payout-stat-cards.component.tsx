import type { PayoutStats } from '@cordee/shared/payouts.contracts';
import { Banknote, CalendarCheck, type LucideIcon, Mountain, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format.ts';
import { formatCents } from './payout-money.ts';

type Card = { key: string; label: string; value: string; period: string; icon: LucideIcon };

/**
 * Spec 3 §2 Payout stats: Gross and Net balance over the last 7 days (money in cents; net is gross less
 * the platform's 10%, computed by the server), Total events and Total bookings all time.
 */
export function PayoutStatCards({ stats }: { stats: PayoutStats }) {
  const { t } = useTranslation('payouts');
  const lastDays = t('payout.stats.lastDays');
  const allTime = t('payout.stats.allTime');
  const cards: Card[] = [
    {
      key: 'gross',
      label: t('payout.stats.gross'),
      value: formatCents(stats.gross, stats.currency),
      period: lastDays,
      icon: Banknote,
    },
    {
      key: 'net',
      label: t('payout.stats.net'),
      value: formatCents(stats.net, stats.currency),
      period: lastDays,
      icon: Wallet,
    },
    {
      key: 'events',
      label: t('payout.stats.totalEvents'),
      value: formatCount(stats.total_events),
      period: allTime,
      icon: Mountain,
    },
    {
      key: 'bookings',
      label: t('payout.stats.totalBookings'),
      value: formatCount(stats.total_bookings),
      period: allTime,
      icon: CalendarCheck,
    },
  ];

  return (
    <section aria-label={t('payout.stats.label')}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map(({ key, label, value, period, icon: Icon }) => (
          <li key={key} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-center justify-between gap-3">
              <h3 className="text-sm font-medium text-slate-600">{label}</h3>
              <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
            </div>
            <p className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{value}</p>
            <p className="text-xs font-medium text-slate-600">{period}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
