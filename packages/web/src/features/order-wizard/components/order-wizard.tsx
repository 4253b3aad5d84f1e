import type { ReactNode } from 'react';
import { PageTitle } from '@/components/layouts/page-title';
import { useOrderWizard } from '../hooks/use-order-wizard';
import { useStlUploads } from '../hooks/use-stl-uploads';
import type { WizardState } from '../wizard-state';
import { ConfigurationStep } from './configuration-step';
import { DeliveryStep } from './delivery-step';
import { PatientStep } from './patient-step';
import { StepHeader } from './step-header';
import { SummaryStep } from './summary-step';
import { TypeStep } from './type-step';

type OrderWizardProps = {
  title: string;
  /** Under the title: what this order is (a remake and its reason). */
  notice?: ReactNode;
  initial: WizardState | (() => WizardState);
};

/** Spec 001 §2 and docs/design.md §5.2: the five-step order wizard, for a new order or a draft. */
export const OrderWizard = ({ title, notice, initial }: OrderWizardProps) => {
  const wizard = useOrderWizard(initial);
  // Held here, not in step 5: going back to the recap keeps the files and their uploads.
  const uploads = useStlUploads(wizard.state.storedFiles, wizard.state.orderId, wizard.ensureOrderId);
  const { step, reached } = wizard.state;

  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageTitle title={title} />
      {notice}
      <StepHeader current={step} reached={reached} canVisit={wizard.canVisit} onSelect={wizard.goTo} />
      <div className="rounded-lg border bg-card p-4 shadow-sm sm:p-6">
        {step === 1 ? <PatientStep wizard={wizard} /> : null}
        {step === 2 ? <TypeStep wizard={wizard} /> : null}
        {step === 3 ? <ConfigurationStep wizard={wizard} /> : null}
        {step === 4 ? <SummaryStep wizard={wizard} /> : null}
        {step === 5 ? <DeliveryStep wizard={wizard} uploads={uploads} /> : null}
      </div>
    </div>
  );
};
