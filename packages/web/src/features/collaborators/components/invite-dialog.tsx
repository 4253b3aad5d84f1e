import { invitationRolesFor } from '@conque/domain/collaborators/invitation-roles';
import { COLLABORATOR_MESSAGES } from '@conque/domain/collaborators/messages';
import { type InviteCollaboratorInput, inviteSchemaFor } from '@conque/domain/collaborators/schemas';
import { ROLE_LABELS, type Role } from '@conque/domain/permissions/roles';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useInviteCollaborator } from '../api/invite-collaborator';

type FormInput = z.input<ReturnType<typeof inviteSchemaFor>>;
const EMPTY = { email: '', first_name: '', last_name: '' };

/**
 * Spec 001 §2, §5, §8: the invite dialog. A manager picks the role (user or manager); a preparator's
 * invitation is always a preparator's, so the field is not shown.
 */
export const InviteDialog = ({ inviterRole }: { inviterRole: Role }) => {
  const [open, setOpen] = useState(false);
  const invite = useInviteCollaborator();
  const roles = invitationRolesFor(inviterRole);
  const form = useForm<FormInput, unknown, InviteCollaboratorInput>({
    resolver: zodResolver(inviteSchemaFor(inviterRole)),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      const { emailSent } = await invite.mutateAsync(input);
      if (emailSent) toast.success(COLLABORATOR_MESSAGES.invitationSent);
      else toast.warning(COLLABORATOR_MESSAGES.emailNotSent);
      form.reset(EMPTY);
      setOpen(false);
    } catch (error) {
      const description = error instanceof ApiError ? error.message : COLLABORATOR_MESSAGES.loadFailed;
      toast.error('Erreur', { description });
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button">
          <UserPlusIcon aria-hidden />
          Inviter un collaborateur
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Inviter un collaborateur</DialogTitle>
          <DialogDescription>
            Un e-mail lui sera envoyé avec un code d'invitation et le lien pour créer son compte.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Prénom" error={errors.first_name?.message}>
              {(field) => <Input {...field} autoComplete="off" {...form.register('first_name')} />}
            </FormField>
            <FormField label="Nom" error={errors.last_name?.message}>
              {(field) => <Input {...field} autoComplete="off" {...form.register('last_name')} />}
            </FormField>
          </div>
          <FormField label="Email" error={errors.email?.message}>
            {(field) => <Input {...field} type="email" autoComplete="off" {...form.register('email')} />}
          </FormField>
          {inviterRole === 'preparator' ? null : (
            <FormField label="Rôle" error={errors.role?.message}>
              {(field) => (
                <NativeSelect
                  {...field}
                  defaultValue=""
                  {...form.register('role', { setValueAs: (value) => (value === '' ? undefined : value) })}
                >
                  <option value="" disabled>
                    Choisir un rôle
                  </option>
                  {roles.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Annuler
            </Button>
            <SubmitButton pending={invite.isPending} pendingLabel="Envoi…">
              Envoyer l'invitation
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
