import { DELIVERY_ADDRESS_MESSAGES } from '@conque/domain/accounts/delivery-address-schemas';

// Spec 001 §8, the wizard's toasts, word for word.
export const WIZARD_MESSAGES = {
  errorTitle: 'Erreur',
  draftSaved: 'Brouillon enregistré',
  saveFailed: 'Impossible de sauvegarder le brouillon',
  draftNotFound: 'Brouillon introuvable',
  draftLoadFailed: 'Impossible de charger le brouillon',
  pricesFailed: 'Impossible de calculer les prix',
  submitFailed: (reason: string) => `Impossible de soumettre la commande: ${reason}`,
  orderValidated: 'Commande validée',
  // docs/design.md §5.7: editing a registered order.
  changesSaved: 'Modifications sauvegardées',
  changesFailed: 'Impossible de sauvegarder les modifications',
  notEditable: 'Cette commande ne peut plus être modifiée.', // ours
  fileDeleted: 'Fichier supprimé',
  successTitle: 'Succès',
  addresses: DELIVERY_ADDRESS_MESSAGES,
} as const;
