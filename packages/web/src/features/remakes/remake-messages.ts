import { REMAKE_POLICY } from '@conque/domain/pricing/remake-policy';

// The remake dialog's and pages' French texts.
export const REMAKE_UI = {
  request: 'Demander une refabrication',
  dialogTitle: (orderNumber: string | null) =>
    orderNumber ? `Refabrication de la commande n° ${orderNumber}` : 'Refabrication',
  dialogDescription:
    'Une nouvelle commande est préparée pour les oreilles choisies, avec la même configuration et les mêmes empreintes ; vous pourrez joindre de nouvelles empreintes avant de la valider.',
  policy: `La première refabrication pour inconfort ou mauvais ajustement, demandée dans les ${REMAKE_POLICY.windowDays} jours suivant l'expédition, est sans frais. Les autres sont facturées au tarif en vigueur.`,
  ears: 'Oreilles à refaire',
  reason: 'Motif',
  comment: 'Commentaire',
  commentHint: 'Obligatoire pour le motif « Autre ».',
  confirm: 'Préparer la refabrication',
  cancel: 'Annuler',
  free: 'Sans frais (garantie)',
  paid: 'Facturée au tarif en vigueur',
  remakeOf: 'Refabrication de la commande',
  remakes: 'Refabrications de cette commande',
  ratesTitle: 'Refabrications',
  ratesDescription: 'Taux de refabrication par établissement et par motif',
  period: 'Période',
  months: (n: number) => `${n} derniers mois`,
  empty: 'Aucune commande expédiée ni refabrication sur la période.',
  establishment: 'Établissement',
  shipped: 'Expédiées',
  remakeCount: 'Refabrications',
  rate: 'Taux',
  // Decision 141: the quality control's failed points over the same period.
  reworkTitle: 'Causes de reprise',
  reworkDescription: 'Points du contrôle qualité non conformes sur la période, les plus fréquents en premier',
  reworkEmpty: 'Aucune reprise au contrôle qualité sur la période.',
  reworkFailures: (n: number) => `${n} reprise${n > 1 ? 's' : ''}`,
} as const;
