import { api } from '@/lib/api-client';
import { useSignedLink } from '../hooks/use-signed-link';

type Input = { orderId: string; path: string };

/** POST /api/orders/:orderId/stl-files/signed-url: one listed STL file, signed for 60 s (spec 001 §7). */
export const createStlSignedUrl = ({ orderId, path }: Input) =>
  api<{ signedUrl?: string }>(`/orders/${encodeURIComponent(orderId)}/stl-files/signed-url`, {
    body: { path },
  });

/** A file's download button: the signed link in a new tab; `pendingPath` is the file being signed. */
export const useOpenStlFile = (orderId: string) => {
  const link = useSignedLink();
  const open = (path: string) => link.open(path, () => createStlSignedUrl({ orderId, path }));
  return { open, pendingPath: link.pending };
};
