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

/** What can be wrong with a PA's address, and the page's French words for it. */
export type PaUrlProblem = 'address' | 'port' | 'host';
export const PA_URL_MESSAGES: Readonly<Record<PaUrlProblem, string>> = {
  address: 'adresse invalide (https://… attendue)',
  port: 'port invalide (de 1 à 65535)',
  host: "nom d'hôte invalide (nom de domaine ou adresse IP attendu)",
};

const IPV4_OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_OCTET}(\\.${IPV4_OCTET}){3}$`);
const DNS_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** An IPv6 address as written between brackets: eight groups, one `::` at most, an IPv4 tail allowed. */
const isIpv6 = (text: string): boolean => {
  const withIpv4 = /^(.*:)([^:]*\.[^:]*)$/.exec(text);
  if (withIpv4 && !IPV4.test(withIpv4[2] ?? '')) return false;
  // An IPv4 tail (::ffff:192.0.2.1) stands for two groups.
  const groups = withIpv4 ? `${withIpv4[1]}0:0` : text;
  const halves = groups.split('::');
  if (halves.length > 2) return false;
  const split = (half: string) => (half === '' ? [] : half.split(':'));
  const all = halves.flatMap(split);
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return false;
  return halves.length === 2 ? all.length <= 7 : all.length === 8;
};

/**
 * A host a PA can be reached at: an IP address (IPv4 dotted, IPv6 between brackets) or a DNS name
 * (labels of letters, digits and `-`, neither first nor last, 63 characters at most, 253 in all). A
 * name whose last label is a number is an IPv4 address to a URL parser, and must be a valid one.
 */
const isAcceptedHost = (host: string): boolean => {
  if (host.startsWith('[')) return host.endsWith(']') && isIpv6(host.slice(1, -1));
  const labels = host.split('.');
  if (/^(\d+|0x[0-9a-f]*)$/.test(labels.at(-1) ?? '')) return IPV4.test(host);
  return host.length <= 253 && labels.every((label) => DNS_LABEL.test(label));
};

/**
 * Why a value is not a PA's address; undefined when it is one. HTTPS, no user name or
 * password, query or fragment, a valid host and a port from 1 to 65535; plain http only to this
 * machine's loopback (a local test PA), decision 140. One rule for the page's three addresses and
 * for the EINVOICING_* variables (config.ts).
 */
export const paUrlProblem = (value: string): PaUrlProblem | undefined => {
  // scheme://authority/path, no query nor fragment (the services' paths are appended), no `@`.
  const match = /^(https?):\/\/([^/?#@\s]+)(\/[^?#\s]*)?$/i.exec(value);
  if (!match) return 'address';
  const scheme = match[1]?.toLowerCase();
  const authority = /^(\[[^\]]*\]|[^:[\]]*)(?::(.*))?$/.exec((match[2] ?? '').toLowerCase());
  if (!authority) return 'host';
  const host = authority[1] ?? '';
  const port = authority[2];
  if (port !== undefined && !(/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535))
    return 'port';
  if (!isAcceptedHost(host)) return 'host';
  return scheme === 'https' || LOOPBACK_HOSTS.has(host) ? undefined : 'address';
};

export const isAcceptedPaUrl = (value: string): boolean => paUrlProblem(value) === undefined;

/** A PA address checked by the one rule, its problem as the field's message. */
const refinePaUrl = (value: string, context: z.RefinementCtx<string>) => {
  const problem = paUrlProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: PA_URL_MESSAGES[problem] });
};

const URL_MAX_MESSAGE = `${EINVOICING_URL_MAX} caractères au plus`;

export const paUrlField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(EINVOICING_URL_MAX, URL_MAX_MESSAGE)
  .superRefine(refinePaUrl)
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
    // Checked as an address with OAuth 2 only (the form sends it, empty, with a bearer token).
    oauth_token_url: z.string().trim().max(EINVOICING_URL_MAX, URL_MAX_MESSAGE).optional(),
    oauth_client_id: z.string().trim().max(200, '200 caractères au plus').optional(),
    oauth_client_secret: secretField.optional(),
  })
  .superRefine((input, context) => {
    if (input.auth_method !== 'oauth2') return;
    if (!input.oauth_token_url)
      context.addIssue({ code: 'custom', path: ['oauth_token_url'], message: MESSAGES.required });
    else {
      const problem = paUrlProblem(input.oauth_token_url);
      if (problem)
        context.addIssue({ code: 'custom', path: ['oauth_token_url'], message: PA_URL_MESSAGES[problem] });
    }
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
