// French names of the order fields an API error may point at (the server adds them to
// shared/field-names' table), so that a 400 says which field is wrong.
export const ORDER_FIELD_LABELS: Record<string, string> = {
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
};
