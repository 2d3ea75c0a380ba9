import { type ReactNode, Suspense, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { PartLoadBoundary } from '../../components/ui/part-load-boundary.component.tsx';
import { formatCount } from '../../lib/format.ts';
import { preloadableLazy } from '../../lib/preloadable-lazy.ts';
import type { ChartDrawingProps } from './statistics-chart-drawing.component.tsx';
import { formatChartDay } from './statistics-query.ts';

/**
 * The charting library is the heaviest part of this screen and no other screen uses it: it arrives in
 * its own download, asked for as soon as the screen mounts (alongside the figures, not after them).
 */
export const ChartDrawingModule = preloadableLazy(() =>
  import('./statistics-chart-drawing.component.tsx').then((module) => module.ChartDrawing),
);

/** Every chart box is this tall, drawn or not, so nothing moves when the drawing arrives. */
const CHART_BOX = 'h-64';

type StatisticsChartProps = ChartDrawingProps & { id: string };

/**
 * One chart of the Statistics screen: its title, a one-sentence summary and a table of its figures for
 * screen readers, and the drawing (hidden from them: the table says the same).
 */
export function StatisticsChart(props: StatisticsChartProps) {
  const { t } = useTranslation('statistics');
  const [, retried] = useReducer((count: number) => count + 1, 0);
  const titleId = `${props.id}-title`;
  const figures = summaryFigures(props);
  let summary = props.label;
  if (figures.kind === 'locations' && figures.top)
    summary = t('statistics.charts.locationsSummary', {
      title: props.label,
      count: props.rows.length,
      top: figures.top.address,
      topCount: formatCount(figures.top.count),
    });
  if (figures.kind === 'days' && figures.peak)
    summary = t('statistics.charts.summary', {
      title: props.label,
      total: formatCount(figures.total),
      days: props.rows.length,
      peakDay: formatChartDay(figures.peak.day),
      peak: formatCount(figures.peak.count),
    });

  return (
    <figure
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <figcaption className="flex flex-col gap-0.5">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {props.label}
        </h2>
        <p className="sr-only">{summary}</p>
      </figcaption>
      <div className={CHART_BOX} aria-hidden="true">
        <PartLoadBoundary
          className={`${CHART_BOX} rounded-lg bg-slate-50 p-4`}
          onRetry={() => {
            ChartDrawingModule.reload();
            retried();
          }}
        >
          <ChartSuspense>
            <ChartDrawingModule {...props} />
          </ChartSuspense>
        </PartLoadBoundary>
      </div>
      <ChartTable {...props} />
    </figure>
  );
}

function ChartSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ChartPlaceholder />}>{children}</Suspense>;
}

function ChartPlaceholder() {
  const { t } = useTranslation('statistics');
  return (
    <div className={`${CHART_BOX} animate-pulse rounded-lg bg-slate-100`}>
      <span className="sr-only">{t('statistics.charts.loading')}</span>
    </div>
  );
}

function ChartTable(props: ChartDrawingProps) {
  const { t } = useTranslation('statistics');
  // The box is hidden, not the table: a table grows to fit its cells whatever width it is given.
  return (
    <div className="sr-only">
      <table>
        <caption>{t('statistics.charts.table', { title: props.label })}</caption>
        <thead>
          <tr>
            <th scope="col">{props.kind === 'days' ? t('statistics.charts.day') : t('statistics.charts.address')}</th>
            <th scope="col">{t('statistics.charts.count')}</th>
          </tr>
        </thead>
        <tbody>
          {props.kind === 'days'
            ? props.rows.map((row) => (
                <tr key={row.day}>
                  <th scope="row">{formatChartDay(row.day)}</th>
                  <td>{formatCount(row.count)}</td>
                </tr>
              ))
            : props.rows.map((row) => (
                <tr key={row.address}>
                  <th scope="row">{row.address}</th>
                  <td>{formatCount(row.count)}</td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

/** What a one-sentence summary of the chart needs: its total and peak, or its busiest address. */
function summaryFigures(props: ChartDrawingProps) {
  if (props.kind === 'locations') {
    const top = props.rows.reduce<{ address: string; count: number } | undefined>(
      (best, row) => (!best || row.count > best.count ? row : best),
      undefined,
    );
    return { kind: 'locations' as const, top };
  }
  const total = props.rows.reduce((sum, row) => sum + row.count, 0);
  const peak = props.rows.reduce<{ day: string; count: number } | undefined>(
    (best, row) => (!best || row.count > best.count ? row : best),
    undefined,
  );
  return { kind: 'days' as const, total, peak };
}
