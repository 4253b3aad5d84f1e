import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import type { RefObject } from 'react';
import { createPortal } from 'react-dom';

export type TooltipSide = 'top' | 'right' | 'bottom' | 'left';

/** The tooltip itself, beside its trigger, kept in view (flipped, shifted) as the page scrolls. */
export const TooltipBubble = ({
  id,
  anchor,
  side,
  label,
}: {
  id: string;
  anchor: RefObject<HTMLElement | null>;
  side: TooltipSide;
  label: string;
}) => {
  const { refs, floatingStyles } = useFloating({
    placement: side,
    elements: { reference: anchor.current },
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  return createPortal(
    <div
      ref={refs.setFloating}
      id={id}
      role="tooltip"
      style={floatingStyles}
      className="pointer-events-none z-50 w-max max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md"
    >
      {label}
    </div>,
    document.body,
  );
};
