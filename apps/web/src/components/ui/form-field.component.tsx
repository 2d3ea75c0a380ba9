import { type ReactNode, useId } from 'react';

/** What the control of a FormField spreads on itself: the label points at `id`, the hint and error describe it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: ReactNode;
  /** The first message for this field, from the client checks or the server. */
  error?: string;
  hint?: ReactNode;
  /** The control's id when the screen needs to know it; generated otherwise. */
  id?: string;
  /** Other ids that describe the control (the "+1" before a phone number), read before the hint and error. */
  describedBy?: string;
  className?: string;
  /** The control, given the id and aria attributes that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A labelled control with its hint and error below: the one place that wires `htmlFor`, `aria-invalid`
 * and `aria-describedby`, so a screen reader reads the label, the hint and the error of every input.
 */
export function FormField({ label, error, hint, id, describedBy, className = '', children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const control: FieldControlProps = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined,
  };

  return (
    <div className={className ? `flex flex-col gap-1.5 ${className}` : 'flex flex-col gap-1.5'}>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(control)}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * A field's or a group's error text, in the red of every form. Give it an `id` and point the control's
 * (or the fieldset's) `aria-describedby` at it, so the message is read with what it is about.
 */
export function FieldError({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {message}
    </p>
  );
}
