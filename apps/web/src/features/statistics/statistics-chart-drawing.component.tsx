import { BarChart, type BarChartOptions, type BarDrawEvent } from 'chartist';
import { useEffect, useRef, useState } from 'react';
import { formatCount } from '../../lib/format.ts';
import { formatChartDay } from './statistics-query.ts';
import './statistics-charts.css';

/**
 * The drawn part of a Statistics chart, the only module that imports the charting library (Chartist:
 * decision 0026 says why not Recharts). The screen loads it on its own, lazily, so no other screen pays
 * for it. What a chart says is also written out beside it for screen readers
 * (statistics-chart.component.tsx); the drawing is hidden from them.
 */
export type ChartDrawingProps =
  | { kind: 'days'; label: string; rows: ReadonlyArray<{ day: string; count: number }> }
  | { kind: 'locations'; label: string; rows: ReadonlyArray<{ address: string; count: number }> };

/** The height of the drawing, the same as the box that holds its place while it loads (h-64). */
const HEIGHT_PX = 256;
/** A day label ("Nov 03, 2026") takes about this much width; labels that would overlap are left out. */
const DAY_LABEL_PX = 100;
/** Long addresses are cut on the axis; the tooltip and the table keep them whole. */
const ADDRESS_LABEL_CHARS = 20;
const LOCATIONS_AXIS_PX = 150;

type Hover = { text: string; x: number; y: number };

export function ChartDrawing(props: ChartDrawingProps) {
  const box = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<Hover | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: props is a new object each render; its parts are listed.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const days = props.kind === 'days';
    const labels = days ? props.rows.map((row) => row.day) : props.rows.map((row) => row.address);
    const counts = props.rows.map((row) => row.count);
    const tips = labels.map(
      (label, index) => `${days ? formatChartDay(label) : label}: ${formatCount(counts[index] ?? 0)}`,
    );
    // Read at each drawing: Chartist draws again when the window is resized.
    const labelEvery = () =>
      Math.max(1, Math.ceil(labels.length / Math.max(2, Math.floor(element.clientWidth / DAY_LABEL_PX))));
    const options: BarChartOptions = days
      ? {
          height: `${HEIGHT_PX}px`,
          // Room for half a day label on each side: a label is centred under its bar.
          chartPadding: { top: 12, right: 36, bottom: 0, left: 16 },
          axisX: {
            showGrid: false,
            labelInterpolationFnc: (day, index) => (index % labelEvery() === 0 ? formatChartDay(String(day)) : null),
          },
          axisY: { onlyInteger: true, offset: 36, labelInterpolationFnc: (value) => formatCount(Number(value)) },
        }
      : {
          height: `${HEIGHT_PX}px`,
          horizontalBars: true,
          // Chartist draws the first category at the bottom: reversed, the busiest address stays on top.
          reverseData: true,
          chartPadding: { top: 12, right: 16, bottom: 0, left: 0 },
          axisX: { onlyInteger: true, labelInterpolationFnc: (value) => formatCount(Number(value)) },
          axisY: {
            offset: LOCATIONS_AXIS_PX,
            showGrid: false,
            labelInterpolationFnc: (address) => {
              const text = String(address);
              return text.length > ADDRESS_LABEL_CHARS ? `${text.slice(0, ADDRESS_LABEL_CHARS - 1)}…` : text;
            },
          },
        };
    const chart = new BarChart(element, { labels, series: [counts] }, options);
    const reversed = !days;
    chart.on('draw', (event) => {
      if (event.type !== 'bar') return;
      const bar = event as BarDrawEvent;
      const slots = labels.length || 1;
      const slot = (days ? bar.chartRect.width() : bar.chartRect.height()) / slots;
      // Bars as thick as their slot allows (a year of days still shows every day), never wider than 32 px.
      bar.element.attr({ style: `stroke-width: ${Math.max(1, Math.min(32, slot * 0.7))}px` });
      const index = reversed ? labels.length - 1 - bar.index : bar.index;
      const node = bar.element.getNode<SVGElement>();
      node.addEventListener('mouseenter', () => {
        const within = element.getBoundingClientRect();
        const at = node.getBoundingClientRect();
        setHover({
          text: tips[index] ?? '',
          x: at.left - within.left + at.width / 2,
          y: at.top - within.top,
        });
      });
      node.addEventListener('mouseleave', () => setHover(null));
    });
    return () => {
      chart.detach();
      element.replaceChildren();
    };
    // The rows come from the query's data: the same array until the figures change.
  }, [props.kind, props.rows, props.label]);

  return (
    <div className="statistics-chart relative h-64">
      <div ref={box} className="h-64" />
      {hover && (
        <div
          className="pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full rounded-md bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow"
          style={{ left: hover.x, top: hover.y - 6 }}
        >
          {hover.text}
        </div>
      )}
    </div>
  );
}
