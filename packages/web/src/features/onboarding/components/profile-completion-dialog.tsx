import { profileNamesSchema } from '@conque/domain/accounts/schemas';
import { MESSAGES } from '@conque/domain/shared/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircleIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { RequiredDialog } from './required-dialog';

type ProfileCompletionDialogProps = {
  userId: string;
  firstName: string | null;
  lastName: string | null;
};

/** Spec 000 §2 profile completion modal: Prénom and Nom, both required (§5). */
export const ProfileCompletionDialog = ({ userId, firstName, lastName }: ProfileCompletionDialogProps) => {
  const update = useUpdateProfile(userId);
  const form = useForm({
    resolver: zodResolver(profileNamesSchema),
    defaultValues: { first_name: firstName ?? '', last_name: lastName ?? '' },
  });
  const { errors } = form.formState;

  // mutateAsync: the toast must survive this dialog unmounting once the reloaded profile has its names.
  const onSubmit = form.handleSubmit(async (names) => {
    try {
      await update.mutateAsync(names);
      toast.success('Votre profil a été mis à jour');
    } catch {
      // Shown in the dialog from the mutation's state.
    }
  });

  return (
    <RequiredDialog
      title="Complétez votre profil"
      description="Indiquez votre prénom et votre nom pour accéder à votre espace."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField label="Prénom" error={errors.first_name?.message}>
          {(field) => (
            <Input {...field} {...form.register('first_name')} autoComplete="given-name" required />
          )}
        </FormField>
        <FormField label="Nom" error={errors.last_name?.message}>
          {(field) => (
            <Input {...field} {...form.register('last_name')} autoComplete="family-name" required />
          )}
        </FormField>
        {update.isError ? <Alert variant="destructive">{MESSAGES.profileUpdateFailure}</Alert> : null}
        <DialogFooter>
          <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
            {update.isPending ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : null}
            Enregistrer
          </Button>
        </DialogFooter>
      </form>
    </RequiredDialog>
  );
};
