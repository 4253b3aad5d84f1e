import { type EstablishmentInput, establishmentSchema } from '@conque/domain/accounts/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircleIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { establishmentErrorMessage, useCreateEstablishment } from '../api/create-establishment';
import { RequiredDialog } from './required-dialog';

type Field = {
  name: keyof EstablishmentInput;
  label: string;
  autoComplete: string;
  /** SIRET and postal code are digits: spaces typed or pasted ("552 100 554 00019") are dropped. */
  digits?: boolean;
};

const FIELDS = [
  { name: 'name', label: "Nom de l'établissement", autoComplete: 'organization' },
  { name: 'siret', label: 'SIRET', autoComplete: 'off', digits: true },
  { name: 'billing_street_address', label: 'Adresse', autoComplete: 'street-address' },
] as const satisfies readonly Field[];

const LOCALITY_FIELDS = [
  { name: 'billing_postal_code', label: 'Code postal', autoComplete: 'postal-code', digits: true },
  { name: 'billing_city', label: 'Ville', autoComplete: 'address-level2' },
] as const satisfies readonly Field[];

const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

const EMPTY: EstablishmentInput = {
  name: '',
  siret: '',
  billing_street_address: '',
  billing_postal_code: '',
  billing_city: '',
};

/** Spec 000 §2 establishment setup modal, for a manager without an establishment (rules: §5). */
export const EstablishmentSetupDialog = ({ userId }: { userId: string }) => {
  const create = useCreateEstablishment(userId);
  const form = useForm({ resolver: zodResolver(establishmentSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const renderField = ({ name, label, autoComplete, digits }: Field) => (
    <FormField key={name} label={label} error={errors[name]?.message}>
      {(field) => (
        <Input
          {...field}
          {...form.register(name, digits ? { setValueAs: withoutSpaces } : undefined)}
          autoComplete={autoComplete}
          inputMode={digits ? 'numeric' : undefined}
          required
        />
      )}
    </FormField>
  );

  // mutateAsync: the toast must survive this dialog unmounting once the reloaded profile has its establishment.
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await create.mutateAsync(input);
      toast.success('Votre établissement a été créé');
    } catch {
      // Shown in the dialog from the mutation's state.
    }
  });

  return (
    <RequiredDialog
      title="Configuration de votre établissement"
      description="Renseignez votre établissement pour commander. Ces informations figureront sur vos factures."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {FIELDS.map(renderField)}
        <div className="grid gap-4 sm:grid-cols-[9rem_1fr]">{LOCALITY_FIELDS.map(renderField)}</div>
        {create.isError ? (
          <Alert variant="destructive">{establishmentErrorMessage(create.error)}</Alert>
        ) : null}
        <DialogFooter>
          <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
            {create.isPending ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : null}
            Enregistrer
          </Button>
        </DialogFooter>
      </form>
    </RequiredDialog>
  );
};
