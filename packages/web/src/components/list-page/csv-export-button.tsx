import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiDownload } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const FAILED = "L'export a échoué. Réessayez.";

/**
 * A CSV export of the API (`path` under /api), saved under the name
 * the server gives; a refusal or a failure says why in a toast.
 */
export const CsvExportButton = ({
  path,
  fallbackName,
  label = 'Exporter en CSV',
  size,
}: {
  path: string;
  fallbackName: string;
  label?: string;
  size?: 'sm';
}) => {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await apiDownload(path, fallbackName);
    } catch (error) {
      toast.error('Erreur', {
        description: error instanceof Error && error.message ? error.message : FAILED,
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button type="button" variant="outline" size={size} onClick={download} disabled={pending}>
      {pending ? <Spinner /> : <DownloadIcon aria-hidden />}
      {label}
    </Button>
  );
};
