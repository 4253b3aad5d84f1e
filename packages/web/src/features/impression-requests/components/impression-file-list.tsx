import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { formatParisShortDateTime } from '@conque/domain/shared/paris-time';
import { DownloadIcon, FileIcon, Trash2Icon } from 'lucide-react';
import { useOpenStlFile } from '@/api/signed-links';
import { MeshCheckNote } from '@/components/stl/mesh-check-note';
import { StlPreviewButton } from '@/components/stl/stl-preview-button';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatFileSize } from '@/lib/format-file-size';
import { useDeleteImpressionFile } from '../api/delete-impression-file';
import { IMPRESSION_UI } from '../impression-ui';

/**
 * Files of a request for a new impression (the clinic's, not yet sent; or the lab's previous
 * version): the mesh check when it is there (it may come a moment after the upload), a 3D preview,
 * the download, and for the clinic, removal before sending.
 */
export const ImpressionFileList = ({
  orderId,
  files,
  canDelete = false,
  label = IMPRESSION_UI.uploaded,
}: {
  orderId: string;
  files: StlFileEntry[];
  canDelete?: boolean;
  label?: string;
}) => {
  const stl = useOpenStlFile(orderId);
  const remove = useDeleteImpressionFile(orderId);
  if (files.length === 0) return null;
  return (
    <ul aria-label={label} className="grid gap-2">
      {files.map((file) => (
        <li key={file.path} className="flex items-start gap-3 rounded-md border bg-background p-3">
          <FileIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium [overflow-wrap:anywhere]">{file.name}</p>
            <p className="text-xs text-muted-foreground">
              {formatFileSize(file.size)} · {formatParisShortDateTime(file.uploadedAt)}
            </p>
            <MeshCheckNote file={file} />
          </div>
          <StlPreviewButton orderId={orderId} path={file.path} name={file.name} />
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={IMPRESSION_UI.download(file.name)}
            disabled={stl.pendingPath === file.path}
            onClick={() => stl.open(file.path)}
          >
            {stl.pendingPath === file.path ? (
              <Spinner label="Téléchargement…" />
            ) : (
              <DownloadIcon aria-hidden />
            )}
          </Button>
          {canDelete ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={IMPRESSION_UI.remove(file.name)}
              disabled={remove.isPending}
              onClick={() => remove.mutate(file.path)}
            >
              <Trash2Icon aria-hidden />
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
};
