import { EAR_SIDE_LABELS, type EarSide } from '@conque/domain/catalogue/ear-sides';
import type { ImpressionFileEntry } from '@conque/domain/orders/impression-requests';
import { stlFileProblem } from '@conque/domain/orders/stl-files';
import { useQueryClient } from '@tanstack/react-query';
import { UploadIcon } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { queryKeys } from '@/api/query-keys';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { uploadImpressionFile } from '../api/upload-impression-file';
import { IMPRESSION_UI } from '../impression-ui';
import { ImpressionFileList } from './impression-file-list';

type Sending = { key: string; name: string; progress: number; error: string | null };

/**
 * The upload zone of one ear asked, with the wizard's rules (.stl, 100 MB: the same
 * French refusals, checked again by the server) and a progress bar per file. What the server holds
 * is listed from the request (refetched after each upload, and live).
 */
export const EarUploadZone = ({
  orderId,
  ear,
  files,
  canDelete,
}: {
  orderId: string;
  ear: EarSide;
  files: ImpressionFileEntry[];
  canDelete: boolean;
}) => {
  const id = useId();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<Sending[]>([]);
  const [dragging, setDragging] = useState(false);
  const update = (key: string, change: Partial<Sending>) =>
    setSending((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = (picked: File[]) => {
    for (const file of picked) {
      const key = `${file.name}-${Date.now()}-${Math.random()}`;
      const problem = stlFileProblem(file);
      setSending((items) => [...items, { key, name: file.name, progress: 0, error: problem }]);
      if (problem) continue;
      uploadImpressionFile(orderId, ear, file, (progress) => update(key, { progress }))
        .promise.then(async () => {
          await queryClient.invalidateQueries({ queryKey: queryKeys.orders.impressionRequests(orderId) });
          setSending((items) => items.filter((item) => item.key !== key));
        })
        .catch((error: Error) => update(key, { error: error.message }));
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer.files));
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {IMPRESSION_UI.uploadFor(EAR_SIDE_LABELS[ear])}
      </h3>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the keyboard path is the file button inside. */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed bg-background p-4 text-center text-sm text-muted-foreground',
          dragging && 'border-primary bg-primary/5',
        )}
      >
        <UploadIcon aria-hidden className="size-5" />
        <p>{IMPRESSION_UI.drop}</p>
        <label
          htmlFor={`${id}-input`}
          className="cursor-pointer rounded-md border bg-background px-3 py-2 font-medium text-foreground hover:bg-accent focus-within:ring-2 focus-within:ring-ring"
        >
          {IMPRESSION_UI.addFiles}
          <span className="sr-only"> ({EAR_SIDE_LABELS[ear].toLowerCase()})</span>
          <input
            id={`${id}-input`}
            type="file"
            accept=".stl"
            className="sr-only"
            onChange={(event) => {
              add(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
        </label>
      </div>
      {sending.map((item) => (
        <div key={item.key} className="grid gap-1 rounded-md border p-3 text-sm">
          <span className="font-medium [overflow-wrap:anywhere]">{item.name}</span>
          {item.error ? (
            <p role="alert" className="text-xs text-destructive">
              {item.error}
            </p>
          ) : (
            <Progress value={item.progress} aria-label={`Envoi de ${item.name}`} />
          )}
        </div>
      ))}
      <ImpressionFileList orderId={orderId} files={files} canDelete={canDelete} />
    </section>
  );
};
