import { SEARCH_QUERY_MAX_LENGTH } from '@cordee/shared/event-search-limits';
import { LocateFixed, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.component.tsx';

type SearchFormProps = {
  /** The query of the current keyword search, shown in the box. */
  initialQuery: string;
  onSearch: (query: string) => void;
  onNearMe: () => void;
  locating: boolean;
};

/** The search box: 'Let's Go' with an empty box says so instead of searching. */
export function SearchForm({ initialQuery, onSearch, onNearMe, locating }: SearchFormProps) {
  const { t } = useTranslation('event-search');
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [query, setQuery] = useState(initialQuery);
  const [error, setError] = useState<string | null>(null);

  const submit = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) {
      setError(t('eventSearch.search.empty'));
      return;
    }
    setError(null);
    onSearch(trimmed);
  };

  return (
    <search>
      <form onSubmit={submit} noValidate className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="sr-only">
          {t('eventSearch.search.label')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div
            className={`flex min-w-0 flex-1 items-center rounded-lg border bg-white shadow-sm focus-within:ring-2 ${
              error
                ? 'border-red-400 focus-within:ring-red-200'
                : 'border-slate-300 focus-within:border-brand-500 focus-within:ring-brand-100'
            }`}
          >
            <Search aria-hidden="true" className="ml-3 size-4 shrink-0 text-slate-500" />
            <input
              id={inputId}
              type="search"
              value={query}
              onChange={(changeEvent) => setQuery(changeEvent.target.value)}
              placeholder={t('eventSearch.search.placeholder')}
              maxLength={SEARCH_QUERY_MAX_LENGTH}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="min-w-0 flex-1 rounded-lg bg-transparent px-3 py-2.5 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none"
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" className="flex-1 sm:flex-none">
              {t('eventSearch.search.submit')}
            </Button>
            <Button variant="secondary" onClick={onNearMe} busy={locating} className="flex-1 sm:flex-none">
              {!locating && <LocateFixed aria-hidden="true" className="size-4" />}
              {locating ? t('eventSearch.search.locating') : t('eventSearch.search.nearMe')}
            </Button>
          </div>
        </div>
        {error && (
          <p id={errorId} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </form>
    </search>
  );
}
