import { Check } from 'lucide-react';
import { type Ref, useId } from 'react';

type SkillToggleListProps = {
  legend: string;
  hint?: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (skills: string[]) => void;
  error?: string;
  /** Receives the first button, so a form can move focus to the list when it has an error. */
  firstButtonRef?: Ref<HTMLButtonElement>;
};

/** Skills chosen by click, and unchosen by a second click: toggle buttons with aria-pressed. */
export function SkillToggleList({
  legend,
  hint,
  options,
  value,
  onChange,
  error,
  firstButtonRef,
}: SkillToggleListProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  const toggle = (skill: string) =>
    onChange(value.includes(skill) ? value.filter((chosen) => chosen !== skill) : [...value, skill]);

  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {options.map((skill, index) => {
          const pressed = value.includes(skill);
          return (
            <button
              key={skill}
              ref={index === 0 ? firstButtonRef : undefined}
              type="button"
              aria-pressed={pressed}
              onClick={() => toggle(skill)}
              className={`inline-flex items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors ${
                pressed
                  ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
              }`}
            >
              {pressed && <Check aria-hidden="true" className="size-3.5" />}
              {skill}
            </button>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
