import type { OrderView } from '@conque/domain/orders/api-types';
import { isMeshCheckPending } from '@conque/domain/orders/stl-files';
import { useRef } from 'react';
import { pollUnlessLive } from './live/live-status';

// Decision 90: a stored file's mesh check is written by a job a second or two after
// the upload. The live events (decision 88) make a screen refetch the order when it is; until they
// reach it, or if they miss it, a screen showing « Vérification en cours » asks again by itself.

/** How often the order is asked for again while a file waits for its check. */
export const MESH_CHECK_REFETCH_MS = 2_000;
/**
 * How long a screen asks without news: the job is then retrying (storage unreachable, up to about
 * 2.5 minutes); the live events, a later visit or « Actualiser » show its result.
 */
export const MESH_CHECK_PATIENCE_MS = 60_000;

/** What the rule reads of GET /api/orders/:id. */
type OrderFiles = Pick<OrderView, 'stl_files'>;

/** The order's files still waiting for their check (their paths). */
export const pendingCheckPaths = (order: OrderFiles | undefined): string[] =>
  order?.stl_files.filter(isMeshCheckPending).map((file) => file.path) ?? [];

/**
 * The order detail query's `refetchInterval` while `waitingPaths(order)` lists files waiting for their
 * check and the live stream is not live: every 2 s, until none waits or a minute passes without any of them changing. TanStack Query
 * calls it after each fetch and each render, with the query as it stands.
 */
export const useMeshCheckRefetch = (
  waitingPaths: (order: OrderFiles | undefined) => string[] = pendingCheckPaths,
) => {
  const waiting = useRef<{ paths: string; since: number } | null>(null);
  return (query: { state: { data?: OrderFiles | undefined } }): number | false => {
    const paths = waitingPaths(query.state.data).join('\n');
    if (paths === '') {
      waiting.current = null;
      return false;
    }
    if (waiting.current?.paths !== paths) waiting.current = { paths, since: Date.now() };
    // While the stream is live, its event brings the check: no need to ask.
    return Date.now() - waiting.current.since < MESH_CHECK_PATIENCE_MS
      ? pollUnlessLive(MESH_CHECK_REFETCH_MS)
      : false;
  };
};
