import { ACTIVITY_LEVEL_MAX, ACTIVITY_LEVEL_MIN } from '@cordee/shared/catalogue';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity } from './climber-draft.ts';

type ActivityLevelSlidersProps = {
  legend: string;
  hint?: string;
  value: readonly Activity[];
  onChange: (activities: Activity[]) => void;
};

/** One labelled slider per activity, 0 to 100 by 1, with its value written beside it. */
export function ActivityLevelSliders({ legend, hint, value, onChange }: ActivityLevelSlidersProps) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;

  const setLevel = (name: Activity['name'], level: number) =>
    onChange(value.map((activity) => (activity.name === name ? { ...activity, level } : activity)));

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint && (
        <p id={hintId} className="-mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {value.map((activity, index) => {
        const inputId = `${id}-${index}`;
        const levelText = t('climberWizard.activityLevel', { level: activity.level });
        return (
          <div key={activity.name} className="flex flex-col gap-1">
            <div className="flex items-center justify-between text-sm">
              <label htmlFor={inputId} className="text-slate-800">
                {activity.name}
              </label>
              <output htmlFor={inputId} className="font-semibold text-brand-700 tabular-nums">
                {levelText}
              </output>
            </div>
            <input
              id={inputId}
              type="range"
              min={ACTIVITY_LEVEL_MIN}
              max={ACTIVITY_LEVEL_MAX}
              step={1}
              value={activity.level}
              aria-valuetext={levelText}
              onChange={(event) => setLevel(activity.name, Number(event.target.value))}
              className="w-full accent-brand-600"
            />
          </div>
        );
      })}
    </fieldset>
  );
}
