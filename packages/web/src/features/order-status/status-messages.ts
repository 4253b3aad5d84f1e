// French texts of the preparator's dialogs. Spec 001 §8 gives the toasts; the others are ours.
export const STATUS_DIALOG_MESSAGES = {
  errorTitle: 'Erreur',
  statusUpdated: 'Statut mis à jour',
  statusFailed: 'Impossible de mettre à jour le statut',
  deliveryUpdated: 'Livraison modifiée',
  deliveryFailed: 'Impossible de modifier la livraison',
  invoicedLocked: 'Commande facturée : le statut ne peut plus être modifié.',
  candidatesFailed: 'Impossible de charger les commandes expédiées',
  noCandidates: "Aucune autre commande expédiée de l'établissement avec ce mode de livraison.",
} as const;
