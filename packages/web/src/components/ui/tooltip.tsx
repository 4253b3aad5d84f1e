import { Slot } from 'radix-ui';
import { lazy, type ReactElement, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { TooltipSide } from './tooltip-bubble';

// Decision 79: the trigger's behaviour is here, in every page's script; the bubble and its
// positioning library (floating-ui) are a chunk fetched the first time a tooltip opens. The trigger
// element is the page's own from the first render: loading the bubble never remounts it, so a
// keyboard user keeps the focus.
const TooltipBubble = lazy(async () => ({ default: (await import('./tooltip-bubble')).TooltipBubble }));

/** How long the pointer rests on the trigger before the tooltip opens (docs/design.md §6). */
const OPEN_DELAY_MS = 200;

type TooltipProps = {
  /** The tooltip's text, also its accessible description of the trigger while it shows. */
  label: string;
  side?: TooltipSide;
  /** One focusable element, which receives the tooltip's handlers and description. */
  children: ReactElement;
};

/** A label shown beside an element on hover and on keyboard focus; Escape or the pointer leaving hides it. */
export const Tooltip = ({ label, side = 'top', children }: TooltipProps) => {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  const cancelTimer = () => clearTimeout(timer.current);
  const show = () => {
    cancelTimer();
    setOpen(true);
  };
  const hide = () => {
    cancelTimer();
    setOpen(false);
  };
  // Unmounted while the pointer rests on it: no state set after.
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <Slot.Root
        ref={trigger}
        aria-describedby={open ? id : undefined}
        onPointerEnter={(event) => {
          if (event.pointerType === 'touch') return;
          cancelTimer();
          timer.current = setTimeout(show, OPEN_DELAY_MS);
        }}
        onPointerLeave={hide}
        onPointerDown={hide}
        onFocus={(event) => {
          // A click focuses too: only a keyboard's focus opens it at once.
          if (event.currentTarget.matches(':focus-visible')) show();
        }}
        onBlur={hide}
      >
        {children}
      </Slot.Root>
      {open ? (
        <Suspense fallback={null}>
          <TooltipBubble id={id} anchor={trigger} side={side} label={label} />
        </Suspense>
      ) : null}
    </>
  );
};
