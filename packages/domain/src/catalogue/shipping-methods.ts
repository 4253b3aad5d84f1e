import { optionValues } from './catalogue-types';

// Spec 001 §9: the three delivery modes. `label` is the carrier text the spec gives; `name` is the
// short mode name ('Mode de livraison Express' in the order list, §2).
export const SHIPPING_METHODS = [
  { value: 'standard', name: 'Standard', label: 'La Poste - 48h/72h' },
  { value: 'express', name: 'Express', label: 'Ciblex - 24h/48h' },
  { value: 'pickup', name: 'Retrait sur place', label: 'Retrait sur place' },
] as const;
export const SHIPPING_METHOD_VALUES = optionValues(SHIPPING_METHODS);
export type ShippingMethod = (typeof SHIPPING_METHOD_VALUES)[number];

/** Spec 001 §2 and §5: pickup needs no delivery address (the address choice is hidden). */
export const shippingNeedsAddress = (method: string | null | undefined): boolean => method !== 'pickup';

export const shippingMethodOf = (method: string | null | undefined) =>
  SHIPPING_METHODS.find((entry) => entry.value === method);
