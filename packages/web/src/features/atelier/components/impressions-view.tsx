import type { OrderView } from '@conque/domain/orders/api-types';
import { lazy, Suspense, useCallback, useState } from 'react';
import { createStlSignedUrl } from '@/api/signed-links';

// three.js and the viewer, a chunk of their own: the card is drawn first, the 3D follows.
const StlViewer = lazy(() => import('@/components/stl/stl-viewer'));

/** The order's impressions in 3D on the card, one at a time, chosen by name (large targets). */
export const ImpressionsView = ({ order }: { order: OrderView }) => {
  const [shown, setShown] = useState(0);
  const file = order.stl_files[shown] ?? order.stl_files[0];
  const path = file?.path;
  const load = useCallback(async () => {
    const { signedUrl } = await createStlSignedUrl({ orderId: order.id, path: path ?? '' });
    const response = await fetch(signedUrl);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.arrayBuffer();
  }, [order.id, path]);
  if (!file) return null;
  return (
    <section aria-labelledby="atelier-impressions" className="grid gap-2 rounded-lg border p-4">
      <h3 id="atelier-impressions" className="text-xl font-semibold">
        Empreintes
      </h3>
      {order.stl_files.length > 1 ? (
        <div className="flex flex-wrap gap-2">
          {order.stl_files.map((candidate, index) => (
            <button
              key={candidate.path}
              type="button"
              aria-pressed={candidate.path === file.path}
              onClick={() => setShown(index)}
              className="min-h-12 rounded-lg border-2 px-3 text-lg aria-pressed:border-primary aria-pressed:font-semibold [overflow-wrap:anywhere]"
            >
              {candidate.name}
            </button>
          ))}
        </div>
      ) : null}
      <Suspense fallback={<p role="status">Chargement de la vue 3D…</p>}>
        <StlViewer key={file.path} load={load} name={file.name} />
      </Suspense>
    </section>
  );
};
