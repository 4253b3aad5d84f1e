// Spec 001 §4: order statuses and their French labels.
export const ORDER_STATUSES = [
  'draft',
  'registered',
  'in_progress',
  // The lab asked the clinic for a new impression; the order waits for it.
  'awaiting_impression',
  'shipped',
  'ready_pickup',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  draft: 'Brouillon',
  registered: 'Enregistrée',
  in_progress: 'En cours de fabrication',
  awaiting_impression: "En attente d'empreinte",
  shipped: 'Expédiée',
  ready_pickup: 'Prête à être récupérée',
  cancelled: 'Annulée',
};

/**
 * Spec 001 §4: the statuses a preparator may pick, in this order. A pickup order becomes
 * `ready_pickup` where another would be `shipped` (docs/design.md §5.10).
 */
export const preparatorStatusChoices = (shippingMethod: string | null | undefined): OrderStatus[] => [
  'registered',
  'in_progress',
  shippingMethod === 'pickup' ? 'ready_pickup' : 'shipped',
  'cancelled',
];

/** Spec 001 §4: any status other than shipped clears tracking_url and shared_shipping_group. */
export const keepsShipmentInfo = (status: OrderStatus): boolean => status === 'shipped';

/** "Commander à nouveau": an order the patient has received or may collect. */
export const REORDERABLE_STATUSES: readonly OrderStatus[] = ['shipped', 'ready_pickup'];

export const isReorderable = (status: OrderStatus): boolean => REORDERABLE_STATUSES.includes(status);

/**
 * « Demander une nouvelle empreinte »: on an order the lab has not shipped yet (and
 * still makes: a cancelled one is not). The order takes `awaiting_impression` and goes back to this
 * status when the clinic sends the impression, or when the lab withdraws its request.
 */
export const IMPRESSION_REQUESTABLE_STATUSES: readonly OrderStatus[] = ['registered', 'in_progress'];
