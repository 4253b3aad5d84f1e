// The events an endpoint may subscribe to. The names are the `type` of each
// delivered payload (Standard Webhooks: `<resource>.<action>`), the labels what the screens show.
export const WEBHOOK_EVENT_TYPES = [
  'order.validated',
  'order.status_changed',
  'order.comment_added',
  'order.impression_requested',
  'order.impression_received',
  'order.production_step_reached',
  'invoice.issued',
  'credit_note.issued',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'order.validated': 'Commande validée',
  'order.status_changed': 'Statut modifié',
  'order.comment_added': 'Commentaire ajouté',
  'order.impression_requested': 'Nouvelle empreinte demandée',
  'order.impression_received': 'Nouvelle empreinte reçue',
  'order.production_step_reached': 'Étape de fabrication atteinte',
  'invoice.issued': 'Facture émise',
  'credit_note.issued': 'Avoir émis',
};
