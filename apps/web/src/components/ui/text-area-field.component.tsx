import type { ComponentProps } from 'react';
import { FormField } from './form-field.component.tsx';

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string; hint?: string };

/** The multi-line sibling of the design system's TextField, with the same label, hint and error wiring. */
export function TextAreaField({ label, error, hint, id, className = '', ...textarea }: TextAreaFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <textarea
          {...control}
          className={`min-h-32 rounded-lg border bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm transition-colors placeholder:text-slate-500 focus:ring-2 focus:outline-none ${
            error
              ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
              : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
          }`}
          {...textarea}
        />
      )}
    </FormField>
  );
}
