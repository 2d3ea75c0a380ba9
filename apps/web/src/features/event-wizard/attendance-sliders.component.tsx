import { ATTENDANCE_MAX, ATTENDANCE_MIN } from '@cordee/shared/event-limits';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type Attendance = { attendance_min: number; attendance_limit: number };

/**
 * Spec 2 §2.7 step 3: the minimum cannot reach or pass the limit. Moving one slider past the other
 * pushes the other along, so the pair always stays valid.
 */
export function clampAttendance(changed: keyof Attendance, value: number, current: Attendance): Attendance {
  const bounded = Math.min(ATTENDANCE_MAX, Math.max(ATTENDANCE_MIN, Math.round(value)));
  if (changed === 'attendance_min') {
    const min = Math.min(bounded, ATTENDANCE_MAX - 1);
    return { attendance_min: min, attendance_limit: Math.max(current.attendance_limit, min + 1) };
  }
  const limit = Math.max(bounded, ATTENDANCE_MIN + 1);
  return { attendance_min: Math.min(current.attendance_min, limit - 1), attendance_limit: limit };
}

type AttendanceSlidersProps = {
  value: Attendance;
  onChange: (value: Attendance) => void;
  error?: string;
};

/** Two labelled range inputs, 1 to 30 by 1, with their values written beside them. */
export function AttendanceSliders({ value, onChange, error }: AttendanceSlidersProps) {
  const { t } = useTranslation('event-wizard');
  const id = useId();
  const sliders = [
    { field: 'attendance_min', label: t('eventWizard.pricing.attendanceMin') },
    { field: 'attendance_limit', label: t('eventWizard.pricing.attendanceLimit') },
  ] as const;

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('eventWizard.pricing.attendance')}</legend>
      {sliders.map(({ field, label }) => {
        const inputId = `${id}-${field}`;
        const valueText = t('eventWizard.pricing.people', { count: value[field] });
        return (
          <div key={field} className="flex flex-col gap-1">
            <div className="flex items-center justify-between text-sm">
              <label htmlFor={inputId} className="text-slate-800">
                {label}
              </label>
              <output htmlFor={inputId} className="font-semibold text-brand-700 tabular-nums">
                {valueText}
              </output>
            </div>
            <input
              id={inputId}
              type="range"
              min={ATTENDANCE_MIN}
              max={ATTENDANCE_MAX}
              step={1}
              value={value[field]}
              aria-valuetext={valueText}
              onChange={(event) => onChange(clampAttendance(field, Number(event.target.value), value))}
              className="w-full accent-brand-600"
            />
          </div>
        );
      })}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
