// Spec 001 §2 and §8, the order lists' texts word for word.
export const ORDERS_MESSAGES = {
  errorTitle: 'Erreur',
  loadFailed: 'Impossible de charger les commandes',
  empty: 'Aucune commande trouvée',
  express: 'Mode de livraison Express',
} as const;

/** "1 commande", "12 commandes". */
export const ordersCount = (total: number) => `${total} commande${total > 1 ? 's' : ''}`;
