import { SPECIAL_MARKING_MAX_LENGTH } from '../catalogue/additional-options';
import { formatEuros } from '../pricing/format-euros';

// French texts of the ordering area. Those quoted from spec 001 §2 and §5 are exact; the others
// (marked "ours") cover cases the spec does not word.
export const ORDER_MESSAGES = {
  // Spec 001 §2, step 2.
  selectBrand: 'Sélectionnez une marque',
  selectDomain: 'Sélectionnez un domaine',
  selectType: "Sélectionnez un type d'embout", // ours
  // Spec 001 §5: step 3's blocking message.
  incompleteEars: 'Veuillez remplir toutes les options pour chaque oreille sélectionnée avant de continuer.',
  // Spec 001 §5: final validation, in the spec's order.
  selectDeliveryAddress: 'Veuillez sélectionner une adresse de livraison',
  invalidTransferMethod: 'Veuillez sélectionner une méthode de transfert des empreintes valide',
  uploadsPending: "Veuillez attendre la fin de l'envoi des fichiers",
  acceptTerms: 'Veuillez accepter les conditions générales de vente',
  uploadsFailed: "Certains fichiers n'ont pas pu être uploadés. Veuillez les supprimer et réessayer.",
  // Ours: spec §5 gives the limits without their wording.
  specialMarkingTooLong: `Le marquage spécial ne peut pas dépasser ${SPECIAL_MARKING_MAX_LENGTH} caractères`,
  ventDimensionInvalid: 'La dimension doit être supérieure à 0,8 mm (10 mm au maximum)',
  selectShippingMethod: 'Veuillez sélectionner un mode de livraison',
  selectOption: 'Veuillez choisir une option', // ours: a wrong or missing catalogue value
  invalidOrderNumber: 'Numéro de commande invalide',
  // Spec 001 §5 upload rules; the first is exact, the second completes the spec's fragment
  // ("n'est pas un fichier STL valide") the same way. The browser and the server both say these.
  stlTooLarge: (name: string) => `Le fichier ${name} est trop volumineux (maximum 100MB)`,
  stlNotStl: (name: string) => `Le fichier ${name} n'est pas un fichier STL valide`,
  // Ours: validation refused because the total shown is no longer the total.
  priceChanged: (shownCents: number, chargedCents: number) =>
    `Le prix de la commande a changé depuis son affichage : ${formatEuros(chargedCents)} TTC au lieu de ${formatEuros(shownCents)} TTC. Vérifiez le récapitulatif, puis validez à nouveau pour confirmer ce prix.`,
  // Ours: /api/v1 prices and validates drafts only.
  notADraft: "Cette commande n'est plus un brouillon : elle a déjà été validée.",
  remakeNoLongerFree: (chargedCents: number) =>
    `Cette refabrication n'est plus sans frais : une autre refabrication sous garantie de la commande d'origine a été validée entre-temps. Elle sera facturée au tarif en vigueur, soit ${formatEuros(chargedCents)} TTC. Vérifiez le récapitulatif, puis validez à nouveau pour confirmer ce prix.`,
} as const;
