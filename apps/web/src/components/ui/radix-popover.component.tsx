import * as Radix from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';

export type PopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A button; Radix gives it aria-expanded and aria-controls. */
  trigger: ReactElement;
  /** The accessible name of the panel. */
  label: string;
  children: ReactNode;
  className?: string;
};

/**
 * A dropdown panel for content that is not a plain list of commands (a form, a profile card). Radix
 * moves focus into it, closes it on Escape or outside click and returns focus to the trigger.
 */
export function RadixPopover({ open, onOpenChange, trigger, label, children, className = 'w-80' }: PopoverProps) {
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Trigger asChild>{trigger}</Radix.Trigger>
      <Radix.Portal>
        <Radix.Content
          aria-label={label}
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className={`z-40 max-h-[min(36rem,calc(100dvh-6rem))] max-w-[calc(100vw-1.5rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 shadow-xl ${className}`}
        >
          {children}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
