import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useDeleteDraft } from '../api/delete-draft';
import type { DraftListItem } from '../api/get-drafts';
import { DRAFTS_MESSAGES } from '../drafts-messages';
import { draftPatientName } from './draft-patient-name';

type DeleteDraftDialogProps = { draft: DraftListItem | null; onClose: () => void };

/** Spec 001 §2: 'Supprimer' asks first (docs/design.md §6: a confirm dialog before anything destructive). */
export const DeleteDraftDialog = ({ draft, onClose }: DeleteDraftDialogProps) => {
  const mutation = useDeleteDraft();
  const confirm = () => {
    if (!draft) return;
    mutation.mutate(draft.id, {
      onSuccess: () => {
        toast.success(DRAFTS_MESSAGES.deleted);
        onClose();
      },
      onError: (error) =>
        toast.error(DRAFTS_MESSAGES.errorTitle, {
          description: error.message || DRAFTS_MESSAGES.deleteFailed,
        }),
    });
  };
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Supprimer le brouillon</DialogTitle>
          <DialogDescription>
            Le brouillon de {draft ? draftPatientName(draft) : ''} sera définitivement supprimé, avec ses
            fichiers. Cette action est irréversible.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={mutation.isPending}>
              Annuler
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={mutation.isPending}>
            {mutation.isPending ? <Spinner label="Suppression…" /> : null}
            Supprimer
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
