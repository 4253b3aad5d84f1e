// French names of the order fields an API error may point at, so that a 400 says which field is
// wrong (labels/field-labels.ts composes them with the other areas').
export const ORDER_FIELD_LABELS: Readonly<Record<string, string>> = {
  orderId: 'Commande',
  patient_first_name: 'Prénom du patient',
  patient_last_name: 'Nom du patient',
  patient_gender: 'Genre',
  patient_hearing_loss: 'Surdité',
  details: "Détails de l'embout",
  type: "Type d'embout",
  brand: 'Marque',
  domain: 'Domaine',
  productType: 'Type de produit',
  shipping_method: 'Mode de livraison',
  shipping_address: 'Adresse de livraison',
  transfer_method: 'Méthode de transfert des empreintes',
  comment: 'Commentaire',
  // An order comment's text (POST /api/orders/:id/comments).
  content: 'Commentaire',
  stl_files: 'Fichiers STL',
  ventDimension: "Dimension de l'évent",
  specialMarking: 'Marquage spécial',
  // The order endpoints' other inputs: the list's query, calculate-order-prices, the status dialog.
  order: 'Commande',
  shippingMethod: 'Mode de livraison',
  toSave: 'Enregistrement',
  status: 'Statut',
  fromStatus: 'Statut affiché',
  expectedTotalTTC: 'Total TTC affiché',
  due: 'Échéance',
  sort: 'Tri',
  trackingNumber: 'Numéro de suivi',
  groupWith: "Grouper l'expédition avec",
  // « Demander une nouvelle empreinte ».
  files: 'Fichiers',
  ear: 'Oreille',
  // Decision 139: a batch of order sheets, and the short link's number.
  order_ids: 'Commandes',
  validated_today: 'Validées aujourd’hui',
  orderNumber: 'Numéro de commande',
  // Decision 144: the prescriber and the statement's fields.
  prescriber_name: 'Prescripteur',
  prescriber_number: 'Numéro RPPS ou ADELI',
  lot_number: 'Numéro de lot',
  unmet_requirements: 'Exigences non entièrement respectées et justification',
};
