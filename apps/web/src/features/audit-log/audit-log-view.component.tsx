import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@cordee/shared/audit-actions';
import { ChevronLeft, ChevronRight, ScrollText, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.component.tsx';
import { LoadError } from '../../components/ui/load-error.component.tsx';
import { SelectField } from '../../components/ui/select-field.component.tsx';
import { Spinner } from '../../components/ui/spinner.component.tsx';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useDebouncedValue } from '../../lib/debounced-value.hook.ts';
import { useWindowWidth } from '../../lib/device-class.hook.ts';
import { messageOf } from '../../lib/error-message.ts';
import { useAuditLog } from './audit-log.api.ts';
import { AuditLogCards, AuditLogTable } from './audit-log-entries.component.tsx';
import { auditLogParamsOf, hasFilters } from './audit-log-query.ts';

/** The search is sent once typing pauses, not on every key. */
export const AUDIT_SEARCH_DEBOUNCE_MS = 300;
/** The six-column table from this width; cards below it. */
const TABLE_FROM_PX = 1024;

/**
 * The audit log of staff actions, newest first: filters (search, action, target, days) and the page kept
 * in the address, a table on wide screens and cards on phones. Read only: the app never edits an entry.
 */
export function AuditLogView() {
  const { t } = useTranslation('audit-log');
  const [address, setAddress] = useSearchParams();
  const params = auditLogParamsOf(address);
  const log = useAuditLog(params);
  const asTable = useWindowWidth() >= TABLE_FROM_PX;

  const [searchInput, setSearchInput] = useState(params.search);
  const search = useDebouncedValue(searchInput.trim(), AUDIT_SEARCH_DEBOUNCE_MS);

  /** A changed filter starts again at page 1; changing the page keeps the filters. */
  const update = (changes: Record<string, string | undefined>, keepPage = false) =>
    setAddress(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!keepPage) next.delete('page');
        return next;
      },
      { replace: true },
    );

  // The address follows the search box once typing pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new search moves the address.
  useEffect(() => {
    if (search !== params.search) update({ search });
  }, [search]);

  const data = log.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const filtered = hasFilters(params);
  const busy = log.isFetching && log.isPlaceholderData;
  const rangeError =
    isApiError(log.error) && log.error.status === 422
      ? (log.error.firstErrorOf('from') ?? log.error.firstErrorOf('to') ?? messageOf(log.error))
      : undefined;

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[minmax(12rem,1.5fr)_repeat(2,minmax(10rem,1fr))_repeat(2,auto)_auto] lg:items-end">
        <legend className="sr-only">{t('auditLog.filters.label')}</legend>
        <TextField
          label={t('auditLog.filters.search')}
          type="search"
          placeholder={t('auditLog.filters.searchPlaceholder')}
          autoComplete="off"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          leading={<Search aria-hidden="true" className="ml-3 size-4 shrink-0 text-slate-500" />}
          className="sm:col-span-2 lg:col-span-1"
        />
        <SelectField
          label={t('auditLog.filters.action')}
          value={params.action ?? ''}
          onChange={(event) => update({ action: event.target.value })}
        >
          <option value="">{t('auditLog.filters.anyAction')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`auditLog.actions.${action}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('auditLog.filters.targetType')}
          value={params.targetType ?? ''}
          onChange={(event) => update({ target_type: event.target.value })}
        >
          <option value="">{t('auditLog.filters.anyTarget')}</option>
          {AUDIT_TARGET_TYPES.map((target) => (
            <option key={target} value={target}>
              {t(`auditLog.targets.${target}`)}
            </option>
          ))}
        </SelectField>
        <DayInput
          label={t('auditLog.filters.from')}
          value={params.from ?? ''}
          max={params.to}
          invalid={rangeError !== undefined}
          onChange={(from) => update({ from })}
        />
        <DayInput
          label={t('auditLog.filters.to')}
          value={params.to ?? ''}
          min={params.from}
          invalid={rangeError !== undefined}
          onChange={(to) => update({ to })}
        />
        <Button
          variant="ghost"
          disabled={!filtered && searchInput === ''}
          onClick={() => {
            setSearchInput('');
            setAddress(new URLSearchParams(), { replace: true });
          }}
        >
          {t('auditLog.filters.clear')}
        </Button>
        {rangeError && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2 lg:col-span-6">
            {rangeError}
          </p>
        )}
      </fieldset>

      <div role="status" className="sr-only">
        {busy ? t('auditLog.searching') : ''}
      </div>

      {log.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-12 text-brand-700">
          <Spinner className="size-6" />
          <span className="text-sm font-medium text-slate-600">{t('auditLog.loading')}</span>
        </div>
      ) : !data ? (
        rangeError ? null : (
          <LoadError error={log.error} onRetry={() => void log.refetch()} retrying={log.isFetching} />
        )
      ) : data.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <span className="rounded-full bg-brand-50 p-3 text-brand-700">
            <ScrollText aria-hidden="true" className="size-7" />
          </span>
          <h2 className="text-lg font-semibold text-slate-900">
            {filtered ? t('auditLog.empty.filtered') : t('auditLog.empty.title')}
          </h2>
        </div>
      ) : asTable ? (
        <AuditLogTable entries={data.data} busy={busy} />
      ) : (
        <AuditLogCards entries={data.data} busy={busy} />
      )}

      {data && pageCount > 1 && (
        <nav aria-label={t('auditLog.pagination.label')} className="flex items-center justify-between gap-3">
          <Button
            variant="secondary"
            disabled={params.page <= 1}
            onClick={() => update({ page: params.page > 2 ? String(params.page - 1) : undefined }, true)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t('auditLog.pagination.previous')}
          </Button>
          <p aria-live="polite" className="text-sm text-slate-700">
            {t('auditLog.pagination.status', { page: Math.min(params.page, pageCount), pages: pageCount })}
          </p>
          <Button
            variant="secondary"
            disabled={params.page >= pageCount}
            onClick={() => update({ page: String(params.page + 1) }, true)}
          >
            {t('auditLog.pagination.next')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </nav>
      )}
    </div>
  );
}

type DayInputProps = {
  label: string;
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  invalid: boolean;
  onChange: (day: string) => void;
};

function DayInput({ label, value, min, max, invalid, onChange }: DayInputProps) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
      {label}
      <input
        type="date"
        value={value}
        min={min}
        max={max}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`min-h-11 rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-100 ${
          invalid ? 'border-red-400' : 'border-slate-300'
        }`}
      />
    </label>
  );
}
