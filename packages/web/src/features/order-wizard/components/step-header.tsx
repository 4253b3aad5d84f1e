import { CheckIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { WIZARD_STEPS, type WizardStep } from '../wizard-steps';

type StepHeaderProps = {
  current: WizardStep;
  reached: WizardStep;
  canVisit: (step: WizardStep) => boolean;
  onSelect: (step: WizardStep) => void;
};

/** Spec 001 §2: numbered steps ('Étape N'); earlier or completed steps can be clicked to return. */
export const StepHeader = ({ current, reached, canVisit, onSelect }: StepHeaderProps) => (
  <nav aria-label="Étapes de la commande" className="mb-6">
    <p className="mb-3 text-sm font-medium text-muted-foreground">
      Étape {current} sur {WIZARD_STEPS.length} :{' '}
      <span className="text-foreground">{WIZARD_STEPS[current - 1]?.title}</span>
    </p>
    <ol className="flex gap-1 sm:gap-2">
      {WIZARD_STEPS.map(({ step, title }) => {
        const isCurrent = step === current;
        const done = step < reached || (step < current && step <= reached);
        const clickable = !isCurrent && canVisit(step);
        const marker = (
          <>
            <span
              aria-hidden
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                isCurrent && 'border-primary bg-primary text-primary-foreground',
                !isCurrent && done && 'border-primary text-primary',
              )}
            >
              {done && !isCurrent ? <CheckIcon className="size-3.5" /> : step}
            </span>
            <span className="hidden text-left text-xs leading-tight md:inline">{title}</span>
          </>
        );
        return (
          <li
            key={step}
            className="flex min-w-0 flex-1 items-center"
            aria-current={!clickable && isCurrent ? 'step' : undefined}
            aria-label={clickable ? undefined : `Étape ${step} : ${title}`}
          >
            {clickable ? (
              <button
                type="button"
                onClick={() => onSelect(step)}
                aria-label={`Étape ${step} : ${title}`}
                className="flex w-full items-center gap-2 rounded-md p-1 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {marker}
              </button>
            ) : (
              <div className={cn('flex w-full items-center gap-2 p-1', !isCurrent && 'opacity-60')}>
                {marker}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  </nav>
);
