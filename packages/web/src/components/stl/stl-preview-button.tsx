import { Box } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { createStlSignedUrl } from '@/api/signed-links';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { STL_PREVIEW_MESSAGES } from './stl-preview-messages';

// three.js and the viewer: a chunk of their own, fetched when a preview first opens.
const StlViewer = lazy(() => import('./stl-viewer'));

/** « Voir en 3D » for a stored impression, read through its signed link. */
export const StlPreviewButton = ({
  orderId,
  path,
  name,
}: {
  orderId: string;
  path: string;
  name: string;
}) => {
  const [open, setOpen] = useState(false);
  const load = useCallback(async () => {
    const { signedUrl } = await createStlSignedUrl({ orderId, path });
    const response = await fetch(signedUrl);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.arrayBuffer();
  }, [orderId, path]);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="icon" aria-label={STL_PREVIEW_MESSAGES.openLabel(name)}>
          <Box aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="[overflow-wrap:anywhere]">{STL_PREVIEW_MESSAGES.title(name)}</DialogTitle>
          <DialogDescription>{STL_PREVIEW_MESSAGES.description}</DialogDescription>
        </DialogHeader>
        {open ? (
          <Suspense fallback={<Spinner label={STL_PREVIEW_MESSAGES.loading} />}>
            <StlViewer load={load} name={name} />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
};
