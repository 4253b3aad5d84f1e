// The e-mails about an order that each person may switch off on the profile page
// (and by the one-click link each of them carries). Stored as these keys: never rename one.
export const EMAIL_KINDS = [
  'order_validated',
  'order_shipped',
  'order_ready_pickup',
  'order_comment',
  // The lab asks for a new impression (and its one reminder).
  'impression_requested',
  // The lab moved the order's promised shipping date.
  'order_date_changed',
  // The Monday summary of last week, for managers and préparateurs who turn it on.
  'weekly_summary',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * The kinds nobody receives until they turn them on (« off by default »): a row of
 * email_opt_ins says who did. Every other kind is on until switched off (a row of email_opt_outs).
 */
export const OFF_BY_DEFAULT_EMAIL_KINDS: readonly EmailKind[] = ['weekly_summary'];

export const isOffByDefault = (kind: EmailKind): boolean => OFF_BY_DEFAULT_EMAIL_KINDS.includes(kind);

/** The kinds on by default: those an opt-out row switches off. */
export const ON_BY_DEFAULT_EMAIL_KINDS: readonly EmailKind[] = EMAIL_KINDS.filter(
  (kind) => !isOffByDefault(kind),
);

export const isEmailKind = (value: unknown): value is EmailKind =>
  typeof value === 'string' && (EMAIL_KINDS as readonly string[]).includes(value);

/** The checkbox labels of the profile page, and the name of the list a mail's unsubscribe link leaves. */
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  order_validated: 'Commande validée',
  order_shipped: 'Commande expédiée',
  order_ready_pickup: 'Commande prête à être récupérée',
  order_comment: 'Commentaire du laboratoire',
  impression_requested: 'Nouvelle empreinte demandée',
  order_date_changed: "Date d'expédition modifiée",
  weekly_summary: 'Résumé hebdomadaire',
};

export const EMAIL_KIND_DESCRIPTIONS: Record<EmailKind, string> = {
  order_validated: 'Le numéro de la commande et le lien vers son bon de commande.',
  order_shipped: 'Le lien de suivi du colis, lorsque le laboratoire en a indiqué un.',
  order_ready_pickup: 'Le lieu où récupérer la commande.',
  order_comment: "Lorsqu'un préparateur commente l'une de vos commandes.",
  impression_requested:
    "Lorsque le laboratoire demande une nouvelle empreinte pour l'une de vos commandes (ou de votre établissement, pour un manager), et un rappel si elle n'est pas envoyée après trois jours ouvrés.",
  order_date_changed: "Lorsque le laboratoire change la date d'expédition prévue de l'une de vos commandes.",
  weekly_summary:
    'Le lundi matin, les chiffres de la semaine écoulée : commandes, expéditions, retards. Désactivé par défaut.',
};
