import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './form-field.component.tsx';

export type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** The first message for this field, from the client schema or the server. */
  error?: string;
  hint?: string;
  /** Shown inside the box before the input, e.g. the "+1" of a phone number. */
  leading?: ReactNode;
  /** Shown inside the box after the input, e.g. a show-password toggle. */
  trailing?: ReactNode;
  /** Extra ids that describe the input (such as the id of the leading text). */
  describedBy?: string;
};

export function TextField({
  label,
  error,
  hint,
  leading,
  trailing,
  describedBy,
  id,
  className = '',
  ...input
}: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} id={id} describedBy={describedBy} className={className}>
      {(control) => (
        <div
          className={`flex items-center rounded-lg border bg-white shadow-sm transition-colors focus-within:ring-2 ${
            error
              ? 'border-red-400 focus-within:border-red-500 focus-within:ring-red-200'
              : 'border-slate-300 focus-within:border-brand-500 focus-within:ring-brand-100'
          }`}
        >
          {leading}
          <input
            {...control}
            className="min-w-0 flex-1 rounded-lg bg-transparent px-3.5 py-2.5 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none focus-visible:outline-none"
            {...input}
          />
          {trailing}
        </div>
      )}
    </FormField>
  );
}

/**
 * An email input: the email keyboard, and the browser's saved email unless the form says otherwise
 * (`autoComplete="off"` for someone else's address, `"username"` for a sign-in identifier).
 */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="email" inputMode="email" autoComplete="email" {...props} />;
}
