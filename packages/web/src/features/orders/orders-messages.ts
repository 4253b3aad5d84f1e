// Spec 001 §2 and §8, the order lists' texts word for word.
export const ORDERS_MESSAGES = {
  errorTitle: 'Erreur',
  loadFailed: 'Impossible de charger les commandes',
  empty: 'Aucune commande trouvée',
  express: 'Mode de livraison Express',
} as const;

const COUNT = new Intl.NumberFormat('fr-FR');

/** "1 commande", "12 commandes", "90 153 commandes"; a capped search: "Plus de 1 000 commandes". */
export const ordersCount = (total: number, capped = false) =>
  capped
    ? `Plus de ${COUNT.format(total)} commandes`
    : `${COUNT.format(total)} commande${total > 1 ? 's' : ''}`;
