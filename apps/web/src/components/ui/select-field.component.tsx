import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { FormField } from './form-field.component.tsx';

type SelectFieldProps = ComponentProps<'select'> & { label: string; error?: string };

/**
 * A labelled native select with its error below: every keyboard and screen reader knows it, and typing a
 * letter jumps to an option.
 */
export function SelectField({ label, error, id, children, ...select }: SelectFieldProps) {
  return (
    <FormField label={label} error={error} id={id}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            className={`w-full appearance-none rounded-lg border bg-white py-2.5 pr-10 pl-3.5 text-sm text-slate-900 shadow-sm focus:ring-2 focus:outline-none ${
              error
                ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
                : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
            }`}
            {...select}
          >
            {children}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          />
        </div>
      )}
    </FormField>
  );
}
