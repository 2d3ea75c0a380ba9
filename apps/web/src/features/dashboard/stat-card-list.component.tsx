import type { StatCard } from '@cordee/shared/bootstrap.contracts';
import { formatAmount } from '@cordee/shared/money';
import {
  ArrowLeftRight,
  Banknote,
  CalendarCheck,
  CreditCard,
  Hourglass,
  type LucideIcon,
  Mountain,
  Ticket,
  TrendingUp,
  UserCheck,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format.ts';
import type en from '../../locales/en/translation.json';

type StatLabel = keyof (typeof en)['home']['stats'];

/** The stat keys the server sends per role (spec 3 §9); their labels are in the catalogue. */
const STAT_ICONS: Record<StatLabel, LucideIcon> = {
  all_bookings: Ticket,
  pending_approval: Hourglass,
  awaiting_payment: CreditCard,
  amount_spent: Banknote,
  total_transactions: ArrowLeftRight,
  payouts: Banknote,
  total_events: Mountain,
  current_bookings: CalendarCheck,
  registered_guides: UserCheck,
  total_climbers: Users,
};

function isKnownStat(key: string): key is StatLabel {
  return key in STAT_ICONS;
}

export function StatCardList({ stats }: { stats: readonly StatCard[] }) {
  const { t } = useTranslation();
  // A key this build does not know yet (a newer server) is skipped rather than shown unlabelled.
  const known = stats.filter((stat): stat is StatCard & { key: StatLabel } => isKnownStat(stat.key));

  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {known.map((stat) => {
        const Icon = STAT_ICONS[stat.key];
        return (
          <li key={stat.key} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-center justify-between gap-3">
              <h2 className="text-sm font-medium text-slate-600">{t(`home.stats.${stat.key}`)}</h2>
              <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
            </div>
            <p className="text-3xl font-bold tracking-tight text-slate-900">
              {stat.kind === 'money' ? formatAmount(stat.value) : formatCount(stat.value)}
            </p>
            <p className="flex items-center gap-1.5 text-xs font-medium text-emerald-700">
              <TrendingUp aria-hidden="true" className="size-4" />
              {t('home.trend')}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
