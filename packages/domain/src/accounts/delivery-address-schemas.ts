import { z } from 'zod';
import { idField, postalCodeField, requiredText } from '../shared/fields';

// Spec 001 §3 and §5: the "Nouvelle adresse de livraison" form in its camelCase names; the server
// parses the same schema, so the form and the API refuse the same input with the same words.
export const newDeliveryAddressSchema = z.strictObject({
  name: requiredText(200),
  streetAddress: requiredText(300),
  postalCode: postalCodeField,
  city: requiredText(120),
  isDefault: z.boolean().default(false),
});
export type NewDeliveryAddressInput = z.infer<typeof newDeliveryAddressSchema>;

/** The :addressId of /api/delivery-addresses/:addressId and /:addressId/default. */
export const deliveryAddressIdParamSchema = z.strictObject({ addressId: idField });

/** GET /api/delivery-addresses items, in the spec's table names (§3). */
export type DeliveryAddressView = {
  id: string;
  establishment_id: string;
  name: string;
  street_address: string;
  postal_code: string;
  city: string;
  is_default: boolean;
  created_at: string;
};

/** GET /api/delivery-addresses, and the list after DELETE or a new default: default first, then by name. */
export type DeliveryAddressList = { items: DeliveryAddressView[]; total: number };

// Spec 001 §6 and §8: the texts the establishment page and the wizard's shipping step show.
export const DELIVERY_ADDRESS_MESSAGES = {
  noEstablishment: 'Aucun établissement associé',
  added: "L'adresse a été ajoutée",
  addFailed: "Impossible d'ajouter l'adresse",
  loadFailed: 'Impossible de charger les adresses de livraison',
  empty: 'Aucune adresse de livraison renseignée',
  notFound: 'Adresse de livraison introuvable.',
} as const;
