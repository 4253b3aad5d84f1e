import { prescriberNumberField } from '@conque/domain/orders/prescriber';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { OrderWizard } from '../hooks/use-order-wizard';

/** The number's French message, or undefined when it is empty or well-formed (the server's rule). */
export const prescriberNumberError = (number: string): string | undefined => {
  const parsed = prescriberNumberField.safeParse(number);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

/**
 * Decision 144: the audioprothésiste who prescribes, named on the statement for custom-made devices;
 * prefilled from the ordering person's profile.
 */
export const PrescriberFields = ({ wizard }: { wizard: OrderWizard }) => {
  const { values } = wizard.state;
  const [touched, setTouched] = useState(false);
  return (
    <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">Prescripteur</legend>
      <FormField
        label="Audioprothésiste prescripteur"
        hint="Nommé sur la déclaration de conformité de l’embout."
      >
        {(field) => (
          <Input
            {...field}
            autoComplete="off"
            value={values.prescriber_name}
            onChange={(event) => wizard.patch({ prescriber_name: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        label="Numéro RPPS ou ADELI"
        error={touched ? prescriberNumberError(values.prescriber_number) : undefined}
      >
        {(field) => (
          <Input
            {...field}
            autoComplete="off"
            // Text, not a keypad: an ADELI number in Corsica begins with 2A or 2B.
            autoCapitalize="characters"
            spellCheck={false}
            value={values.prescriber_number}
            onChange={(event) => wizard.patch({ prescriber_number: event.target.value })}
            onBlur={() => setTouched(true)}
          />
        )}
      </FormField>
    </fieldset>
  );
};
