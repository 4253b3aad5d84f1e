import { FileIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { MeshCheckNote } from '@/components/stl/mesh-check-note';
import { StlPreviewButton } from '@/components/stl/stl-preview-button';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { formatFileSize } from '@/lib/format-file-size';
import type { UploadItem } from '../hooks/use-stl-uploads';

const STATUS_LABELS = { uploading: 'Envoi en cours', error: 'Échec', completed: 'Envoyé' } as const;

type StlUploadZoneProps = {
  /** The draft's id once saved: a stored file can then be previewed in 3D. */
  orderId: string | null;
  items: readonly UploadItem[];
  onAdd: (files: File[]) => void;
  onRemove: (item: UploadItem) => void;
};

/** Spec 001 §4-§5: the STL drop zone, a progress bar per file, and a remove button. */
export const StlUploadZone = ({ orderId, items, onAdd, onRemove }: StlUploadZoneProps) => {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onAdd(Array.from(event.dataTransfer.files));
  };
  return (
    <div className="grid grid-cols-1 gap-3">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the keyboard path is the file button inside. */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm text-muted-foreground',
          dragging && 'border-primary bg-primary/5',
        )}
      >
        <UploadIcon aria-hidden className="size-6" />
        <p>Déposez vos fichiers STL ici (100 Mo au maximum par fichier)</p>
        <label
          htmlFor={`${id}-input`}
          className="cursor-pointer rounded-md border bg-background px-3 py-2 font-medium text-foreground hover:bg-accent focus-within:ring-2 focus-within:ring-ring"
        >
          Ajouter des fichiers STL
          <input
            id={`${id}-input`}
            type="file"
            accept=".stl"
            multiple
            className="sr-only"
            onChange={(event) => {
              onAdd(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
        </label>
      </div>
      {items.length > 0 ? (
        <ul aria-label="Fichiers STL" className="grid grid-cols-1 gap-2">
          {items.map((item) => (
            <li key={item.key} className="grid grid-cols-1 gap-2 rounded-md border p-3">
              <div className="flex items-center gap-2">
                <FileIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1 truncate text-sm font-medium">{item.name}</span>
                <span className="text-xs text-muted-foreground">{formatFileSize(item.size)}</span>
                <span
                  className={cn(
                    'text-xs',
                    item.status === 'error' && 'text-destructive',
                    item.status === 'completed' && 'text-success',
                  )}
                >
                  {STATUS_LABELS[item.status]}
                </span>
                {orderId && item.status === 'completed' && item.path ? (
                  <StlPreviewButton orderId={orderId} path={item.path} name={item.name} />
                ) : null}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Supprimer ${item.name}`}
                  onClick={() => onRemove(item)}
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </div>
              {item.status === 'uploading' ? (
                <Progress value={item.progress} aria-label={`Envoi de ${item.name}`} />
              ) : null}
              <MeshCheckNote file={item} />
              {item.error ? (
                <p role="alert" className="break-words text-xs text-destructive">
                  {item.error}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
