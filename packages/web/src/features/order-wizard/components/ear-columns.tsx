import { EAR_SIDE_LABELS, EAR_SIDES, type EarSide } from '@conque/domain/catalogue/ear-sides';
import type { OrderDetails } from '@conque/domain/orders/details-schema';
import type { ReactNode } from 'react';

export type EarRecord = Record<string, unknown>;

export const selectedEars = (details: OrderDetails): EarSide[] =>
  EAR_SIDES.filter((side) => details[side] !== undefined);

/**
 * One column per selected ear, each a region named 'Oreille gauche' / 'Oreille droite', so that the
 * same choice on both ears stays distinguishable (WCAG: every control labelled).
 */
export const EarColumns = ({
  details,
  children,
}: {
  details: OrderDetails;
  children: (side: EarSide, ear: EarRecord) => ReactNode;
}) => {
  const sides = selectedEars(details);
  if (sides.length === 0) {
    return <p className="text-sm text-muted-foreground">Sélectionnez au moins une oreille.</p>;
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {sides.map((side) => (
        <section
          key={side}
          aria-labelledby={`ear-column-${side}`}
          className="grid content-start gap-4 rounded-lg border p-4"
        >
          <h4 id={`ear-column-${side}`} className="font-medium">
            {EAR_SIDE_LABELS[side]}
          </h4>
          {children(side, details[side] as EarRecord)}
        </section>
      ))}
    </div>
  );
};
