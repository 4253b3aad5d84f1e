import { CheckCircle2Icon, CircleAlertIcon, CircleIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

export type WizardSection = {
  key: string;
  title: string;
  complete: boolean;
  /** Shown red after a failed 'Récapitulatif de la commande' (spec 001 §2 step 3). */
  highlighted: boolean;
};

/** The button's name says what the tick and the red say: "Forme (complète)", "Évent (à compléter)". */
export const sectionName = (section: WizardSection) =>
  section.complete
    ? `${section.title} (complète)`
    : section.highlighted
      ? `${section.title} (à compléter)`
      : section.title;

type CategoryNavProps = {
  sections: readonly WizardSection[];
  active: number;
  onSelect: (index: number) => void;
};

/** Spec 001 §2 step 3: the category side list, a tick per complete category, red when incomplete. */
export const CategoryNav = ({ sections, active, onSelect }: CategoryNavProps) => {
  // On a phone the list scrolls sideways: 'Suivant' brings the new category into view.
  const activeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (active >= 0) activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  return (
    <nav aria-label="Catégories" className="min-w-0">
      <ol className="flex gap-2 overflow-x-auto pb-1 md:flex-col md:overflow-visible md:pb-0">
        {sections.map((section, index) => (
          <li key={section.key} className="shrink-0">
            <button
              ref={index === active ? activeRef : undefined}
              type="button"
              onClick={() => onSelect(index)}
              aria-current={index === active ? 'true' : undefined}
              aria-label={sectionName(section)}
              className={cn(
                'flex w-full items-center gap-2 whitespace-nowrap rounded-md border px-3 py-2 text-left text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                index === active && 'border-primary bg-primary/5 font-medium',
                section.highlighted && 'border-destructive bg-destructive/5 text-destructive',
              )}
            >
              {section.complete ? (
                <CheckCircle2Icon aria-hidden className="size-4 text-success" />
              ) : section.highlighted ? (
                <CircleAlertIcon aria-hidden className="size-4" />
              ) : (
                <CircleIcon aria-hidden className="size-4 text-muted-foreground" />
              )}
              {section.title}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
};
