import type { LiveEvent } from '@conque/domain/live/live-events';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { toast } from 'sonner';
import { queryKeys } from '@/api/query-keys';
import { markNewOrder } from './live-status';

// Issue 22 item 1: what each event makes the tab refetch, through the ordinary API (the event says
// what changed, never what it is now). Invalidations are gathered for BATCH_MS, so that a burst (a
// month's invoices, a grouped shipment) refetches each screen once.

const BATCH_MS = 250;

const keysOf = (event: LiveEvent, myId: string): QueryKey[] => {
  switch (event.kind) {
    case 'order':
      // Lists, drafts and their badge, the detail, its history, comments and files.
      return [queryKeys.orders.all];
    case 'bell':
      return [queryKeys.commentNotifications];
    case 'invoice':
    case 'credit_note':
      return [queryKeys.invoices.all];
    case 'user':
      return [['users'], ['collaborators'], ...(event.id === myId ? [queryKeys.profile.all] : [])];
    case 'invitation':
      return [['collaborators']];
    case 'resync':
      return [[]];
  }
};

export const NEW_ORDER_TOAST = 'Nouvelle commande validée';

/** The handler of one tab's events: refetches, and for the lab, announces newly validated orders. */
export const liveEventApplier = (queryClient: QueryClient, me: { id: string; role: string }) => {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const keys = [...pending.values()];
    pending.clear();
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  const apply = (event: LiveEvent) => {
    for (const key of keysOf(event, me.id)) pending.set(JSON.stringify(key), key);
    if (event.kind === 'order' && event.validated && me.role === 'preparator') {
      markNewOrder(event.id);
      // One toast for a burst: sonner replaces a toast of the same id.
      toast(NEW_ORDER_TOAST, {
        id: NEW_ORDER_TOAST,
        description: 'Elle apparaît dans la liste, marquée « Nouvelle ».',
      });
    }
    timer ??= setTimeout(flush, BATCH_MS);
  };
  return { apply, cancel: () => clearTimeout(timer) };
};
