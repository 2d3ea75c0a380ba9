import { type ComponentProps, type ReactNode, useId } from 'react';

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
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div
        className={`flex items-center rounded-lg border bg-white shadow-sm transition-colors focus-within:ring-2 ${
          error
            ? 'border-red-400 focus-within:border-red-500 focus-within:ring-red-200'
            : 'border-slate-300 focus-within:border-brand-500 focus-within:ring-brand-100'
        }`}
      >
        {leading}
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds}
          className="min-w-0 flex-1 rounded-lg bg-transparent px-3.5 py-2.5 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none focus-visible:outline-none"
          {...input}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * An email input: the email keyboard, and the browser's saved email unless the form says otherwise
 * (`autoComplete="off"` for someone else's address, `"username"` for a sign-in identifier).
 */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="email" inputMode="email" autoComplete="email" {...props} />;
}
