import type { EstablishmentSnapshot } from '@conque/domain/orders/api-types';
import type { establishments } from '../../db/schema/index';

/** Spec 001 §3 establishment_snapshot: the billing identity an order keeps from its validation on. */
export const establishmentSnapshotOf = (
  establishment: typeof establishments.$inferSelect,
): EstablishmentSnapshot => ({
  name: establishment.name,
  siret: establishment.siret,
  billing_street_address: establishment.billingStreetAddress,
  billing_postal_code: establishment.billingPostalCode,
  billing_city: establishment.billingCity,
});
