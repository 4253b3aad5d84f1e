// Spec 001 §2 and §8 ('Impossible de charger les brouillons'); the other texts are ours (see
// docs/decisions/0025-order-lists-and-drafts.md, the drafts page).
export const DRAFTS_MESSAGES = {
  errorTitle: 'Erreur',
  loadFailed: 'Impossible de charger les brouillons',
  empty: 'Aucun brouillon trouvé',
  deleted: 'Brouillon supprimé',
  deleteFailed: 'Impossible de supprimer le brouillon',
} as const;

/** "1 brouillon", "12 brouillons". */
export const draftsCount = (total: number) => `${total} brouillon${total > 1 ? 's' : ''}`;
