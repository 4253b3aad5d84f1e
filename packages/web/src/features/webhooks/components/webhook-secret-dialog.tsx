import { CopyIcon } from 'lucide-react';
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
import { toast } from '@/lib/toast';

/** The signing secret, shown once after a creation or a rotation: the server never answers it again. */
export const WebhookSecretDialog = ({ secret, onClose }: { secret: string | null; onClose: () => void }) => {
  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      toast.success('Secret copié');
    } catch {
      toast.error('Erreur', { description: 'Copie impossible : sélectionnez le secret et copiez-le.' });
    }
  };
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Secret de signature</DialogTitle>
          <DialogDescription>
            Copiez-le maintenant dans votre logiciel : il ne sera plus affiché. Il permet de vérifier que
            chaque envoi vient bien de Conque (Standard Webhooks).
          </DialogDescription>
        </DialogHeader>
        <code
          data-testid="webhook-secret"
          className="break-all rounded-md bg-muted p-3 font-mono text-sm select-all"
        >
          {secret}
        </code>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={copy}>
            <CopyIcon aria-hidden className="size-4" />
            Copier
          </Button>
          <DialogClose asChild>
            <Button type="button">J'ai copié le secret</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
