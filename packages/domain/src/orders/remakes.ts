import { EAR_SIDE_LABELS, type EarSide } from '../catalogue/ear-sides';
import { REMAKE_POLICY } from '../pricing/remake-policy';
import type { ReworkCause } from '../production/api-types';
import { isReorderable, type OrderStatus } from './statuses';

// "Demander une refabrication": a shipped order's tip remade, for one or both ears,
// with a reason. The remake is an order of its own, linked to the original; what it costs is the
// policy's (pricing/remake-policy.ts). The request's schema is in request-remake-schema.ts: the lists
// that show a remake's reason do not load zod (decision 78).

export const REMAKE_REASONS = ['discomfort', 'poor_fit', 'breakage', 'loss', 'other'] as const;
export type RemakeReason = (typeof REMAKE_REASONS)[number];

export const REMAKE_REASON_LABELS: Record<RemakeReason, string> = {
  discomfort: 'Inconfort',
  poor_fit: 'Mauvais ajustement',
  breakage: 'Casse',
  loss: 'Perte',
  other: 'Autre',
};

export const REMAKE_COMMENT_MAX = 1000;

export const REMAKE_MESSAGES = {
  earsRequired: 'Choisissez au moins une oreille.',
  reasonRequired: 'Choisissez un motif.',
  commentRequired: 'Précisez le motif : le commentaire est requis pour « Autre ».',
  commentTooLong: `Le commentaire ne peut pas dépasser ${REMAKE_COMMENT_MAX} caractères.`,
  notShipped: "Seule une commande expédiée ou prête à être récupérée peut faire l'objet d'une refabrication.",
  windowClosed: `Une refabrication ne peut être demandée que dans les ${REMAKE_POLICY.windowDays} jours suivant l'expédition.`,
  earNotOrdered: (ear: EarSide) => `${EAR_SIDE_LABELS[ear]} ne fait pas partie de la commande d'origine.`,
  requestFailed: 'Impossible de demander la refabrication. Réessayez.',
  ratesLoadFailed: 'Impossible de charger les taux de refabrication',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a remake may still be asked for an order shipped at `shippedAt`. */
export const remakeWindowOpen = (shippedAt: Date | null, at: Date): boolean =>
  shippedAt !== null && at.getTime() - shippedAt.getTime() <= REMAKE_POLICY.windowDays * DAY_MS;

/** Why an order cannot be remade now, or null when it can (the button and the server agree). */
export const remakeRefusal = (
  order: { status: OrderStatus; shippedAt: Date | null },
  at: Date,
): string | null => {
  if (!isReorderable(order.status)) return REMAKE_MESSAGES.notShipped;
  if (!remakeWindowOpen(order.shippedAt, at)) return REMAKE_MESSAGES.windowClosed;
  return null;
};

/** What an order says of the order it remakes (GET /api/orders/:id `remake`). */
export type RemakeOf = {
  order_id: string;
  order_number: string | null;
  reason: RemakeReason;
  comment: string;
  /** Free of charge under the policy (prices at zero). */
  free: boolean;
};

/** One remake of an order, as the original shows it. */
export type RemakeSummary = {
  id: string;
  order_number: string | null;
  status: OrderStatus;
  reason: RemakeReason;
  free: boolean;
  created_at: string;
};

/** GET /api/remake-rates: per establishment, shipped orders of the period and their remakes by reason. */
export type RemakeRate = {
  establishment_id: string;
  establishment_name: string;
  shipped_orders: number;
  remakes: number;
  by_reason: Record<RemakeReason, number>;
};
/**
 * GET /api/remake-rates: the rates per establishment, and « Causes de reprise », the quality
 * control's failed points over the same period, most frequent first (decision 141).
 */
export type RemakeRatesResponse = { since: string; items: RemakeRate[]; rework_causes: ReworkCause[] };
