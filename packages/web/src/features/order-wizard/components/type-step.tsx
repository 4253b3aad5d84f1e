import { type Brand, brandLabel } from '@conque/domain/catalogue/brand-lookup';
import { BRANDS } from '@conque/domain/catalogue/brands';
import { PROTECTIVE_DOMAINS, type ProtectiveDomain } from '@conque/domain/catalogue/protective';
import { TIP_TYPES, type TipType } from '@conque/domain/catalogue/tip-types';
import { ORDER_MESSAGES } from '@conque/domain/orders/messages';
import { selectBrand, selectDomain, selectType } from '@conque/domain/orders/wizard-transitions';
import { EarIcon, HeadphonesIcon, ShieldIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { RadioCardItem, RadioGroup } from '@/components/ui/radio-group';
import type { OrderWizard } from '../hooks/use-order-wizard';
import { isTypeStepValid } from '../wizard-steps';
import { StepActions } from './step-actions';

const TYPE_ICONS: Record<TipType, typeof EarIcon> = {
  classic: EarIcon,
  remote: HeadphonesIcon,
  protective: ShieldIcon,
};

/** Spec 001 §2 step 2: the type; a brand for remote, a domain for protective. */
export const TypeStep = ({ wizard }: { wizard: OrderWizard }) => {
  const details = wizard.state.values.details;
  const valid = isTypeStepValid(wizard.state.values);

  return (
    <section aria-labelledby="type-step-title" className="grid grid-cols-1 gap-6">
      <h2 id="type-step-title" className="text-lg font-semibold">
        Type d'embout
      </h2>
      <RadioGroup
        aria-labelledby="type-step-title"
        value={details?.type ?? ''}
        // Spec 001 §4: selecting a type resets the details to only that type.
        onValueChange={(type) => wizard.updateDetails((current) => selectType(current, type as TipType))}
        className="grid grid-cols-1 gap-3 md:grid-cols-3"
      >
        {TIP_TYPES.map((type) => {
          const Icon = TYPE_ICONS[type.value];
          return (
            <RadioCardItem
              key={type.value}
              value={type.value}
              aria-labelledby={`tip-type-${type.value}`}
              aria-describedby={`tip-type-${type.value}-desc`}
            >
              <Icon aria-hidden className="mb-2 size-6 text-primary" />
              <span id={`tip-type-${type.value}`} className="font-medium">
                {type.label}
              </span>
              <span id={`tip-type-${type.value}-desc`} className="text-sm text-muted-foreground">
                {type.description}
              </span>
            </RadioCardItem>
          );
        })}
      </RadioGroup>

      {details?.type === 'remote' ? (
        <FormField label="Marque">
          {(field) => (
            <NativeSelect
              {...field}
              value={details.brand ?? ''}
              onChange={(event) =>
                wizard.updateDetails((current) =>
                  current ? selectBrand(current, event.target.value as Brand) : current,
                )
              }
            >
              <option value="" disabled>
                {ORDER_MESSAGES.selectBrand}
              </option>
              {BRANDS.map((brand) => (
                <option key={brand.value} value={brand.value}>
                  {brandLabel(brand.value)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : null}

      {details?.type === 'protective' ? (
        <FormField label="Domaine">
          {(field) => (
            <NativeSelect
              {...field}
              value={details.domain ?? ''}
              onChange={(event) =>
                wizard.updateDetails((current) =>
                  current ? selectDomain(current, event.target.value as ProtectiveDomain) : current,
                )
              }
            >
              <option value="" disabled>
                {ORDER_MESSAGES.selectDomain}
              </option>
              {PROTECTIVE_DOMAINS.map((domain) => (
                <option key={domain.value} value={domain.value}>
                  {domain.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : null}

      <StepActions onBack={() => wizard.goTo(1)} onSave={wizard.saveDraft} saving={wizard.saving}>
        <Button type="button" disabled={!valid} onClick={() => wizard.goTo(3)}>
          Étape suivante
        </Button>
      </StepActions>
    </section>
  );
};
