import type { LiveEvent } from '@conque/domain/live/live-events';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { toast } from '@/lib/toast';
import { markNewOrder } from './live-status';

// What each event makes the tab refetch, through the ordinary API (the event says
// what changed, never what it is now). Invalidations are gathered for BATCH_MS, so that a burst (a
// month's invoices, a grouped shipment) refetches each screen once.

const BATCH_MS = 250;

const keysOf = (event: LiveEvent, myId: string): QueryKey[] => {
  switch (event.kind) {
    case 'order':
      // Lists, drafts and their badge, the detail, its history, comments and files.
      return [queryKeys.orders.all];
    case 'bell':
      // The lab's comment bell, or one person's own: each tab has one of them.
      return [queryKeys.commentNotifications, queryKeys.orderNotifications, queryKeys.einvoicingAlerts];
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
/** The clinic sent the impression the lab asked for. */
export const IMPRESSION_SENT_TOAST = 'Nouvelle empreinte reçue';
/** The lab asks the clinic for a new impression. */
export const IMPRESSION_REQUESTED_TOAST = 'Nouvelle empreinte demandée';

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
    // Each side is told of the other's step (the clinic's bell leads to the order; on
    // the lab's dashboard the order's row changes status).
    if (event.kind === 'order' && event.impression) {
      const toLab = event.impression === 'sent' && me.role === 'preparator';
      const toClinic = event.impression === 'requested' && me.role !== 'preparator';
      if (toLab || toClinic) {
        const title = toLab ? IMPRESSION_SENT_TOAST : IMPRESSION_REQUESTED_TOAST;
        toast(title, {
          id: `${title}-${event.id}`,
          description: toLab
            ? 'La commande est revenue au laboratoire avec sa nouvelle empreinte.'
            : 'Le laboratoire attend une nouvelle empreinte pour une commande.',
        });
      }
    }
    timer ??= setTimeout(flush, BATCH_MS);
  };
  return { apply, cancel: () => clearTimeout(timer) };
};
