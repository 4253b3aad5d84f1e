import { GENDERS, HEARING_LOSSES } from '@conque/domain/catalogue/patient';
import { MESSAGES } from '@conque/domain/shared/messages';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { OrderWizard } from '../hooks/use-order-wizard';
import { isPatientStepValid } from '../wizard-steps';
import { OptionRadioGroup } from './option-radio-group';
import { PrescriberFields, prescriberNumberError } from './prescriber-fields';
import { StepActions } from './step-actions';

/** Spec 001 §2 step 1 and §5: names non-empty once trimmed, gender and hearing loss chosen. */
export const PatientStep = ({ wizard }: { wizard: OrderWizard }) => {
  const { values } = wizard.state;
  const [touched, setTouched] = useState({ first: false, last: false });
  const valid = isPatientStepValid(values) && prescriberNumberError(values.prescriber_number) === undefined;
  const nameError = (value: string, wasTouched: boolean) =>
    wasTouched && value.trim() === '' ? MESSAGES.required : undefined;

  return (
    <section aria-labelledby="patient-step-title" className="grid grid-cols-1 gap-6">
      <h2 id="patient-step-title" className="text-lg font-semibold">
        Informations patient
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label="Prénom" error={nameError(values.patient_first_name, touched.first)}>
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              value={values.patient_first_name}
              onChange={(event) => wizard.patch({ patient_first_name: event.target.value })}
              onBlur={() => setTouched((t) => ({ ...t, first: true }))}
            />
          )}
        </FormField>
        <FormField label="Nom" error={nameError(values.patient_last_name, touched.last)}>
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              value={values.patient_last_name}
              onChange={(event) => wizard.patch({ patient_last_name: event.target.value })}
              onBlur={() => setTouched((t) => ({ ...t, last: true }))}
            />
          )}
        </FormField>
      </div>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <OptionRadioGroup
          label="Genre"
          choices={GENDERS}
          value={values.patient_gender}
          onChange={(value) => wizard.patch({ patient_gender: value as (typeof GENDERS)[number]['value'] })}
        />
        <OptionRadioGroup
          label="Surdité"
          choices={HEARING_LOSSES}
          value={values.patient_hearing_loss}
          onChange={(value) =>
            wizard.patch({ patient_hearing_loss: value as (typeof HEARING_LOSSES)[number]['value'] })
          }
        />
      </div>
      <PrescriberFields wizard={wizard} />
      <StepActions onSave={wizard.saveDraft} saving={wizard.saving} saveDisabled={!valid}>
        <Button type="button" disabled={!valid} onClick={() => wizard.goTo(2)}>
          Étape suivante
        </Button>
      </StepActions>
    </section>
  );
};
