import { z } from 'zod';
import type { ShippingMethod } from '../catalogue/shipping-methods';

// Spec 001 §5 "Tracking number: uppercased, only A-Z and 0-9" and docs/design.md §5.10: the number becomes
// the carrier's public tracking page, La Poste for standard, Ciblex for express. Pickup orders have
// no parcel (they become ready_pickup).

export const TRACKING_MESSAGES = {
  invalid: 'Le numéro de suivi ne peut contenir que des lettres et des chiffres',
  tooLong: `Le numéro de suivi ne peut pas dépasser 40 caractères`,
} as const;

export const TRACKING_NUMBER_MAX_LENGTH = 40;

/** What the tracking field keeps of what is typed: upper-cased, every other character dropped. */
export const sanitizeTrackingNumber = (typed: string): string =>
  typed
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, TRACKING_NUMBER_MAX_LENGTH);

/**
 * The server's rule: trimmed and upper-cased, then only A-Z and 0-9 (a space or a dash inside is
 * refused rather than silently dropped: the number must be the carrier's). Empty means none.
 */
export const trackingNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(TRACKING_NUMBER_MAX_LENGTH, TRACKING_MESSAGES.tooLong)
  .regex(/^[A-Z0-9]*$/, TRACKING_MESSAGES.invalid);

const CARRIER_URLS: Partial<Record<ShippingMethod, string>> = {
  standard: 'https://www.laposte.fr/outils/suivre-vos-envois?code=',
  // Ciblex's public parcel page (its extranet's "suivi colis" module), which needs no account.
  express: 'https://secure.extranet.ciblex.fr/extranet/client/corps.php?module=colis&colis=',
};

/** The carrier's tracking page for a number, or null when the delivery has no carrier (pickup). */
export const trackingUrlFor = (shippingMethod: ShippingMethod, trackingNumber: string): string | null => {
  const base = CARRIER_URLS[shippingMethod];
  if (!base || trackingNumber === '') return null;
  return `${base}${encodeURIComponent(trackingNumber)}`;
};

/** The number back from a stored tracking_url (to prefill the preparator's dialog), or '' if none. */
export const trackingNumberOf = (trackingUrl: string | null | undefined): string => {
  if (!trackingUrl) return '';
  for (const base of Object.values(CARRIER_URLS)) {
    if (trackingUrl.startsWith(base)) return decodeURIComponent(trackingUrl.slice(base.length));
  }
  return '';
};
