import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import type { StatisticsTab } from './statistics-query.ts';

export const STATISTICS_TABS: readonly StatisticsTab[] = ['climbers', 'guides'];

type StatisticsTabsProps = {
  value: StatisticsTab;
  onSelect: (tab: StatisticsTab) => void;
  label: string;
  tabLabel: (tab: StatisticsTab) => string;
  /** Beside the tab list on wide screens (the date range). */
  aside: ReactNode;
  /** The chosen tab's panel. */
  children: ReactNode;
};

/**
 * The Climbers / Guides tabs, written out (WAI-ARIA tabs: arrow keys, Home and End move and select;
 * one tab stop) rather than with Radix Tabs: its 8.5 KiB would take this screen's first visit past its
 * JavaScript budget (decision 0026).
 */
export function StatisticsTabs({ value, onSelect, label, tabLabel, aside, children }: StatisticsTabsProps) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const current = STATISTICS_TABS.indexOf(value);
    const last = STATISTICS_TABS.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = next === undefined ? undefined : STATISTICS_TABS[next];
    if (next === undefined || !tab) return;
    event.preventDefault();
    onSelect(tab);
    tabs.current[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          className="inline-flex w-fit gap-1 rounded-xl bg-slate-100 p-1"
        >
          {STATISTICS_TABS.map((tab, index) => {
            const selected = tab === value;
            return (
              <button
                key={tab}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`statistics-tab-${tab}`}
                aria-selected={selected}
                aria-controls={`statistics-panel-${tab}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => onSelect(tab)}
                className={`min-h-11 rounded-lg px-5 py-2 text-sm font-semibold transition-colors ${
                  selected ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'
                }`}
              >
                {tabLabel(tab)}
              </button>
            );
          })}
        </div>
        {aside}
      </div>
      <div
        role="tabpanel"
        id={`statistics-panel-${value}`}
        aria-labelledby={`statistics-tab-${value}`}
        className="flex flex-col gap-5"
      >
        {children}
      </div>
    </div>
  );
}
