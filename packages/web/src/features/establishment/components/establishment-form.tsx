import type { EstablishmentView } from '@conque/domain/accounts/api-types';
import { type EstablishmentInput, establishmentSchema } from '@conque/domain/accounts/schemas';
import { SIRET_DUPLICATE_CODE } from '@conque/domain/accounts/siret-duplicate';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EstablishmentFields } from '@/components/establishments/establishment-fields';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useUpdateEstablishment } from '../api/update-establishment';
import { ESTABLISHMENT_MESSAGES } from '../establishment-messages';

// The form's fields only: the id, and the second factor's requirement (its own card), stay out.
const toInput = ({ id: _id, mfa_required: _mfaRequired, ...input }: EstablishmentView): EstablishmentInput =>
  input;

/** Spec 001 §2 and §5: the manager edits its establishment with the rules of the setup form. */
export const EstablishmentForm = ({ establishment }: { establishment: EstablishmentView }) => {
  const update = useUpdateEstablishment();
  const form = useForm({ resolver: zodResolver(establishmentSchema), values: toInput(establishment) });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      toast.success(ESTABLISHMENT_MESSAGES.saved);
    } catch (error) {
      // A SIRET held by another establishment: the server's words name it (spec 000 §8), and they
      // stay under the field once the toast is gone.
      if (error instanceof ApiError && error.code === SIRET_DUPLICATE_CODE) {
        form.setError('siret', { message: error.message }, { shouldFocus: true });
      }
      toast.error(ESTABLISHMENT_MESSAGES.errorTitle, { description: ESTABLISHMENT_MESSAGES.saveFailed });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Informations de l'établissement</CardTitle>
        <CardDescription>Ces informations figurent sur vos bons de commande et vos factures.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid gap-4"
          aria-label="Informations de l'établissement"
        >
          <EstablishmentFields
            register={form.register}
            errors={errors}
            streetAddressLabel="Adresse de facturation"
          />
          <div className="flex justify-end">
            <SubmitButton pending={update.isPending} pendingLabel="Enregistrement…">
              Enregistrer
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
};
