import { EAR_SIDE_LABELS } from '@conque/domain/catalogue/ear-sides';
import { transferMethodOf } from '@conque/domain/catalogue/transfer-methods';
import type { OrderView } from '@conque/domain/orders/api-types';
import { formatParisDate, formatParisShortDateTime } from '@conque/domain/shared/paris-time';
import { DownloadIcon, FileIcon } from 'lucide-react';
import { useOpenStlFile } from '@/api/signed-links';
import { MeshCheckNote } from '@/components/stl/mesh-check-note';
import { StlPreviewButton } from '@/components/stl/stl-preview-button';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatFileSize } from '@/lib/format-file-size';
import { DetailCard, DetailLines } from './detail-card';

/** Spec 001 §2 "transfer method and STL files": each file opens through a link signed for 60 s. */
export const FilesCard = ({ order }: { order: OrderView }) => {
  const method = transferMethodOf(order.transfer_method);
  const stl = useOpenStlFile(order.id);
  const files = order.stl_files;
  return (
    <DetailCard title="Empreintes">
      <DetailLines lines={[{ title: 'Méthode de transfert', value: method?.label ?? 'Non renseignée' }]} />
      {files.length > 0 ? (
        <ul aria-label="Fichiers STL" className="grid grid-cols-1 gap-2">
          {files.map((file) => (
            <li key={file.path} className="flex items-start gap-3 rounded-md border p-3">
              <FileIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <div className="min-w-0 flex-1">
                {/* Scanner file names are long and alike: shown whole, wrapped anywhere. */}
                <p className="text-sm font-medium [overflow-wrap:anywhere]">{file.name}</p>
                <p className="text-xs text-muted-foreground">
                  {/* A file sent in answer to a request for a new impression. */}
                  {file.ear ? `${EAR_SIDE_LABELS[file.ear]} · ` : ''}
                  {formatFileSize(file.size)} · {formatParisShortDateTime(file.uploadedAt)}
                </p>
                <MeshCheckNote file={file} />
              </div>
              <StlPreviewButton orderId={order.id} path={file.path} name={file.name} />
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={`Télécharger ${file.name}`}
                disabled={stl.pendingPath === file.path}
                onClick={() => stl.open(file.path)}
              >
                {stl.pendingPath === file.path ? (
                  <Spinner label="Téléchargement…" />
                ) : (
                  <DownloadIcon aria-hidden />
                )}
              </Button>
            </li>
          ))}
        </ul>
      ) : order.impressions_deleted_at ? (
        // The retention period ended; the order and its invoice stay.
        <p className="text-sm text-muted-foreground">
          Empreintes supprimées le {formatParisDate(order.impressions_deleted_at)} : leur durée de
          conservation après l'expédition est écoulée.
        </p>
      ) : method?.needsFiles ? (
        <p className="text-sm text-muted-foreground">Aucun fichier STL envoyé.</p>
      ) : null}
    </DetailCard>
  );
};
