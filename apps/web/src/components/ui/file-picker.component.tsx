import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

type FilePickerProps = Omit<ComponentProps<'input'>, 'type' | 'className' | 'children'> & {
  /** Ties the label to the input: required, since the label is the only visible control. */
  id: string;
  label: string;
  icon: LucideIcon;
  /** What may be picked, shown beside the button. */
  hint: ReactNode;
  /** For the hint, when the input or its fieldset is described by it. */
  hintId?: string;
};

/**
 * A file input shown as a button, with what it accepts beside it. The real input stays focusable (visually
 * hidden); its label is what sighted users click, and follows the input's focus and disabled state (`peer`).
 */
export function FilePicker({ id, label, icon: Icon, hint, hintId, ...inputProps }: FilePickerProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <input id={id} type="file" className="peer sr-only" {...inputProps} />
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:text-slate-500"
      >
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </label>
      <p id={hintId} className="text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}
