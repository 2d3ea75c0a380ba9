import { type ComponentProps, type ReactNode, useId } from 'react';

export function CheckboxField({ label, id, ...input }: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode }) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className="flex items-start gap-2.5">
      <input
        id={inputId}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-600"
        {...input}
      />
      <label htmlFor={inputId} className="text-sm text-slate-700">
        {label}
      </label>
    </div>
  );
}
