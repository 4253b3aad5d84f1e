import type { EarSide } from '@conque/domain/catalogue/ear-sides';
import { validateDetails } from '@conque/domain/orders/completeness';
import { type EarPatch, toggleEar, updateEar } from '@conque/domain/orders/wizard-transitions';
import { CircleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { configurationSections } from '../configuration-sections';
import type { OrderWizard } from '../hooks/use-order-wizard';
import { CategoryNav } from './category-nav';
import { CategoryPanel } from './category-panel';
import { EarToggles } from './ear-toggles';
import { ExtrasPanel } from './extras-panel';
import { ProductTypePanel } from './product-type-panel';
import { StepActions } from './step-actions';

/** Spec 001 §2 step 3: the ears, the category side list, one category at a time. */
export const ConfigurationStep = ({ wizard }: { wizard: OrderWizard }) => {
  const details = wizard.state.values.details;
  const [active, setActive] = useState(0);
  const [showErrors, setShowErrors] = useState(false);
  if (!details) return null;

  const sections = configurationSections(details, showErrors);
  const index = Math.min(active, sections.length - 1);
  const section = sections[index];
  const isLast = index >= sections.length - 1;
  const validation = validateDetails(details);
  const onEarChange = (side: EarSide, patch: EarPatch) =>
    wizard.updateDetails((current) => (current ? updateEar(current, side, patch) : current));

  const next = () => {
    if (!isLast) {
      setActive(index + 1);
      return;
    }
    if (!validation.ok) {
      setShowErrors(true);
      return;
    }
    wizard.goTo(4);
  };

  return (
    <section aria-labelledby="configuration-step-title" className="grid grid-cols-1 gap-6">
      <h2 id="configuration-step-title" className="text-lg font-semibold">
        Configuration
      </h2>
      {showErrors && !validation.ok ? (
        <Alert variant="destructive">
          <CircleAlertIcon aria-hidden />
          <span>{validation.message}</span>
        </Alert>
      ) : null}
      <EarToggles
        selected={{ left: details.left !== undefined, right: details.right !== undefined }}
        onToggle={(side) => wizard.updateDetails((current) => (current ? toggleEar(current, side) : current))}
      />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
        <CategoryNav sections={sections} active={index} onSelect={setActive} />
        {section ? (
          // biome-ignore lint/a11y/useSemanticElements: labelled by the category's visible heading; a fieldset would repeat it as a legend.
          <div
            aria-labelledby="configuration-category-title"
            role="group"
            className="grid content-start gap-4"
          >
            <h3 id="configuration-category-title" className="font-semibold">
              {section.title}
            </h3>
            {section.kind === 'ear' ? (
              <CategoryPanel
                category={section.category}
                details={details}
                onEarChange={onEarChange}
                highlighted={section.highlighted}
              />
            ) : section.kind === 'productType' ? (
              <ProductTypePanel details={details} wizard={wizard} />
            ) : (
              <ExtrasPanel details={details} onEarChange={onEarChange} />
            )}
          </div>
        ) : null}
      </div>
      <StepActions onBack={() => wizard.goTo(2)} onSave={wizard.saveDraft} saving={wizard.saving}>
        <Button type="button" onClick={next}>
          {isLast ? 'Récapitulatif de la commande' : 'Suivant'}
        </Button>
      </StepActions>
    </section>
  );
};
