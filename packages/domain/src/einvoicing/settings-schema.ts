import { z } from 'zod';
import { MESSAGES } from '../shared/messages';

// The lab's connection to its approved platform (« plateforme agréée », PA): the Flow Service and
// Directory Service base addresses of XP Z12-013 and the credentials the PA gives, a bearer token or
// OAuth 2 client credentials (decision 140).

export const EINVOICING_AUTH_METHODS = ['bearer', 'oauth2'] as const;
export type EinvoicingAuthMethod = (typeof EINVOICING_AUTH_METHODS)[number];

export const EINVOICING_URL_MAX = 2000;
export const EINVOICING_SECRET_MAX = 4000;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const URL_MESSAGE = 'adresse invalide (https://… attendue)';

/**
 * A PA's address: HTTPS, no user name or password in it; plain http only to this machine's loopback
 * (a local test PA), decision 140.
 */
export const isAcceptedPaUrl = (value: string): boolean => {
  // scheme://authority/path, no query nor fragment (the services' paths are appended), no `@`.
  const match = /^(https?):\/\/([^/?#@\s]+)(\/[^?#\s]*)?$/i.exec(value);
  if (!match) return false;
  const scheme = match[1]?.toLowerCase();
  const host = (match[2] ?? '').toLowerCase().replace(/:\d{1,5}$/, '');
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(host)) return false;
  return scheme === 'https' || LOOPBACK_HOSTS.has(host);
};

export const paUrlField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(EINVOICING_URL_MAX, `${EINVOICING_URL_MAX} caractères au plus`)
  .refine(isAcceptedPaUrl, URL_MESSAGE)
  // The services' paths (/v1/…) are appended to it.
  .transform((value) => value.replace(/\/+$/, ''));

const secretField = z
  .string()
  .trim()
  .max(EINVOICING_SECRET_MAX, `${EINVOICING_SECRET_MAX} caractères au plus`)
  .refine((value) => !/\s/.test(value), 'sans espace ni retour à la ligne');

/**
 * What the « Facturation électronique » form sends. A secret left empty keeps the one already kept
 * (it is never shown again); the server answers « obligatoire » when there is none.
 */
export const einvoicingSettingsSchema = z
  .strictObject({
    enabled: z.boolean({ error: 'oui ou non attendu' }),
    flow_url: paUrlField,
    directory_url: paUrlField,
    auth_method: z.enum(EINVOICING_AUTH_METHODS, 'jeton ou OAuth 2 attendu'),
    token: secretField.optional(),
    oauth_token_url: z.string().trim().optional(),
    oauth_client_id: z.string().trim().max(200, '200 caractères au plus').optional(),
    oauth_client_secret: secretField.optional(),
  })
  .superRefine((input, context) => {
    if (input.auth_method !== 'oauth2') return;
    if (!input.oauth_token_url)
      context.addIssue({ code: 'custom', path: ['oauth_token_url'], message: MESSAGES.required });
    else if (!isAcceptedPaUrl(input.oauth_token_url))
      context.addIssue({ code: 'custom', path: ['oauth_token_url'], message: URL_MESSAGE });
    if (!input.oauth_client_id)
      context.addIssue({ code: 'custom', path: ['oauth_client_id'], message: MESSAGES.required });
  });
export type EinvoicingSettingsInput = z.input<typeof einvoicingSettingsSchema>;
export type EinvoicingSettings = z.output<typeof einvoicingSettingsSchema>;

// French names of the fields a 400 may point at (labels/field-labels.ts composes them).
export const EINVOICING_FIELD_LABELS: Readonly<Record<string, string>> = {
  enabled: 'Facturation électronique activée',
  flow_url: 'Adresse du service des flux',
  directory_url: "Adresse de l'annuaire",
  auth_method: "Mode d'authentification",
  token: "Jeton d'accès",
  oauth_token_url: 'Adresse du serveur de jetons OAuth 2',
  oauth_client_id: 'Identifiant client OAuth 2',
  oauth_client_secret: 'Secret client OAuth 2',
};
