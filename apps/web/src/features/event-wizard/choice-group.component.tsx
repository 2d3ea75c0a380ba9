import { Check } from 'lucide-react';
import { type ReactNode, useId } from 'react';

type Option<T extends string> = { value: T; label: ReactNode };

const CHIP =
  'inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600';
const CHIP_ON = 'border-brand-600 bg-brand-600 text-white';
const CHIP_OFF = 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50';

type GroupFrameProps = { legend: string; hint?: string; error?: string; children: ReactNode; hideLegend?: boolean };

function GroupFrame({ legend, hint, error, children, hideLegend = false }: GroupFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} className="min-w-0">
      <legend className={hideLegend ? 'sr-only' : 'mb-2 text-sm font-medium text-slate-800'}>{legend}</legend>
      {hint && (
        <p id={hintId} className="-mt-1 mb-2 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-2">{children}</div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type ChoiceGroupProps<T extends string> = {
  legend: string;
  hint?: string;
  name: string;
  value: T | '';
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  error?: string;
  hideLegend?: boolean;
};

/** One choice among a few, as native radios dressed as chips (keyboard arrows work as users expect). */
export function ChoiceGroup<T extends string>({
  legend,
  hint,
  name,
  value,
  options,
  onChange,
  error,
  hideLegend,
}: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <GroupFrame legend={legend} hint={hint} error={error} hideLegend={hideLegend}>
      {options.map((option) => {
        const inputId = `${id}-${option.value}`;
        const checked = option.value === value;
        return (
          <span key={option.value} className="inline-flex">
            <input
              id={inputId}
              type="radio"
              name={`${id}-${name}`}
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <label htmlFor={inputId} className={`${CHIP} ${checked ? CHIP_ON : CHIP_OFF}`}>
              {option.label}
            </label>
          </span>
        );
      })}
    </GroupFrame>
  );
}

type ChipCheckboxGroupProps<T extends string> = {
  legend: string;
  hint?: string;
  values: readonly T[];
  options: readonly Option<T>[];
  onChange: (values: T[]) => void;
  error?: string;
};

/** Several choices, as native checkboxes dressed as chips. */
export function ChipCheckboxGroup<T extends string>({
  legend,
  hint,
  values,
  options,
  onChange,
  error,
}: ChipCheckboxGroupProps<T>) {
  const id = useId();
  return (
    <GroupFrame legend={legend} hint={hint} error={error}>
      {options.map((option) => {
        const inputId = `${id}-${option.value}`;
        const checked = values.includes(option.value);
        return (
          <span key={option.value} className="inline-flex">
            <input
              id={inputId}
              type="checkbox"
              checked={checked}
              onChange={() =>
                onChange(
                  checked
                    ? values.filter((kept) => kept !== option.value)
                    : options.map((o) => o.value).filter((v) => v === option.value || values.includes(v)),
                )
              }
              className="peer sr-only"
            />
            <label htmlFor={inputId} className={`${CHIP} ${checked ? CHIP_ON : CHIP_OFF}`}>
              {checked && <Check aria-hidden="true" className="size-3.5" />}
              {option.label}
            </label>
          </span>
        );
      })}
    </GroupFrame>
  );
}
