import type { UserListItem } from '@conque/domain/collaborators/api-types';
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
import { useResetUserMfa } from '../api/reset-user-mfa';
import { userName } from './users-table';

/**
 * A préparateur who lost its authenticator app is unlocked by another (docs/design.md §6: a
 * confirm dialog before anything destructive); the reset is recorded and the person is e-mailed.
 */
export const ResetMfaDialog = ({ user, onClose }: { user: UserListItem | null; onClose: () => void }) => {
  const reset = useResetUserMfa();
  const who = user ? userName(user) || user.email : '';
  const confirm = () => {
    if (!user) return;
    reset.mutate(user.id, {
      onSuccess: () => {
        toast.success('Double authentification réinitialisée', {
          description: `${who} en est informé par e-mail et la configurera de nouveau à sa prochaine connexion.`,
        });
        onClose();
      },
      onError: (error) => toast.error('Erreur', { description: error.message }),
    });
  };
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !reset.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Réinitialiser la double authentification</DialogTitle>
          <DialogDescription>
            {who} ne pourra plus se connecter avec son application d’authentification actuelle ni ses codes de
            secours. Ses sessions seront fermées et un e-mail l’en informera ; il configurera de nouveau la
            double authentification à sa prochaine connexion. Vérifiez d’abord qu’il s’agit bien de sa
            demande.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={reset.isPending}>
              Annuler
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={reset.isPending}>
            {reset.isPending ? <Spinner label="Réinitialisation…" /> : null}
            Réinitialiser
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
