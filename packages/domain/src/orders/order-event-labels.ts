import { SHIPPING_METHODS } from '../catalogue/shipping-methods';
import { isCalendarDay } from '../planning/calendar-day';
import { formatPromiseDay } from '../planning/promised-date';
import { earsLabel, IMPRESSION_REASON_LABELS } from './impression-requests';
import type { OrderEventKind } from './order-events';
import { REMAKE_REASON_LABELS } from './remakes';
import { ORDER_STATUS_LABELS, type OrderStatus } from './statuses';

// The order history's timeline: a French title per kind of event, and its from/to
// values as a person reads them (statuses and delivery modes by their labels, files by name).

export const ORDER_EVENT_LABELS: Record<OrderEventKind, string> = {
  created: 'Commande créée',
  validated: 'Commande validée',
  status_changed: 'Statut modifié',
  shipping_method_changed: 'Livraison modifiée',
  stl_file_added: 'Fichier ajouté',
  stl_file_removed: 'Fichier supprimé',
  content_changed: 'Commande modifiée',
  invoiced: 'Commande facturée',
  credited: 'Facture annulée par avoir',
  remake_requested: 'Refabrication demandée',
  impression_requested: 'Nouvelle empreinte demandée',
  impression_sent: 'Nouvelle empreinte envoyée au laboratoire',
  impression_request_withdrawn: 'Demande de nouvelle empreinte retirée',
  promised_date_changed: 'Date prévue modifiée',
  production_step_reached: 'Étape de fabrication',
  quality_control_passed: 'Contrôle qualité validé',
  quality_control_failed: 'Contrôle qualité non conforme',
};

/** The actor name of events written by a job (the monthly invoice run). */
export const SYSTEM_ACTOR_NAME = 'Système';

export type OrderEventLike = { kind: OrderEventKind; from: string | null; to: string | null };

/**
 * A shipped order whose status stays shipped but whose tracking number or grouping changed is
 * recorded as shipped → shipped: the timeline names that "Expédition modifiée".
 */
export const orderEventTitle = (event: OrderEventLike): string => {
  if (event.kind === 'status_changed' && event.from !== null && event.from === event.to)
    return 'Expédition modifiée';
  // A draft made by "Commander à nouveau" names the order it was made from.
  if (event.kind === 'created' && event.from) return `Commande créée à partir de la commande ${event.from}`;
  if (event.kind === 'remake_requested' && event.from) return `Refabrication de la commande ${event.from}`;
  // The ears asked, recorded as « left,right ».
  if (event.kind === 'impression_requested' && event.from) {
    const ears = event.from.split(',').filter((side) => side === 'left' || side === 'right');
    if (ears.length > 0)
      return `${ORDER_EVENT_LABELS.impression_requested} : ${earsLabel(ears).toLowerCase()}`;
  }
  return ORDER_EVENT_LABELS[event.kind];
};

const isStatus = (value: string): value is OrderStatus => Object.hasOwn(ORDER_STATUS_LABELS, value);

/** One from/to value as shown: a status or delivery mode by its French label, anything else as is. */
export const orderEventValueLabel = (kind: OrderEventKind, value: string | null): string | null => {
  if (value === null || value === '') return null;
  // A reorder's source number is in its title already.
  if (kind === 'created' && !isStatus(value)) return null;
  if ((kind === 'status_changed' || kind === 'validated' || kind === 'created') && isStatus(value))
    return ORDER_STATUS_LABELS[value];
  // The remake's original number is in its title already; the reason by its label.
  if (kind === 'remake_requested')
    return Object.hasOwn(REMAKE_REASON_LABELS, value)
      ? REMAKE_REASON_LABELS[value as keyof typeof REMAKE_REASON_LABELS]
      : null;
  // The reason by its label; the ears asked are in the title.
  if (kind === 'impression_requested')
    return Object.hasOwn(IMPRESSION_REASON_LABELS, value)
      ? IMPRESSION_REASON_LABELS[value as keyof typeof IMPRESSION_REASON_LABELS]
      : null;
  if (kind === 'promised_date_changed' && isCalendarDay(value)) return formatPromiseDay(value);
  if (kind === 'shipping_method_changed')
    return SHIPPING_METHODS.find((method) => method.value === value)?.name ?? value;
  return value;
};
