import {
  DELIVERY_ADDRESS_MESSAGES,
  type NewDeliveryAddressInput,
  newDeliveryAddressSchema,
} from '@conque/domain/accounts/delivery-address-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateDeliveryAddress } from '@/api/delivery-addresses';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
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
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';

type FormInput = z.input<typeof newDeliveryAddressSchema>;
const EMPTY: FormInput = { name: '', streetAddress: '', postalCode: '', city: '', isDefault: false };
const TEXT_FIELDS = [
  { name: 'name', label: 'Nom', autoComplete: 'organization' },
  { name: 'streetAddress', label: 'Adresse', autoComplete: 'street-address' },
  { name: 'postalCode', label: 'Code postal', autoComplete: 'postal-code' },
  { name: 'city', label: 'Ville', autoComplete: 'address-level2' },
] as const;

/**
 * Spec 001 §2 and §5: the manager's 'Nouvelle adresse de livraison' modal, opened from the wizard's
 * shipping step (which selects the new address through onCreated) and from the establishment page.
 */
export const NewAddressDialog = ({ onCreated }: { onCreated?: (id: string) => void }) => {
  const [open, setOpen] = useState(false);
  const create = useCreateDeliveryAddress();
  const form = useForm<FormInput, unknown, NewDeliveryAddressInput>({
    resolver: zodResolver(newDeliveryAddressSchema),
    defaultValues: EMPTY,
  });

  const submit = form.handleSubmit(async (input) => {
    try {
      const created = await create.mutateAsync(input);
      toast.success('Succès', { description: DELIVERY_ADDRESS_MESSAGES.added });
      if (created?.id) onCreated?.(created.id);
      form.reset(EMPTY);
      setOpen(false);
    } catch (error) {
      const description =
        error instanceof ApiError && error.message === DELIVERY_ADDRESS_MESSAGES.noEstablishment
          ? error.message
          : DELIVERY_ADDRESS_MESSAGES.addFailed;
      toast.error('Erreur', { description });
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" className="w-fit">
          <PlusIcon aria-hidden />
          Nouvelle adresse
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nouvelle adresse de livraison</DialogTitle>
          <DialogDescription>Elle sera proposée pour les commandes de l'établissement.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {TEXT_FIELDS.map((text) => (
            <FormField key={text.name} label={text.label} error={form.formState.errors[text.name]?.message}>
              {(field) => <Input {...field} autoComplete={text.autoComplete} {...form.register(text.name)} />}
            </FormField>
          ))}
          <Controller
            control={form.control}
            name="isDefault"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox
                  id="new-address-default"
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
                <Label htmlFor="new-address-default" className="cursor-pointer font-normal">
                  Adresse par défaut
                </Label>
              </div>
            )}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Annuler
            </Button>
            <SubmitButton pending={create.isPending} pendingLabel="Ajout…">
              Ajouter l'adresse
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
