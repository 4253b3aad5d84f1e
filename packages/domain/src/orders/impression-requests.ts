import { EAR_SIDE_LABELS, EAR_SIDES, type EarSide } from '../catalogue/ear-sides';
import type { OrderStatus } from './statuses';
import type { StlFileEntry } from './stl-files';

// « Demander une nouvelle empreinte »: the lab hands an order back to the clinic for
// a new impression of one or both ears, with a reason; the clinic uploads it and sends the order back
// to the lab, which finds it in the status it had. The request's schema is in
// request-impression-schema.ts (the lists that show the status do not load zod, decision 78).

export const IMPRESSION_REASONS = ['incomplete', 'deformed', 'unreadable', 'wrong_ear', 'other'] as const;
export type ImpressionReason = (typeof IMPRESSION_REASONS)[number];

export const IMPRESSION_REASON_LABELS: Record<ImpressionReason, string> = {
  incomplete: 'Empreinte incomplète',
  deformed: 'Empreinte déformée',
  unreadable: 'Fichier illisible',
  wrong_ear: 'Mauvaise oreille',
  other: 'Autre',
};

export const IMPRESSION_COMMENT_MAX = 1000;
/** The mesh check's warnings the lab may quote as the reason's detail (a file has four at most). */
export const IMPRESSION_DETAILS_MAX = 20;

/** Working days (Monday to Friday, French public holidays aside) before the one reminder mail. */
export const IMPRESSION_REMINDER_WORKING_DAYS = 3;

export const IMPRESSION_MESSAGES = {
  earsRequired: 'Choisissez au moins une oreille.',
  reasonRequired: 'Choisissez un motif.',
  commentRequired: 'Précisez le motif : le commentaire est requis pour « Autre ».',
  commentTooLong: `Le commentaire ne peut pas dépasser ${IMPRESSION_COMMENT_MAX} caractères.`,
  detailUnknown:
    'Ce détail ne fait pas partie des avertissements de la vérification des fichiers de la commande.',
  fileUnknown: 'Ce fichier ne fait pas partie des empreintes de la commande.',
  earNotOrdered: (ear: EarSide) => `${EAR_SIDE_LABELS[ear]} ne fait pas partie de la commande.`,
  notRequestable:
    'Une nouvelle empreinte ne peut être demandée que pour une commande enregistrée ou en cours de fabrication, non expédiée.',
  alreadyRequested: 'Une nouvelle empreinte est déjà demandée pour cette commande.',
  noOpenRequest: "Aucune demande de nouvelle empreinte n'est en cours pour cette commande.",
  earNotRequested: (ear: EarSide) => `${EAR_SIDE_LABELS[ear]} ne fait pas partie de la demande.`,
  earRequired: "Choisissez l'oreille de ce fichier.",
  filesMissing: (ears: EarSide[]) =>
    `Joignez l'empreinte de ${earsPhrase(ears)} avant de renvoyer la commande au laboratoire.`,
  statusLocked:
    "Une nouvelle empreinte est demandée pour cette commande : retirez la demande avant d'en changer le statut.",
  requestFailed: 'Impossible de demander une nouvelle empreinte. Réessayez.',
  withdrawFailed: 'Impossible de retirer la demande. Réessayez.',
  sendFailed: 'Impossible de renvoyer la commande au laboratoire. Réessayez.',
  loadFailed: 'Impossible de charger la demande de nouvelle empreinte',
} as const;

/** « l'oreille gauche », « l'oreille droite », « l'oreille gauche et l'oreille droite ». */
export const earsPhrase = (ears: readonly EarSide[]): string =>
  EAR_SIDES.filter((side) => ears.includes(side))
    .map((side) => `l'${EAR_SIDE_LABELS[side].toLowerCase()}`)
    .join(' et ');

/** « Oreille gauche », « Oreilles gauche et droite ». */
export const earsLabel = (ears: readonly EarSide[]): string => {
  const sides = EAR_SIDES.filter((side) => ears.includes(side));
  return sides.length === 2
    ? 'Oreilles gauche et droite'
    : sides.map((side) => EAR_SIDE_LABELS[side]).join('');
};

/** A file the clinic sent in answer, for one ear of the request. */
export type ImpressionFileEntry = StlFileEntry & { ear: EarSide };

/** GET /api/orders/:id/impression-requests `open`: the request the clinic has to answer. */
export type ImpressionRequestView = {
  id: string;
  ears: EarSide[];
  reason: ImpressionReason;
  /** The mesh check's warnings the lab quoted. */
  details: string[];
  comment: string;
  /** The order's files the new impression replaces (kept as the previous version). */
  replaces: { name: string; path: string }[];
  requested_at: string;
  requested_by_name: string;
  /** The status the order goes back to. */
  previous_status: OrderStatus;
  /** What the clinic has uploaded so far, not yet sent to the lab. */
  files: ImpressionFileEntry[];
};

/** An impression replaced by a new one: the lab keeps the previous version. */
export type PreviousImpressionsView = {
  request_id: string;
  reason: ImpressionReason;
  ears: EarSide[];
  requested_at: string;
  answered_at: string;
  files: StlFileEntry[];
};

export type ImpressionRequestsResponse = {
  open: ImpressionRequestView | null;
  /** The lab's only (empty for the establishment): newest answer first. */
  previous: PreviousImpressionsView[];
};

/** POST /api/orders/:id/impression-request/send: the order back with the lab, with its new files. */
export type SendImpressionResult = { status: OrderStatus; stl_files: StlFileEntry[] };

/** DELETE /api/orders/:id/impression-request: the status the order went back to. */
export type WithdrawImpressionResult = { status: OrderStatus };

/** DELETE /api/orders/:id/impression-request/files?path=…: the files of the request that remain. */
export type DeleteImpressionFileResult = { files: ImpressionFileEntry[] };

/** Whether each ear asked has at least one file: the order may go back to the lab. */
export const missingEars = (request: Pick<ImpressionRequestView, 'ears' | 'files'>): EarSide[] =>
  request.ears.filter((ear) => !request.files.some((file) => file.ear === ear));
