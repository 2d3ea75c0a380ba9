import { cloneElement, type FocusEvent, lazy, type MouseEvent, type ReactElement, Suspense, useState } from 'react';
import type { PopoverProps } from './radix-popover.component.tsx';

const loadRadixPopover = () => import('./radix-popover.component.tsx');
const RadixPopover = lazy(() => loadRadixPopover().then((module) => ({ default: module.RadixPopover })));

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (event: MouseEvent<HTMLElement>) => void;
};

/**
 * A dropdown panel for content that is not a plain list of commands (a form, a profile card). Radix does
 * the work (focus moves in, Escape and outside clicks close it, focus returns to the trigger), but its
 * popover, positioning and dismiss layers are about 22 KB compressed on every signed-in page while most
 * visits never open one. So the trigger renders as itself until the panel is first wanted; pointing at
 * or focusing it starts the download, and pressing it opens the panel as soon as Radix has arrived.
 */
export function Popover(props: PopoverProps) {
  const trigger = props.trigger as ReactElement<TriggerProps & Record<string, unknown>>;
  const [wanted, setWanted] = useState(false);
  if (props.open && !wanted) setWanted(true);

  if (wanted) {
    return (
      <Suspense fallback={cloneElement(trigger, { 'aria-expanded': true, 'aria-haspopup': 'dialog' })}>
        <RadixPopover {...props} />
      </Suspense>
    );
  }

  const own = trigger.props;
  const preload = () => void loadRadixPopover().catch(() => {});
  return cloneElement(trigger, {
    'aria-expanded': false,
    'aria-haspopup': 'dialog',
    onPointerEnter: (event: MouseEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      preload();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      preload();
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event);
      setWanted(true);
      props.onOpenChange(true);
    },
  });
}
