import type { ReactNode, RefObject } from 'react';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';

/**
 * The dashboard's menu in a sheet, below md. Its own chunk (decision 78): Radix's dialog and its
 * scroll lock load when a phone first opens the menu, not before every first list.
 */
export const MobileMenu = ({
  onClose,
  returnFocusTo,
  children,
}: {
  onClose: () => void;
  /** The header's menu button: the sheet has no Radix trigger, so focus is handed back by hand. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) => (
  <Sheet open onOpenChange={(open) => (open ? undefined : onClose())}>
    <SheetContent
      aria-describedby={undefined}
      className="p-0 pt-4"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusTo.current?.focus();
      }}
    >
      <SheetTitle className="px-4">Menu</SheetTitle>
      {children}
    </SheetContent>
  </Sheet>
);
