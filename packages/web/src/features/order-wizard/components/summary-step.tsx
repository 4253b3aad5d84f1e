import { labelOf } from '@conque/domain/catalogue/catalogue-types';
import { EAR_SIDE_LABELS, EAR_SIDES } from '@conque/domain/catalogue/ear-sides';
import { GENDERS, HEARING_LOSSES } from '@conque/domain/catalogue/patient';
import {
  earSummary,
  generalOptionsSummary,
  type SummaryLine,
  tipTypeSummary,
} from '@conque/domain/orders/details-summary';
import { type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import type { OrderWizard } from '../hooks/use-order-wizard';
import { StepActions } from './step-actions';

// Each card is a region named by its title, so that a screen reader (and a test) finds the ear's recap.
const SummaryCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-3">
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">{children}</CardContent>
    </Card>
  );
};

// On a phone the title sits above its value: side by side, long labels squeeze the values.
const Lines = ({ lines }: { lines: readonly SummaryLine[] }) => (
  <dl className="grid grid-cols-1 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4">
    {lines.map((line) => (
      <div key={line.title} className="contents">
        <dt className="text-muted-foreground">{line.title} :</dt>
        <dd className="mb-1 break-words font-medium sm:mb-0">{line.value}</dd>
      </div>
    ))}
  </dl>
);

/** Spec 001 §2 step 4: the recap, confirmed with 'Je confirme les informations'. */
export const SummaryStep = ({ wizard }: { wizard: OrderWizard }) => {
  const { values } = wizard.state;
  const details = values.details;
  if (!details) return null;
  const general = generalOptionsSummary(details);
  const patient: SummaryLine[] = [
    { title: 'Prénom', value: values.patient_first_name.trim() },
    { title: 'Nom', value: values.patient_last_name.trim() },
    { title: 'Genre', value: labelOf(GENDERS, values.patient_gender ?? undefined) || '—' },
    { title: 'Surdité', value: labelOf(HEARING_LOSSES, values.patient_hearing_loss) },
  ];

  return (
    <section aria-labelledby="summary-step-title" className="grid grid-cols-1 gap-4">
      <h2 id="summary-step-title" className="text-lg font-semibold">
        Récapitulatif
      </h2>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <SummaryCard title="Informations patient">
          <Lines lines={patient} />
        </SummaryCard>
        <SummaryCard title="Type d'embout">
          <Lines lines={tipTypeSummary(details)} />
        </SummaryCard>
        {general.length > 0 ? (
          <SummaryCard title="Options générales">
            <Lines lines={general} />
          </SummaryCard>
        ) : null}
        {EAR_SIDES.map((side) => {
          const lines = earSummary(details, side);
          return lines ? (
            <SummaryCard key={side} title={EAR_SIDE_LABELS[side]}>
              <Lines lines={lines} />
            </SummaryCard>
          ) : null;
        })}
      </div>
      <StepActions onBack={() => wizard.goTo(3)}>
        <Button type="button" onClick={() => wizard.goTo(5)}>
          Je confirme les informations
        </Button>
      </StepActions>
    </section>
  );
};
