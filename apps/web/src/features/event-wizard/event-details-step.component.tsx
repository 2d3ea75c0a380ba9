import { occurrenceDatesOf, REPEAT_KINDS } from '@cordee/shared/event-schedule';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/ui/checkbox-field.component.tsx';
import { TextField } from '../../components/ui/text-field.component.tsx';
import { ChoiceGroup } from './choice-group.component.tsx';
import { type EventDraft, eventPayloadOf, SINGLE_DAY_LENGTHS } from './event-draft.ts';
import type { StepProps } from './event-wizard-steps.ts';
import { RepeatDatesPicker } from './repeat-dates-picker.component.tsx';

/** How many dates the repeat rule gives, as the server will store them; null until the dates make sense. */
export function occurrenceCountOf(draft: EventDraft): number | null {
  const payload = eventPayloadOf(draft);
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  if (!iso.test(payload.start_date) || !iso.test(payload.end_date) || payload.start_date > payload.end_date) {
    return null;
  }
  return occurrenceDatesOf({
    start_date: payload.start_date,
    end_date: payload.end_date,
    repeat: draft.repeat,
    repeat_at: draft.repeat_at,
    repeat_dates: draft.repeat_dates,
  }).length;
}

/** Step 1: the event's name, how long it lasts and when it runs. */
export function EventDetailsStep({ draft, update, errors }: StepProps) {
  const { t } = useTranslation('event-wizard');
  const id = useId();
  const singleDay = draft.duration_type === 'single';
  // A one-off single-day trip ends the day it starts; the payload sends the start date as its end.
  const showEndDate = !singleDay || draft.repeat;
  const occurrences = draft.repeat ? occurrenceCountOf(draft) : null;

  const setStartDate = (start_date: string) =>
    update((current) => ({
      start_date,
      // An end date before the new start would only produce an error: it follows the start.
      end_date: !current.end_date || current.end_date < start_date ? start_date : current.end_date,
    }));

  return (
    <div className="flex flex-col gap-5">
      <TextField
        label={t('eventWizard.details.name')}
        value={draft.event_name}
        maxLength={200}
        onChange={(event) => update({ event_name: event.target.value })}
        error={errors.event_name}
      />

      <ChoiceGroup
        legend={t('eventWizard.details.durationType')}
        name="duration_type"
        value={draft.duration_type}
        onChange={(duration_type) => update({ duration_type })}
        options={[
          { value: 'single', label: t('eventWizard.details.singleDay') },
          { value: 'multi', label: t('eventWizard.details.multiDay') },
        ]}
      />

      {singleDay ? (
        <div className="flex flex-col gap-3">
          <ChoiceGroup
            legend={t('eventWizard.details.length')}
            hint={t('eventWizard.details.lengthHint')}
            name="single_day_length"
            value={draft.single_day_length}
            onChange={(single_day_length) => update({ single_day_length })}
            options={SINGLE_DAY_LENGTHS.map((length) => ({
              value: length,
              label: t(`eventWizard.details.lengths.${length}`),
            }))}
            error={errors.event_duration}
          />
          {draft.single_day_length === 'hours' && (
            <TextField
              label={t('eventWizard.details.hours')}
              type="number"
              inputMode="numeric"
              min={1}
              max={24}
              step={1}
              className="max-w-40"
              value={draft.duration_hours}
              onChange={(event) => update({ duration_hours: event.target.value })}
            />
          )}
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('eventWizard.details.days')}
            type="number"
            inputMode="numeric"
            min={2}
            max={60}
            step={1}
            value={draft.duration_days}
            onChange={(event) => update({ duration_days: event.target.value })}
            error={errors.event_duration}
          />
          <TextField
            label={t('eventWizard.details.nights')}
            hint={t('eventWizard.details.optional')}
            type="number"
            inputMode="numeric"
            min={0}
            max={60}
            step={1}
            value={draft.duration_nights}
            onChange={(event) => update({ duration_nights: event.target.value })}
          />
        </div>
      )}

      <CheckboxField
        label={t('eventWizard.details.repeat')}
        checked={draft.repeat}
        onChange={(event) => update({ repeat: event.target.checked })}
      />

      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={draft.repeat ? t('eventWizard.details.firstDate') : t('eventWizard.details.startDate')}
          type="date"
          value={draft.start_date}
          onChange={(event) => setStartDate(event.target.value)}
          error={errors.start_date}
        />
        {showEndDate && (
          <TextField
            label={draft.repeat ? t('eventWizard.details.lastDate') : t('eventWizard.details.endDate')}
            type="date"
            min={draft.start_date || undefined}
            value={draft.end_date}
            onChange={(event) => update({ end_date: event.target.value })}
            error={errors.end_date}
          />
        )}
      </div>

      {draft.repeat && (
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-repeat-at`} className="text-sm font-medium text-slate-800">
              {t('eventWizard.details.repeatAt')}
            </label>
            <select
              id={`${id}-repeat-at`}
              value={draft.repeat_at}
              aria-invalid={errors.repeat_at ? true : undefined}
              aria-describedby={errors.repeat_at ? `${id}-repeat-at-error` : undefined}
              onChange={(event) => update({ repeat_at: event.target.value as EventDraft['repeat_at'] })}
              className="max-w-60 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm"
            >
              {REPEAT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`eventWizard.details.repeatKinds.${kind}`)}
                </option>
              ))}
            </select>
            {errors.repeat_at && (
              <p id={`${id}-repeat-at-error`} className="text-sm text-red-700">
                {errors.repeat_at}
              </p>
            )}
          </div>
          {draft.repeat_at === 'custom' && (
            <RepeatDatesPicker
              startDate={draft.start_date}
              endDate={draft.end_date}
              value={draft.repeat_dates}
              onChange={(repeat_dates) => update({ repeat_dates })}
              error={errors.repeat_dates}
            />
          )}
          <p aria-live="polite" className="text-sm text-slate-700">
            {occurrences === null
              ? t('eventWizard.details.occurrencesPending')
              : t('eventWizard.details.occurrences', { count: occurrences })}
          </p>
        </div>
      )}
      {!draft.repeat && errors.repeat_dates && <p className="text-sm text-red-700">{errors.repeat_dates}</p>}
    </div>
  );
}
