import { COLLABORATOR_MESSAGES } from '@conque/domain/collaborators/messages';
import { CopyIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** Spec 001 §2, §8: copies an invitation's code ('Code copié !' or 'Impossible de copier le code'). */
export const CopyCodeButton = ({ code, email }: { code: string; email: string }) => {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(COLLABORATOR_MESSAGES.codeCopied);
    } catch {
      toast.error('Erreur', { description: COLLABORATOR_MESSAGES.copyFailed });
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={copy}
      aria-label={`Copier le code de ${email}`}
    >
      <CopyIcon aria-hidden />
      Copier le code
    </Button>
  );
};
