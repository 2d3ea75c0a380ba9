import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_CATEGORIES, type FilterCategory, type SearchFilters } from '../../api/event-search-state.ts';
import { Button } from '../../components/ui/button.component.tsx';
import { todayIso } from '../../lib/event-display.ts';

type FilterPanelProps = { filters: SearchFilters; onApply: (filters: SearchFilters) => void };

/**
 * Course type and preferred date. Choices wait for Apply; clicking the chosen course type
 * again clears it.
 */
export function FilterPanel({ filters, onApply }: FilterPanelProps) {
  const { t } = useTranslation('event-search');
  const dateId = useId();
  const [category, setCategory] = useState<FilterCategory | undefined>(filters.category);
  const [date, setDate] = useState(filters.date ?? '');

  return (
    <form
      aria-label={t('eventSearch.filters.label')}
      onSubmit={(formEvent) => {
        formEvent.preventDefault();
        onApply({ ...(category ? { category } : {}), ...(date ? { date } : {}) });
      }}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:flex-row lg:items-end"
    >
      <fieldset className="flex min-w-0 flex-1 flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('eventSearch.filters.courseType')}</legend>
        <div className="flex flex-wrap gap-2">
          {FILTER_CATEGORIES.map((name) => {
            const chosen = category === name;
            return (
              <button
                key={name}
                type="button"
                aria-pressed={chosen}
                onClick={() => setCategory(chosen ? undefined : name)}
                className={`rounded-full border px-3 py-1.5 text-sm font-medium transition-colors ${
                  chosen
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
                }`}
              >
                {name}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="flex items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={dateId} className="text-sm font-medium text-slate-800">
            {t('eventSearch.filters.date')}
          </label>
          <input
            id={dateId}
            type="date"
            value={date}
            min={todayIso()}
            onChange={(changeEvent) => setDate(changeEvent.target.value)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          />
        </div>
        <Button type="submit">{t('eventSearch.filters.apply')}</Button>
      </div>
    </form>
  );
}
