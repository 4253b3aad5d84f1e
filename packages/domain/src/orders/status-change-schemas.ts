import { z } from 'zod';
import { SHIPPING_METHOD_VALUES } from '../catalogue/shipping-methods';
import { idField } from '../shared/fields';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from './statuses';
import { trackingNumberSchema } from './tracking';

// The preparator's two dialogs of the order detail (spec 001 §2 and §4): their request bodies,
// French messages and the state rules the web app shows and the server enforces.

export const STATUS_CHANGE_MESSAGES = {
  chooseStatus: 'Veuillez choisir un statut',
  chooseShippingMethod: 'Veuillez sélectionner un mode de livraison',
  invoicedStatus: 'Cette commande est facturée : son statut ne peut plus être modifié.',
  invoicedDelivery: 'Cette commande est facturée : sa livraison ne peut plus être modifiée.',
  deliveryNotNow:
    'La livraison ne peut être modifiée que pour une commande enregistrée ou en cours de fabrication.',
  statusNotOffered: 'Ce statut ne peut pas être choisi pour cette commande.',
  shipmentOnlyWhenShipped: "Le numéro de suivi et le groupement ne concernent qu'une commande expédiée.",
  groupWithItself: 'Une commande ne peut pas être groupée avec elle-même.',
  groupNotFound: "La commande choisie pour grouper l'expédition est introuvable.",
  groupNotEligible:
    "La commande choisie pour grouper l'expédition doit être expédiée, non facturée, du même établissement et avec le même mode de livraison.",
  groupFull: "Ce groupe d'expédition compte déjà 3 commandes.",
  leadsGroup: "Cette commande mène déjà un groupe d'expédition : elle ne peut pas rejoindre un autre groupe.",
  noDeliveryAddress:
    "L'établissement n'a pas d'adresse de livraison par défaut : impossible d'expédier cette commande.",
  /** The order is no longer in the status the screen showed (`fromStatus`). */
  statusChanged: (now: OrderStatus) =>
    `La commande a changé entre-temps : elle est maintenant « ${ORDER_STATUS_LABELS[now]} ». Rien n'a été modifié.`,
} as const;

/**
 * POST /api/orders/:id/status. `trackingNumber` and `groupWith` only with `shipped`. `fromStatus`,
 * the status the caller showed before the choice: if the order is no longer in it, a 409 says where
 * it is and nothing changes.
 */
export const changeOrderStatusSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: STATUS_CHANGE_MESSAGES.chooseStatus }),
  fromStatus: z.enum(ORDER_STATUSES, { error: 'statut inconnu' }).optional(),
  trackingNumber: trackingNumberSchema.optional(),
  groupWith: idField.nullable().optional(),
});
export type ChangeOrderStatusInput = z.infer<typeof changeOrderStatusSchema>;

/** POST /api/orders/:id/delivery. */
export const changeDeliverySchema = z.strictObject({
  shippingMethod: z.enum(SHIPPING_METHOD_VALUES, { error: STATUS_CHANGE_MESSAGES.chooseShippingMethod }),
});
export type ChangeDeliveryInput = z.infer<typeof changeDeliverySchema>;

/** Spec 001 §4: the delivery type changes only while registered or in_progress, and not invoiced. */
export const deliveryChangeAllowed = (status: OrderStatus, invoiced: boolean): boolean =>
  !invoiced && (status === 'registered' || status === 'in_progress');

/** Spec 001 §4 and docs/design.md §5.11: "Status change is disabled once the order has an invoice". */
export const statusChangeAllowed = (status: OrderStatus, invoiced: boolean): boolean =>
  // An order waiting for a new impression changes status through its request.
  !invoiced && status !== 'draft' && status !== 'awaiting_impression';
