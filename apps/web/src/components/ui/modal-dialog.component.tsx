import { type ReactNode, type RefObject, useLayoutEffect, useRef, useSyncExternalStore } from 'react';

/** The modal dialogs open now, the topmost last: everything outside the topmost one is inert. */
const openDialogs: HTMLDialogElement[] = [];
const openDialogListeners = new Set<() => void>();

function changeOpenDialogs(change: () => void) {
  change();
  for (const listener of openDialogListeners) listener();
}

/**
 * The topmost open modal dialog, or null. The page outside it is inert, so what must stay usable while it
 * is open (the alerts) is drawn inside it.
 */
export function useTopmostModalDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(
    (listener) => {
      openDialogListeners.add(listener);
      return () => openDialogListeners.delete(listener);
    },
    () => openDialogs.at(-1) ?? null,
    () => null,
  );
}

type ModalDialogProps = {
  /** Escape or a press on the backdrop: the owner decides whether and how it closes. */
  onDismiss: () => void;
  /** While false (a delete in flight), Escape and the backdrop do nothing. */
  dismissible?: boolean;
  /** The id of the element that names the dialog (its title). */
  labelledBy: string;
  describedBy?: string;
  /** `alertdialog` for a confirmation that interrupts, such as a delete. */
  role?: 'dialog' | 'alertdialog';
  /**
   * Size and place of the box. `m-auto` centres it: the browser centres a modal dialog with auto margins,
   * which Tailwind's reset sets to 0.
   */
  className: string;
  /** The box's inside: padding, scrolling, layout. It fills the box, so a press outside it is the backdrop. */
  bodyClassName: string;
  /** Focused once open; without it the browser focuses the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close when the element that opened it has gone (a deleted row's button). */
  fallbackFocus?: () => HTMLElement | null | undefined;
  /** Runs once it has closed and focus is back where it came from. */
  onClosed?: () => void;
  children: ReactNode;
};

/**
 * A modal dialog on the browser's own `<dialog>`, shown with `showModal()`: the page's top layer draws it
 * above everything, the rest of the page becomes inert (no focus, no clicks, hidden from screen
 * readers), and Escape asks it to close. Radix's Dialog did the same in script and weighed 12 KiB on
 * every page that opens a modal, the course detail among them (decision 0024).
 *
 * Mounted means open: the owner renders it only while it should show. Focus returns to the element that
 * had it when the dialog opened.
 */
export function ModalDialog({
  onDismiss,
  dismissible = true,
  labelledBy,
  describedBy,
  role = 'dialog',
  className,
  bodyClassName,
  initialFocus,
  fallbackFocus,
  onClosed,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Read by the effect's cleanup, which must see the latest callbacks rather than those of the first render.
  const latest = useRef({ fallbackFocus, onClosed });
  latest.current = { fallbackFocus, onClosed };
  // `close` fires a task after `close()`: the dialog's own closing on unmount is not a request to dismiss.
  const closingOnPurpose = useRef(false);
  const pressedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    changeOpenDialogs(() => openDialogs.push(dialog));
    initialFocus?.current?.focus();
    return () => {
      changeOpenDialogs(() => openDialogs.splice(openDialogs.indexOf(dialog), 1));
      if (dialog.open) {
        closingOnPurpose.current = true;
        dialog.close();
      }
      const target = opener?.isConnected ? opener : latest.current.fallbackFocus?.();
      target?.focus();
      latest.current.onClosed?.();
    };
  }, [initialFocus]);

  const dismiss = () => {
    if (dismissible) onDismiss();
  };

  return (
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={`overflow-hidden bg-white p-0 text-slate-900 backdrop:bg-slate-950/40 backdrop:backdrop-blur-[2px] ${className}`}
      onKeyDown={(event) => {
        // Handled here rather than left to the browser's `cancel`: a popover or an inner dialog that used
        // the key first has prevented its default, and only the innermost one closes.
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        dismiss();
      }}
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
      onClose={() => {
        if (closingOnPurpose.current) {
          closingOnPurpose.current = false;
          return;
        }
        // The browser closed it by itself (some close requests cannot be refused): the owner follows,
        // or, mid-operation, it opens again.
        if (dismissible) onDismiss();
        else dialogRef.current?.showModal();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Both ends of the press on the backdrop: a text selection dragged out of the box does not close it.
        if (pressedOnBackdrop.current && event.target === event.currentTarget) dismiss();
        pressedOnBackdrop.current = false;
      }}
    >
      <div className={bodyClassName}>{children}</div>
    </dialog>
  );
}
