import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

type RequiredDialogProps = { title: string; description: string; children: ReactNode };

// docs/design.md §5.4: an onboarding step cannot be dismissed until it is done, so the dialog is always open,
// has no close button and ignores Escape and outside clicks. Radix still traps and returns focus.
const keepOpen = (event: Event) => event.preventDefault();

export const RequiredDialog = ({ title, description, children }: RequiredDialogProps) => (
  <Dialog open>
    <DialogContent
      hideClose
      onEscapeKeyDown={keepOpen}
      onPointerDownOutside={keepOpen}
      onInteractOutside={keepOpen}
      className="sm:max-w-md"
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
    </DialogContent>
  </Dialog>
);
