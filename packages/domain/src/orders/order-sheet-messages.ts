// Decision 139: the order sheets' French texts, for the server's answers and the
// web app's buttons. Without zod, so that the pages that print may read them at no cost.

/** At most this many sheets in one batch of chosen orders (one A4 page each). */
export const MAX_SHEETS_PER_BATCH = 500;

export const ORDER_SHEET_MESSAGES = {
  button: 'Imprimer la fiche de fabrication',
  chooseOne: 'Choisissez des commandes, ou celles validées aujourd’hui.',
  notBoth: 'Les commandes choisies ou celles validées aujourd’hui : pas les deux.',
  tooMany: `${MAX_SHEETS_PER_BATCH} commandes au plus par impression.`,
  noneValidatedToday: 'Aucune commande validée aujourd’hui.',
  orderNumberFormat: 'Numéro de commande attendu (2026-00042).',
} as const;
