import type { HomeStat } from '@cordee/shared/home.contracts';
import { formatAmount } from '@cordee/shared/money';
import {
  ArrowLeftRight,
  Banknote,
  CalendarCheck,
  CreditCard,
  Hourglass,
  type LucideIcon,
  Minus,
  Mountain,
  Ticket,
  TrendingDown,
  TrendingUp,
  UserCheck,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format.ts';
import type dashboard from '../../locales/en/dashboard.json';

type StatLabel = keyof (typeof dashboard)['dashboard']['stats'];

/** The stat keys the server sends per role; their labels are in the catalogue. */
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

/** "+25% vs previous 7 days", "-10% …" or "No change …"; nothing when the server had nothing to compare. */
function Trend({ change }: { change: number | null }) {
  const { t } = useTranslation('dashboard');
  if (change === null) return null;
  const [Icon, tone, text] =
    change > 0
      ? [TrendingUp, 'text-emerald-700', t('dashboard.trend.up', { percent: formatCount(change) })]
      : change < 0
        ? [TrendingDown, 'text-red-700', t('dashboard.trend.down', { percent: formatCount(-change) })]
        : [Minus, 'text-slate-600', t('dashboard.trend.same')];
  return (
    <p className={`flex items-center gap-1.5 text-xs font-medium ${tone}`}>
      <Icon aria-hidden="true" className="size-4" />
      {text}
    </p>
  );
}

export function StatCardList({ stats }: { stats: readonly HomeStat[] }) {
  const { t } = useTranslation('dashboard');
  // A key this build does not know yet (a newer server) is skipped rather than shown unlabelled.
  const known = stats.filter((stat): stat is HomeStat & { key: StatLabel } => isKnownStat(stat.key));

  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {known.map((stat) => {
        const Icon = STAT_ICONS[stat.key];
        return (
          <li
            key={stat.key}
            className="flex min-w-0 flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-3.5 shadow-sm sm:gap-3 sm:p-5"
          >
            <div className="flex items-start justify-between gap-2 sm:items-center sm:gap-3">
              <div className="flex flex-col">
                <h2 className="text-sm font-medium text-slate-600">{t(`dashboard.stats.${stat.key}`)}</h2>
                {stat.period === 'last_7_days' && (
                  <span className="text-xs text-slate-500">{t('dashboard.period.last_7_days')}</span>
                )}
              </div>
              <span className="hidden rounded-lg bg-brand-50 p-2 text-brand-700 min-[480px]:inline-flex">
                <Icon aria-hidden="true" className="size-5" />
              </span>
            </div>
            <p className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
              {stat.kind === 'money' ? formatAmount(stat.value) : formatCount(stat.value)}
            </p>
            <Trend change={stat.change_percent} />
          </li>
        );
      })}
    </ul>
  );
}
