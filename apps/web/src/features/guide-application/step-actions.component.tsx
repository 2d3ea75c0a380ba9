import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.component.tsx';

type StepActionsProps = {
  /** Back (or Cancel on the first step): a secondary button that leaves without sending the form. */
  secondaryLabel: string;
  onSecondary: () => void;
  submitLabel: string;
  busy?: boolean;
  disabled?: boolean;
  /** Says why the submit button is disabled, tied to it for screen readers. */
  note?: ReactNode;
  noteId?: string;
};

/** The buttons at the foot of every application step: the way on is the form's submit button. */
export function StepActions({
  secondaryLabel,
  onSecondary,
  submitLabel,
  busy,
  disabled,
  note,
  noteId,
}: StepActionsProps) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onSecondary} className="sm:flex-1">
          {secondaryLabel}
        </Button>
        <Button
          type="submit"
          busy={busy}
          disabled={disabled}
          aria-describedby={note ? noteId : undefined}
          className="sm:flex-1"
        >
          {submitLabel}
        </Button>
      </div>
      {note && (
        <p id={noteId} className="text-sm text-slate-600">
          {note}
        </p>
      )}
    </div>
  );
}
