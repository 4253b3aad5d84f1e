import type { DeliveryAddressView } from '@conque/domain/accounts/delivery-address-schemas';
import { Trash2Icon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
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
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/lib/toast';
import { useDeleteDeliveryAddress } from '../api/delete-delivery-address';
import { ESTABLISHMENT_MESSAGES } from '../establishment-messages';

/**
 * docs/design.md §6: a confirmation before anything destructive. Past orders keep their copy (decisions §19).
 */
export const DeleteAddressDialog = ({ address }: { address: DeliveryAddressView }) => {
  const [open, setOpen] = useState(false);
  const remove = useDeleteDeliveryAddress();

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await remove.mutateAsync(address.id);
      toast.success(ESTABLISHMENT_MESSAGES.addressDeleted);
      setOpen(false);
    } catch {
      toast.error(ESTABLISHMENT_MESSAGES.errorTitle, { description: ESTABLISHMENT_MESSAGES.deleteFailed });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Trash2Icon aria-hidden />
          Supprimer
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Supprimer cette adresse ?</DialogTitle>
          <DialogDescription>
            L'adresse « {address.name} » ne sera plus proposée pour les commandes. Les commandes déjà passées
            conservent leur adresse de livraison.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={confirm}>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Annuler
            </Button>
            <SubmitButton variant="destructive" pending={remove.isPending} pendingLabel="Suppression…">
              Supprimer
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
