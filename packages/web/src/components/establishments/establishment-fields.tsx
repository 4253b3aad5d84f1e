import type { EstablishmentInput } from '@conque/domain/accounts/schemas';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type Field = {
  name: keyof EstablishmentInput;
  label: string;
  autoComplete: string;
  /** SIRET and postal code are digits: spaces typed or pasted ("552 100 554 00019") are dropped. */
  digits?: boolean;
};

const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

/**
 * The establishment's five fields (spec 000 §5 rules, through `establishmentSchema`), as the setup
 * modal (spec 000 §2) and the establishment page (spec 001 §2) both ask them. Only the street
 * address's label differs between the two: each screen passes its own.
 */
export const EstablishmentFields = ({
  register,
  errors,
  streetAddressLabel,
}: {
  register: UseFormRegister<EstablishmentInput>;
  errors: FieldErrors<EstablishmentInput>;
  streetAddressLabel: string;
}) => {
  const renderField = ({ name, label, autoComplete, digits }: Field) => (
    <FormField key={name} label={label} error={errors[name]?.message}>
      {(field) => (
        <Input
          {...field}
          {...register(name, digits ? { setValueAs: withoutSpaces } : undefined)}
          autoComplete={autoComplete}
          inputMode={digits ? 'numeric' : undefined}
          required
        />
      )}
    </FormField>
  );

  return (
    <>
      {renderField({ name: 'name', label: "Nom de l'établissement", autoComplete: 'organization' })}
      {renderField({ name: 'siret', label: 'SIRET', autoComplete: 'off', digits: true })}
      {renderField({
        name: 'billing_street_address',
        label: streetAddressLabel,
        autoComplete: 'street-address',
      })}
      <div className="grid gap-4 sm:grid-cols-[9rem_1fr]">
        {renderField({
          name: 'billing_postal_code',
          label: 'Code postal',
          autoComplete: 'postal-code',
          digits: true,
        })}
        {renderField({ name: 'billing_city', label: 'Ville', autoComplete: 'address-level2' })}
      </div>
    </>
  );
};
