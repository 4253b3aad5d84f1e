import { EMAIL_KIND_LABELS } from '../email-preferences/email-kinds';

// French names of the fields an API error may point at, so a 400 says which field is wrong.
export const FIELD_LABELS: Record<string, string> = {
  email: 'Email',
  password: 'Mot de passe',
  confirmPassword: 'Confirmer le mot de passe',
  invitationCode: "Code d'invitation",
  first_name: 'Prénom',
  last_name: 'Nom',
  firstName: 'Prénom',
  lastName: 'Nom',
  name: 'Nom',
  // API keys and the /api/v1 queries.
  scopes: 'Droits',
  expires_on: "Date d'expiration",
  key: 'Clé',
  updated_since: 'Modifiées depuis',
  cursor: 'Curseur',
  limit: 'Nombre par page',
  paid_status: 'Statut de paiement',
  siret: 'SIRET',
  billing_street_address: 'Adresse',
  billing_postal_code: 'Code postal',
  billing_city: 'Ville',
  p_name: "Nom de l'établissement",
  p_siret: 'SIRET',
  p_billing_street_address: 'Adresse',
  p_billing_postal_code: 'Code postal',
  p_billing_city: 'Ville',
  p_user_id: 'Utilisateur',
  userId: 'Utilisateur',
  role: 'Rôle',
  establishmentId: 'Établissement',
  phone: 'Téléphone',
  message: 'Message',
  // Spec 001: delivery addresses (camelCase form names), STL files.
  streetAddress: 'Adresse',
  postalCode: 'Code postal',
  city: 'Ville',
  isDefault: 'Adresse par défaut',
  addressId: 'Adresse de livraison',
  orderId: 'Commande',
  path: 'Fichier',
  // The remake request.
  ears: 'Oreilles',
  reason: 'Motif',
  comment: 'Commentaire',
  months: 'Période',
  remake: 'Refabrications',
  // A webhook endpoint.
  url: 'Adresse',
  events: 'Événements',
  description: 'Description',
  deliveryId: 'Envoi',
  // E-mail preferences: the profile page's labels.
  ...EMAIL_KIND_LABELS,
  // The lists' query (shared/list-query.ts).
  search: 'Recherche',
  session: 'Session',
  page: 'Page',
};

export const fieldLabel = (path: PropertyKey[]): string => {
  const key = path.filter((part) => typeof part === 'string').at(-1);
  if (typeof key !== 'string') return 'corps de la requête';
  return FIELD_LABELS[key] ?? key;
};
