import { formatAmount } from '@cordee/shared/money';
import type { Statistics, StatisticsCard } from '@cordee/shared/statistics.contracts';
import { ChartColumn } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { messageOf } from '../../lib/error-message.ts';
import { formatCount } from '../../lib/format.ts';
import { useStatistics } from './statistics.api.ts';
import { ChartDrawingModule, StatisticsChart } from './statistics-chart.component.tsx';
import {
  formatChartDay,
  isoDayOf,
  presetOf,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
  rangeBounds,
  statisticsParamsOf,
} from './statistics-query.ts';
import { StatisticsTabs } from './statistics-tabs.component.tsx';

/**
 * Statistics: the figures of the climbers or the guides (tab in `?state=`) over a range of days (in
 * `?from=&to=`), as cards and three charts. Reloading or sharing the address shows the same view.
 */
export function StatisticsView({ today = isoDayOf(new Date()) }: { today?: string }) {
  const { t } = useTranslation('statistics');
  const [search, setSearch] = useSearchParams();
  const params = statisticsParamsOf(search);
  const statistics = useStatistics(params);
  const data = statistics.data;

  // The charting code downloads alongside the figures instead of after them.
  useEffect(() => {
    void ChartDrawingModule.preload().catch(() => undefined);
  }, []);

  // The inputs show the range asked for, or the one the server chose when none was.
  const range =
    params.from && params.to
      ? { from: params.from, to: params.to }
      : data
        ? { from: data.from, to: data.to }
        : presetRange('last30', today);

  const update = (changes: Record<string, string | undefined>) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const rangeError =
    isApiError(statistics.error) && statistics.error.status === 422
      ? (statistics.error.firstErrorOf('to') ??
        statistics.error.firstErrorOf('from') ??
        statistics.error.firstErrorOf('state') ??
        messageOf(statistics.error))
      : undefined;

  return (
    <StatisticsTabs
      value={params.state}
      onSelect={(tab) => update({ state: tab === 'guides' ? 'guides' : undefined })}
      label={t('statistics.tabs.label')}
      tabLabel={(tab) => t(`statistics.tabs.${tab}`)}
      aside={
        <RangeControls
          range={range}
          today={today}
          error={rangeError}
          onChange={(next) => update({ from: next.from, to: next.to })}
        />
      }
    >
      <StatisticsBody
        data={data}
        pending={statistics.isPending}
        refreshing={statistics.isPlaceholderData}
        error={rangeError ? undefined : statistics.error}
        retrying={statistics.isFetching}
        onRetry={() => void statistics.refetch()}
      />
    </StatisticsTabs>
  );
}

type RangeControlsProps = {
  range: { from: string; to: string };
  today: string;
  error: string | undefined;
  onChange: (range: { from: string; to: string }) => void;
};

function RangeControls({ range, today, error, onChange }: RangeControlsProps) {
  const { t } = useTranslation('statistics');
  const bounds = rangeBounds(range, today);
  const active = presetOf(range, today);
  const inputClass = `min-h-11 rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-100 ${
    error ? 'border-red-400' : 'border-slate-300'
  }`;

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{t('statistics.range.label')}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t('statistics.range.from')}
          <input
            type="date"
            value={range.from}
            min={bounds.from.min}
            max={bounds.from.max}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'statistics-range-error' : undefined}
            onChange={(event) => {
              if (event.target.value) onChange({ from: event.target.value, to: range.to });
            }}
            className={inputClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t('statistics.range.to')}
          <input
            type="date"
            value={range.to}
            min={bounds.to.min}
            max={bounds.to.max}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'statistics-range-error' : undefined}
            onChange={(event) => {
              if (event.target.value) onChange({ from: range.from, to: event.target.value });
            }}
            className={inputClass}
          />
        </label>
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('statistics.range.presets')}</legend>
        {RANGE_PRESETS.map((preset: RangePreset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={active === preset}
            onClick={() => onChange(presetRange(preset, today))}
            className="min-h-9 rounded-full border border-slate-300 bg-white px-3 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
          >
            {t(`statistics.range.${preset}`)}
          </button>
        ))}
      </fieldset>
      {error && (
        <p id="statistics-range-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type StatisticsBodyProps = {
  data: Statistics | undefined;
  pending: boolean;
  refreshing: boolean;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
};

function StatisticsBody({ data, pending, refreshing, error, retrying, onRetry }: StatisticsBodyProps) {
  const { t } = useTranslation('statistics');
  if (!data) {
    if (pending)
      return (
        <div role="status" className="flex items-center justify-center gap-3 py-16 text-brand-700">
          <Spinner className="size-6" />
          <span className="text-sm font-medium text-slate-600">{t('statistics.loading')}</span>
        </div>
      );
    return error ? <LoadError error={error} onRetry={onRetry} retrying={retrying} /> : null;
  }

  const nothingHappened =
    data.signups.every((day) => day.count === 0) &&
    data.bookings.every((day) => day.count === 0) &&
    data.locations.length === 0;

  return (
    <div aria-busy={refreshing || undefined} className={`flex flex-col gap-5 ${refreshing ? 'opacity-70' : ''}`}>
      <p className="text-sm text-slate-600">
        {t('statistics.range.showing', { from: formatChartDay(data.from), to: formatChartDay(data.to) })}
      </p>
      <ul aria-label={t('statistics.cards.label')} className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {data.cards.map((card) => (
          <StatCard key={card.key} card={card} />
        ))}
      </ul>
      {nothingHappened ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <span className="rounded-full bg-brand-50 p-3 text-brand-700">
            <ChartColumn aria-hidden="true" className="size-7" />
          </span>
          <h2 className="text-lg font-semibold text-slate-900">{t('statistics.empty.title')}</h2>
          <p className="max-w-sm text-sm text-slate-600">
            {t('statistics.empty.body', { from: formatChartDay(data.from), to: formatChartDay(data.to) })}
          </p>
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <StatisticsChart id="signups" kind="days" label={t('statistics.charts.signups')} rows={data.signups} />
          <StatisticsChart id="bookings" kind="days" label={t('statistics.charts.bookings')} rows={data.bookings} />
          <div className="lg:col-span-2">
            <StatisticsChart
              id="locations"
              kind="locations"
              label={t('statistics.charts.locations')}
              rows={data.locations}
            />
          </div>
        </div>
      )}
    </div>
  );
}

function StatCard({ card }: { card: StatisticsCard }) {
  const { t } = useTranslation('statistics');
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <span className="text-xs font-medium text-slate-600 sm:text-sm">{t(`statistics.cards.${card.key}`)}</span>
      <span className="text-xl font-bold text-slate-900 tabular-nums sm:text-2xl">
        {card.kind === 'money' ? formatAmount(card.value) : formatCount(card.value)}
      </span>
    </li>
  );
}
