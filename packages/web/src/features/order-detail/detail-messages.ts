// Spec 001 §8, the order detail's texts, word for word where the spec gives them.
export const DETAIL_MESSAGES = {
  errorTitle: 'Erreur',
  loadFailed: 'Impossible de charger la commande',
  notFoundTitle: 'Commande introuvable',
  notFound: "Cette commande n'existe pas, ou vous n'y avez pas accès.",
} as const;
