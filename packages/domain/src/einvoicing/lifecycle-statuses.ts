import { z } from 'zod';

// The lifecycle statuses of an invoice (XP Z12-012: the CDAR's ProcessConditionCode, 200 to 213)
// and what Conque does with each (decision 147). `side` says who emits it: the platforms
// (transmission phase), the buyer (processing phase) or the seller, Conque itself.

export const LIFECYCLE_STATUS_CODES = [
  200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 213,
] as const;
export type LifecycleStatusCode = (typeof LIFECYCLE_STATUS_CODES)[number];

export type LifecycleStatusInfo = {
  label: string;
  side: 'platform' | 'buyer' | 'seller';
  /** Alerts the préparateurs (bell and e-mail, with the reason) and counts in the weekly summary. */
  alert: boolean;
};

export const LIFECYCLE_STATUSES: Readonly<Record<LifecycleStatusCode, LifecycleStatusInfo>> = {
  200: { label: 'Déposée', side: 'platform', alert: false },
  201: { label: 'Émise par la plateforme', side: 'platform', alert: false },
  202: { label: 'Reçue par la plateforme', side: 'platform', alert: false },
  203: { label: 'Mise à disposition', side: 'platform', alert: false },
  204: { label: 'Prise en charge', side: 'buyer', alert: false },
  205: { label: 'Approuvée', side: 'buyer', alert: false },
  206: { label: 'Approuvée partiellement', side: 'buyer', alert: false },
  207: { label: 'En litige', side: 'buyer', alert: true },
  208: { label: 'Suspendue', side: 'buyer', alert: false },
  209: { label: 'Complétée', side: 'seller', alert: false },
  210: { label: 'Refusée', side: 'buyer', alert: true },
  211: { label: 'Paiement transmis', side: 'buyer', alert: false },
  212: { label: 'Encaissée', side: 'seller', alert: false },
  213: { label: 'Rejetée', side: 'platform', alert: true },
};

export const PAYMENT_TRANSMITTED = 211;
export const PAYMENT_RECEIVED = 212;

/** « Paiement transmis » is a hint for the lab, never « paid » (decision 147). */
export const PAYMENT_TRANSMITTED_HINT = 'Paiement transmis par le client : vérifiez votre relevé bancaire';

export const isLifecycleStatusCode = (value: unknown): value is LifecycleStatusCode =>
  typeof value === 'number' && (LIFECYCLE_STATUS_CODES as readonly number[]).includes(value);

export const lifecycleStatusLabel = (code: number): string =>
  isLifecycleStatusCode(code) ? LIFECYCLE_STATUSES[code].label : `Statut ${code}`;

export const ALERT_STATUS_CODES: readonly LifecycleStatusCode[] = LIFECYCLE_STATUS_CODES.filter(
  (code) => LIFECYCLE_STATUSES[code].alert,
);

/** The invoices list's filter (decision 147): one code, as the address bar carries it. */
export const lifecycleStatusFilter = z.coerce
  .number({ error: 'Statut de cycle de vie inconnu' })
  .refine(isLifecycleStatusCode, { error: 'Statut de cycle de vie inconnu' })
  .optional();
