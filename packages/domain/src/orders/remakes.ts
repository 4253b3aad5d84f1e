import { z } from 'zod';
import { EAR_SIDE_LABELS, EAR_SIDES, type EarSide } from '../catalogue/ear-sides';
import { REMAKE_POLICY } from '../pricing/remake-policy';
import { isReorderable, type OrderStatus } from './statuses';

// Issue 11 item 3 "Demander une refabrication": a shipped order's tip remade, for one or both ears,
// with a reason. The remake is an order of its own, linked to the original; what it costs is the
// policy's (pricing/remake-policy.ts).

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

/** POST /api/orders/:id/remake. New impressions, if any, are uploaded to the new draft in the wizard. */
export const requestRemakeSchema = z
  .strictObject({
    ears: z
      .array(z.enum(EAR_SIDES, { error: REMAKE_MESSAGES.earsRequired }), {
        error: REMAKE_MESSAGES.earsRequired,
      })
      .min(1, REMAKE_MESSAGES.earsRequired)
      .max(2)
      .transform((ears) => EAR_SIDES.filter((side) => ears.includes(side))),
    reason: z.enum(REMAKE_REASONS, { error: REMAKE_MESSAGES.reasonRequired }),
    comment: z.string().trim().max(REMAKE_COMMENT_MAX, REMAKE_MESSAGES.commentTooLong).default(''),
  })
  .superRefine((input, context) => {
    if (input.reason === 'other' && input.comment === '')
      context.addIssue({ code: 'custom', path: ['comment'], message: REMAKE_MESSAGES.commentRequired });
  });
export type RequestRemakeInput = z.infer<typeof requestRemakeSchema>;

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
export type RemakeRatesResponse = { since: string; items: RemakeRate[] };
