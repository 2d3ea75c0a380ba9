import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { Button } from './button.component.tsx';
import { ModalDialog } from './modal-dialog.component.tsx';

type WarningDialogProps = {
  title: ReactNode;
  body: ReactNode;
  /** Shown under the body, e.g. why the last try failed. */
  error?: ReactNode;
  /** While the action runs, Escape, the backdrop and Cancel wait for it. */
  busy: boolean;
  cancelLabel: string;
  onCancel: () => void;
  /** The action's button, beside Cancel. */
  action: ReactNode;
  /** Where focus goes on close when the button that opened the dialog is gone (a deleted row's). */
  fallbackFocus?: () => HTMLElement | null | undefined;
};

/**
 * An alert dialog asking to confirm something hard to undo (a deletion, a block): a warning icon, the
 * question, Cancel and the action. Focus starts on Cancel, so Enter never confirms by accident.
 */
export function WarningDialog({
  title,
  body,
  error,
  busy,
  cancelLabel,
  onCancel,
  action,
  fallbackFocus,
}: WarningDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  return (
    <ModalDialog
      role="alertdialog"
      onDismiss={onCancel}
      dismissible={!busy}
      labelledBy={titleId}
      describedBy={bodyId}
      initialFocus={cancelRef}
      fallbackFocus={fallbackFocus}
      className="m-auto w-[calc(100vw-2rem)] max-w-md rounded-2xl shadow-2xl"
      bodyClassName="p-6"
    >
      <div className="flex items-start gap-4">
        <span className="rounded-full bg-red-50 p-2.5 text-red-700">
          <TriangleAlert aria-hidden="true" className="size-5" />
        </span>
        <div className="flex flex-col gap-2">
          <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
            {title}
          </h2>
          <p id={bodyId} className="text-sm text-slate-700">
            {body}
          </p>
          {error}
        </div>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button ref={cancelRef} variant="secondary" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>
        {action}
      </div>
    </ModalDialog>
  );
}
