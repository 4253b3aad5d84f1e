import { LoaderCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type StepActionsProps = {
  onBack?: () => void;
  onSave?: () => void;
  saving?: boolean;
  saveDisabled?: boolean;
  /** The step's forward button(s). */
  children?: ReactNode;
};

/** The buttons under a step: 'Retour' on the left, 'Sauvegarder' and the forward action on the right. */
export const StepActions = ({ onBack, onSave, saving = false, saveDisabled, children }: StepActionsProps) => (
  <div className="mt-6 flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
    <div>
      {onBack ? (
        <Button type="button" variant="outline" onClick={onBack} className="w-full sm:w-auto">
          Retour
        </Button>
      ) : null}
    </div>
    <div className="flex flex-col-reverse gap-2 sm:flex-row">
      {onSave ? (
        // The name stays 'Sauvegarder' while saving (a spinner shows it): tests and screen readers keep it.
        <Button
          type="button"
          variant="outline"
          disabled={saving || saveDisabled}
          aria-busy={saving || undefined}
          onClick={onSave}
        >
          {saving ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : null}
          Sauvegarder
        </Button>
      ) : null}
      {children}
    </div>
  </div>
);
