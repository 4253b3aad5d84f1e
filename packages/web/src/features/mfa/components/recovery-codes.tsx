import { CopyIcon, DownloadIcon, KeyRoundIcon } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PRODUCT_NAME } from '@/config/product';
import { toast } from '@/lib/toast';
import { MFA_MESSAGES } from '../mfa-messages';

const asText = (codes: string[]) =>
  [`Codes de secours ${PRODUCT_NAME} (chacun ne sert qu’une fois)`, '', ...codes, ''].join('\n');

/**
 * The ten recovery codes, shown this once (the server keeps only their hashes), to
 * copy or download before going on.
 */
export const RecoveryCodes = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(asText(codes));
      toast.success(MFA_MESSAGES.codesCopied);
    } catch {
      toast.error('Erreur', { description: 'La copie a échoué : recopiez les codes à la main.' });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([asText(codes)], { type: 'text/plain;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: `codes-de-secours-${PRODUCT_NAME.toLowerCase()}.txt`,
    });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <div className="grid gap-4">
      <Alert>
        <KeyRoundIcon aria-hidden className="mt-0.5 text-primary" />
        <div className="grid gap-1">
          <p className="font-medium">Vos codes de secours</p>
          <p className="text-sm">
            Si vous perdez votre téléphone, chacun de ces codes remplace une fois le code de votre
            application. Conservez-les en lieu sûr : ils ne seront plus affichés.
          </p>
        </div>
      </Alert>
      <ol aria-label="Codes de secours" className="grid grid-cols-1 gap-2 font-mono text-sm sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="whitespace-nowrap rounded-md border bg-muted/40 px-3 py-2 text-center">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          <CopyIcon aria-hidden />
          Copier les codes
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <DownloadIcon aria-hidden />
          Télécharger
        </Button>
      </div>
      <Button type="button" onClick={onDone}>
        J’ai conservé mes codes
      </Button>
    </div>
  );
};
