import { EAR_SIDE_LABELS, EAR_SIDES, type EarSide } from '@conque/domain/catalogue/ear-sides';
import { CheckIcon, PlusIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

type EarTogglesProps = {
  selected: Record<EarSide, boolean>;
  onToggle: (side: EarSide) => void;
};

/** Spec 001 §2 step 3 and §4: the left and right ear cards, each toggled on and off (aria-pressed). */
export const EarToggles = ({ selected, onToggle }: EarTogglesProps) => (
  <div className="grid grid-cols-2 gap-3">
    {EAR_SIDES.map((side) => (
      <button
        key={side}
        type="button"
        aria-pressed={selected[side]}
        onClick={() => onToggle(side)}
        className={cn(
          'flex items-center justify-between gap-2 rounded-lg border p-4 text-left font-medium transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
          selected[side] && 'border-primary bg-primary/5 ring-1 ring-primary',
        )}
      >
        {EAR_SIDE_LABELS[side]}
        <span
          aria-hidden
          className={cn(
            'flex size-6 items-center justify-center rounded-full border',
            selected[side] && 'border-primary bg-primary text-primary-foreground',
          )}
        >
          {selected[side] ? <CheckIcon className="size-3.5" /> : <PlusIcon className="size-3.5" />}
        </span>
      </button>
    ))}
  </div>
);
