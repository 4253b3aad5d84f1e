import { DELIVERY_ADDRESS_MESSAGES } from '@conque/domain/accounts/delivery-address-schemas';

// Spec 001 §8 toasts of the establishment page, word for word; the delete and default texts are ours
// (the spec lists no message for them; docs/design.md §6 wants feedback for every action).
export const ESTABLISHMENT_MESSAGES = {
  errorTitle: 'Erreur',
  saved: 'Modifications sauvegardées',
  saveFailed: 'Impossible de sauvegarder les modifications',
  addresses: DELIVERY_ADDRESS_MESSAGES,
  addressDeleted: 'Adresse supprimée',
  deleteFailed: "Impossible de supprimer l'adresse",
  defaultChanged: 'Adresse par défaut modifiée',
  defaultFailed: "Impossible de définir l'adresse par défaut",
  readOnly: "Seul un manager de l'établissement peut modifier ces informations et les adresses de livraison.",
} as const;
