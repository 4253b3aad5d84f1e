import type { OrderNotificationKind } from '@conque/domain/orders/api-types';
import { useCommentNotifications } from '@/api/comment-notifications';
import { useOrderNotifications } from '@/api/order-notifications';

/** What one entry of a bell shows and where it leads. */
export type BellItem = {
  order_id: string;
  /** The establishment side's entries say what they are about. */
  kind?: OrderNotificationKind;
  order_number: string | null;
  patient_name: string;
  created_at: string;
};

const KIND_TITLES: Record<OrderNotificationKind, string> = {
  impression_requested: 'Nouvelle empreinte demandée',
  promised_date_changed: "Date d'expédition modifiée",
};

/**
 * The two bells of the header: the lab's new comments (docs/design.md §5.13), and on the establishment's side
 * each person's own notifications (a new impression is asked for an order;
 * the lab moved an order's promised shipping day).
 */
export const BELL_SOURCES = {
  comments: {
    useList: useCommentNotifications,
    title: 'Nouveaux commentaires',
    empty: 'Aucun nouveau commentaire',
    countLabel: (total: number) =>
      total === 0
        ? 'Aucun nouveau commentaire'
        : `${total} commande${total > 1 ? 's' : ''} avec un nouveau commentaire`,
    anchor: '#commentaires',
    itemTitle: (_item: BellItem): string | null => null,
  },
  orders: {
    useList: useOrderNotifications,
    title: 'Notifications',
    empty: 'Aucune notification',
    countLabel: (total: number) =>
      total === 0 ? 'Aucune notification' : `${total} notification${total > 1 ? 's' : ''}`,
    anchor: '',
    itemTitle: (item: BellItem): string | null => (item.kind ? KIND_TITLES[item.kind] : null),
  },
} as const;

export type BellSource = keyof typeof BELL_SOURCES;

/** The source's list, as one shape: the bell and its panel need no more. */
export const useBellList = (source: BellSource): { items: BellItem[]; total: number; isError: boolean } => {
  const comments = BELL_SOURCES.comments.useList({ enabled: source === 'comments' });
  const orders = BELL_SOURCES.orders.useList({ enabled: source === 'orders' });
  const query = source === 'comments' ? comments : orders;
  return { items: query.data?.items ?? [], total: query.data?.total ?? 0, isError: query.isError };
};
