import { LoaderCircleIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'asChild'> & {
  pending: boolean;
  /** What the button reads while pending, e.g. 'Envoi en cours...'; it is also its accessible name. */
  pendingLabel: ReactNode;
};

/** A form's submit button with its pending state (docs/design.md §6: pending states on buttons). */
export const SubmitButton = ({ pending, pendingLabel, children, disabled, ...props }: SubmitButtonProps) => (
  <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
    {pending ? (
      <>
        <LoaderCircleIcon aria-hidden className="animate-spin" />
        {pendingLabel}
      </>
    ) : (
      children
    )}
  </Button>
);
