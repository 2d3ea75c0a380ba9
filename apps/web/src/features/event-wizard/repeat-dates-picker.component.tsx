import 'react-day-picker/style.css';
import { DayPicker } from 'react-day-picker';
import { useTranslation } from 'react-i18next';

/** 'YYYY-MM-DD' as a local calendar day (midnight), which is how the day picker thinks of dates. */
export function dayOf(iso: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

export function isoOf(day: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

type RepeatDatesPickerProps = {
  /** Only dates between the start and end dates may be chosen. */
  startDate: string;
  endDate: string;
  value: string[];
  onChange: (dates: string[]) => void;
  error?: string;
};

/** Spec 2 §2.7 step 1, repeat "custom": the guide picks the dates on a calendar (repeat_dates). */
export function RepeatDatesPicker({ startDate, endDate, value, onChange, error }: RepeatDatesPickerProps) {
  const { t } = useTranslation('event-wizard');
  const start = dayOf(startDate);
  const end = dayOf(endDate);
  const selected = value.map(dayOf).filter((day): day is Date => day !== undefined);

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('eventWizard.details.customDates')}</legend>
      <p className="text-xs text-slate-600">{t('eventWizard.details.customDatesChosen', { count: selected.length })}</p>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white p-2 [&_.rdp-root]:[--rdp-accent-background-color:var(--color-brand-50)] [&_.rdp-root]:[--rdp-accent-color:var(--color-brand-600)]">
        <DayPicker
          mode="multiple"
          weekStartsOn={0}
          selected={selected}
          defaultMonth={start}
          startMonth={start}
          endMonth={end}
          disabled={[...(start ? [{ before: start }] : []), ...(end ? [{ after: end }] : [])]}
          onSelect={(days) => onChange((days ?? []).map(isoOf).sort())}
        />
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
