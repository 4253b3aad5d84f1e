import { type EstablishmentInput, establishmentSchema } from '@conque/domain/accounts/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircleIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { EstablishmentFields } from '@/components/establishments/establishment-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { establishmentErrorMessage, useCreateEstablishment } from '../api/create-establishment';
import { RequiredDialog } from './required-dialog';

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
        <EstablishmentFields register={form.register} errors={errors} streetAddressLabel="Adresse" />
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
