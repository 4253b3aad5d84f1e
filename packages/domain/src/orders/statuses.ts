// Spec 001 §4: order statuses and their French labels.
export const ORDER_STATUSES = [
  'draft',
  'registered',
  'in_progress',
  'shipped',
  'ready_pickup',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  draft: 'Brouillon',
  registered: 'Enregistrée',
  in_progress: 'En cours de fabrication',
  shipped: 'Expédiée',
  ready_pickup: 'Prête à être récupérée',
  cancelled: 'Annulée',
};
