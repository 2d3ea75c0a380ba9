import { formatPhoneNumber, PHONE_PREFIX } from '@cordee/shared/phone';
import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field.component.tsx';

type PhoneFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'leading' | 'type'> & {
  value: string;
  /** Receives the number already grouped 3-3-rest, e.g. "123 456 7890". */
  onValueChange: (formatted: string) => void;
};

/** The country is fixed to Canada: "+1" is shown before the number, not typed. */
export function PhoneField({ value, onValueChange, id, ...props }: PhoneFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const prefixId = `${inputId}-prefix`;

  return (
    <TextField
      {...props}
      id={inputId}
      type="tel"
      inputMode="tel"
      value={value}
      onChange={(event) => onValueChange(formatPhoneNumber(event.target.value))}
      describedBy={prefixId}
      leading={
        <span
          id={prefixId}
          className="ml-1.5 rounded-md border-r border-slate-200 bg-slate-50 py-1 pr-2.5 pl-2 text-sm font-medium text-slate-700"
        >
          {PHONE_PREFIX}
        </span>
      }
    />
  );
}

type FormPhoneFieldProps<T extends FieldValues> = Omit<PhoneFieldProps, 'value' | 'onValueChange' | 'name'> & {
  control: Control<T>;
  name: Path<T>;
};

/** A PhoneField bound to a react-hook-form field (every phone number of the app's forms). */
export function FormPhoneField<T extends FieldValues>({ control, name, ...props }: FormPhoneFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, ...field } }) => (
        <PhoneField {...props} value={value} onValueChange={onChange} {...field} />
      )}
    />
  );
}
